// GET|PUT /api/v1/estimate-template/{uid} — preview a template; rename, archive or restore it
import { estimateTemplateOperations as ops } from "@/lib/contract/estimate-template";
import { entityRoutes } from "@/lib/server/entity-route";
import { getTemplatePreview, updateTemplate } from "@/lib/server/estimate/templates";

export const { GET, PUT, DELETE, POST, PATCH } = entityRoutes({
  get: [ops.get, (scope, uid) => getTemplatePreview(scope, uid)],
  update: [ops.update, updateTemplate],
});
