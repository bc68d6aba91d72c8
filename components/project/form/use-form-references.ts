"use client";

import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/client/api";
import { fetchCostCodes, referenceKeys } from "@/lib/client/reference";
import type { Collection } from "@/lib/client/settings";
import type { BuildingTypeDto, CostCodeDto } from "@/lib/contract/reference";

const items = <T>(c: Collection<T> | undefined): T[] =>
  c ? c.query.map((uid) => c.content[uid]).filter((x): x is T => x !== undefined) : [];

export function useBuildingTypes(companyUid: string): BuildingTypeDto[] {
  const { data } = useQuery({
    queryKey: referenceKeys.buildingTypes(companyUid),
    queryFn: () => api<Collection<BuildingTypeDto>>("/reference/building-type"),
    staleTime: 5 * 60_000,
  });
  return items(data);
}

/** The record classification's codes and the company's own, for the cost-code picker. */
export function useCostCodeChoices(companyUid: string, classification: string): CostCodeDto[] {
  const builtIn = useQuery({
    queryKey: referenceKeys.costCodes(companyUid, classification, ""),
    queryFn: () => fetchCostCodes(classification, ""),
    staleTime: 5 * 60_000,
  });
  const company = useQuery({
    queryKey: referenceKeys.costCodes(companyUid, "company", ""),
    queryFn: () => fetchCostCodes("company", ""),
    staleTime: 5 * 60_000,
  });
  return [...items(company.data), ...items(builtIn.data)];
}
