"use client";

// The newest product-news title, for the Updates button's dot (lib/ui/news-badge.ts).
import { useQuery } from "@tanstack/react-query";
import type { ListPage } from "@/lib/contract/list";
import type { NewsItemDto } from "@/lib/contract/news";
import { api } from "./api";

/** Product news is the same for every company, so its keys sit under ["news"], not a tenant. */
export const latestNewsQueryKey = ["news", "latest"] as const;

export function useLatestNewsTitle(): string | null {
  const query = useQuery({
    queryKey: latestNewsQueryKey,
    queryFn: () => api<ListPage<NewsItemDto>>("/news?limit=1"),
    staleTime: 5 * 60_000,
  });
  const newest = query.data?.query[0];
  return (newest && query.data?.content[newest]?.title) || null;
}
