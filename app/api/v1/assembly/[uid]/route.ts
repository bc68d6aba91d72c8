// GET|PUT|DELETE /api/v1/assembly/{uid} — read, change under If-Match, delete
import { assemblyOperations as ops } from "@/lib/contract/assembly";
import { deleteAssembly, getAssembly, updateAssembly } from "@/lib/server/cost-library/assemblies";
import { entityRoutes } from "@/lib/server/entity-route";

export const { GET, PUT, DELETE, POST, PATCH } = entityRoutes({
  get: [ops.get, getAssembly],
  update: [ops.update, updateAssembly],
  remove: [ops.remove, deleteAssembly],
});
