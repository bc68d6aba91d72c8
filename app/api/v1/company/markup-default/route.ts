import { companyOperations } from "@/lib/contract/company";
import { versioned } from "@/lib/server/entity-route";
import { getMarkupDefault, replaceMarkupDefault } from "@/lib/server/estimate/markup-default";
import { otherMethods, route } from "@/lib/server/route";

export const GET = route(companyOperations.markupDefault, async ({ scope }) =>
  versioned(await getMarkupDefault(scope)),
);

export const PUT = route(companyOperations.replaceMarkupDefault, async ({ scope, body, ifMatch }) =>
  versioned(await replaceMarkupDefault(scope, body, ifMatch)),
);

export const { POST, PATCH, DELETE } = otherMethods("GET", "PUT");
