"use client";

import { DownloadIcon, ListPlusIcon, PencilIcon } from "lucide-react";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useState } from "react";
import { formatUpdated } from "@/components/estimate/format";
import { lazyDialog } from "@/components/feedback/lazy-with-retry";
import { formatIsoDate } from "@/components/project/format";
import type { FilterOptions } from "@/components/project/list/filter-panel";
import type { LocationChoice } from "@/components/project/record/use-location-choices";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { ApiClientError, errorMessage } from "@/lib/client/api";
import { toast } from "@/lib/client/use-toast";
import type { ComparisonDto, UpdateComparisonInput } from "@/lib/contract/comparison";
import { basisFigure, formatDeviation } from "../format";
import { type ComparisonSettings, SettingsFields } from "../settings-fields";
import { exportHref, useComparison, useComparisonMutations } from "../use-comparisons";
import type { AddItemsDialogProps } from "./add-items-dialog";
import { DivisionTable } from "./division-table";
import type { RenameDialogProps } from "./rename-dialog";

// Dialogs load when first opened; the charts after the table (they are below it).
const RenameDialog = lazyDialog<RenameDialogProps>(
  () => import("./rename-dialog").then((m) => ({ default: m.RenameDialog })),
  (p) => p.open,
);
const AddItemsDialog = lazyDialog<AddItemsDialogProps>(
  () => import("./add-items-dialog").then((m) => ({ default: m.AddItemsDialog })),
  (p) => p.open,
);
const ComparisonCharts = dynamic(() => import("./comparison-charts").then((m) => m.ComparisonCharts), {
  loading: () => <div className="h-64 animate-pulse rounded-lg border bg-muted/40" />,
});

type Props = {
  companyUid: string;
  initial: ComparisonDto;
  canEdit: boolean;
  locations: LocationChoice[];
  options: FilterOptions;
  googleMapsApiKey: string | null;
};

const settingsOf = (c: ComparisonDto): ComparisonSettings => ({
  basis: c.basis,
  target_date: c.target_date ?? "",
  target_location: c.target_location ?? "",
  reference_estimate_uid: c.reference_estimate_uid ?? "",
});

export function ComparisonView({
  companyUid,
  initial,
  canEdit,
  locations,
  options,
  googleMapsApiKey,
}: Props) {
  const query = useComparison(companyUid, initial.uid, initial);
  const comparison = query.data ?? initial;
  const { update } = useComparisonMutations(companyUid);
  const [renaming, setRenaming] = useState(false);
  const [adding, setAdding] = useState(false);

  /** Saves a change against the version shown; a stale version reloads and says so. */
  const save = async (
    input: UpdateComparisonInput,
    { rethrow = false, done }: { rethrow?: boolean; done?: string } = {},
  ) => {
    try {
      const saved = await update.mutateAsync({ uid: comparison.uid, input, version: comparison.version });
      // A rename, an item added or removed says so; the view's own settings (target, basis) just apply.
      if (done) toast({ title: done });
      return saved;
    } catch (error) {
      if (error instanceof ApiClientError && error.status === 412) {
        await query.refetch();
        toast({
          variant: "destructive",
          title: "Changed by someone else",
          description: "The comparison was reloaded with their change; make yours again.",
        });
      } else if (!rethrow) {
        toast({ variant: "destructive", title: "Could not save", description: errorMessage(error) });
      }
      if (rethrow) throw error;
      return null;
    }
  };

  const estimates = comparison.items.filter((i) => i.kind === "estimate");
  const reference = comparison.items.find((i) => i.is_reference);
  const warnings = comparison.items.filter((i) => i.warning);
  const totals = comparison.table.totals;
  const target = [
    comparison.target_date ? formatIsoDate(comparison.target_date) : null,
    comparison.target_location_label,
  ].filter(Boolean);

  return (
    <div className="grid min-w-0 grid-cols-1 gap-5" data-testid="comparison-view">
      <header className="grid gap-3">
        <nav aria-label="Breadcrumb" className="text-muted-foreground text-sm">
          <Link href="/comparison" className="rounded-sm hover:text-foreground hover:underline">
            Comparisons
          </Link>
        </nav>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="grid min-w-0 gap-1">
            <div className="flex min-w-0 items-center gap-1">
              <h1 className="truncate font-semibold text-2xl tracking-tight" data-testid="comparison-name">
                {comparison.name}
              </h1>
              {canEdit && (
                <Button variant="ghost" size="icon" aria-label="Rename" onClick={() => setRenaming(true)}>
                  <PencilIcon />
                </Button>
              )}
            </div>
            <p className="text-muted-foreground text-sm" data-testid="comparison-summary">
              {comparison.item_count} {comparison.item_count === 1 ? "item" : "items"} ·{" "}
              {comparison.basis_label} ·{" "}
              {target.length ? `normalised to ${target.join(", ")}` : "as recorded"} · edited{" "}
              {formatUpdated(comparison.updated_at)}
              {comparison.updated_by_name ? ` by ${comparison.updated_by_name}` : ""}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            {canEdit && (
              <Button onClick={() => setAdding(true)} data-testid="add-items">
                <ListPlusIcon />
                Add items
              </Button>
            )}
            <div role="group" aria-label="Export" className="flex gap-1">
              {(["csv", "xlsx", "pdf"] as const).map((format) => (
                <Button key={format} asChild variant="outline">
                  <a href={exportHref(comparison.uid, format)} download data-testid={`export-${format}`}>
                    <DownloadIcon />
                    {format.toUpperCase()}
                  </a>
                </Button>
              ))}
            </div>
          </div>
        </div>
      </header>

      {canEdit && (
        <Card className="py-4">
          <CardContent>
            <SettingsFields
              value={settingsOf(comparison)}
              onChange={(patch) =>
                void save({
                  ...patch,
                  ...("reference_estimate_uid" in patch
                    ? { reference_estimate_uid: patch.reference_estimate_uid || null }
                    : {}),
                  ...("target_date" in patch ? { target_date: patch.target_date || null } : {}),
                  ...("target_location" in patch ? { target_location: patch.target_location || null } : {}),
                })
              }
              locations={locations}
              estimates={estimates}
              disabled={update.isPending}
            />
          </CardContent>
        </Card>
      )}

      {reference && totals.reference_cents !== null && (
        <p className="text-sm" data-testid="reference-summary">
          <span className="font-medium">{reference.name}</span> (reference):{" "}
          <span className="tabular-nums">{basisFigure(comparison.basis, totals.reference_cents)}</span>{" "}
          against a median of{" "}
          <span className="tabular-nums">{basisFigure(comparison.basis, totals.median_cents)}</span> —{" "}
          <span className={totals.reference_outlier ? "font-medium text-destructive" : "font-medium"}>
            {formatDeviation(totals.deviation_ratio)}
            {totals.reference_outlier ? ", an outlier" : ""}
          </span>
          .
        </p>
      )}

      {comparison.missing_uids.length > 0 && (
        <Alert>
          <AlertDescription>
            {comparison.missing_uids.length} saved{" "}
            {comparison.missing_uids.length === 1 ? "item no longer exists" : "items no longer exist"} and{" "}
            {comparison.missing_uids.length === 1 ? "is" : "are"} left out.
          </AlertDescription>
        </Alert>
      )}
      {comparison.table.mixed_classifications && (
        <Alert>
          <AlertDescription>
            Some items are classified in MasterFormat and some in UniFormat: their divisions are shown apart.
          </AlertDescription>
        </Alert>
      )}
      {warnings.length > 0 && (
        <Alert variant="destructive">
          <AlertDescription>{warnings.map((i) => `${i.name}: ${i.warning}`).join(" · ")}</AlertDescription>
        </Alert>
      )}

      {comparison.items.length === 0 ? (
        <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground text-sm">
          This comparison has no items.{canEdit ? " Add records or estimates to benchmark them." : ""}
        </p>
      ) : (
        <>
          <DivisionTable
            comparison={comparison}
            canEdit={canEdit}
            onRemove={
              update.isPending
                ? undefined
                : (item) =>
                    void save(
                      item.kind === "record"
                        ? { record_uids: comparison.record_uids.filter((u) => u !== item.uid) }
                        : {
                            estimate_uids: comparison.estimate_uids.filter((u) => u !== item.uid),
                            ...(item.is_reference ? { reference_estimate_uid: null } : {}),
                          },
                      { done: `Removed ${item.name}` },
                    )
            }
          />
          <p className="text-muted-foreground text-xs">
            Hover or focus a figure to see its factors. Benchmarks leave the reference estimate out; outliers
            lie beyond 1.5 × the interquartile range.
          </p>
          <ComparisonCharts comparison={comparison} />
        </>
      )}

      {canEdit && (
        <>
          <RenameDialog
            open={renaming}
            comparison={comparison}
            onClose={() => setRenaming(false)}
            rename={(name) => save({ name }, { rethrow: true, done: "Comparison renamed" })}
          />
          <AddItemsDialog
            open={adding}
            onClose={() => setAdding(false)}
            companyUid={companyUid}
            comparison={comparison}
            options={options}
            googleMapsApiKey={googleMapsApiKey}
            save={(uids) =>
              save(uids, {
                rethrow: true,
                done: addedText(
                  uids.record_uids.length +
                    uids.estimate_uids.length -
                    comparison.record_uids.length -
                    comparison.estimate_uids.length,
                ),
              })
            }
          />
        </>
      )}
    </div>
  );
}

const addedText = (n: number) => (n > 0 ? `${n} item${n === 1 ? "" : "s"} added` : "Comparison saved");
