import { ssoOperations } from "@/lib/contract/sso";
import { versioned } from "@/lib/server/entity-route";
import { otherMethods, route } from "@/lib/server/route";
import { getSsoConfig, saveSsoConfig } from "@/lib/server/sso/config";

export const GET = route(ssoOperations.get, async ({ scope }) => versioned(await getSsoConfig(scope)));

export const PUT = route(ssoOperations.update, async ({ scope, body, ifMatch }) =>
  versioned(await saveSsoConfig(scope, body, ifMatch)),
);

export const { POST, PATCH, DELETE } = otherMethods("GET", "PUT");
