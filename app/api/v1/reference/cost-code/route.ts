// GET|POST /api/v1/reference/cost-code — built-in and company cost codes (?classification=&search=); add a company code (admin)
import { reply } from "@/lib/server/http";
import { createCostCode, listCostCodes } from "@/lib/server/reference/cost-codes";
import { createCostCodeInput, listCostCodesQuery } from "@/lib/server/reference/input";
import { otherMethods, route } from "@/lib/server/route";

export const GET = route({ permission: "reference.read", query: listCostCodesQuery }, ({ scope, query }) =>
  listCostCodes(scope, query),
);

export const POST = route(
  { permission: "reference.write", body: createCostCodeInput },
  async ({ scope, body }) => {
    const code = await createCostCode(scope, body);
    return reply(code, { status: 201, version: code.version ?? undefined });
  },
);

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
