// POST /api/v1/reference/escalation-rate/import — CSV of year,rate[,kind]; all rows or none (admin)
import { reply } from "@/lib/server/http";
import { importEscalationRates } from "@/lib/server/reference/escalation-rates";
import { importEscalationRateInput } from "@/lib/server/reference/input";
import { otherMethods, route } from "@/lib/server/route";

export const POST = route(
  { permission: "reference.write", body: importEscalationRateInput },
  async ({ scope, body, ifMatch }) => {
    const result = await importEscalationRates(scope, body, ifMatch);
    return reply(result, { version: result.version });
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
