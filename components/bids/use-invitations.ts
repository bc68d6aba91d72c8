"use client";

// A package's invitations in the browser: one GET of /bid-package/{uid}/invitation, kept fresh by the estimate's
// channel (a bidder opened the link, saved, submitted or declined); invite, revoke and remind take the list
// they answer.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { api } from "@/lib/client/api";
import { useChannelEvents } from "@/lib/client/use-channel-events";
import type { InvitationDto, InvitationListDto } from "@/lib/contract/bid-invitation";
import { estimateChannel } from "@/lib/domain/realtime-channels";

const invitationsKey = (packageUid: string) => ["bid-invitations", packageUid] as const;

export function useInvitations(packageUid: string, estimateUid: string) {
  const queryClient = useQueryClient();
  const key = invitationsKey(packageUid);
  const query = useQuery({
    queryKey: key,
    queryFn: () => api<InvitationListDto>(`/bid-package/${packageUid}/invitation`),
  });
  useChannelEvents(estimateChannel(estimateUid), {
    invalidate: [{ queryKey: key }],
    isNews: (event) => event.name === "bid.invitation.updated" && event.data.package_uid === packageUid,
  });
  const base = `/bid-package/${packageUid}/invitation`;
  const take = useCallback(
    (list: InvitationListDto) => {
      queryClient.setQueryData(invitationsKey(packageUid), list);
      // The package's status may have moved (draft → out to bid): its own queries refetch.
      void queryClient.invalidateQueries({
        predicate: (q) => q.queryKey[0] !== key[0] && q.queryKey.includes(packageUid),
      });
      return list;
    },
    [queryClient, packageUid, key[0]],
  );
  const invite = useCallback(
    async (bidderUids: string[]) =>
      take(
        await api<InvitationListDto>(base, {
          method: "POST",
          body: { invitations: bidderUids.map((bidder_uid) => ({ bidder_uid })) },
        }),
      ),
    [base, take],
  );
  const remind = useCallback(
    async () =>
      take(await api<InvitationListDto & { reminded: number }>(`${base}/remind`, { method: "POST" })),
    [base, take],
  );
  const revoke = useCallback(
    async (invitation: InvitationDto) => {
      await api<InvitationDto>(`${base}/${invitation.uid}/revoke`, {
        method: "POST",
        ifMatch: invitation.version,
      });
      await queryClient.invalidateQueries({ queryKey: invitationsKey(packageUid) });
    },
    [base, queryClient, packageUid],
  );
  return { query, invite, remind, revoke };
}
