import { projectOperations as ops } from "@/lib/contract/project";
import { entityRoutes } from "@/lib/server/entity-route";
import { deleteProject, getProject, updateProject } from "@/lib/server/project/projects";

export const { GET, PUT, DELETE, POST, PATCH } = entityRoutes({
  get: [ops.get, getProject],
  update: [ops.update, updateProject],
  remove: [ops.remove, deleteProject],
});
