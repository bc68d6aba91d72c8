// The staff switcher's company list: GET /api/v1/companies (staff only), every page of it.
import { api } from "./api";

export type CompanyListItem = { uid: string; company_name: string };
type Collection<T> = {
  query: string[];
  content: Record<string, T>;
  total: number;
  next_cursor: string | null;
};

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
    const data: Collection<CompanyListItem> = await api(`/companies?${params}`);
    for (const uid of data.query) if (data.content[uid]) companies.push(data.content[uid]);
    cursor = data.next_cursor;
    if (!cursor) break;
  }
  return companies;
}
