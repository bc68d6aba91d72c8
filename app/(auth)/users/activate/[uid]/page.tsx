import type { Metadata } from "next";
import Link from "next/link";
import { ActivationForm } from "@/components/auth/activation-form";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { normalizeUid } from "@/lib/domain/uid";
import { ApiError } from "@/lib/server/errors";
import { activationMessages, getActivation } from "@/lib/server/user/activation";

export const metadata: Metadata = { title: "Set up your account" };

async function load(uid: string) {
  const token = normalizeUid(uid);
  if (!token) return { error: activationMessages.invalid, status: 404 };
  try {
    return { token, activation: await getActivation(token) };
  } catch (error) {
    if (error instanceof ApiError) return { error: error.message, status: error.status };
    throw error;
  }
}

export default async function ActivatePage({ params }: { params: Promise<{ uid: string }> }) {
  const { uid } = await params;
  const result = await load(uid);
  if ("error" in result) {
    const title = result.status === 410 ? "This link can no longer be used" : "Activation link not found";
    return (
      <Card>
        <CardHeader>
          <CardTitle className="text-xl">{title}</CardTitle>
          <CardDescription>{result.error}</CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild variant="outline" className="w-full">
            <Link href="/login">Go to sign in</Link>
          </Button>
        </CardContent>
      </Card>
    );
  }
  return <ActivationForm token={result.token} activation={result.activation} />;
}
