import { ssoOperations } from "@/lib/contract/sso";
import { reply } from "@/lib/server/http";
import { otherMethods, route } from "@/lib/server/route";
import { discover } from "@/lib/server/sso/discovery";

export const POST = route(ssoOperations.test, async ({ body }) =>
  reply(await discover(body.issuer_url, true)),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
