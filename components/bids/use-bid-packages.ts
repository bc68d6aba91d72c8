"use client";

// An estimate's bid packages in the browser: the list (kept fresh by the estimate's channel: bidders
// submitting, another tab's edits) and one package's detail; a write answers the package and refreshes both.
import { type QueryClient, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { api } from "@/lib/client/api";
import { useChannelEvents } from "@/lib/client/use-channel-events";
import type { BidPackageDto, BidPackageListItemDto } from "@/lib/contract/bid-package";
import type { ListPage } from "@/lib/contract/list";
import { estimateChannel } from "@/lib/domain/realtime-channels";

export const bidPackagesKey = (estimateUid: string) => ["bid-packages", estimateUid] as const;
export const bidPackageKey = (uid: string) => ["bid-package", uid] as const;

const bidEvent = (name: string) => name.startsWith("bid.");

export function useBidPackages(estimateUid: string) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: bidPackagesKey(estimateUid),
    queryFn: () => api<ListPage<BidPackageListItemDto>>(`/estimate/${estimateUid}/bid-package`),
  });
  useChannelEvents(estimateChannel(estimateUid), {
    onEvent: (event) => {
      if (!bidEvent(event.name)) return;
      void queryClient.invalidateQueries({ queryKey: bidPackagesKey(estimateUid) });
      void queryClient.invalidateQueries({ queryKey: ["bid-package"] });
    },
  });
  const packages = query.data ? query.data.query.map((uid) => query.data.content[uid]!) : [];
  return { query, packages };
}

const fetchPackage = (uid: string) => api<BidPackageDto>(`/bid-package/${uid}`);

export function useBidPackage(uid: string | null) {
  return useQuery({
    queryKey: bidPackageKey(uid ?? "new"),
    queryFn: () => fetchPackage(uid!),
    enabled: uid !== null,
  });
}

/** Starts reading a package (from the click that opens it, before its dialog renders). */
export function prefetchBidPackage(queryClient: QueryClient, uid: string) {
  void queryClient.prefetchQuery({ queryKey: bidPackageKey(uid), queryFn: () => fetchPackage(uid) });
}

/** After a write: the package as answered, and the list refetched. */
export function useTakePackage(estimateUid: string) {
  const queryClient = useQueryClient();
  return useCallback(
    (pkg: BidPackageDto | null, uid?: string) => {
      if (pkg) queryClient.setQueryData(bidPackageKey(pkg.uid), pkg);
      else if (uid) queryClient.removeQueries({ queryKey: bidPackageKey(uid) });
      else void queryClient.invalidateQueries({ queryKey: ["bid-package"] });
      return queryClient.invalidateQueries({ queryKey: bidPackagesKey(estimateUid) });
    },
    [queryClient, estimateUid],
  );
}
