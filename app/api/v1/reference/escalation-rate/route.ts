import { referenceOperations as ops } from "@/lib/contract/reference-operations";
import { reply } from "@/lib/server/http";
import { listEscalationRates, replaceEscalationRates } from "@/lib/server/reference/escalation-rates";
import { otherMethods, route } from "@/lib/server/route";

export const GET = route(ops.listEscalationRates, async ({ scope }) => {
  const { list, version } = await listEscalationRates(scope);
  return reply(list, { version });
});

export const PUT = route(ops.replaceEscalationRates, async ({ scope, body, ifMatch }) => {
  const { list, version } = await replaceEscalationRates(scope, body, ifMatch);
  return reply(list, { version });
});

export const { POST, PATCH, DELETE } = otherMethods("GET", "PUT");
