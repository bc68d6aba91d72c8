// Settings data in the client cache. Tenant data is keyed ["company", companyUid, …] (a company switch never
// shows another tenant's cache); the staff company list is keyed under ["self", "companies"], like the switcher's.

import type { AuditEntry, AuditFacets } from "@/lib/contract/audit-log";
import type { CompanyListItem } from "@/lib/contract/company";
import type { ListPage } from "@/lib/contract/list";
import type { OutboxMail } from "@/lib/contract/mail";
import type { InviteResult } from "@/lib/contract/user";
import { api } from "./api";

/** A page of a list; `total` is counted on the first page only (null on the others). */
export type Collection<T> = ListPage<T>;
export type { AuditEntry, AuditFacets, CompanyListItem, InviteResult, OutboxMail };

export const settingsKeys = {
  company: (companyUid: string) => ["company", companyUid] as const,
  users: (companyUid: string) => ["company", companyUid, "users"] as const,
  outbox: (companyUid: string) => ["company", companyUid, "mail-outbox"] as const,
  apiKeys: (companyUid: string) => ["company", companyUid, "api-keys"] as const,
  auditLog: (companyUid: string) => ["company", companyUid, "audit-log"] as const,
  companies: (search: string) => ["self", "companies", "settings", search] as const,
  allCompanies: ["self", "companies"] as const,
};

export const items = <T>(collection: Collection<T>): T[] =>
  collection.query.map((uid) => collection.content[uid]).filter((x): x is T => x !== undefined);

/** Every page of a list as one (Settings › Users shows the whole company); the total is the first page's. */
export async function fetchAllPages<T>(path: string, limit: number): Promise<Collection<T>> {
  const all: Collection<T> = { query: [], content: {}, total: null, next_cursor: null };
  let cursor: string | null = null;
  do {
    const params = new URLSearchParams({ limit: String(limit) });
    if (cursor) params.set("cursor", cursor);
    const page: Collection<T> = await api(`${path}?${params}`);
    all.query.push(...page.query);
    Object.assign(all.content, page.content);
    all.total ??= page.total;
    cursor = page.next_cursor;
  } while (cursor);
  return all;
}

export const ifMatch = (version: number) => ({ "If-Match": `"${version}"` });
