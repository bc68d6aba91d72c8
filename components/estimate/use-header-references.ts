"use client";

import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useBuildingTypes } from "@/components/project/form/use-form-references";
import { fetchVersioned, referenceKeys } from "@/lib/client/reference";
import type { LocationIndexDto } from "@/lib/contract/reference";

export type MetroChoice = { key: string; label: string };

/** Building types and the location index's metros for the header form (cached with Settings › Cost data). */
export function useHeaderReferences(companyUid: string) {
  const buildingTypes = useBuildingTypes(companyUid);
  const locations = useQuery({
    queryKey: referenceKeys.locations(companyUid),
    queryFn: () => fetchVersioned<LocationIndexDto>("/reference/location-index"),
    staleTime: 5 * 60_000,
  });
  const metros = useMemo(() => {
    const list = locations.data?.list;
    const seen = new Map<string, MetroChoice>();
    for (const uid of list?.query ?? []) {
      const l = list?.content[uid];
      if (l?.kind === "metro" && !seen.has(l.key)) seen.set(l.key, { key: l.key, label: l.label });
    }
    return [...seen.values()].sort((a, b) => a.label.localeCompare(b.label));
  }, [locations.data]);
  return { buildingTypes, metros };
}
