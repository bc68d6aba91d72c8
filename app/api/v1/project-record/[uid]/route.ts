import { projectRecordOperations } from "@/lib/contract/project-record";
import { reply } from "@/lib/server/http";
import { deleteRecord, getRecord, updateRecord } from "@/lib/server/project/records";
import { otherMethods, route } from "@/lib/server/route";

export const GET = route(projectRecordOperations.get, async ({ scope, params, query }) => {
  const record = await getRecord(scope, params.uid!, query);
  return reply(record, { version: record.version });
});

export const PUT = route(projectRecordOperations.update, async ({ scope, params, body, ifMatch }) => {
  const record = await updateRecord(scope, params.uid!, body, ifMatch);
  return reply(record, { version: record.version });
});

export const DELETE = route(projectRecordOperations.remove, async ({ scope, params, ifMatch }) => {
  await deleteRecord(scope, params.uid!, ifMatch);
});

export const { POST, PATCH } = otherMethods("GET", "PUT", "DELETE");
