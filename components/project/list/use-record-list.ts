"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useCallback, useMemo, useState } from "react";
import { useRecordStats, useRecords } from "@/lib/client/projects";
import { filtersToSearchParams, type RecordFilters } from "@/lib/domain/project/filters";
import { type RecordMetric, recordMetrics } from "@/lib/domain/project/types";
import { useRecordFiltersReader } from "./record-filters-reader";

export type ListView = "table" | "map";

/**
 * Page-only URL values next to the filters: the view, the label of the place a radius is drawn around, and the
 * metric costs are shown per (GSF unless `per=` names another: units, beds, keys …).
 */
export type PageExtras = { view: ListView; place?: string; per: RecordMetric };

const perMetric = (value: string | null): RecordMetric =>
  (recordMetrics as readonly string[]).includes(value ?? "") ? (value as RecordMetric) : "gsf";

/** The filters, view and place as the page URL holds them; setters write the URL (so reload keeps them). */
export function useListUrlState() {
  const searchParams = useSearchParams();
  const pathname = usePathname();
  const readRecordFilters = useRecordFiltersReader();
  const { filters, errors } = useMemo(
    () => readRecordFilters(searchParams),
    [readRecordFilters, searchParams],
  );
  const extras = useMemo<PageExtras>(
    () => ({
      view: searchParams.get("view") === "map" ? "map" : "table",
      place: searchParams.get("place") ?? undefined,
      per: perMetric(searchParams.get("per")),
    }),
    [searchParams],
  );

  const write = useCallback(
    (next: RecordFilters, nextExtras: PageExtras, mode: "push" | "replace") => {
      const params = filtersToSearchParams(next);
      if (nextExtras.place && next.radius_mi !== undefined) params.set("place", nextExtras.place);
      if (nextExtras.view === "map") params.set("view", "map");
      if (nextExtras.per !== "gsf") params.set("per", nextExtras.per);
      const query = params.toString();
      const href = query ? `${pathname}?${query}` : pathname;
      // The browser's history API (which Next's router follows): a filter change only refetches the
      // list in the browser, without a round trip that re-renders the page on the server.
      if (mode === "push") window.history.pushState(null, "", href);
      else window.history.replaceState(null, "", href);
    },
    [pathname],
  );

  /** Changes filters; any change but paging goes back to the first page. */
  const setFilters = useCallback(
    (patch: Partial<RecordFilters>, options: { mode?: "push" | "replace"; place?: string | null } = {}) => {
      const next: RecordFilters = { ...filters, cursor: undefined, ...patch };
      const place = options.place === null ? undefined : (options.place ?? extras.place);
      write(next, { ...extras, place }, options.mode ?? "push");
    },
    [filters, extras, write],
  );

  const setView = useCallback(
    (view: ListView) => write(filters, { ...extras, view }, "replace"),
    [filters, extras, write],
  );

  const setPer = useCallback(
    (per: RecordMetric) => write(filters, { ...extras, per }, "replace"),
    [filters, extras, write],
  );

  return { filters, errors, extras, setFilters, setView, setPer };
}

/** The list and its statistics, through the project client's hooks (the map fetches its own viewport). */
export function useRecordQueries(companyUid: string, filters: RecordFilters) {
  const list = useRecords(companyUid, filters);
  const stats = useRecordStats(companyUid, { ...filters, cursor: undefined, sort: undefined });
  return { list, stats };
}

/** The filters that choose the map's records: the normalisation targets, sort and page change nothing there. */
export function mapFilters(filters: RecordFilters): Partial<RecordFilters> {
  const { target_date: _d, target_location: _t, cursor: _c, sort: _s, limit: _l, ...located } = filters;
  return located;
}

/**
 * The number of records a filter matches, as its first page counted it: a cursor page answers no total (the
 * list never recounts per page), so the count is kept while paging within the same filter.
 */
export function useKnownTotal(filterKey: string, pageTotal: number | null | undefined): number | null {
  const [known, setKnown] = useState<{ key: string; total: number } | null>(null);
  if (typeof pageTotal === "number" && (known?.key !== filterKey || known.total !== pageTotal)) {
    setKnown({ key: filterKey, total: pageTotal });
  }
  if (typeof pageTotal === "number") return pageTotal;
  return known?.key === filterKey ? known.total : null;
}
