"use client";

// A consolidated estimate's roll-up in the browser: one GET of /estimate/{uid}/child, kept fresh by realtime.
// The server publishes only on each estimate's own channel, so the page listens on its own and on each
// child's (ChildWatcher): a child's edit by its owner refetches the roll-up here.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { api } from "@/lib/client/api";
import { useChannelEvents } from "@/lib/client/use-channel-events";
import type { ConsolidationDto } from "@/lib/contract/estimate-child";
import type { RollupMode } from "@/lib/domain/estimate/consolidated";
import { estimateChannel } from "@/lib/domain/realtime-channels";

export const consolidationKey = (uid: string) => ["estimate-editor", uid, "children"] as const;

export const fetchConsolidation = (uid: string) => api<ConsolidationDto>(`/estimate/${uid}/child`);

export function useConsolidation(uid: string) {
  const queryClient = useQueryClient();
  const key = consolidationKey(uid);
  const query = useQuery({ queryKey: key, queryFn: () => fetchConsolidation(uid) });
  const invalidate = [{ queryKey: key }];
  useChannelEvents(estimateChannel(uid), { invalidate });
  const version = query.data?.version;
  const take = useCallback(
    (dto: ConsolidationDto) => queryClient.setQueryData(consolidationKey(uid), dto),
    [queryClient, uid],
  );
  const attach = useCallback(
    async (childUid: string) =>
      take(
        await api<ConsolidationDto>(`/estimate/${uid}/child`, {
          method: "POST",
          body: { child_uid: childUid },
          ifMatch: version,
        }),
      ),
    [uid, version, take],
  );
  const detach = useCallback(
    async (childUid: string) => {
      await api<null>(`/estimate/${uid}/child/${childUid}`, { method: "DELETE", ifMatch: version });
      await queryClient.invalidateQueries({ queryKey: consolidationKey(uid) });
    },
    [uid, version, queryClient],
  );
  const setMode = useCallback(
    async (mode: RollupMode) =>
      take(
        await api<ConsolidationDto>(`/estimate/${uid}/rollup`, {
          method: "PUT",
          body: { rollup_mode: mode },
          ifMatch: version,
        }),
      ),
    [uid, version, take],
  );
  return { query, attach, detach, setMode };
}

/** Refetches the parent's roll-up whenever the child's own channel says it changed. */
export function ChildWatcher({ parentUid, childUid }: { parentUid: string; childUid: string }) {
  useChannelEvents(estimateChannel(childUid), { invalidate: [{ queryKey: consolidationKey(parentUid) }] });
  return null;
}
