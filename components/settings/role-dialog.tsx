"use client";

import { useEffect } from "react";
import { ApiFormElement, FormMessage, SubmitButton } from "@/components/shared/form-kit";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { ApiClientError, api } from "@/lib/client/api";
import { useApiForm } from "@/lib/client/use-api-form";
import { type UserDto, updateUserInput } from "@/lib/contract/user";
import { primaryRole } from "@/lib/domain/roles";
import { RoleField } from "./role-field";

type Props = { user: UserDto | null; onClose: () => void; onSaved: () => Promise<void> };

/** Sets the user's primary role (the first role is the one that counts). */
export function RoleDialog({ user, onClose, onSaved }: Props) {
  const kit = useApiForm({
    schema: updateUserInput,
    defaultValues: { roles: ["viewer"] },
    submit: (values) => api(`/user/${user?.uid}`, { method: "PUT", body: values, ifMatch: user?.version }),
    onSuccess: async () => {
      await onSaved();
      onClose();
    },
    onError: async (error) => {
      if (!(error instanceof ApiClientError && error.status === 412)) return;
      await onSaved();
      return "Someone else changed this user. Close this dialog to see the latest, then try again.";
    },
    failureToast: "An error occurred updating user",
  });
  const { restart } = kit;
  useEffect(() => {
    if (user) restart({ roles: [primaryRole(user.roles)] });
  }, [user, restart]);
  const roles = kit.bind("roles");

  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && !kit.pending && onClose()}>
      <DialogContent>
        <ApiFormElement kit={kit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Change role</DialogTitle>
            <DialogDescription>{user?.email}</DialogDescription>
          </DialogHeader>
          <RoleField
            id="role"
            value={roles.value[0] ?? "viewer"}
            onChange={(role) => roles.onChange([role])}
          />
          <FormMessage kit={kit} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={kit.pending}>
              Cancel
            </Button>
            <SubmitButton kit={kit}>Save role</SubmitButton>
          </DialogFooter>
        </ApiFormElement>
      </DialogContent>
    </Dialog>
  );
}
