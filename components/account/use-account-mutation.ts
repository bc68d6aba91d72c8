"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/client/api";
import { selfQueryKey, type UserDto } from "@/lib/client/session";

/**
 * The account forms' request: on success the cached user is replaced by the answer (no refetch). The
 * form kit shows the failure.
 */
export function useAccountMutation<T>(options: {
  path: string;
  /** The user's version when the change is to the user (sent as If-Match); none for the password. */
  version?: number;
}) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    // The shell's realtime subscription waits for a pending save of the user before judging its event.
    mutationKey: selfQueryKey,
    mutationFn: (values: T) =>
      api<UserDto>(options.path, { method: "PUT", body: values, ifMatch: options.version }),
    onSuccess: (user) => queryClient.setQueryData(selfQueryKey, user),
  });
  return mutation.mutateAsync;
}
