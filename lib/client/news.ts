"use client";

import { type InfiniteData, useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import type { ListPage } from "@/lib/contract/list";
import type { NewsItemDto } from "@/lib/contract/news";
import { lastSeenNewsCookie, lastSeenNewsMaxAgeDays, newsLimitDefault } from "@/lib/domain/news";
import type { NewsFields } from "@/lib/domain/news-fields";
import { api } from "./api";

export type NewsItem = NewsItemDto;
export type NewsPage = ListPage<NewsItem>;

/** Product news is global (not a tenant's data), so its keys start with "news", not "company". */
export const newsKeys = { all: ["news"] as const, list: ["news", "list"] as const };

export function useNewsList(initial: NewsPage) {
  return useInfiniteQuery({
    queryKey: newsKeys.list,
    queryFn: ({ pageParam }) =>
      api<NewsPage>(
        `/news?limit=${newsLimitDefault}${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ""}`,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    initialData: { pages: [initial], pageParams: [null] } satisfies InfiniteData<NewsPage, string | null>,
    staleTime: 30_000,
  });
}

/** The pages flattened in order (an item never appears twice if the list shifted between pages). */
export function newsItems(data: InfiniteData<NewsPage> | undefined): NewsItem[] {
  const seen = new Set<string>();
  const items: NewsItem[] = [];
  for (const page of data?.pages ?? []) {
    for (const uid of page.query) {
      const item = page.content[uid];
      if (item && !seen.has(uid)) {
        seen.add(uid);
        items.push(item);
      }
    }
  }
  return items;
}

const ifMatch = (version: number) => ({ "if-match": `"${version}"` });

/** Add, edit and delete (staff). Every success refreshes every news query, the header's dot included. */
export function useNewsMutations() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: newsKeys.all });
  return {
    create: useMutation({
      mutationFn: (fields: NewsFields) => api<NewsItem>("/news", { method: "POST", body: fields }),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: ({ item, fields }: { item: NewsItem; fields: NewsFields }) =>
        api<NewsItem>(`/news/${item.uid}`, { method: "PUT", body: fields, headers: ifMatch(item.version) }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (item: NewsItem) =>
        api<null>(`/news/${item.uid}`, { method: "DELETE", headers: ifMatch(item.version) }),
      onSuccess,
    }),
  };
}

/** Marks `title` as the newest the user has seen (URI-encoded, as Next's cookies() reads it back). */
export function markNewsSeen(title: string) {
  const maxAge = lastSeenNewsMaxAgeDays * 86_400;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and older Safari
  document.cookie = `${lastSeenNewsCookie}=${encodeURIComponent(title)}; Path=/; Max-Age=${maxAge}; SameSite=Lax`;
}
