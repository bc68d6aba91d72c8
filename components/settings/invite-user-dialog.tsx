"use client";

import { z } from "zod";
import { DialogHeading } from "@/components/shared/dialog-heading";
import { ApiFormElement, FormField, FormMessage, SubmitButton } from "@/components/shared/form-kit";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter } from "@/components/ui/dialog";
import { api } from "@/lib/client/api";
import type { InviteResult } from "@/lib/client/settings";
import { useApiForm } from "@/lib/client/use-api-form";
import { toast } from "@/lib/client/use-toast";
import { inviteUserInput } from "@/lib/contract/user";
import { RoleField } from "./role-field";

type Props = { open: boolean; onOpenChange: (open: boolean) => void; onInvited: () => Promise<void> };

/** The contract's invitation, saying "Required" before "Enter a valid email address" on an empty email. */
const inviteForm = inviteUserInput.extend({
  email: z.string().trim().min(1, "Required").pipe(inviteUserInput.shape.email),
});

const deliveryNote = {
  smtp: "The invitation email is on its way.",
  outbox: "No mail server is configured: the invitation is in Settings › Outbox.",
  failed: "The email could not be sent. Use “Resend invitation” to try again.",
} as const;

export function InviteUserDialog({ open, onOpenChange, onInvited }: Props) {
  const kit = useApiForm({
    schema: inviteForm,
    defaultValues: { email: "", firstname: "", lastname: "", roles: ["viewer"] },
    submit: (values) => api<InviteResult>("/user", { method: "POST", body: values }),
    onSuccess: async (result) => {
      await onInvited();
      toast({ title: `Invited ${result.user.email}`, description: deliveryNote[result.delivery] });
      onOpenChange(false);
      kit.restart();
    },
  });
  const roles = kit.bind("roles");

  const close = (next: boolean) => {
    if (kit.pending) return;
    if (!next) kit.restart();
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <ApiFormElement kit={kit} className="grid gap-4">
          <DialogHeading
            title="Invite user"
            description="They get a link to set their password. It works once, for 7 days."
          />
          <FormField kit={kit} name="email" id="invite-email" label="Email" type="email" />
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField kit={kit} name="firstname" id="invite-firstname" label="First Name" />
            <FormField kit={kit} name="lastname" id="invite-lastname" label="Last Name" />
          </div>
          <RoleField
            id="invite-role"
            value={roles.value[0] ?? "viewer"}
            onChange={(role) => roles.onChange([role])}
          />
          <FormMessage kit={kit} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => close(false)} disabled={kit.pending}>
              Cancel
            </Button>
            <SubmitButton kit={kit}>Send invitation</SubmitButton>
          </DialogFooter>
        </ApiFormElement>
      </DialogContent>
    </Dialog>
  );
}
