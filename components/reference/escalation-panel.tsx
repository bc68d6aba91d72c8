"use client";

import { useQuery } from "@tanstack/react-query";
import { Calculator } from "lucide-react";
import { type ComponentProps, useState } from "react";
import { lazyDialog } from "@/components/feedback/lazy-with-retry";
import { BorderedTable, EmptyRow } from "@/components/shared/bordered-table";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { TableCell, TableHead, TableRow } from "@/components/ui/table";
import { fetchVersioned, referenceKeys, type VersionedList } from "@/lib/client/reference";
import { type Collection, ifMatch, items } from "@/lib/client/settings";
import { toast } from "@/lib/client/use-toast";
import type { CostIndexSummaryDto, EscalationRateDto } from "@/lib/contract/reference";
import { formatFactor } from "@/lib/domain/reference/factor-line";
import { escalationFactor } from "@/lib/domain/reference/normalisation";
import type { CsvImportDialog as CsvImportDialogView } from "./csv-import-dialog";
import type { DeriveEscalationDialog as DeriveEscalationDialogView } from "./derive-escalation-dialog";
import { formatPercent } from "./format";
import { numberOrText } from "./number-cell";
import { DraftTable, TableActions, useTableDrafts } from "./table-drafts";

// The dialog (its form, schema and Radix Dialog) loads when it first opens, not with the page.
const DeriveEscalationDialog = lazyDialog<ComponentProps<typeof DeriveEscalationDialogView>>(
  () => import("./derive-escalation-dialog").then((m) => ({ default: m.DeriveEscalationDialog })),
  (p) => p.open,
);

// The dialog (its form, schema and Radix Dialog) loads when it first opens, not with the page.
const CsvImportDialog = lazyDialog<ComponentProps<typeof CsvImportDialogView>>(
  () => import("./csv-import-dialog").then((m) => ({ default: m.CsvImportDialog })),
  (p) => p.open,
);

type Props = {
  companyUid: string;
  canEdit: boolean;
  initial: VersionedList<EscalationRateDto>;
  costIndexes: Collection<CostIndexSummaryDto>;
  thisYear: number;
};
type Draft = { year: string; rate: string; kind: "actual" | "forecast"; is_sample: boolean };

const toDraft = (r: EscalationRateDto): Draft => ({
  year: String(r.year),
  rate: String(r.rate_percent),
  kind: r.kind,
  is_sample: r.is_sample,
});

/** The escalation table: a rate per year (past actual, future forecast) and the factor it gives. */
export function EscalationPanel({ companyUid, canEdit, initial, costIndexes, thisYear }: Props) {
  const key = referenceKeys.rates(companyUid);
  const { data } = useQuery({
    queryKey: key,
    queryFn: () => fetchVersioned<EscalationRateDto>("/reference/escalation-rate"),
    initialData: initial,
  });
  const rows = items(data.list);
  const editor = useTableDrafts<Draft>({
    queryKey: key,
    path: "/reference/escalation-rate",
    field: "rates",
    noun: "escalation rates",
    version: data.version,
    toBody: (d) => ({
      year: numberOrText(d.year),
      rate_percent: numberOrText(d.rate),
      kind: d.kind,
      is_sample: d.is_sample,
    }),
  });
  const { drafts, setDrafts, errors, edit, refresh } = editor;
  const [importing, setImporting] = useState(false);
  const [deriving, setDeriving] = useState(false);

  const rates = rows.map((r) => ({ year: r.year, ratePercent: r.rate_percent }));
  const start = `${thisYear}-01-01`;
  /** Factor from January of this year to January of `year` (below 1 for past years). */
  const factorTo = (year: number) => {
    const result = escalationFactor(rates, start, `${year}-01-01`);
    return result.ok ? formatFactor(result.factor) : "—";
  };

  function addYear() {
    if (!drafts) return;
    const last = drafts.at(-1);
    const year = last ? Number(last.year) + 1 : thisYear;
    setDrafts([
      ...drafts,
      { year: String(year), rate: last?.rate ?? "3", kind: "forecast", is_sample: false },
    ]);
  }

  return (
    <div className="grid min-w-0 grid-cols-1 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="max-w-prose text-muted-foreground text-sm">
          Estimates escalate to the construction midpoint by (1 + r)<sup>months/12</sup>, year by year with
          these rates. Past years come from the cost index; future years are your forecast.
        </p>
        {canEdit && drafts === null && (
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => setDeriving(true)}>
              <Calculator />
              Derive past years from the cost index
            </Button>
            <TableActions onImport={() => setImporting(true)} onEdit={() => setDrafts(rows.map(toDraft))} />
          </div>
        )}
      </div>

      {drafts === null ? (
        <BorderedTable
          heads={
            <>
              <TableHead>Year</TableHead>
              <TableHead numeric>Rate</TableHead>
              <TableHead>Kind</TableHead>
              <TableHead numeric className="hidden sm:table-cell">
                From Jan {thisYear}
              </TableHead>
            </>
          }
        >
          {rows.map((r) => (
            <TableRow key={r.uid}>
              <TableCell className="tabular-nums">{r.year}</TableCell>
              <TableCell numeric>{formatPercent(r.rate_percent)}</TableCell>
              <TableCell>
                <Badge variant={r.kind === "actual" ? "secondary" : "outline"}>
                  {r.kind === "actual" ? "Actual" : "Forecast"}
                </Badge>
                {r.is_sample && <span className="ml-2 text-muted-foreground text-xs">sample</span>}
              </TableCell>
              <TableCell numeric className="hidden text-muted-foreground sm:table-cell">
                {factorTo(r.year)}
              </TableCell>
            </TableRow>
          ))}
          {rows.length === 0 && <EmptyRow columns={4}>No escalation rates yet.</EmptyRow>}
        </BorderedTable>
      ) : (
        <DraftTable
          heads={
            <>
              <TableHead>Year</TableHead>
              <TableHead>Rate (%)</TableHead>
              <TableHead>Kind</TableHead>
            </>
          }
          editor={editor}
          addLabel="Add year"
          onAdd={addYear}
          columns={4}
          cells={(d, i) => (
            <>
              <TableCell className="min-w-24">
                <Input
                  aria-label={`Year, row ${i + 1}`}
                  value={d.year}
                  inputMode="numeric"
                  onChange={(e) => edit(i, { year: e.target.value })}
                  className="tabular-nums"
                />
              </TableCell>
              <TableCell className="min-w-24">
                <Input
                  aria-label={`Rate in percent, row ${i + 1}`}
                  value={d.rate}
                  inputMode="decimal"
                  onChange={(e) => edit(i, { rate: e.target.value })}
                  className="text-right tabular-nums"
                  aria-invalid={errors.has(i) ? true : undefined}
                />
              </TableCell>
              <TableCell className="min-w-32">
                <NativeSelect
                  aria-label={`Kind, row ${i + 1}`}
                  value={d.kind}
                  onChange={(e) => edit(i, { kind: e.target.value as Draft["kind"] })}
                >
                  <option value="actual">Actual</option>
                  <option value="forecast">Forecast</option>
                </NativeSelect>
              </TableCell>
            </>
          )}
        />
      )}

      {canEdit && (
        <DeriveEscalationDialog
          open={deriving}
          onOpenChange={setDeriving}
          companyUid={companyUid}
          initialIndexes={costIndexes}
          rates={rows}
          version={data.version}
          thisYear={thisYear}
          onDerived={refresh}
        />
      )}
      <CsvImportDialog
        open={importing}
        onOpenChange={setImporting}
        title="Import escalation rates"
        description={`A rate in percent per year. Without a kind column, years before ${thisYear} are actuals and the rest a forecast.`}
        template={"year,rate\n2031,3.2%\n2032,3.1"}
        path="/reference/escalation-rate/import"
        headers={ifMatch(data.version)}
        onImported={async (r) => {
          toast({ title: "Imported", description: `${r.imported} escalation rates were imported.` });
          await refresh();
        }}
      />
    </div>
  );
}
