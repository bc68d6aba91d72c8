import { projectRecordOperations } from "@/lib/contract/project-record";
import { signRecordFileUpload } from "@/lib/server/project/files";
import { otherMethods, route } from "@/lib/server/route";

export const POST = route(projectRecordOperations.signUpload, ({ scope, params, body }) =>
  signRecordFileUpload(scope, params.uid!, body),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
