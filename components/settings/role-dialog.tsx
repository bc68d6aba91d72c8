"use client";

import { useEffect } from "react";
import { FormDialog } from "@/components/shared/form-dialog";
import { ApiClientError, api } from "@/lib/client/api";
import { useApiForm } from "@/lib/client/use-api-form";
import type { UserDto } from "@/lib/contract/user";
import { primaryRole } from "@/lib/domain/roles";
import { RoleField } from "./role-field";

type Props = { user: UserDto | null; onClose: () => void; onSaved: () => Promise<void> };

/** Sets the user's primary role (the first role is the one that counts). */
export function RoleDialog({ user, onClose, onSaved }: Props) {
  const kit = useApiForm({
    schema: () => import("@/lib/contract/user").then((m) => m.updateUserInput),
    defaultValues: { roles: ["viewer"] },
    submit: (values) => api(`/user/${user?.uid}`, { method: "PUT", body: values, ifMatch: user?.version }),
    successToast: (_saved, values) =>
      `${user?.email} is now ${values.roles[0] === "admin" ? "an" : "a"} ${values.roles[0]}`,
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
    <FormDialog
      open={user !== null}
      onClose={onClose}
      kit={kit}
      title="Change role"
      description={user?.email}
      submitLabel="Save role"
    >
      <RoleField id="role" value={roles.value[0] ?? "viewer"} onChange={(role) => roles.onChange([role])} />
    </FormDialog>
  );
}
