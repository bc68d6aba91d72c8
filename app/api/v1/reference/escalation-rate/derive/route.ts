// POST /api/v1/reference/escalation-rate/derive — past years' rates from a cost index; forecast kept (admin, If-Match)
import { reply } from "@/lib/server/http";
import { deriveEscalationRates } from "@/lib/server/reference/escalation-rates";
import { deriveEscalationRatesInput } from "@/lib/server/reference/input";
import { otherMethods, route } from "@/lib/server/route";

export const POST = route(
  { permission: "reference.write", body: deriveEscalationRatesInput },
  async ({ scope, body, ifMatch }) => {
    const result = await deriveEscalationRates(scope, body, ifMatch);
    return reply(result, { version: result.version });
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
