import { takeoffOperations } from "@/lib/contract/takeoff";
import { otherMethods, route } from "@/lib/server/route";
import { previewTakeoff } from "@/lib/server/takeoff/import";
import { readTakeoffRequest } from "@/lib/server/takeoff/request";

export const POST = route(takeoffOperations.preview, async ({ scope, params, req }) => {
  const { file, mapping } = await readTakeoffRequest(req);
  return previewTakeoff(scope, params.uid!, file, mapping);
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
