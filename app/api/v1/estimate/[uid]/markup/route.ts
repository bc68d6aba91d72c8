import { estimateOperations } from "@/lib/contract/estimate";
import { versioned } from "@/lib/server/entity-route";
import { replaceMarkups } from "@/lib/server/estimate/inputs";
import { otherMethods, route } from "@/lib/server/route";

export const PUT = route(estimateOperations.markups, async ({ scope, params, body, ifMatch }) =>
  versioned(await replaceMarkups(scope, params.uid!, body, ifMatch)),
);

export const { GET, POST, PATCH, DELETE } = otherMethods("PUT");
