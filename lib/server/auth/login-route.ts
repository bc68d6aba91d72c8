import { type NextRequest, NextResponse } from "next/server";
import { CredentialsSignin } from "next-auth";
import { LoginError, signIn } from "@/auth";
import type { LoginInput } from "@/lib/contract/auth";
import { safeCallbackUrl } from "@/lib/domain/callback-url";
import { ApiError, ForbiddenError, RateLimitedError, UnauthorizedError } from "../errors";
import { requestOrigin } from "../origin";
import { invalidCredentialsMessage, ssoRequiredMessage } from "./login";

// Auth.js turns authorize() failures into redirects; this maps them to the API's statuses instead.
function failureOf(error: unknown) {
  const candidate =
    error instanceof CredentialsSignin ? error : (error as { cause?: { err?: unknown } })?.cause?.err;
  return candidate instanceof LoginError ? candidate.failure : null;
}

export async function login(input: LoginInput) {
  try {
    await signIn("credentials", { ...input, redirect: false });
    return { ok: true as const };
  } catch (error) {
    const failure = failureOf(error);
    if (!failure && !(error instanceof CredentialsSignin)) throw error;
    if (failure?.kind === "rate_limited") {
      const minutes = Math.ceil(failure.retryAfterSeconds / 60);
      throw new RateLimitedError(
        `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
        failure.retryAfterSeconds,
      );
    }
    if (failure?.kind === "sso") throw new ForbiddenError(ssoRequiredMessage);
    throw new UnauthorizedError(invalidCredentialsMessage);
  }
}

/** Whether the sign-in came as a plain HTML form post (the page's script had not run yet). */
export function isFormPost(req: NextRequest): boolean {
  return (
    req.headers.get("content-type")?.split(";", 1)[0]?.trim().toLowerCase() ===
    "application/x-www-form-urlencoded"
  );
}

/**
 * A sign-in posted by the plain HTML form: the browser follows a 303 to where it asked to go (a same-origin
 * path only), or back to the sign-in page with an error code and the email it typed.
 */
export async function loginFromForm(req: NextRequest, input: LoginInput & { callbackUrl?: string }) {
  const origin = requestOrigin(req.headers, req.nextUrl.protocol.slice(0, -1)) ?? req.nextUrl.origin;
  const seeOther = (location: string) =>
    new NextResponse(null, { status: 303, headers: { Location: location } });
  try {
    await login(input);
    return seeOther(safeCallbackUrl(input.callbackUrl, origin));
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    const back = new URLSearchParams({ error: error.code, email: input.email });
    if (input.callbackUrl) back.set("callbackUrl", input.callbackUrl);
    return seeOther(`/login?${back}`);
  }
}
