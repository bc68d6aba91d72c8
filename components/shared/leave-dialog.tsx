"use client";

import { useRouter } from "next/navigation";
import { ConfirmDialog } from "@/components/settings/confirm-dialog";
import { useHeldNavigation } from "@/lib/client/leave-guard";

/**
 * Asks before an in-app link leaves a form with unsaved changes (lib/client/leave-guard.ts holds the click).
 * Mounted once by the signed-in providers; its dialog code loads the first time it asks.
 */
export function LeaveDialog() {
  const router = useRouter();
  const { href, stay, leave } = useHeldNavigation();
  return (
    <ConfirmDialog
      open={href !== null}
      onOpenChange={(open) => !open && stay()}
      title="Leave without saving?"
      description="This page has changes that are not saved. If you leave now, they are lost."
      confirmLabel="Leave without saving"
      destructive
      onConfirm={async () => leave((to) => router.push(to))}
    />
  );
}
