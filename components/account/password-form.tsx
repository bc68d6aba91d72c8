"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "@/lib/client/use-toast";
import { type ChangePasswordInput, changePasswordInput } from "@/lib/domain/validation";
import { FormField } from "./form-field";
import { SubmitRow } from "./submit-row";
import { useAccountMutation } from "./use-account-mutation";

const empty: ChangePasswordInput = { password: "", newPassword: "", confirm: "" };

/** Current, new and confirmed password; starts empty, every field masked (spec §2/§4/§5). */
export function PasswordForm({ email, onDone }: { email: string; onDone: () => void }) {
  const form = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordInput),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: empty,
  });
  const { submit, pending, serverError } = useAccountMutation<ChangePasswordInput>({
    path: "/self/change-password",
    failure: "An error occurred updating password",
    setError: form.setError,
    onSuccess: () => {
      toast({ title: "Success", description: "Password updated successfully" });
      onDone();
    },
  });
  const { errors } = form.formState;
  return (
    <form onSubmit={form.handleSubmit((values) => submit(values))} noValidate className="grid gap-4">
      {/* Lets password managers tie the new password to this account. */}
      <input type="text" name="username" autoComplete="username" value={email} hidden readOnly />
      <FormField
        id="account-password"
        label="Current Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register("password")}
      />
      <FormField
        id="account-new-password"
        label="New Password"
        type="password"
        autoComplete="new-password"
        error={errors.newPassword?.message}
        {...form.register("newPassword")}
      />
      <FormField
        id="account-confirm-password"
        label="Confirm New Password"
        type="password"
        autoComplete="new-password"
        error={errors.confirm?.message}
        {...form.register("confirm")}
      />
      <SubmitRow label="Change Password" pending={pending} error={serverError} />
    </form>
  );
}
