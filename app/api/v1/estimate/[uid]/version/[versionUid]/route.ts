import { estimateVersionOperations } from "@/lib/contract/estimate-version";
import { getVersion } from "@/lib/server/estimate/versions";
import { otherMethods, route } from "@/lib/server/route";

export const GET = route(estimateVersionOperations.get, ({ scope, params }) =>
  getVersion(scope, params.uid!, params.versionUid!),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
