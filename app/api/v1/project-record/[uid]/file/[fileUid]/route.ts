import { projectRecordOperations } from "@/lib/contract/project-record";
import { deleteRecordFile } from "@/lib/server/project/files";
import { otherMethods, route } from "@/lib/server/route";

export const DELETE = route(projectRecordOperations.removeFile, async ({ scope, params }) => {
  await deleteRecordFile(scope, params.uid!, params.fileUid!);
});

export const { GET, POST, PUT, PATCH } = otherMethods("DELETE");
