// DELETE /api/v1/project-record/{uid}/file/{fileUid} — removes a file from the record (editor)
import { deleteRecordFile } from "@/lib/server/project/files";
import { otherMethods, route } from "@/lib/server/route";

export const DELETE = route(
  { permission: "project.write", uidParams: ["uid", "fileUid"], ifMatch: "none" },
  async ({ scope, params }) => {
    await deleteRecordFile(scope, params.uid!, params.fileUid!);
  },
);

export const { GET, POST, PUT, PATCH } = otherMethods("DELETE");
