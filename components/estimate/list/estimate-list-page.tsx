"use client";

import {
  ChevronLeftIcon,
  ChevronRightIcon,
  CopyIcon,
  FileSpreadsheetIcon,
  LayoutTemplateIcon,
} from "lucide-react";
import Link from "next/link";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { type ComponentProps, useCallback, useMemo, useState } from "react";
import { NewConsolidatedButton } from "@/components/estimate/consolidated/new-consolidated";
import { lazyWithRetry, useMountedOnceOpen } from "@/components/feedback/lazy-with-retry";
import type { CheckOption } from "@/components/project/list/check-picker";
import {
  EmptyListPanel,
  FirstItemPrompt,
  NewItemLink,
  RetryErrorPanel,
} from "@/components/shared/list-states";
import { SearchBox } from "@/components/shared/search-box";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { type EstimateListItemDto, useEstimates } from "@/lib/client/estimates";
import type { DuplicateDialog as DuplicateDialogType } from "../duplicate-dialog";
import { EstimateFilters } from "./estimate-filters";
import { EstimateTable } from "./estimate-table";
import {
  type EstimateListState,
  hasFilters,
  listQuery,
  listStateParams,
  PAGE_SIZE,
  readListState,
} from "./list-url";
import { type RowAction, RowConfirm } from "./row-confirm";

// "Duplicate" asks for the copy's name in a dialog (its form, the contract's schema, Radix Dialog) that loads
// when first asked for, and stays mounted from then on so it closes animated.
const DuplicateDialog = lazyWithRetry<ComponentProps<typeof DuplicateDialogType>>(() =>
  import("../duplicate-dialog").then((m) => ({ default: m.DuplicateDialog })),
);

type Props = { companyUid: string; canEdit: boolean; buildingTypes: CheckOption[] };

function useListState() {
  const searchParams = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const state = useMemo(() => readListState(searchParams), [searchParams]);
  const setState = useCallback(
    (patch: Partial<EstimateListState>, mode: "push" | "replace" = "push") => {
      // Any change but paging starts again from the first page.
      const next = { ...state, page: 1, ...patch };
      const query = listStateParams(next).toString();
      const href = query ? `${pathname}?${query}` : pathname;
      if (mode === "push") router.push(href, { scroll: false });
      else router.replace(href, { scroll: false });
    },
    [state, pathname, router],
  );
  return { state, setState };
}

export function EstimateListPage({ companyUid, canEdit, buildingTypes }: Props) {
  const { state, setState } = useListState();
  const query = useMemo(() => listQuery(state), [state]);
  const list = useEstimates(companyUid, query);
  const [duplicating, setDuplicating] = useState<EstimateListItemDto | null>(null);
  const duplicateMounted = useMountedOnceOpen(duplicating !== null);
  const [action, setAction] = useState<RowAction | null>(null);
  const items = list.data ? list.data.query.map((uid) => list.data.content[uid]!).filter(Boolean) : [];
  const total = list.data?.total ?? 0;

  return (
    <div className="grid gap-4" data-testid="estimate-list">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="font-semibold text-2xl tracking-tight">Estimates</h1>
          <p className="text-muted-foreground text-sm">Detailed budgets: lines, markups and totals.</p>
        </div>
        {canEdit && (
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline">
              <Link href="/estimate/templates" data-testid="templates-link">
                <LayoutTemplateIcon />
                Templates
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link href="/estimate/duplicate">
                <CopyIcon />
                Duplicate
              </Link>
            </Button>
            <NewConsolidatedButton />
            <NewItemLink href="/estimate/add">New estimate</NewItemLink>
          </div>
        )}
      </div>

      <SearchBox
        label="Search estimates"
        placeholder="Search name, number, client, location…"
        testId="estimate-search"
        value={state.q}
        onSearch={(q) => setState({ q }, "replace")}
      />
      <EstimateFilters state={state} buildingTypes={buildingTypes} onChange={(patch) => setState(patch)} />

      {list.isError && !list.data ? (
        <RetryErrorPanel
          title="Could not load the estimates"
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : list.isPending ? (
        <div className="grid gap-2" role="status" aria-label="Loading estimates">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-14 w-full" />
          ))}
        </div>
      ) : items.length === 0 ? (
        <EmptyState
          filtered={hasFilters(state)}
          page={state.page}
          canEdit={canEdit}
          onClear={() => setState({ q: "", status: [], tag: [], building_type: [], updated: "" })}
          onFirstPage={() => setState({ page: 1 })}
        />
      ) : (
        <>
          <EstimateTable
            estimates={items}
            canEdit={canEdit}
            busy={list.isPlaceholderData}
            onDuplicate={setDuplicating}
            onAction={setAction}
          />
          <Pager page={state.page} shown={items.length} total={total} onPage={(page) => setState({ page })} />
        </>
      )}
      {duplicateMounted ? (
        <DuplicateDialog
          companyUid={companyUid}
          source={duplicating}
          onOpenChange={(open) => !open && setDuplicating(null)}
        />
      ) : null}
      {canEdit && <RowConfirm companyUid={companyUid} action={action} onDone={() => setAction(null)} />}
    </div>
  );
}

function Pager({
  page,
  shown,
  total,
  onPage,
}: {
  page: number;
  shown: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const first = (page - 1) * PAGE_SIZE + 1;
  const last = first + shown - 1;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const n = (v: number) => v.toLocaleString("en-US");
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-2">
      <p
        className="text-muted-foreground text-sm tabular-nums"
        data-testid="estimate-pager-text"
        aria-live="polite"
      >
        {n(first)}–{n(last)} of {n(total)} {total === 1 ? "estimate" : "estimates"}
      </p>
      {pages > 1 && (
        <div className="flex items-center gap-2">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            <ChevronLeftIcon />
            Previous
          </Button>
          <span className="text-muted-foreground text-sm tabular-nums">
            Page {page} of {pages}
          </span>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            Next
            <ChevronRightIcon />
          </Button>
        </div>
      )}
    </nav>
  );
}

function EmptyState({
  filtered,
  page,
  canEdit,
  onClear,
  onFirstPage,
}: {
  filtered: boolean;
  page: number;
  canEdit: boolean;
  onClear: () => void;
  onFirstPage: () => void;
}) {
  return (
    <EmptyListPanel icon={FileSpreadsheetIcon} testId="estimates-empty">
      {page > 1 ? (
        <>
          <h2 className="font-semibold">This page is empty</h2>
          <Button variant="outline" onClick={onFirstPage}>
            Back to the first page
          </Button>
        </>
      ) : filtered ? (
        <>
          <h2 className="font-semibold">No estimates match</h2>
          <p className="max-w-sm text-muted-foreground text-sm">Change the search or remove a filter.</p>
          <Button variant="outline" onClick={onClear}>
            Clear search and filters
          </Button>
        </>
      ) : (
        <FirstItemPrompt
          title="No estimates yet"
          canEdit={canEdit}
          editorText="Start a detailed budget from scratch or from an earlier estimate."
          viewerText="Editors create estimates here; you will see them once they do."
          href="/estimate/add"
          action="New estimate"
        />
      )}
    </EmptyListPanel>
  );
}
