import { ssoOperations } from "@/lib/contract/sso";
import { safeCallbackUrl } from "@/lib/domain/callback-url";
import { reply } from "@/lib/server/http";
import { requestOrigin } from "@/lib/server/origin";
import { otherMethods, publicRoute } from "@/lib/server/route";
import { startSso } from "@/lib/server/sso/flow";
import { limitSsoStart } from "@/lib/server/sso/start-limit";

export const POST = publicRoute(ssoOperations.start, async ({ req, body }) => {
  await limitSsoStart(req.headers, body.email);
  const origin = requestOrigin(req.headers, req.nextUrl.protocol.slice(0, -1)) ?? req.nextUrl.origin;
  const callbackUrl = body.callbackUrl ? safeCallbackUrl(body.callbackUrl, origin) : null;
  return reply(await startSso(body.email, callbackUrl));
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
