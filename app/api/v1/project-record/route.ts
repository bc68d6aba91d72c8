import { projectRecordOperations } from "@/lib/contract/project-record";
import { versioned } from "@/lib/server/entity-route";
import { listRecords } from "@/lib/server/project/query";
import { createRecord } from "@/lib/server/project/records";
import { otherMethods, route } from "@/lib/server/route";

export const GET = route(projectRecordOperations.list, ({ scope, query }) => listRecords(scope, query));

export const POST = route(projectRecordOperations.create, async ({ scope, body }) =>
  versioned(await createRecord(scope, body), 201),
);

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
