// GET|POST /api/v1/project-record — records by the filters of lib/domain/project/filters.ts (sorted, keyset pages, optional normalisation targets); add a record with its cost lines (editor)
import { createRecordInput } from "@/lib/domain/project/input";
import { reply } from "@/lib/server/http";
import { listRecords } from "@/lib/server/project/query";
import { createRecord } from "@/lib/server/project/records";
import { otherMethods, route } from "@/lib/server/route";
import { requestFilters } from "./filters";

export const GET = route({ permission: "project.read" }, ({ scope, req }) =>
  listRecords(scope, requestFilters(req)),
);

export const POST = route(
  { permission: "project.write", body: createRecordInput },
  async ({ scope, body }) => {
    const record = await createRecord(scope, body);
    return reply(record, { status: 201, version: record.version });
  },
);

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
