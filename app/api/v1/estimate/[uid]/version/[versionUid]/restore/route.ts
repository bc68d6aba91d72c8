import { estimateVersionOperations } from "@/lib/contract/estimate-version";
import { versioned } from "@/lib/server/entity-route";
import { restoreVersion } from "@/lib/server/estimate/versions";
import { otherMethods, route } from "@/lib/server/route";

export const POST = route(estimateVersionOperations.restore, async ({ scope, params, body }) =>
  versioned(await restoreVersion(scope, params.uid!, params.versionUid!, body.name), 201),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
