import type { Metadata } from "next";
import Link from "next/link";
import { ResetPasswordForm } from "@/components/auth/password-reset-forms";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { checkResetToken } from "@/lib/server/auth/password-reset";
import { ApiError } from "@/lib/server/errors";

export const metadata: Metadata = { title: "Choose a new password" };

async function load(token: string) {
  try {
    return await checkResetToken(token);
  } catch (error) {
    if (error instanceof ApiError) return { error: error.message };
    throw error;
  }
}

export default async function ResetPasswordPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const found = await load(token);
  if ("error" in found) {
    return (
      <Card>
        <CardHeader>
          <h1 className="font-semibold text-xl leading-none">This reset link cannot be used</h1>
          <CardDescription>{found.error}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-2">
          <Button asChild className="w-full">
            <Link href="/forgot-password">Ask for a new link</Link>
          </Button>
          <Button asChild variant="outline" className="w-full">
            <Link href="/login">Go to sign in</Link>
          </Button>
        </CardContent>
      </Card>
    );
  }
  return <ResetPasswordForm token={token} email={found.email} />;
}
