// PUT /api/v1/estimate/{uid}/inputs {inputs} — replace the input metrics (If-Match estimate version)
import { inputsInput } from "@/lib/domain/estimate/api";
import { replaceInputs } from "@/lib/server/estimate/service";
import { reply } from "@/lib/server/http";
import { otherMethods, route } from "@/lib/server/route";

export const PUT = route(
  { permission: "estimate.write", uidParams: ["uid"], body: inputsInput },
  async ({ scope, params, body, ifMatch }) => {
    const estimate = await replaceInputs(scope, params.uid!, body, ifMatch);
    return reply(estimate, { version: estimate.version });
  },
);

export const { GET, POST, PATCH, DELETE } = otherMethods("PUT");
