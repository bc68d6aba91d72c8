"use client";

// The bidders directory in the browser: the list (searched, filtered by trade), one bidder with its history,
// and the writes, each refreshing the list.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/client/api";
import type { BidderDetailDto, BidderDto } from "@/lib/contract/bidder";
import type { ListPage } from "@/lib/contract/list";

export const biddersKey = ["bidders"] as const;

export function useBidders(q: string, trade: string) {
  const params = new URLSearchParams({ limit: "200" });
  if (q) params.set("q", q);
  if (trade) params.set("trade", trade);
  return useQuery({
    queryKey: [...biddersKey, "list", q, trade],
    queryFn: () => api<ListPage<BidderDto>>(`/bidder?${params}`),
  });
}

export function useBidder(uid: string | null) {
  return useQuery({
    queryKey: [...biddersKey, "one", uid],
    queryFn: () => api<BidderDetailDto>(`/bidder/${uid}`),
    enabled: uid !== null,
  });
}

export function useRefreshBidders() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: biddersKey });
}
