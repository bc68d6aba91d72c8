import { referenceOperations as ops } from "@/lib/contract/reference-operations";
import { reply } from "@/lib/server/http";
import { importEscalationRates } from "@/lib/server/reference/escalation-rates";
import { otherMethods, route } from "@/lib/server/route";

export const POST = route(ops.importEscalationRates, async ({ scope, body, ifMatch }) => {
  const result = await importEscalationRates(scope, body, ifMatch);
  return reply(result, { version: result.version });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
