// GET|POST /api/v1/project-record/{uid}/file — the record's files; register one uploaded to a signed URL (editor)
import { registerFileInput } from "@/lib/domain/project/input";
import { reply } from "@/lib/server/http";
import { listFiles, registerRecordFile } from "@/lib/server/project/files";
import { getRecord } from "@/lib/server/project/records";
import { otherMethods, route } from "@/lib/server/route";

export const GET = route({ permission: "project.read", uidParams: ["uid"] }, async ({ scope, params }) => {
  // 404 for an unknown or foreign record, like every other read.
  await getRecord(scope, params.uid!);
  return { files: await listFiles(scope, params.uid!) };
});

export const POST = route(
  { permission: "project.write", body: registerFileInput, uidParams: ["uid"] },
  async ({ scope, params, body }) =>
    reply(await registerRecordFile(scope, params.uid!, body), { status: 201 }),
);

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
