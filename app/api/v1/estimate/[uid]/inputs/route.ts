import { estimateOperations } from "@/lib/contract/estimate";
import { versioned } from "@/lib/server/entity-route";
import { replaceInputs } from "@/lib/server/estimate/inputs";
import { otherMethods, route } from "@/lib/server/route";

export const PUT = route(estimateOperations.inputs, async ({ scope, params, body, ifMatch }) =>
  versioned(await replaceInputs(scope, params.uid!, body, ifMatch)),
);

export const { GET, POST, PATCH, DELETE } = otherMethods("PUT");
