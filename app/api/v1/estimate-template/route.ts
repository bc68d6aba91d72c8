// GET|POST /api/v1/estimate-template — list the company's templates; make one (blank or from an estimate)
import { estimateTemplateOperations as ops } from "@/lib/contract/estimate-template";
import { versioned } from "@/lib/server/entity-route";
import { createTemplate, listTemplates } from "@/lib/server/estimate/templates";
import { otherMethods, route } from "@/lib/server/route";

export const GET = route(ops.list, ({ scope, query }) => listTemplates(scope, query));

export const POST = route(ops.create, async ({ scope, body }) =>
  versioned(await createTemplate(scope, body), 201),
);

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
