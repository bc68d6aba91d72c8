import { NextResponse } from "next/server";
import { ssoOperations } from "@/lib/contract/sso";
import { safeCallbackUrl } from "@/lib/domain/callback-url";
import { requestOrigin } from "@/lib/server/origin";
import { otherMethods, publicRoute } from "@/lib/server/route";
import { finishSso } from "@/lib/server/sso/flow";
import { ssoSessionCookie } from "@/lib/server/sso/session";

export const GET = publicRoute(ssoOperations.callback, async ({ req, query }) => {
  const origin = requestOrigin(req.headers, req.nextUrl.protocol.slice(0, -1)) ?? req.nextUrl.origin;
  const outcome = await finishSso(query);
  if (!outcome.ok) {
    return new NextResponse(null, { status: 303, headers: { Location: `/login?error=${outcome.code}` } });
  }
  const cookie = await ssoSessionCookie(
    outcome.user,
    origin.startsWith("https:"),
    req.headers.get("user-agent"),
  );
  return new NextResponse(null, {
    status: 303,
    headers: { Location: safeCallbackUrl(outcome.callbackUrl, origin), "Set-Cookie": cookie },
  });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
