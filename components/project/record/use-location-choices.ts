"use client";

import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/client/api";
import { referenceKeys } from "@/lib/client/reference";
import type { Collection } from "@/lib/client/settings";
import type { LocationIndexDto } from "@/lib/contract/reference";

export type LocationChoice = { key: string; label: string; kind: "metro" | "state" };

/** The company's location-index places as target choices, one per key, metros then states by label. */
export function useLocationChoices(companyUid: string): LocationChoice[] {
  const { data } = useQuery({
    // Under the location-index key so edits in Settings invalidate it; a sub-key of its own because the
    // settings panel caches a different shape (with the list version) at the parent key.
    queryKey: [...referenceKeys.locations(companyUid), "choices"],
    queryFn: async () => {
      const list = await api<Collection<LocationIndexDto>>("/reference/location-index");
      const seen = new Map<string, LocationChoice>();
      for (const uid of list.query) {
        const row = list.content[uid];
        if (row && !seen.has(row.key)) seen.set(row.key, { key: row.key, label: row.label, kind: row.kind });
      }
      return [...seen.values()].sort((a, b) =>
        a.kind === b.kind ? a.label.localeCompare(b.label) : a.kind === "metro" ? -1 : 1,
      );
    },
    staleTime: 5 * 60_000,
  });
  return data ?? [];
}
