import { projectRecordOperations } from "@/lib/contract/project-record";
import { reply } from "@/lib/server/http";
import { listRecords } from "@/lib/server/project/query";
import { createRecord } from "@/lib/server/project/records";
import { otherMethods, route } from "@/lib/server/route";

export const GET = route(projectRecordOperations.list, ({ scope, query }) => listRecords(scope, query));

export const POST = route(projectRecordOperations.create, async ({ scope, body }) => {
  const record = await createRecord(scope, body);
  return reply(record, { status: 201, version: record.version });
});

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
