import { companyOperations } from "@/lib/contract/company";
import { getCompany, updateCompany } from "@/lib/server/company/service";
import { versioned } from "@/lib/server/entity-route";
import { otherMethods, route } from "@/lib/server/route";

export const GET = route(companyOperations.get, ({ scope }) => versioned(getCompany(scope)));

export const PUT = route(companyOperations.update, async ({ scope, body, ifMatch }) =>
  versioned(await updateCompany(scope, body, ifMatch)),
);

export const { POST, PATCH, DELETE } = otherMethods("GET", "PUT");
