import { CredentialsSignin } from "next-auth";
import { LoginError, signIn } from "@/auth";
import type { LoginInput } from "@/lib/domain/validation";
import { ForbiddenError, RateLimitedError, UnauthorizedError } from "../errors";
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
    return { ok: true };
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
