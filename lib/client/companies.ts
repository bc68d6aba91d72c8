// The staff switcher's company list: GET /api/v1/companies (staff only), every page of it.
import type { CompanyListItem } from "@/lib/contract/company";
import type { ListPage } from "@/lib/contract/list";
import { api } from "./api";

export type { CompanyListItem };

/** Keyed under ["self"]: the list belongs to the staff user, not to the company being acted for. */
export const companiesQueryKey = ["self", "companies"] as const;

const pageSize = 500;
const maxPages = 50;

export async function fetchAllCompanies(): Promise<CompanyListItem[]> {
  const companies: CompanyListItem[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < maxPages; page++) {
    const params = new URLSearchParams({ limit: String(pageSize) });
    if (cursor) params.set("cursor", cursor);
    const data: ListPage<CompanyListItem> = await api(`/companies?${params}`);
    for (const uid of data.query) if (data.content[uid]) companies.push(data.content[uid]);
    cursor = data.next_cursor;
    if (!cursor) break;
  }
  return companies;
}
