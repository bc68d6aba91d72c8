"use client";

import { type FormEvent, useState } from "react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { ApiClientError, api, errorMessage } from "@/lib/client/api";
import type { InviteResult } from "@/lib/client/settings";
import { toast } from "@/lib/client/use-toast";
import type { Role } from "@/lib/domain/roles";
import { RoleField } from "./role-field";

type Props = { open: boolean; onOpenChange: (open: boolean) => void; onInvited: () => Promise<void> };
const empty = { email: "", firstname: "", lastname: "", role: "viewer" as Role };

const deliveryNote = {
  smtp: "The invitation email is on its way.",
  outbox: "No mail server is configured: the invitation is in Settings › Outbox.",
  failed: "The email could not be sent. Use “Resend invitation” to try again.",
} as const;

export function InviteUserDialog({ open, onOpenChange, onInvited }: Props) {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const close = (next: boolean) => {
    if (pending) return;
    if (!next) {
      setValues(empty);
      setErrors({});
      setServerError(null);
    }
    onOpenChange(next);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setServerError(null);
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim())) {
      return setErrors({ email: values.email.trim() ? "Enter a valid email address" : "Required" });
    }
    setErrors({});
    setPending(true);
    try {
      const result = await api<InviteResult>("/user", {
        method: "POST",
        body: {
          email: values.email.trim(),
          firstname: values.firstname,
          lastname: values.lastname,
          roles: [values.role],
        },
      });
      await onInvited();
      toast({ title: `Invited ${result.user.email}`, description: deliveryNote[result.delivery] });
      setPending(false);
      close(false);
    } catch (e) {
      if (e instanceof ApiClientError && e.errors) setErrors(e.errors);
      setServerError(errorMessage(e));
      setPending(false);
    }
  }

  const field = (name: "email" | "firstname" | "lastname", label: string, type = "text") => (
    <div className="grid gap-2">
      <Label htmlFor={`invite-${name}`}>{label}</Label>
      <Input
        id={`invite-${name}`}
        type={type}
        value={values[name]}
        onChange={(e) => setValues({ ...values, [name]: e.target.value })}
        aria-invalid={Boolean(errors[name])}
        aria-describedby={`invite-${name}-error`}
      />
      <FieldError id={`invite-${name}-error`} message={errors[name]} />
    </div>
  );

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Invite user</DialogTitle>
            <DialogDescription>
              They get a link to set their password. It works once, for 7 days.
            </DialogDescription>
          </DialogHeader>
          {field("email", "Email", "email")}
          <div className="grid gap-4 sm:grid-cols-2">
            {field("firstname", "First Name")}
            {field("lastname", "Last Name")}
          </div>
          <RoleField
            id="invite-role"
            value={values.role}
            onChange={(role) => setValues({ ...values, role })}
          />
          {serverError && (
            <Alert variant="destructive">
              <AlertDescription>{serverError}</AlertDescription>
            </Alert>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => close(false)} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending && <Spinner />}
              Send invitation
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
