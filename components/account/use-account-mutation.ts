"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiClientError, api, errorMessage } from "@/lib/client/api";
import { selfQueryKey, type UserDto } from "@/lib/client/session";
import { toast } from "@/lib/client/use-toast";

/**
 * Spec §4 "Forms": submitting → success (the cached user is replaced by the answer, no refetch) or
 * failure (the server's message inline, its field errors on their fields, a destructive toast).
 */
export function useAccountMutation<T extends FieldValues>(options: {
  path: string;
  failure: string;
  setError: UseFormSetError<T>;
  onSuccess: (user: UserDto) => void;
  /** The user's version when the change is to the user (sent as If-Match); none for the password. */
  version?: number;
}) {
  const queryClient = useQueryClient();
  const [serverError, setServerError] = useState<string | null>(null);
  const mutation = useMutation({
    // The shell's realtime subscription waits for a pending save of the user before judging its event.
    mutationKey: selfQueryKey,
    mutationFn: (values: T) =>
      api<UserDto>(options.path, {
        method: "PUT",
        body: values,
        headers: options.version === undefined ? undefined : { "If-Match": `"${options.version}"` },
      }),
    onMutate: () => setServerError(null),
    onSuccess: (user) => {
      queryClient.setQueryData(selfQueryKey, user);
      options.onSuccess(user);
    },
    onError: (error) => {
      if (error instanceof ApiClientError && error.errors) {
        for (const [field, message] of Object.entries(error.errors)) {
          options.setError(field as Path<T>, { type: "server", message });
        }
      }
      setServerError(errorMessage(error));
      toast({ variant: "destructive", title: "Error", description: options.failure });
    },
  });
  return { submit: mutation.mutate, pending: mutation.isPending, serverError };
}
