"use client";

import { ApiFormElement, FormField, SubmitRow } from "@/components/shared/form-kit";
import { useApiForm } from "@/lib/client/use-api-form";
import { toast } from "@/lib/client/use-toast";
import { type ChangePasswordInput, changePasswordInput } from "@/lib/contract/self";
import { useAccountMutation } from "./use-account-mutation";

const passwordFields = [
  { name: "password", id: "account-password", label: "Current Password", autoComplete: "current-password" },
  { name: "newPassword", id: "account-new-password", label: "New Password", autoComplete: "new-password" },
  {
    name: "confirm",
    id: "account-confirm-password",
    label: "Confirm New Password",
    autoComplete: "new-password",
  },
] as const;

/** Current, new and confirmed password; starts empty, every field masked. */
export function PasswordForm({ email, onDone }: { email: string; onDone: () => void }) {
  const save = useAccountMutation<ChangePasswordInput>({ path: "/self/change-password" });
  const kit = useApiForm({
    schema: changePasswordInput,
    defaultValues: { password: "", newPassword: "", confirm: "" },
    submit: save,
    onSuccess: () => {
      toast({ title: "Success", description: "Password updated successfully" });
      onDone();
    },
    failureToast: "An error occurred updating password",
  });
  return (
    <ApiFormElement kit={kit} className="grid gap-4">
      {/* Lets password managers tie the new password to this account. */}
      <input type="text" name="username" autoComplete="username" value={email} hidden readOnly />
      {passwordFields.map((field) => (
        <FormField key={field.name} kit={kit} type="password" {...field} />
      ))}
      <SubmitRow kit={kit} label="Change Password" />
    </ApiFormElement>
  );
}
