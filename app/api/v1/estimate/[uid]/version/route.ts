import { estimateVersionOperations } from "@/lib/contract/estimate-version";
import { createVersion, listVersions } from "@/lib/server/estimate/versions";
import { reply } from "@/lib/server/http";
import { otherMethods, route } from "@/lib/server/route";

export const GET = route(estimateVersionOperations.list, ({ scope, params }) =>
  listVersions(scope, params.uid!),
);

export const POST = route(estimateVersionOperations.create, async ({ scope, params, body, ifMatch }) =>
  reply(await createVersion(scope, params.uid!, body, ifMatch), { status: 201 }),
);

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
