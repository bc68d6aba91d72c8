import type { Metadata } from "next";
import { LoginForm } from "@/components/auth/login-form";
import { safeCallbackUrl } from "@/lib/domain/callback-url";

export const metadata: Metadata = { title: "Sign in" };

export default async function LoginPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | undefined>>;
}) {
  const params = await searchParams;
  return <LoginForm callbackUrl={safeCallbackUrl(params.callbackUrl)} email={params.email ?? ""} />;
}
