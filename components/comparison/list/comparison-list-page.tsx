"use client";

import { ScaleIcon } from "lucide-react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useState } from "react";
import { DeleteConfirm } from "@/components/reference/delete-confirm";
import {
  EmptyListPanel,
  FirstItemPrompt,
  NewItemLink,
  RetryErrorPanel,
  ShowMoreButton,
} from "@/components/shared/list-states";
import { SearchBox } from "@/components/shared/search-box";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/client/api";
import { toast } from "@/lib/client/use-toast";
import type { ComparisonListItemDto } from "@/lib/contract/comparison";
import { useComparisonList, useComparisonMutations } from "../use-comparisons";
import { ComparisonListTable } from "./comparison-list-table";

type Props = { companyUid: string; canEdit: boolean };

/** The search lives in the URL (`?q=`), so reload and back keep it. */
function useSearchParam() {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const q = params.get("q") ?? "";
  const setQ = (next: string) =>
    router.replace(next ? `${pathname}?q=${encodeURIComponent(next)}` : pathname, { scroll: false });
  return { q, setQ };
}

export function ComparisonListPage({ companyUid, canEdit }: Props) {
  const { q, setQ } = useSearchParam();
  const list = useComparisonList(companyUid, q);
  const { remove } = useComparisonMutations(companyUid);
  const [deleting, setDeleting] = useState<ComparisonListItemDto | null>(null);
  const items = (list.data?.pages ?? []).flatMap((p) =>
    p.query.map((uid) => p.content[uid]!).filter(Boolean),
  );
  const total = list.data?.pages[0]?.total ?? items.length;

  return (
    <div className="grid gap-4" data-testid="comparison-list">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="font-semibold text-2xl tracking-tight">Comparisons</h1>
          <p className="text-muted-foreground text-sm">
            Benchmarks of past projects and estimates by division, normalised to one date and place.
          </p>
        </div>
        {canEdit && <NewItemLink href="/comparison/add">New comparison</NewItemLink>}
      </div>

      <SearchBox
        label="Search comparisons"
        placeholder="Search by name…"
        testId="comparison-search"
        value={q}
        onSearch={setQ}
      />

      {list.isError && !list.data ? (
        <RetryErrorPanel
          title="Could not load the comparisons"
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : list.isPending ? (
        <div className="grid gap-2" role="status" aria-label="Loading comparisons">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} className="h-14 w-full" />
          ))}
        </div>
      ) : items.length === 0 ? (
        <EmptyListPanel icon={ScaleIcon} testId="comparisons-empty">
          {q ? (
            <>
              <h2 className="font-semibold">No comparisons match</h2>
              <p className="max-w-sm text-muted-foreground text-sm">Try another name.</p>
              <Button variant="outline" onClick={() => setQ("")}>
                Clear search
              </Button>
            </>
          ) : (
            <FirstItemPrompt
              title="No comparisons yet"
              canEdit={canEdit}
              editorText="Pick past projects and estimates, normalise them to one date and place, and benchmark them by division."
              viewerText="Editors save comparisons here; you will see them once they do."
              href="/comparison/add"
              action="New comparison"
            />
          )}
        </EmptyListPanel>
      ) : (
        <>
          <ComparisonListTable
            comparisons={items}
            canEdit={canEdit}
            busy={list.isPlaceholderData}
            onDelete={setDeleting}
          />
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p
              className="text-muted-foreground text-sm tabular-nums"
              aria-live="polite"
              data-testid="comparison-count"
            >
              {items.length} of {total} {total === 1 ? "comparison" : "comparisons"}
            </p>
            <ShowMoreButton list={list}>Show more</ShowMoreButton>
          </div>
        </>
      )}

      <DeleteConfirm
        target={deleting}
        onDone={() => setDeleting(null)}
        title={(c) => `Delete “${c.name}”?`}
        description="The comparison goes; its records and estimates stay."
        remove={async (c) => {
          try {
            await remove.mutateAsync({ uid: c.uid, version: c.version });
            toast({ title: "Comparison deleted", description: c.name });
          } catch (error) {
            toast({ variant: "destructive", title: "Could not delete", description: errorMessage(error) });
          }
        }}
      />
    </div>
  );
}
