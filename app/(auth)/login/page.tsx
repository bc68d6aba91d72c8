import type { Metadata } from "next";
import { headers } from "next/headers";
import { LoginForm } from "@/components/auth/login-form";
import { safeCallbackUrl } from "@/lib/domain/callback-url";

export const metadata: Metadata = { title: "Sign in" };

/** This site's origin as the browser addressed it: a callback URL is accepted only on it. */
async function requestOrigin() {
  const h = await headers();
  const host = h.get("x-forwarded-host") ?? h.get("host");
  const proto = h.get("x-forwarded-proto")?.split(",")[0]?.trim() ?? "http";
  return host ? `${proto}://${host}` : undefined;
}

export default async function LoginPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | undefined>>;
}) {
  const params = await searchParams;
  const callbackUrl = safeCallbackUrl(params.callbackUrl, await requestOrigin());
  return <LoginForm callbackUrl={callbackUrl} email={params.email ?? ""} />;
}
