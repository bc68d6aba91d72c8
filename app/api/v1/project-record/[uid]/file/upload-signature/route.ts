// POST /api/v1/project-record/{uid}/file/upload-signature — a signed URL to PUT one file (type and size checked) (editor)
import { fileSignatureInput } from "@/lib/domain/project/input";
import { signRecordFileUpload } from "@/lib/server/project/files";
import { otherMethods, route } from "@/lib/server/route";

export const POST = route(
  { permission: "project.write", body: fileSignatureInput, uidParams: ["uid"] },
  ({ scope, params, body }) => signRecordFileUpload(scope, params.uid!, body),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
