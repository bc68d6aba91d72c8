// GET|PUT /api/v1/reference/escalation-rate — annual escalation rates by year; replace the table (admin, If-Match)
import { reply } from "@/lib/server/http";
import { listEscalationRates, replaceEscalationRates } from "@/lib/server/reference/escalation-rates";
import { replaceEscalationRatesInput } from "@/lib/server/reference/input";
import { otherMethods, route } from "@/lib/server/route";

export const GET = route({ permission: "reference.read" }, async ({ scope }) => {
  const { list, version } = await listEscalationRates(scope);
  return reply(list, { version });
});

export const PUT = route(
  { permission: "reference.write", body: replaceEscalationRatesInput },
  async ({ scope, body, ifMatch }) => {
    const { list, version } = await replaceEscalationRates(scope, body, ifMatch);
    return reply(list, { version });
  },
);

export const { POST, PATCH, DELETE } = otherMethods("GET", "PUT");
