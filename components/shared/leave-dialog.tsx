"use client";

import { useRouter } from "next/navigation";
import { ConfirmDialog } from "@/components/settings/confirm-dialog";
import { useHeldNavigation } from "@/lib/client/leave-guard";

/**
 * Asks before an in-app link or the browser's Back button leaves a form with unsaved changes
 * (lib/client/leave-guard.ts holds the navigation). Mounted once by the signed-in providers; its dialog code
 * loads the first time it asks. The buttons say what they do: stay on the page, or leave it.
 */
export function LeaveDialog() {
  const router = useRouter();
  const { held, stay, leave } = useHeldNavigation();
  return (
    <ConfirmDialog
      open={held !== null}
      onOpenChange={(open) => !open && stay()}
      title="Leave without saving?"
      description="This page has changes that are not saved. If you leave now, they are lost."
      cancelLabel="Stay on page"
      confirmLabel="Leave without saving"
      destructive
      onConfirm={async () => leave(router)}
    />
  );
}
