"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Pencil, Plus, Trash2, Upload } from "lucide-react";
import { type ComponentProps, useId, useMemo, useState } from "react";
import { lazyDialog } from "@/components/feedback/lazy-with-retry";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { api, errorMessage } from "@/lib/client/api";
import { referenceKeys } from "@/lib/client/reference";
import { type Collection, ifMatch, items } from "@/lib/client/settings";
import { toast } from "@/lib/client/use-toast";
import type { CostIndexDto, CostIndexSummaryDto } from "@/lib/contract/reference";
import { prepareSeries, timeFactor } from "@/lib/domain/reference/normalisation";
import {
  type Frequency,
  periodLabel,
  periodNumber,
  periodStartFromNumber,
} from "@/lib/domain/reference/periods";
import type { CostIndexDialog as CostIndexDialogView } from "./cost-index-dialog";
import type { CsvImportDialog as CsvImportDialogView } from "./csv-import-dialog";
import { DeleteConfirm } from "./delete-confirm";
import { formatChange, formatIndexValue } from "./format";
import { Sparkline } from "./sparkline";

// The dialog (its form, schema and Radix Dialog) loads when it first opens, not with the page.
const CsvImportDialog = lazyDialog<ComponentProps<typeof CsvImportDialogView>>(
  () => import("./csv-import-dialog").then((m) => ({ default: m.CsvImportDialog })),
  (p) => p.open,
);

// The dialog (its form and schema, Radix Dialog) loads when it first opens, not with the page.
const CostIndexDialog = lazyDialog<ComponentProps<typeof CostIndexDialogView>>(
  () => import("./cost-index-dialog").then((m) => ({ default: m.CostIndexDialog })),
  (p) => p.series !== null,
);

type Props = {
  companyUid: string;
  canEdit: boolean;
  initial: Collection<CostIndexSummaryDto>;
  initialSeries: CostIndexDto | null;
};

const shownPoints = 24;

/** The change over the last year of a series ("+3.9 % over 12 months"), when it covers a year. */
function yearChange(series: CostIndexDto): string | null {
  const last = series.points.at(-1);
  if (!last) return null;
  const frequency = series.frequency as Frequency;
  const [y, m] = last.period.split("-").map(Number);
  const back = periodStartFromNumber(
    periodNumber({ year: y!, month: m! }, frequency) - (frequency === "monthly" ? 12 : 4),
    frequency,
  );
  const factor = timeFactor(prepareSeries({ frequency, points: series.points }), back, last.period);
  return factor.ok ? `${formatChange(factor.factor)} over 12 months` : null;
}

/** Cost index series: pick one, see its trend and values, import CSV into it or start a new one. */
export function CostIndexPanel({ companyUid, canEdit, initial, initialSeries }: Props) {
  const queryClient = useQueryClient();
  const id = useId();
  const listKey = referenceKeys.costIndexes(companyUid);
  const { data: list } = useQuery({
    queryKey: listKey,
    queryFn: () => api<Collection<CostIndexSummaryDto>>("/reference/cost-index"),
    initialData: initial,
  });
  const all = items(list);
  const [chosen, setChosen] = useState<string | null>(initialSeries?.uid ?? all[0]?.uid ?? null);
  const selectedUid = all.some((s) => s.uid === chosen) ? chosen : (all[0]?.uid ?? null);
  const { data: series } = useQuery({
    queryKey: referenceKeys.costIndex(companyUid, selectedUid ?? "none"),
    queryFn: () => api<CostIndexDto>(`/reference/cost-index/${selectedUid}`),
    enabled: selectedUid !== null,
    initialData: initialSeries && initialSeries.uid === selectedUid ? initialSeries : undefined,
  });
  const summary = all.find((s) => s.uid === selectedUid) ?? null;
  const [showAll, setShowAll] = useState(false);
  const [importing, setImporting] = useState<"into" | "new" | null>(null);
  const [newName, setNewName] = useState("");
  const [newFrequency, setNewFrequency] = useState<Frequency>("monthly");
  const [editing, setEditing] = useState<CostIndexSummaryDto | null>(null);
  const [deleting, setDeleting] = useState<CostIndexSummaryDto | null>(null);

  const refresh = () =>
    queryClient.invalidateQueries({
      queryKey: [...referenceKeys.all(companyUid)],
      predicate: (q) => {
        const part = q.queryKey[3];
        return part === "cost-indexes" || part === "cost-index";
      },
    });

  const newest = useMemo(() => (series ? [...series.points].reverse() : []), [series]);
  const visible = showAll ? newest : newest.slice(0, shownPoints);

  async function remove(target: CostIndexSummaryDto) {
    try {
      await api(`/reference/cost-index/${target.uid}`, {
        method: "DELETE",
        headers: ifMatch(target.version),
      });
      toast({ title: "Deleted", description: `${target.name} was removed.` });
      setChosen(null);
    } catch (e) {
      toast({ variant: "destructive", title: "Error", description: errorMessage(e) });
    } finally {
      await refresh();
    }
  }

  return (
    <div className="grid min-w-0 grid-cols-1 gap-4">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div className="grid min-w-0 flex-1 basis-64 gap-2">
          <Label htmlFor={`${id}-series`}>Series</Label>
          <NativeSelect
            id={`${id}-series`}
            value={selectedUid ?? ""}
            onChange={(e) => setChosen(e.target.value)}
          >
            {all.map((s) => (
              <option key={s.uid} value={s.uid}>
                {s.name}
              </option>
            ))}
            {all.length === 0 && <option value="">No series yet</option>}
          </NativeSelect>
        </div>
        {canEdit && (
          <Button variant="outline" onClick={() => setImporting("new")}>
            <Plus />
            New series from CSV
          </Button>
        )}
      </div>

      {summary && series && (
        <section
          aria-labelledby={`${id}-title`}
          className="grid min-w-0 grid-cols-1 gap-4 rounded-lg border p-4"
        >
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="grid min-w-0 gap-1">
              <h3 id={`${id}-title`} className="flex flex-wrap items-center gap-2 font-medium">
                {series.name}
                {series.is_sample && <Badge variant="outline">Sample data</Badge>}
              </h3>
              <p className="text-muted-foreground text-sm">
                {series.frequency === "monthly" ? "Monthly" : "Quarterly"}
                {series.base_label && ` · ${series.base_label}`}
                {series.first_period &&
                  series.last_period &&
                  ` · ${periodLabel(series.first_period, series.frequency)} – ${periodLabel(series.last_period, series.frequency)}`}
              </p>
            </div>
            {canEdit && (
              <div className="flex flex-wrap gap-2">
                <Button size="sm" variant="outline" onClick={() => setImporting("into")}>
                  <Upload />
                  Import CSV
                </Button>
                <Button size="sm" variant="outline" onClick={() => setEditing(summary)}>
                  <Pencil />
                  Edit
                </Button>
                <Button size="sm" variant="outline" onClick={() => setDeleting(summary)}>
                  <Trash2 />
                  Delete
                </Button>
              </div>
            )}
          </div>
          {series.is_sample && (
            <p className="text-muted-foreground text-sm">
              Illustrative numbers shipped so normalisation works from day one. Import your own index (or a
              published one you license) and delete this sample when you are ready.
            </p>
          )}
          {series.points.length > 1 && (
            <div className="grid gap-1">
              <Sparkline
                values={series.points.map((p) => p.value)}
                label={`${series.name}: ${formatIndexValue(series.points[0]!.value)} to ${formatIndexValue(series.latest_value ?? 0)}`}
                className="h-20 w-full text-primary"
              />
              <div className="flex justify-between text-muted-foreground text-xs tabular-nums">
                <span>{series.points[0]!.label}</span>
                <span>
                  Latest {formatIndexValue(series.latest_value ?? 0)}
                  {yearChange(series) && ` · ${yearChange(series)}`}
                </span>
                <span>{series.points.at(-1)!.label}</span>
              </div>
            </div>
          )}
          <div className="rounded-md border sm:max-w-md">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Period</TableHead>
                  <TableHead numeric>Value</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {visible.map((p) => (
                  <TableRow key={p.period}>
                    <TableCell className="tabular-nums">{p.label}</TableCell>
                    <TableCell numeric>{formatIndexValue(p.value)}</TableCell>
                  </TableRow>
                ))}
                {series.points.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={2} className="py-6 text-center text-muted-foreground">
                      No values yet. Import a CSV of period and value.
                    </TableCell>
                  </TableRow>
                )}
              </TableBody>
            </Table>
          </div>
          {newest.length > shownPoints && (
            <Button
              variant="ghost"
              size="sm"
              className="justify-self-start"
              onClick={() => setShowAll(!showAll)}
            >
              {showAll ? "Show the latest 24" : `Show all ${newest.length} values`}
            </Button>
          )}
        </section>
      )}

      <CsvImportDialog
        open={importing === "into"}
        onOpenChange={(open) => !open && setImporting(null)}
        title={`Import into ${summary?.name ?? "the series"}`}
        description="Adds or updates values by period. Periods such as 2024-03, 3/2024 or 2024-Q1 are read."
        template={"period,value\n2026-11,184.31\n2026-12,184.90"}
        path="/reference/cost-index/import"
        extra={{ series_uid: summary?.uid }}
        headers={summary ? ifMatch(summary.version) : undefined}
        onImported={async (r) => {
          toast({ title: "Imported", description: `${r.imported} values were imported.` });
          await refresh();
        }}
      />
      <CsvImportDialog
        open={importing === "new"}
        onOpenChange={(open) => !open && setImporting(null)}
        title="New cost index from CSV"
        description="A new series with the values in the file."
        template={"period,value\n2025-01,100\n2025-02,100.4"}
        path="/reference/cost-index/import"
        extra={{ name: newName, frequency: newFrequency }}
        onImported={async (r) => {
          toast({ title: "Imported", description: `${newName} was created with ${r.imported} values.` });
          setNewName("");
          await refresh();
        }}
      >
        <div className="grid gap-2 sm:grid-cols-[1fr_10rem]">
          <div className="grid gap-2">
            <Label htmlFor={`${id}-new-name`}>Name</Label>
            <Input id={`${id}-new-name`} value={newName} onChange={(e) => setNewName(e.target.value)} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-new-frequency`}>Frequency</Label>
            <NativeSelect
              id={`${id}-new-frequency`}
              value={newFrequency}
              onChange={(e) => setNewFrequency(e.target.value as Frequency)}
            >
              <option value="monthly">Monthly</option>
              <option value="quarterly">Quarterly</option>
            </NativeSelect>
          </div>
        </div>
      </CsvImportDialog>
      <CostIndexDialog series={editing} onClose={() => setEditing(null)} onSaved={refresh} />
      <DeleteConfirm
        target={deleting}
        onDone={() => setDeleting(null)}
        remove={remove}
        title={(d) => `Delete ${d.name}?`}
        description={`Its ${deleting?.point_count ?? 0} values are deleted with it.`}
      />
    </div>
  );
}
