import { referenceOperations as ops } from "@/lib/contract/reference-operations";
import { versioned } from "@/lib/server/entity-route";
import { deriveEscalationRates } from "@/lib/server/reference/escalation-rates";
import { otherMethods, route } from "@/lib/server/route";

export const POST = route(ops.deriveEscalationRates, async ({ scope, body, ifMatch }) =>
  versioned(await deriveEscalationRates(scope, body, ifMatch)),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
