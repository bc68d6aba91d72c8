"use client";

import { useQuery } from "@tanstack/react-query";
import { useId, useMemo, useState } from "react";
import { DialogHeading } from "@/components/shared/dialog-heading";
import { ApiFormElement, FormMessage, SubmitButton } from "@/components/shared/form-kit";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter } from "@/components/ui/dialog";
import { FieldError } from "@/components/ui/field-error";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { ApiClientError, api } from "@/lib/client/api";
import { referenceKeys } from "@/lib/client/reference";
import { type Collection, items } from "@/lib/client/settings";
import { useApiForm } from "@/lib/client/use-api-form";
import { toast } from "@/lib/client/use-toast";
import type {
  CostIndexDto,
  CostIndexSummaryDto,
  DerivedRatesDto,
  EscalationRateDto,
} from "@/lib/contract/reference";
import { pastRatesFromIndex } from "@/lib/domain/reference/escalation";
import { prepareSeries } from "@/lib/domain/reference/normalisation";
import { periodLabel } from "@/lib/domain/reference/periods";
import { formatPercent } from "./format";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  companyUid: string;
  initialIndexes: Collection<CostIndexSummaryDto>;
  rates: readonly EscalationRateDto[];
  version: number;
  thisYear: number;
  onDerived: () => Promise<unknown>;
};

const span = (s: CostIndexSummaryDto) =>
  s.first_period && s.last_period
    ? `${periodLabel(s.first_period, s.frequency)} – ${periodLabel(s.last_period, s.frequency)}`
    : "no values";

const yearRange = (years: readonly number[]) =>
  years.length === 1 ? String(years[0]) : `${years[0]}–${years.at(-1)}`;

/**
 * Settings › Cost data › Escalation: the past years of the table recomputed from a cost index (calendar
 * year, January to January), previewed here with the same domain function the server runs.
 */
export function DeriveEscalationDialog(props: Props) {
  const { open, onOpenChange, companyUid, initialIndexes, rates, version, thisYear, onDerived } = props;
  const id = useId();
  const { data: list } = useQuery({
    queryKey: referenceKeys.costIndexes(companyUid),
    queryFn: () => api<Collection<CostIndexSummaryDto>>("/reference/cost-index"),
    initialData: initialIndexes,
    enabled: open,
    // Read afresh at each opening: a series may have been added since the page loaded.
    staleTime: 0,
  });
  const indexes = items(list);
  const [chosen, setChosen] = useState<string | null>(null);
  const selected = indexes.find((s) => s.uid === chosen) ?? indexes[0] ?? null;
  const { data: series, isPending: loading } = useQuery({
    queryKey: referenceKeys.costIndex(companyUid, selected?.uid ?? "none"),
    queryFn: () => api<CostIndexDto>(`/reference/cost-index/${selected?.uid}`),
    enabled: open && selected !== null,
  });
  const preview = useMemo(
    () =>
      series
        ? pastRatesFromIndex(prepareSeries({ frequency: series.frequency, points: series.points }), thisYear)
        : [],
    [series, thisYear],
  );
  const current = new Map(rates.map((r) => [r.year, r.rate_percent]));
  const kit = useApiForm({
    defaultValues: {},
    submit: async () => {
      if (!selected) return;
      const result = await api<DerivedRatesDto>("/reference/escalation-rate/derive", {
        method: "POST",
        body: { cost_index_uid: selected.uid },
        ifMatch: version,
      });
      const years = result.derived.map((r) => r.year);
      toast({
        title: "Past years derived",
        description: `${years.length} ${years.length === 1 ? "year" : "years"} (${yearRange(years)}) now follow ${selected.name}.`,
      });
      await onDerived();
      onOpenChange(false);
    },
    onError: async (error) => {
      if (!(error instanceof ApiClientError && error.status === 412)) return;
      await onDerived();
      return "Someone else changed the table meanwhile. Check it, then derive again.";
    },
  });

  function close(next: boolean) {
    if (kit.pending) return;
    if (!next) kit.restart();
    onOpenChange(next);
  }

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="sm:max-w-lg">
        <ApiFormElement kit={kit} className="grid min-w-0 gap-4">
          <DialogHeading
            title="Derive past years from the cost index"
            description={
              <>
                Each past year becomes the change of the index from its January to the next January.{" "}
                {thisYear} and later stay your forecast; years the index does not span keep their rate.
              </>
            }
          />
          <div className="grid gap-2">
            <Label htmlFor={`${id}-index`}>Cost index</Label>
            <NativeSelect
              id={`${id}-index`}
              value={selected?.uid ?? ""}
              onChange={(e) => {
                setChosen(e.target.value);
                kit.restart();
              }}
              disabled={indexes.length === 0}
              aria-describedby={`${id}-index-error`}
            >
              {indexes.map((s) => (
                <option key={s.uid} value={s.uid}>
                  {s.name} · {span(s)}
                </option>
              ))}
            </NativeSelect>
            <FieldError
              id={`${id}-index-error`}
              message={indexes.length === 0 ? "Add a cost index first (Cost index tab)." : undefined}
            />
          </div>
          <DerivePreview loading={loading && selected !== null} preview={preview} current={current} />
          <FormMessage kit={kit} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => close(false)} disabled={kit.pending}>
              Cancel
            </Button>
            <SubmitButton kit={kit} disabled={loading || preview.length === 0}>
              {preview.length > 0
                ? `Replace ${preview.length} ${preview.length === 1 ? "year" : "years"}`
                : "Replace"}
            </SubmitButton>
          </DialogFooter>
        </ApiFormElement>
      </DialogContent>
    </Dialog>
  );
}

type PreviewProps = {
  loading: boolean;
  preview: readonly { year: number; ratePercent: number }[];
  current: ReadonlyMap<number, number>;
};

/** The years the action will write, the rate the table has now beside the one the index gives. */
function DerivePreview({ loading, preview, current }: PreviewProps) {
  if (loading) {
    return (
      <p className="flex items-center gap-2 text-muted-foreground text-sm">
        <Spinner /> Reading the index…
      </p>
    );
  }
  if (preview.length === 0) {
    return (
      <p className="text-muted-foreground text-sm" data-testid="derive-preview-empty">
        This index does not span a whole past year (January to the next January).
      </p>
    );
  }
  const years = preview.map((r) => r.year);
  return (
    <div className="grid gap-2">
      <p className="text-sm" data-testid="derive-summary">
        Replaces {preview.length} {preview.length === 1 ? "year" : "years"}, {yearRange(years)}.
      </p>
      <div className="max-h-56 overflow-y-auto rounded-lg border" data-testid="derive-preview">
        <Table>
          <TableHeader className="sticky top-0 bg-background">
            <TableRow>
              <TableHead>Year</TableHead>
              <TableHead numeric>Now</TableHead>
              <TableHead numeric>From the index</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {preview.map((r) => {
              const now = current.get(r.year);
              const changed = now === undefined || Math.abs(now - r.ratePercent) > 1e-9;
              return (
                <TableRow key={r.year}>
                  <TableCell className="tabular-nums">{r.year}</TableCell>
                  <TableCell numeric className="text-muted-foreground">
                    {now === undefined ? "—" : formatPercent(now)}
                  </TableCell>
                  <TableCell numeric className={changed ? "font-medium" : "text-muted-foreground"}>
                    {formatPercent(r.ratePercent)}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </div>
    </div>
  );
}
