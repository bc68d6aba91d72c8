"use client";

// The signed-in user and the active company in the client cache (the gates in components/layout/gates.tsx).
// Seeded from the server-rendered scope, so the first paint needs no request and shows no loader.
// Keys: ["self"] for the user, ["company", companyUid, …] for anything tenant-scoped, so a company
// switch can never show another tenant's cache.
import { useQuery } from "@tanstack/react-query";
import { createContext, useContext } from "react";
import type { CompanyDto } from "@/lib/contract/company";
import type { UserDto } from "@/lib/contract/user";
import { api } from "./api";

export type { CompanyDto, UserDto };

export type SessionSeed = { user: UserDto; company: CompanyDto; seededAt: number };

export const SessionSeedContext = createContext<SessionSeed | null>(null);

export const selfQueryKey = ["self"] as const;
export const companyQueryKey = (companyUid: string) => ["company", companyUid] as const;

function useSeed(): SessionSeed {
  const seed = useContext(SessionSeedContext);
  if (!seed) throw new Error("Session hooks need the signed-in layout's SessionProvider");
  return seed;
}

export function useSelfQuery() {
  const seed = useSeed();
  return useQuery({
    queryKey: selfQueryKey,
    queryFn: () => api<UserDto>("/self"),
    initialData: seed.user,
    initialDataUpdatedAt: seed.seededAt,
  });
}

export function useCompanyQuery() {
  const seed = useSeed();
  return useQuery({
    queryKey: companyQueryKey(seed.company.uid),
    queryFn: () => api<CompanyDto>("/company"),
    initialData: seed.company,
    initialDataUpdatedAt: seed.seededAt,
  });
}

/** The signed-in user (inside the gates, always present). */
export function useSelf(): UserDto {
  return useSelfQuery().data;
}

/** The active company: the user's own, or for staff the one chosen in the switcher. */
export function useCompany(): CompanyDto {
  return useCompanyQuery().data;
}
