"use client";

import { useQueryClient } from "@tanstack/react-query";
import { type CompanyDto, companyQueryKey, selfQueryKey, type UserDto } from "@/lib/client/session";
import { useChannelEvents } from "@/lib/client/use-channel-events";
import { companyChannel, userChannel } from "@/lib/domain/realtime-channels";
import type { RealtimeEvent } from "@/lib/domain/realtime-events";

/** Only a version newer than the cached one is news; the echo of this tab's own save is not. */
const newerThan = (cached: { version: number } | undefined, version: number) =>
  cached === undefined || version > cached.version;

/**
 * What every signed-in page keeps live: the company (its name in the header, its switches) and the user
 * (names, roles). On news the server components re-render and the shell's cached queries refetch. The tab
 * that saved already holds the server's answer (a save is not followed by a refetch), so the event its own
 * save publishes is ignored there, while the user's other tabs and devices still refresh.
 */
export function ShellSubscriptions({ companyUid, userUid }: { companyUid: string; userUid: string }) {
  const queryClient = useQueryClient();
  useChannelEvents(companyChannel(companyUid), {
    refresh: true,
    invalidate: [{ queryKey: companyQueryKey(companyUid), exact: true }],
    isNews: (event: RealtimeEvent) =>
      event.name !== "company.updated" ||
      newerThan(queryClient.getQueryData<CompanyDto>(companyQueryKey(companyUid)), event.data.version),
  });
  useChannelEvents(userChannel(userUid), {
    refresh: true,
    invalidate: [{ queryKey: selfQueryKey, exact: true }],
    // Only the user's own record is news here: the AI assistant's answers also stream on this channel, and
    // each of their chunks must not re-render the page.
    isNews: (event: RealtimeEvent) =>
      event.name === "user.updated" &&
      newerThan(queryClient.getQueryData<UserDto>(selfQueryKey), event.data.version),
    // The event of a save can overtake its answer; wait for the answer before judging it.
    hold: () => queryClient.isMutating({ mutationKey: selfQueryKey }) > 0,
  });
  return null;
}
