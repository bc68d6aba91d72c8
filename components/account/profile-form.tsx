"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { UserDto } from "@/lib/client/session";
import { type ProfileInput, profileInput } from "@/lib/domain/validation";
import { FormField } from "./form-field";
import { SubmitRow } from "./submit-row";
import { useAccountMutation } from "./use-account-mutation";

/** First and last name, starting from the current ones (spec §2/§4/§5). */
export function ProfileForm({ user, onDone }: { user: UserDto; onDone: () => void }) {
  const form = useForm<ProfileInput>({
    resolver: zodResolver(profileInput),
    // Spec §5: validate on submit, then again on every change.
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: { firstname: user.firstname, lastname: user.lastname },
  });
  const { submit, pending, serverError } = useAccountMutation<ProfileInput>({
    path: "/self",
    version: user.version,
    failure: "An error occurred updating user",
    setError: form.setError,
    onSuccess: onDone,
  });
  const { errors } = form.formState;
  return (
    <form onSubmit={form.handleSubmit((values) => submit(values))} noValidate className="grid gap-4">
      <FormField
        id="account-firstname"
        label="First Name"
        autoComplete="given-name"
        error={errors.firstname?.message}
        {...form.register("firstname")}
      />
      <FormField
        id="account-lastname"
        label="Last Name"
        autoComplete="family-name"
        error={errors.lastname?.message}
        {...form.register("lastname")}
      />
      <SubmitRow label="Save Profile" pending={pending} error={serverError} />
    </form>
  );
}
