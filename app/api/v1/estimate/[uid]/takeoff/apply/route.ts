import { takeoffOperations } from "@/lib/contract/takeoff";
import { ValidationError } from "@/lib/server/errors";
import { otherMethods, route } from "@/lib/server/route";
import { applyTakeoff } from "@/lib/server/takeoff/import";
import { readTakeoffRequest } from "@/lib/server/takeoff/request";

export const POST = route(takeoffOperations.apply, async ({ scope, params, req, ifMatch }) => {
  const { file, mapping } = await readTakeoffRequest(req);
  if (!mapping) throw new ValidationError({ mapping: "Required: send the mapping from the preview" });
  return applyTakeoff(scope, params.uid!, file, mapping, ifMatch);
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
