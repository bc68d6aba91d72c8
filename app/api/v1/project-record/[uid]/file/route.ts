import { projectRecordOperations } from "@/lib/contract/project-record";
import { reply } from "@/lib/server/http";
import { listFiles, registerRecordFile } from "@/lib/server/project/files";
import { getRecord } from "@/lib/server/project/records";
import { otherMethods, route } from "@/lib/server/route";

export const GET = route(projectRecordOperations.listFiles, async ({ scope, params }) => {
  // 404 for an unknown or foreign record, like every other read.
  await getRecord(scope, params.uid!);
  return { files: await listFiles(scope, params.uid!) };
});

export const POST = route(projectRecordOperations.registerFile, async ({ scope, params, body }) =>
  reply(await registerRecordFile(scope, params.uid!, body), { status: 201 }),
);

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
