import { estimateOperations } from "@/lib/contract/estimate";
import { replaceInputs } from "@/lib/server/estimate/inputs";
import { reply } from "@/lib/server/http";
import { otherMethods, route } from "@/lib/server/route";

export const PUT = route(estimateOperations.inputs, async ({ scope, params, body, ifMatch }) => {
  const estimate = await replaceInputs(scope, params.uid!, body, ifMatch);
  return reply(estimate, { version: estimate.version });
});

export const { GET, POST, PATCH, DELETE } = otherMethods("PUT");
