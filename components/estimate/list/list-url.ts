// The estimate list's state as the page URL holds it (so reload, back and shared links keep the filters),
// and the API query it turns into. Pure: unit-tested in tests/unit/estimate-list-url.test.ts.
import type { EstimateListQuery } from "@/lib/contract/estimate-list-params";
import { type EstimateStatus, estimateStatuses } from "@/lib/contract/estimate-words";

export const PAGE_SIZE = 25;

export const updatedChoices = [
  { value: "", label: "Any time" },
  { value: "7", label: "Last 7 days" },
  { value: "30", label: "Last 30 days" },
  { value: "90", label: "Last 90 days" },
  { value: "365", label: "Last 12 months" },
] as const;

export const sortChoices = [
  { value: "-updated_at", label: "Recently edited" },
  { value: "updated_at", label: "Least recently edited" },
  { value: "name", label: "Name A–Z" },
  { value: "-name", label: "Name Z–A" },
  { value: "-grand_total", label: "Largest total" },
  { value: "grand_total", label: "Smallest total" },
  { value: "-cost_per_gsf", label: "Highest $/GSF" },
  { value: "cost_per_gsf", label: "Lowest $/GSF" },
  { value: "status", label: "Status" },
  { value: "-created_at", label: "Newest" },
] as const;

export interface EstimateListState {
  q: string;
  status: EstimateStatus[];
  tag: string[];
  building_type: string[];
  /** Days back from today ("" = any time). */
  updated: string;
  sort: string;
  /** 1-based. */
  page: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DEFAULT_SORT = "-updated_at";

const many = (p: URLSearchParams, name: string) => [
  ...new Set(
    p
      .getAll(name)
      .flatMap((v) => v.split(","))
      .map((v) => v.trim())
      .filter(Boolean),
  ),
];

/** Reads the URL leniently: unknown values are dropped rather than breaking the page. */
export function readListState(p: URLSearchParams): EstimateListState {
  const updated = p.get("updated") ?? "";
  const sort = p.get("sort") ?? DEFAULT_SORT;
  const page = Number(p.get("page") ?? "1");
  return {
    q: p.get("q")?.trim() ?? "",
    status: many(p, "status").filter((s): s is EstimateStatus =>
      (estimateStatuses as readonly string[]).includes(s),
    ),
    tag: many(p, "tag"),
    building_type: many(p, "building_type").filter((b) => UUID.test(b)),
    updated: updatedChoices.some((c) => c.value === updated) ? updated : "",
    sort: sortChoices.some((c) => c.value === sort) ? sort : DEFAULT_SORT,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The page URL's query string; defaults are left out so a plain /estimate stays plain. */
export function listStateParams(s: EstimateListState): URLSearchParams {
  const p = new URLSearchParams();
  if (s.q.trim()) p.set("q", s.q.trim());
  for (const v of s.status) p.append("status", v);
  for (const v of s.tag) p.append("tag", v);
  for (const v of s.building_type) p.append("building_type", v);
  if (s.updated) p.set("updated", s.updated);
  if (s.sort !== DEFAULT_SORT) p.set("sort", s.sort);
  if (s.page > 1) p.set("page", String(s.page));
  return p;
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** The API query: "last N days" becomes a date, the page an offset cursor (the list's cursors are offsets). */
export function listQuery(s: EstimateListState, today = new Date()): EstimateListQuery {
  const from = s.updated ? new Date(today.getTime() - Number(s.updated) * 86_400_000) : null;
  return {
    q: s.q || undefined,
    status: s.status,
    tag: s.tag,
    building_type: s.building_type,
    updated_from: from ? isoDay(from) : undefined,
    sort: s.sort,
    limit: PAGE_SIZE,
    cursor: s.page > 1 ? String((s.page - 1) * PAGE_SIZE) : undefined,
  };
}

export function filterCount(s: EstimateListState): number {
  return s.status.length + s.tag.length + s.building_type.length + (s.updated ? 1 : 0);
}

export const hasFilters = (s: EstimateListState) => Boolean(s.q) || filterCount(s) > 0;
