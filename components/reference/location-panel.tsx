"use client";

import { useQuery } from "@tanstack/react-query";
import { type ComponentProps, Fragment, useId, useMemo, useState } from "react";
import { lazyDialog } from "@/components/feedback/lazy-with-retry";
import { BorderedTable, EmptyRow } from "@/components/shared/bordered-table";
import { Badge } from "@/components/ui/badge";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { TableCell, TableHead, TableRow } from "@/components/ui/table";
import { fetchVersioned, referenceKeys, type VersionedList } from "@/lib/client/reference";
import { ifMatch, items } from "@/lib/client/settings";
import { toast } from "@/lib/client/use-toast";
import type { LocationIndexDto } from "@/lib/contract/reference";
import { formatFactor } from "@/lib/domain/reference/factor-line";
import { locationFactor, nationalAverage } from "@/lib/domain/reference/normalisation";
import type { CsvImportDialog as CsvImportDialogView } from "./csv-import-dialog";
import { formatIndexValue } from "./format";
import { numberOrText } from "./number-cell";
import { DraftTable, TableActions, useTableDrafts } from "./table-drafts";

// The dialog (its form, schema and Radix Dialog) loads when it first opens, not with the page.
const CsvImportDialog = lazyDialog<ComponentProps<typeof CsvImportDialogView>>(
  () => import("./csv-import-dialog").then((m) => ({ default: m.CsvImportDialog })),
  (p) => p.open,
);

type Props = { companyUid: string; canEdit: boolean; initial: VersionedList<LocationIndexDto> };
type Draft = {
  series_name: string;
  kind: "metro" | "state";
  key: string;
  label: string;
  value: string;
  is_sample: boolean;
};

const toDraft = (row: LocationIndexDto): Draft => ({ ...row, value: String(row.value) });

function PlaceSelect(props: {
  id: string;
  label: string;
  value: string;
  onChange: (uid: string) => void;
  rows: LocationIndexDto[];
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={props.id}>{props.label}</Label>
      <NativeSelect id={props.id} value={props.value} onChange={(e) => props.onChange(e.target.value)}>
        <option value="">National average (100)</option>
        {props.rows.map((r) => (
          <option key={r.uid} value={r.uid}>
            {r.label} ({formatIndexValue(r.value)})
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/** Location indexes (national average = 100), a quick A → B factor, and whole-table editing for admins. */
export function LocationPanel({ companyUid, canEdit, initial }: Props) {
  const id = useId();
  const key = referenceKeys.locations(companyUid);
  const { data } = useQuery({
    queryKey: key,
    queryFn: () => fetchVersioned<LocationIndexDto>("/reference/location-index"),
    initialData: initial,
  });
  const rows = items(data.list);
  const [filter, setFilter] = useState("");
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const [importing, setImporting] = useState(false);
  const editor = useTableDrafts<Draft>({
    queryKey: key,
    path: "/reference/location-index",
    field: "indexes",
    noun: "location indexes",
    version: data.version,
    toBody: (d) => ({
      series_name: d.series_name || undefined,
      kind: d.kind,
      key: d.key || undefined,
      label: d.label,
      value: numberOrText(d.value),
      is_sample: d.is_sample,
    }),
  });
  const { drafts, setDrafts, errors, edit, refresh } = editor;

  const shown = useMemo(() => {
    const term = filter.trim().toLowerCase();
    return rows.filter(
      (r) => !term || r.label.toLowerCase().includes(term) || r.key.toLowerCase().includes(term),
    );
  }, [rows, filter]);
  const byUid = new Map(rows.map((r) => [r.uid, r]));
  const place = (uid: string) => {
    const row = byUid.get(uid);
    return row ? { label: row.label, value: row.value } : nationalAverage;
  };
  const factor = locationFactor(place(from), place(to));

  return (
    <div className="grid min-w-0 grid-cols-1 gap-4">
      <section aria-labelledby={`${id}-calc`} className="grid gap-3 rounded-lg border p-4">
        <h3 id={`${id}-calc`} className="font-medium text-sm">
          Move a cost between places
        </h3>
        <div className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
          <PlaceSelect id={`${id}-from`} label="From" value={from} onChange={setFrom} rows={rows} />
          <PlaceSelect id={`${id}-to`} label="To" value={to} onChange={setTo} rows={rows} />
          <output className="font-semibold text-lg tabular-nums sm:pb-1" aria-live="polite">
            {formatFactor(factor.factor)} location
          </output>
        </div>
        <p className="text-muted-foreground text-xs">
          cost at B = cost at A × index B / index A · {factor.detail}
        </p>
      </section>

      <div className="flex flex-wrap items-center gap-2">
        <Input
          type="search"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          placeholder="Filter by metro or state"
          aria-label="Filter location indexes"
          className="min-w-0 flex-1 basis-48"
          disabled={drafts !== null}
        />
        {canEdit && drafts === null && (
          <TableActions onImport={() => setImporting(true)} onEdit={() => setDrafts(rows.map(toDraft))} />
        )}
      </div>

      {drafts === null ? (
        <BorderedTable
          heads={
            <>
              <TableHead>Place</TableHead>
              <TableHead className="hidden sm:table-cell">Kind</TableHead>
              <TableHead className="hidden md:table-cell">Key</TableHead>
              <TableHead numeric>Index</TableHead>
              <TableHead numeric className="hidden sm:table-cell">
                To national
              </TableHead>
            </>
          }
        >
          {shown.map((row, i) => (
            <Fragment key={row.uid}>
              {(i === 0 || shown[i - 1]!.series_name !== row.series_name) && (
                <TableRow className="bg-muted/40 hover:bg-muted/40">
                  <TableCell colSpan={5} className="whitespace-normal font-medium text-xs">
                    {row.series_name}
                    {row.is_sample && (
                      <Badge variant="outline" className="ml-2">
                        Sample data
                      </Badge>
                    )}
                  </TableCell>
                </TableRow>
              )}
              <TableRow>
                <TableCell>{row.label}</TableCell>
                <TableCell className="hidden text-muted-foreground capitalize sm:table-cell">
                  {row.kind}
                </TableCell>
                <TableCell className="hidden font-mono text-muted-foreground text-xs md:table-cell">
                  {row.key}
                </TableCell>
                <TableCell numeric>{formatIndexValue(row.value)}</TableCell>
                <TableCell numeric className="hidden text-muted-foreground sm:table-cell">
                  × {(100 / row.value).toFixed(3)}
                </TableCell>
              </TableRow>
            </Fragment>
          ))}
          {shown.length === 0 && (
            <EmptyRow columns={5}>
              {rows.length === 0 ? "No location indexes yet." : "Nothing matches the filter."}
            </EmptyRow>
          )}
        </BorderedTable>
      ) : (
        <DraftTable
          heads={
            <>
              <TableHead>Place</TableHead>
              <TableHead>Kind</TableHead>
              <TableHead>Key</TableHead>
              <TableHead numeric>Index</TableHead>
            </>
          }
          editor={editor}
          addLabel="Add row"
          onAdd={() =>
            setDrafts([
              ...drafts,
              {
                series_name: "Company location index",
                kind: "metro",
                key: "",
                label: "",
                value: "100",
                is_sample: false,
              },
            ])
          }
          columns={5}
          cells={(d, i) => (
            <>
              <TableCell className="min-w-44">
                <Input
                  aria-label={`Place, row ${i + 1}`}
                  value={d.label}
                  onChange={(e) => edit(i, { label: e.target.value })}
                />
              </TableCell>
              <TableCell className="min-w-28">
                <NativeSelect
                  aria-label={`Kind, row ${i + 1}`}
                  value={d.kind}
                  onChange={(e) => edit(i, { kind: e.target.value as Draft["kind"] })}
                >
                  <option value="metro">Metro</option>
                  <option value="state">State</option>
                </NativeSelect>
              </TableCell>
              <TableCell className="min-w-28">
                <Input
                  aria-label={`Key, row ${i + 1}`}
                  value={d.key}
                  placeholder={d.kind === "state" ? "TX" : "from the place"}
                  onChange={(e) => edit(i, { key: e.target.value })}
                  className="font-mono"
                />
              </TableCell>
              <TableCell className="min-w-24">
                <Input
                  aria-label={`Index, row ${i + 1}`}
                  value={d.value}
                  inputMode="decimal"
                  onChange={(e) => edit(i, { value: e.target.value })}
                  className="text-right tabular-nums"
                  aria-invalid={errors.has(i) ? true : undefined}
                />
              </TableCell>
            </>
          )}
        />
      )}

      <CsvImportDialog
        open={importing}
        onOpenChange={setImporting}
        title="Import location indexes"
        description="One row per metro or state, the index relative to a national average of 100. Two-letter keys are states."
        template={'label,value,key\n"Boise, ID",91.5,\nIdaho,90,ID'}
        path="/reference/location-index/import"
        headers={ifMatch(data.version)}
        onImported={async (r) => {
          toast({ title: "Imported", description: `${r.imported} location indexes were imported.` });
          await refresh();
        }}
      />
    </div>
  );
}
