// GET|PUT|DELETE /api/v1/project-record/{uid} — one record with costs, divisions, metrics, files and normalisation (target_date, target_location); edit (cost lines replace) or remove (editor, If-Match)
import { recordTargetsQuery, updateRecordInput } from "@/lib/domain/project/input";
import { reply } from "@/lib/server/http";
import { deleteRecord, getRecord, updateRecord } from "@/lib/server/project/records";
import { otherMethods, route } from "@/lib/server/route";

export const GET = route(
  { permission: "project.read", query: recordTargetsQuery, uidParams: ["uid"] },
  async ({ scope, params, query }) => {
    const record = await getRecord(scope, params.uid!, query);
    return reply(record, { version: record.version });
  },
);

export const PUT = route(
  { permission: "project.write", body: updateRecordInput, uidParams: ["uid"] },
  async ({ scope, params, body, ifMatch }) => {
    const record = await updateRecord(scope, params.uid!, body, ifMatch);
    return reply(record, { version: record.version });
  },
);

export const DELETE = route(
  { permission: "project.write", uidParams: ["uid"] },
  async ({ scope, params, ifMatch }) => {
    await deleteRecord(scope, params.uid!, ifMatch);
  },
);

export const { POST, PATCH } = otherMethods("GET", "PUT", "DELETE");
