"use client";

import { DatabaseIcon, MapIcon, SlidersHorizontalIcon, TableIcon } from "lucide-react";
import { type ReactNode, useEffect, useMemo, useState } from "react";
import { lazyDialog } from "@/components/feedback/lazy-with-retry";
import { preloadedModule } from "@/components/layout/deferred";
import { Preloaded } from "@/components/layout/preloaded";
import { ProjectMap } from "@/components/project/map/project-map";
import {
  EmptyListPanel,
  FirstItemPrompt,
  NewItemLink,
  RetryErrorPanel,
} from "@/components/shared/list-states";
import { SearchBox } from "@/components/shared/search-box";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import {
  filtersToSearchParams,
  hasActiveFilters,
  noFilters,
  type RecordFilters,
} from "@/lib/domain/project/filters";
import { cn } from "@/lib/utils";
import type { FilterOptions } from "./filter-panel";
import type { FilterSheetProps } from "./filter-sheet";
import { PerSelect } from "./per-select";
import { SortSelect } from "./sort-select";
import { type LocationChoice, TargetControls } from "./target-controls";
import { useCursorTrail } from "./use-cursor-trail";
import {
  type ListView,
  mapFilters,
  useKnownTotal,
  useListUrlState,
  useRecordQueries,
} from "./use-record-list";

// The phone's filter sheet (Radix Dialog) loads when first opened, then stays mounted so it closes animated.
const FilterSheet = lazyDialog<FilterSheetProps>(
  () => import("./filter-sheet").then((m) => ({ default: m.FilterSheet })),
  (props) => props.open,
);

// The filter panel, the summary band and the records table: the server renders the panel and the band's
// placeholders, which hydrate when this chunk is there; the table only shows once the records have come.
const later = preloadedModule(() => import("./list-later"));

type Props = {
  companyUid: string;
  canEdit: boolean;
  options: FilterOptions;
  locations: LocationChoice[];
  googleMapsApiKey: string | null;
  /** The import/export controls, when that feature is present. */
  toolbar?: ReactNode;
};

/** How many narrowing filters are set (for the phone's "Filters (3)" button). */
function activeCount(f: RecordFilters): number {
  return (
    f.building_type.length +
    f.state.length +
    f.metro.length +
    f.stage.length +
    f.tag.length +
    (f.radius_mi !== undefined ? 1 : 0) +
    (f.from || f.to ? 1 : 0) +
    (f.gsf_min !== undefined || f.gsf_max !== undefined ? 1 : 0) +
    (f.cpg_min_cents !== undefined || f.cpg_max_cents !== undefined ? 1 : 0)
  );
}

export function ProjectListPage({
  companyUid,
  canEdit,
  options,
  locations,
  googleMapsApiKey,
  toolbar,
}: Props) {
  const { filters, errors, extras, setFilters, setView, setPer } = useListUrlState();
  // The map's figures stay $/GSF; the table's list sort and statistics follow `per`.
  const queried = useMemo(
    () => (extras.view === "table" ? filters : { ...filters, per: undefined }),
    [filters, extras.view],
  );
  const { list, stats } = useRecordQueries(companyUid, queried);
  const located = useMemo(() => mapFilters(filters), [filters]);
  const [sheetOpen, setSheetOpen] = useState(false);
  const normalised = Boolean(filters.target_date || filters.target_location);

  // A new filter starts the paging over.
  const paging = useCursorTrail(filters.cursor, list.data?.next_cursor, (cursor) => setFilters({ cursor }));
  const filterKey = useMemo(
    () => filtersToSearchParams({ ...filters, cursor: undefined }).toString(),
    [filters],
  );
  useEffect(() => {
    void filterKey;
    paging.reset();
  }, [filterKey, paging.reset]);
  // Cursor pages answer no total: keep the first page's count (or the statistics' count of the same filter).
  const total = useKnownTotal(filterKey, list.data?.total) ?? stats.data?.count ?? null;

  const records = list.data ? list.data.query.map((uid) => list.data.content[uid]!).filter(Boolean) : [];
  const count = activeCount(filters);
  const filtered = hasActiveFilters(filters);
  const ignored = Object.entries(errors);

  const panel = (
    <Preloaded module={later} fallback={<Skeleton className="h-96 w-full" />}>
      {({ FilterPanel }) => (
        <FilterPanel
          filters={filters}
          errors={errors}
          place={extras.place}
          options={options}
          onChange={(patch, o) => setFilters(patch, { place: o?.place })}
        />
      )}
    </Preloaded>
  );

  return (
    <div className="grid grid-cols-1 gap-4" data-testid="project-list">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="font-semibold text-2xl tracking-tight">Project Database</h1>
          <p className="text-muted-foreground text-sm">
            The cost records of past projects, one row per record (a project may have several: budget, bid,
            final) — filter, compare and normalise to a date and place.
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {toolbar}
          {canEdit && <NewItemLink href="/project/new">New project</NewItemLink>}
        </div>
      </div>

      <div className="flex flex-wrap items-center gap-2">
        <SearchBox
          label="Search projects"
          placeholder="Search name, number, client, city…"
          testId="record-search"
          className="min-w-0 flex-1 basis-full sm:basis-0"
          value={filters.q ?? ""}
          onSearch={(q) => setFilters({ q: q || undefined }, { mode: "replace" })}
        />
        <Button
          variant="outline"
          className="lg:hidden"
          onClick={() => setSheetOpen(true)}
          data-testid="open-filters"
        >
          <SlidersHorizontalIcon />
          Filters
          {count > 0 && (
            <span className="rounded-full bg-primary px-1.5 text-primary-foreground text-xs tabular-nums">
              {count}
            </span>
          )}
        </Button>
        <SortSelect
          value={filters.sort}
          onChange={(sort) => setFilters({ sort })}
          className="min-w-0 flex-1 md:hidden"
        />
        {extras.view === "table" && <PerSelect value={extras.per} onChange={setPer} className="w-auto" />}
        <ViewToggle view={extras.view} onChange={setView} />
      </div>

      <TargetControls
        targetDate={filters.target_date}
        targetLocation={filters.target_location}
        locations={locations}
        onChange={(patch) => setFilters(patch, { mode: "replace" })}
      />

      {ignored.length > 0 && (
        <Alert variant="destructive" data-testid="ignored-filters">
          <AlertDescription>
            Some filters in the address were ignored:{" "}
            {ignored.map(([key, message]) => `${key} — ${message}`).join("; ")}.
          </AlertDescription>
        </Alert>
      )}

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <aside aria-label="Filters" className="hidden lg:block">
          {panel}
        </aside>
        <div className="grid min-w-0 grid-cols-1 content-start gap-4">
          <Preloaded module={later} fallback={<Skeleton className="h-28 w-full rounded-lg" />}>
            {({ SummaryBand }) => (
              <SummaryBand
                stats={stats.data}
                normalised={normalised}
                loading={stats.isPending}
                per={extras.view === "table" ? extras.per : "gsf"}
              />
            )}
          </Preloaded>
          {list.isError && !list.data ? (
            <RetryErrorPanel
              title="Could not load the records"
              error={list.error}
              onRetry={() => void list.refetch()}
            />
          ) : list.isPending ? (
            <ListSkeleton />
          ) : records.length === 0 ? (
            <EmptyState
              filtered={filtered}
              canEdit={canEdit}
              onClear={() => setFilters({ ...noFilters, q: undefined, sort: filters.sort }, { place: null })}
            />
          ) : extras.view === "map" ? (
            <ProjectMap companyUid={companyUid} filters={located} googleMapsApiKey={googleMapsApiKey} />
          ) : (
            <Preloaded module={later} fallback={<ListSkeleton />}>
              {({ RecordsTable, Pager }) => (
                <>
                  <RecordsTable
                    records={records}
                    sort={filters.sort}
                    onSort={(sort) => setFilters({ sort })}
                    normalised={normalised}
                    per={extras.per}
                    busy={list.isPlaceholderData}
                  />
                  <Pager shown={records.length} total={total} limit={filters.limit} {...paging.pager} />
                </>
              )}
            </Preloaded>
          )}
        </div>
      </div>

      <FilterSheet open={sheetOpen} onOpenChange={setSheetOpen} count={stats.data?.count}>
        {panel}
      </FilterSheet>
    </div>
  );
}

function ViewToggle({ view, onChange }: { view: ListView; onChange: (view: ListView) => void }) {
  const item = (value: ListView, label: string, Icon: typeof TableIcon) => (
    <button
      type="button"
      aria-pressed={view === value}
      onClick={() => onChange(value)}
      data-testid={`view-${value}`}
      className={cn(
        "inline-flex h-full items-center gap-1.5 rounded-md px-2.5 font-medium text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring",
        view === value
          ? "bg-background text-foreground shadow-sm dark:bg-input/30"
          : "text-muted-foreground hover:text-foreground",
      )}
    >
      <Icon aria-hidden="true" className="size-4" />
      {label}
    </button>
  );
  return (
    <div role="group" aria-label="View" className="inline-flex h-9 items-center rounded-lg bg-muted p-[3px]">
      {item("table", "Table", TableIcon)}
      {item("map", "Map", MapIcon)}
    </div>
  );
}

function EmptyState({
  filtered,
  canEdit,
  onClear,
}: {
  filtered: boolean;
  canEdit: boolean;
  onClear: () => void;
}) {
  return (
    <EmptyListPanel icon={DatabaseIcon} testId="records-empty">
      {filtered ? (
        <>
          <h2 className="font-semibold">No records match these filters</h2>
          <p className="max-w-sm text-muted-foreground text-sm">
            Widen a range or remove a filter to see more.
          </p>
          <Button variant="outline" onClick={onClear}>
            Clear filters
          </Button>
        </>
      ) : (
        <FirstItemPrompt
          title="No projects yet"
          canEdit={canEdit}
          editorText="Add a past project with its costs, or import a spreadsheet of them."
          viewerText="Editors add past projects and their costs here."
          href="/project/new"
          action="New project"
        />
      )}
    </EmptyListPanel>
  );
}

function ListSkeleton() {
  return (
    <div className="grid gap-2" role="status" aria-label="Loading records">
      {Array.from({ length: 8 }, (_, i) => (
        <Skeleton key={i} className="h-11 w-full" />
      ))}
    </div>
  );
}
