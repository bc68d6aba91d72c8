import { referenceOperations as ops } from "@/lib/contract/reference-operations";
import { versioned } from "@/lib/server/entity-route";
import { importEscalationRates } from "@/lib/server/reference/escalation-rates";
import { otherMethods, route } from "@/lib/server/route";

export const POST = route(ops.importEscalationRates, async ({ scope, body, ifMatch }) =>
  versioned(await importEscalationRates(scope, body, ifMatch)),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
