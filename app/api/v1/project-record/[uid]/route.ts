import { projectRecordOperations as ops } from "@/lib/contract/project-record";
import { entityRoutes } from "@/lib/server/entity-route";
import { deleteRecord, getRecord, updateRecord } from "@/lib/server/project/records";

export const { GET, PUT, DELETE, POST, PATCH } = entityRoutes({
  get: [ops.get, getRecord],
  update: [ops.update, updateRecord],
  remove: [ops.remove, deleteRecord],
});
