"use client";

// The newest product-news title, for the Updates button's dot (spec §2).
import { useQuery } from "@tanstack/react-query";
import { api } from "./api";

type NewsItem = { uid: string; date: string; title: string; description: string };
type NewsCollection = { query: string[]; content: Record<string, NewsItem> };

/** Product news is the same for every company, so its keys sit under ["news"], not a tenant. */
export const latestNewsQueryKey = ["news", "latest"] as const;

export function useLatestNewsTitle(): string | null {
  const query = useQuery({
    queryKey: latestNewsQueryKey,
    queryFn: () => api<NewsCollection>("/news?limit=1"),
    staleTime: 5 * 60_000,
  });
  const newest = query.data?.query[0];
  return (newest && query.data?.content[newest]?.title) || null;
}
