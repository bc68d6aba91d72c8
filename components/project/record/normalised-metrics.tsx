"use client";

import { Alert, AlertDescription } from "@/components/ui/alert";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { RecordDetailDto } from "@/lib/client/projects";
import { formatCurrency } from "@/lib/domain/money-format";
import { recordMetricLabels } from "@/lib/domain/project/types";
import { formatFactor } from "@/lib/domain/reference/factor-line";
import { formatNumber } from "../format";
import { type IndexRange, type RecordTargetValues, TargetControls } from "./target-controls";
import type { LocationChoice } from "./use-location-choices";

const factorKindLabels = { time: "Time", location: "Location", escalation: "Escalation" } as const;

export const metricLabel = (metric: string) =>
  recordMetricLabels[metric as keyof typeof recordMetricLabels] ?? metric;

type Props = {
  record: RecordDetailDto;
  targets: RecordTargetValues;
  locations: readonly LocationChoice[];
  onTargetsChange: (next: RecordTargetValues) => void;
  updating: boolean;
  targetError: string | null;
  indexRange: IndexRange | null;
};

/** Cost per metric as recorded and moved to the target date and place, with every factor visible. */
export function NormalisedMetrics({
  record,
  targets,
  locations,
  onTargetsChange,
  updating,
  targetError,
  indexRange,
}: Props) {
  const normalised = record.normalised;
  return (
    <Card className="gap-4" data-testid="normalised-metrics">
      <CardHeader>
        <CardTitle>Normalised costs</CardTitle>
        <CardDescription>
          Moved from the cost basis date ({record.cost_basis_date}) and the project's place to the target.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <TargetControls
          value={targets}
          locations={locations}
          onChange={onTargetsChange}
          error={targetError}
          indexRange={indexRange}
        />
        <div className="grid gap-1" aria-live="polite" aria-busy={updating}>
          <p className="font-medium font-mono text-base tabular-nums" data-testid="normalisation-factors">
            {normalised?.label || "× 1.00 (no adjustment)"}
          </p>
          {normalised && normalised.factors.length > 0 && (
            <ul className="grid gap-0.5 text-muted-foreground text-xs">
              {normalised.factors.map((f) => (
                <li key={f.kind}>
                  {factorKindLabels[f.kind] ?? f.kind} {formatFactor(f.factor)} — {f.detail}
                </li>
              ))}
            </ul>
          )}
          {normalised?.note && (
            <p className="text-muted-foreground text-xs" data-testid="normalisation-note">
              Time: {normalised.note}.
            </p>
          )}
          {normalised && normalised.factors.length > 0 && (
            <p className="text-muted-foreground text-xs" data-testid="rounding-note">
              Each figure is the recorded amount × the index ratios above, rounded once to the cent (half away
              from zero).
            </p>
          )}
          {normalised?.warning && (
            <Alert className="mt-2">
              <AlertDescription>{normalised.warning}</AlertDescription>
            </Alert>
          )}
        </div>
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Metric</TableHead>
              <TableHead numeric>Quantity</TableHead>
              <TableHead numeric>As recorded</TableHead>
              <TableHead numeric>Normalised</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            <TableRow>
              <TableCell className="font-medium">Total</TableCell>
              <TableCell numeric>—</TableCell>
              <TableCell numeric>{formatCurrency(record.total_cents)}</TableCell>
              <TableCell numeric data-testid="normalised-total">
                {normalised ? formatCurrency(normalised.total_cents) : "—"}
              </TableCell>
            </TableRow>
            {record.per_metric.map((m) => (
              <TableRow key={m.metric}>
                <TableCell className="font-medium">Cost / {metricLabel(m.metric)}</TableCell>
                <TableCell numeric>{formatNumber(m.value, 5)}</TableCell>
                <TableCell numeric>{formatCurrency(m.cost_cents)}</TableCell>
                <TableCell numeric data-testid={`normalised-${m.metric}`}>
                  {m.normalised_cents === undefined ? "—" : formatCurrency(m.normalised_cents)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {record.per_metric.length === 0 && (
          <p className="text-muted-foreground text-sm">No building metrics recorded (GSF, units …).</p>
        )}
      </CardContent>
    </Card>
  );
}
