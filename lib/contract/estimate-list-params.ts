// The estimate list's query as the browser builds it and sends it, without the schema that reads it
// (lib/contract/estimate-list.ts), so the list page does not load zod to build a URL.
import type { EstimateStatus } from "./estimate-words";

/** The list query as the browser builds it. */
export interface EstimateListQuery {
  q?: string;
  status?: EstimateStatus[];
  tag?: string[];
  building_type?: string[];
  updated_from?: string;
  sort?: string;
  limit?: number;
  cursor?: string | null;
  /** Count the total on a cursor page too (the first page always counts). */
  count?: boolean;
}

/** The list query as URL search params (repeatable filters repeat). */
export function estimateListParams(query: EstimateListQuery): URLSearchParams {
  const p = new URLSearchParams();
  if (query.q?.trim()) p.set("q", query.q.trim());
  for (const s of query.status ?? []) p.append("status", s);
  for (const t of query.tag ?? []) p.append("tag", t);
  for (const b of query.building_type ?? []) p.append("building_type", b);
  if (query.updated_from) p.set("updated_from", query.updated_from);
  if (query.sort) p.set("sort", query.sort);
  if (query.limit) p.set("limit", String(query.limit));
  if (query.cursor) p.set("cursor", query.cursor);
  if (query.count) p.set("count", "1");
  return p;
}
