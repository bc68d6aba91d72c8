import type { Metadata } from "next";
import { headers } from "next/headers";
import { LoginForm } from "@/components/auth/login-form";
import { safeCallbackUrl } from "@/lib/domain/callback-url";
import { loginErrorMessage } from "@/lib/domain/login-errors";
import { requestOrigin } from "@/lib/server/origin";

export const metadata: Metadata = { title: "Sign in" };

export default async function LoginPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | undefined>>;
}) {
  const params = await searchParams;
  // A callback URL is accepted only on the origin the browser addressed.
  const callbackUrl = safeCallbackUrl(params.callbackUrl, requestOrigin(await headers()));
  return (
    <LoginForm callbackUrl={callbackUrl} email={params.email ?? ""} error={loginErrorMessage(params.error)} />
  );
}
