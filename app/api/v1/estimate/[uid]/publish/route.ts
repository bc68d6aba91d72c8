import { estimateVersionOperations } from "@/lib/contract/estimate-version";
import { publishEstimate } from "@/lib/server/estimate/publish";
import { reply } from "@/lib/server/http";
import { otherMethods, route } from "@/lib/server/route";

export const POST = route(estimateVersionOperations.publish, async ({ scope, params, ifMatch }) => {
  const result = await publishEstimate(scope, params.uid!, ifMatch);
  return reply(result, { version: result.estimate.version });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
