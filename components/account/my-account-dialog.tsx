"use client";

import type { RefObject } from "react";
import { DialogHeading } from "@/components/shared/dialog-heading";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { useSelf } from "@/lib/client/session";
import { AccountForms } from "./account-forms";

/** The user's own account: the dialog's description is their email, so they see which account they edit. */
export function MyAccountDialog({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * Where focus goes back on close. The dialog has no trigger of its own: it opens from a menu item
   * that is gone by then, so Radix would otherwise drop focus on the body.
   */
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  const user = useSelf();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="sm:max-w-md"
        // Start in the first field rather than on the tab list.
        onOpenAutoFocus={(event) => {
          const first = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>(
            "input:not([hidden])",
          );
          if (!first) return;
          event.preventDefault();
          first.focus();
        }}
        onCloseAutoFocus={(event) => {
          const target = returnFocusTo?.current;
          if (!target?.isConnected || !target.checkVisibility()) return;
          event.preventDefault();
          target.focus();
        }}
      >
        <DialogHeading title="My Account" description={user.email} />
        {/* Mounted only while open: the profile starts from the current names, the password form empty. */}
        <AccountForms user={user} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
