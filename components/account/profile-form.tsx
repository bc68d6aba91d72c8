"use client";

import { ApiFormElement, FormField, SubmitRow } from "@/components/shared/form-kit";
import type { UserDto } from "@/lib/client/session";
import { useApiForm } from "@/lib/client/use-api-form";
import { type ProfileInput, profileInput } from "@/lib/contract/self";
import { useAccountMutation } from "./use-account-mutation";

/** First and last name, starting from the current ones. */
export function ProfileForm({ user, onDone }: { user: UserDto; onDone: () => void }) {
  const save = useAccountMutation<ProfileInput>({ path: "/self", version: user.version });
  const kit = useApiForm({
    schema: profileInput,
    defaultValues: { firstname: user.firstname, lastname: user.lastname },
    submit: save,
    successToast: "Profile saved",
    onSuccess: onDone,
    failureToast: "An error occurred updating user",
  });
  return (
    <ApiFormElement kit={kit} className="grid gap-4">
      <FormField
        kit={kit}
        name="firstname"
        id="account-firstname"
        label="First Name"
        autoComplete="given-name"
      />
      <FormField
        kit={kit}
        name="lastname"
        id="account-lastname"
        label="Last Name"
        autoComplete="family-name"
      />
      <SubmitRow kit={kit} label="Save Profile" />
    </ApiFormElement>
  );
}
