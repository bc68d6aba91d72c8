"use client";

// A bid package's leveling sheet in the browser: one GET of /bid-package/{uid}/leveling, kept fresh by the
// estimate's channel (an invitation submitted or declined, a line edited, an award from another tab); each
// write sends the sheet's version as If-Match and takes the sheet it answers.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { api } from "@/lib/client/api";
import { useChannelEvents } from "@/lib/client/use-channel-events";
import type { AdjustmentInput, LevelingDto } from "@/lib/contract/bid-leveling";
import { estimateChannel } from "@/lib/domain/realtime-channels";
import { bidPackageKey, bidPackagesKey } from "./use-bid-packages";

export const levelingKey = (uid: string) => ["bid-leveling", uid] as const;

export function useLeveling(packageUid: string, estimateUid: string) {
  const queryClient = useQueryClient();
  const key = levelingKey(packageUid);
  const query = useQuery({
    queryKey: key,
    queryFn: () => api<LevelingDto>(`/bid-package/${packageUid}/leveling`),
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
    async (submissionUid: string, regretEmails: boolean) =>
      take(
        await api<LevelingDto>(`/bid-package/${packageUid}/award`, {
          method: "POST",
          body: { submission_uid: submissionUid, regret_emails: regretEmails },
          ifMatch: version,
        }),
      ),
    [packageUid, version, take],
  );
  const unaward = useCallback(
    async () =>
      take(
        await api<LevelingDto>(`/bid-package/${packageUid}/award`, { method: "DELETE", ifMatch: version }),
      ),
    [packageUid, version, take],
  );
  return { query, adjust, award, unaward };
}
