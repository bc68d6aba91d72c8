"use client";

import { useChannelEvents } from "@/lib/client/use-channel-events";
import { companyChannel, userChannel } from "@/lib/domain/realtime-channels";

// Query keys of the signed-in shell's cache: ["self"] for the user, ["company", uid] for the company.
const selfKey = ["self"];
const companyKey = (companyUid: string) => ["company", companyUid];

/**
 * What every signed-in page keeps live: the company (its name in the header, its switches) and the
 * user (names, roles). The server components re-render and the shell's cached queries refetch.
 */
export function ShellSubscriptions({ companyUid, userUid }: { companyUid: string; userUid: string }) {
  useChannelEvents(companyChannel(companyUid), {
    refresh: true,
    invalidate: [{ queryKey: companyKey(companyUid), exact: true }],
  });
  useChannelEvents(userChannel(userUid), { refresh: true, invalidate: [{ queryKey: selfKey, exact: true }] });
  return null;
}
