"use client";

import { ListChecksIcon, MapIcon, SlidersHorizontalIcon, TableIcon } from "lucide-react";
import dynamic from "next/dynamic";
import { useEffect, useMemo, useState } from "react";
import { lazyDialog } from "@/components/feedback/lazy-with-retry";
import { formatCpg, formatIsoDate } from "@/components/project/format";
import { type FilterOptions, FilterPanel } from "@/components/project/list/filter-panel";
import type { FilterSheetProps } from "@/components/project/list/filter-sheet";
import { Pager } from "@/components/project/list/pager";
import { useCursorTrail } from "@/components/project/list/use-cursor-trail";
import { mapFilters } from "@/components/project/list/use-record-list";
import { RetryErrorPanel } from "@/components/shared/list-states";
import { SearchBox } from "@/components/shared/search-box";
import { Button } from "@/components/ui/button";
import { checkboxClassName } from "@/components/ui/checkbox-class";
import { Skeleton } from "@/components/ui/skeleton";
import { useRecordStats, useRecords } from "@/lib/client/projects";
import type { RecordDto } from "@/lib/contract/project-record";
import { emptyRecordFilters, type RecordFilters } from "@/lib/domain/project/filters";
import { cn } from "@/lib/utils";
import type { PickedItem, Selection } from "./selection";

// The filter sheet (Radix Dialog) and the map load when first opened, as on /project.
const FilterSheet = lazyDialog<FilterSheetProps>(
  () => import("@/components/project/list/filter-sheet").then((m) => ({ default: m.FilterSheet })),
  (props) => props.open,
);
const PickMap = dynamic(() => import("./pick-map").then((m) => m.PickMap), {
  ssr: false,
  loading: () => <div className="aspect-[975/610] animate-pulse rounded-lg border bg-muted/40" />,
});

type Props = {
  companyUid: string;
  selection: Selection;
  options: FilterOptions;
  googleMapsApiKey: string | null;
};

const where = (r: RecordDto) => [r.city, r.state].filter(Boolean).join(", ");

export const pickedRecord = (r: RecordDto): PickedItem => ({
  kind: "record",
  uid: r.uid,
  name: r.project_name,
  detail: [where(r), r.building_type_name, formatIsoDate(r.cost_basis_date)].filter(Boolean).join(" · "),
  metrics: r.metrics,
});

/** How many narrowing filters are set (the "Filters (3)" button). */
const activeCount = (f: RecordFilters) =>
  f.building_type.length +
  f.state.length +
  f.metro.length +
  f.stage.length +
  f.tag.length +
  (f.radius_mi !== undefined ? 1 : 0) +
  (f.from || f.to ? 1 : 0) +
  (f.gsf_min !== undefined || f.gsf_max !== undefined ? 1 : 0) +
  (f.cpg_min_cents !== undefined || f.cpg_max_cents !== undefined ? 1 : 0);

/** The project database's search, filters and map, choosing records instead of opening them. */
export function RecordPicker({ companyUid, selection, options, googleMapsApiKey }: Props) {
  const [filters, setFiltersState] = useState<RecordFilters>({ ...emptyRecordFilters, limit: 25 });
  const [place, setPlace] = useState<string | undefined>();
  const [view, setView] = useState<"table" | "map">("table");
  const [sheetOpen, setSheetOpen] = useState(false);
  // A cursor page answers no total: keep the first page's.
  const [total, setTotal] = useState<number | null>(null);
  const list = useRecords(companyUid, filters);
  const paging = useCursorTrail(filters.cursor, list.data?.next_cursor, (cursor) =>
    setFiltersState((f) => ({ ...f, cursor })),
  );
  const setFilters = (patch: Partial<RecordFilters>) => {
    paging.reset();
    setTotal(null);
    setFiltersState((f) => ({ ...f, cursor: undefined, ...patch }));
  };
  const stats = useRecordStats(companyUid, { ...filters, cursor: undefined, sort: undefined });
  const located = useMemo(() => mapFilters(filters), [filters]);
  const records = list.data ? list.data.query.map((uid) => list.data.content[uid]!).filter(Boolean) : [];
  useEffect(() => {
    if (typeof list.data?.total === "number") setTotal(list.data.total);
  }, [list.data?.total]);
  const count = activeCount(filters);
  const allOnPage = records.length > 0 && records.every((r) => selection.has(r.uid));

  return (
    <div className="grid gap-3" data-testid="record-picker">
      <div className="flex flex-wrap items-center gap-2">
        <SearchBox
          label="Search records"
          placeholder="Search name, number, client, city…"
          testId="pick-record-search"
          className="min-w-0 flex-1 basis-full sm:basis-0"
          value={filters.q ?? ""}
          onSearch={(q) => setFilters({ q: q || undefined })}
        />
        <Button variant="outline" onClick={() => setSheetOpen(true)} data-testid="open-filters">
          <SlidersHorizontalIcon />
          Filters
          {count > 0 && (
            <span className="rounded-full bg-primary px-1.5 text-primary-foreground text-xs tabular-nums">
              {count}
            </span>
          )}
        </Button>
        <div
          role="group"
          aria-label="View"
          className="inline-flex h-9 items-center rounded-lg bg-muted p-[3px]"
        >
          {(["table", "map"] as const).map((v) => {
            const Icon = v === "table" ? TableIcon : MapIcon;
            return (
              <button
                key={v}
                type="button"
                aria-pressed={view === v}
                onClick={() => setView(v)}
                data-testid={`pick-view-${v}`}
                className={cn(
                  "inline-flex h-full items-center gap-1.5 rounded-md px-2.5 font-medium text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring",
                  view === v
                    ? "bg-background text-foreground shadow-sm dark:bg-input/30"
                    : "text-muted-foreground hover:text-foreground",
                )}
              >
                <Icon aria-hidden="true" className="size-4" />
                {v === "table" ? "List" : "Map"}
              </button>
            );
          })}
        </div>
      </div>

      {view === "map" ? (
        <PickMap
          companyUid={companyUid}
          filters={located}
          googleMapsApiKey={googleMapsApiKey}
          onPick={(uid, name) => {
            const known = records.find((r) => r.uid === uid);
            selection.toggle(known ? pickedRecord(known) : { kind: "record", uid, name, detail: "" });
          }}
        />
      ) : list.isError && !list.data ? (
        <RetryErrorPanel
          title="Could not load the records"
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : list.isPending ? (
        <div className="grid gap-2" role="status" aria-label="Loading records">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-11 w-full" />
          ))}
        </div>
      ) : records.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground text-sm">
          No records match. Change the search or the filters.
        </p>
      ) : (
        <>
          <div className="flex items-center justify-between gap-2">
            <p className="text-muted-foreground text-xs">Tick the records to compare.</p>
            <Button
              variant="ghost"
              size="sm"
              onClick={() =>
                allOnPage
                  ? selection.removeMany(records.map((r) => r.uid))
                  : selection.add(records.map(pickedRecord))
              }
            >
              <ListChecksIcon />
              {allOnPage ? "Untick this page" : "Tick this page"}
            </Button>
          </div>
          <ul className={cn("grid divide-y rounded-lg border", list.isPlaceholderData && "opacity-60")}>
            {records.map((r) => (
              <li key={r.uid}>
                <label className="flex cursor-pointer items-center gap-3 px-3 py-2 text-sm hover:bg-muted/50">
                  <input
                    type="checkbox"
                    className={checkboxClassName}
                    checked={selection.has(r.uid)}
                    onChange={() => selection.toggle(pickedRecord(r))}
                    data-testid="pick-record"
                  />
                  <span className="grid min-w-0 flex-1">
                    <span className="truncate font-medium">{r.project_name}</span>
                    <span className="truncate text-muted-foreground text-xs">{pickedRecord(r).detail}</span>
                  </span>
                  <span className="shrink-0 text-right tabular-nums">
                    {formatCpg(r.cost_per_gsf_cents)}
                    <span className="block text-muted-foreground text-xs">/GSF</span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
          <Pager shown={records.length} total={total} limit={filters.limit} {...paging.pager} />
        </>
      )}

      <FilterSheet open={sheetOpen} onOpenChange={setSheetOpen} count={stats.data?.count}>
        <FilterPanel
          filters={filters}
          errors={{}}
          place={place}
          options={options}
          onChange={(patch, o) => {
            if (o && "place" in o) setPlace(o.place ?? undefined);
            setFilters(patch);
          }}
        />
      </FilterSheet>
    </div>
  );
}
