"use client";

// A bid package's leveling sheet in the browser: one GET of /bid-package/{uid}/leveling, kept fresh by the
// estimate's channel (an invitation submitted or declined, a line edited, an award from another tab); each
// write sends the sheet's version as If-Match and takes the sheet it answers.
import { type QueryClient, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { api } from "@/lib/client/api";
import type { EditorStore } from "@/lib/client/estimate-editor/store";
import { fetchOpen } from "@/lib/client/estimate-editor/transport";
import { linesFromCompact } from "@/lib/client/estimate-editor/types";
import { useChannelEvents } from "@/lib/client/use-channel-events";
import type { AdjustmentInput, LevelingDto } from "@/lib/contract/bid-leveling";
import { estimateChannel } from "@/lib/domain/realtime-channels";
import { bidPackageKey, bidPackagesKey } from "./use-bid-packages";

export const levelingKey = (uid: string) => ["bid-leveling", uid] as const;

const fetchLeveling = (uid: string) => api<LevelingDto>(`/bid-package/${uid}/leveling`);

/** Starts reading a package's sheet (a read already under way is shared, not repeated). */
export function prefetchLeveling(queryClient: QueryClient, packageUid: string) {
  void queryClient.prefetchQuery({
    queryKey: levelingKey(packageUid),
    queryFn: () => fetchLeveling(packageUid),
  });
}

const settled = () => true;

/**
 * Starts reading a package's sheet beside the package itself (when the click that opened it did not), and says
 * whether that first read is over (the sheet or its error is in): the package's other sections wait for it, so
 * their reads and their rendering do not hold the sheet up.
 */
export function useLevelingSettled(packageUid: string | null): boolean {
  const query = useQuery({
    queryKey: levelingKey(packageUid ?? ""),
    queryFn: () => fetchLeveling(packageUid!),
    enabled: packageUid !== null,
    select: settled,
    notifyOnChangeProps: ["status"],
  });
  return packageUid === null || query.status !== "pending";
}

/**
 * The open editor's lines after an award or un-award: the editor skips realtime line events of its own user
 * (the echo of its own saves), so this tab reads the lines the award wrote itself. Other users' tabs get the
 * line event.
 */
async function reloadLines(store: EditorStore | undefined, estimateUid: string) {
  if (!store) return;
  const since = performance.now();
  const open = await fetchOpen(estimateUid);
  store.applyServerLines(linesFromCompact(open.lines), true, undefined, since);
}

export function useLeveling(packageUid: string, estimateUid: string, store?: EditorStore) {
  const queryClient = useQueryClient();
  const key = levelingKey(packageUid);
  const query = useQuery({
    queryKey: key,
    queryFn: () => fetchLeveling(packageUid),
  });
  useChannelEvents(estimateChannel(estimateUid), { invalidate: [{ queryKey: key }] });
  const version = query.data?.package.version;
  // A leveling write or an award moves the package's version and status: the package's own views refetch.
  const take = useCallback(
    (dto: LevelingDto) => {
      queryClient.setQueryData(levelingKey(packageUid), dto);
      void queryClient.invalidateQueries({ queryKey: bidPackageKey(packageUid) });
      void queryClient.invalidateQueries({ queryKey: bidPackagesKey(estimateUid) });
    },
    [queryClient, packageUid, estimateUid],
  );
  const adjust = useCallback(
    async (adjustments: AdjustmentInput[]) =>
      take(
        await api<LevelingDto>(`/bid-package/${packageUid}/leveling`, {
          method: "PUT",
          body: { adjustments },
          ifMatch: version,
        }),
      ),
    [packageUid, version, take],
  );
  const award = useCallback(
    async (submissionUid: string, regretEmails: boolean) => {
      take(
        await api<LevelingDto>(`/bid-package/${packageUid}/award`, {
          method: "POST",
          body: { submission_uid: submissionUid, regret_emails: regretEmails },
          ifMatch: version,
        }),
      );
      await reloadLines(store, estimateUid).catch(() => {});
    },
    [packageUid, version, take, store, estimateUid],
  );
  const unaward = useCallback(async () => {
    take(await api<LevelingDto>(`/bid-package/${packageUid}/award`, { method: "DELETE", ifMatch: version }));
    await reloadLines(store, estimateUid).catch(() => {});
  }, [packageUid, version, take, store, estimateUid]);
  return { query, adjust, award, unaward };
}
