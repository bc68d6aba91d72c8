"use client";

import { BarChart, type BarGroup, type BarSeries } from "@/components/charts/bar-chart";
import { BoxPlot, type BoxRow } from "@/components/charts/box-plot";
import { Card, CardContent } from "@/components/ui/card";
import type { ComparisonDto } from "@/lib/contract/comparison";
import { basisFigure } from "../format";

/** The divisions' rows (not markups or the total, which would dwarf them). */
const divisionRows = (c: ComparisonDto) => c.table.rows.filter((r) => r.kind === "division");

/** Bars per division: the benchmark median, and the reference estimate's figure when there is one. */
export function barData(c: ComparisonDto): { series: BarSeries[]; groups: BarGroup[] } {
  const reference = c.items.find((i) => i.is_reference);
  const series: BarSeries[] = [
    { key: "median", label: "Median", color: "var(--chart-2)" },
    reference
      ? { key: "reference", label: reference.name, color: "var(--chart-1)" }
      : { key: "average", label: "Average", color: "var(--chart-3)" },
  ];
  const groups = divisionRows(c).map((r) => ({
    key: r.division || "unassigned",
    label: r.label,
    values: { median: r.median_cents, reference: r.reference_cents, average: r.average_cents },
  }));
  return { series, groups };
}

/** A box per division over the benchmark items, each item a dot, outliers flagged, the reference a marker. */
export function boxData(c: ComparisonDto): BoxRow[] {
  const reference = c.items.find((i) => i.is_reference);
  return divisionRows(c).flatMap((r) => {
    if (r.median_cents === null || r.min_cents === null || r.max_cents === null) return [];
    const points = c.items.flatMap((item, i) => {
      const value = r.values[i];
      if (item.is_reference || value === null || value === undefined) return [];
      return [{ key: item.uid, label: item.name, value, outlier: r.outliers[i] ?? false }];
    });
    return [
      {
        key: r.division || "unassigned",
        label: r.label,
        min: r.min_cents,
        p25: r.p25_cents ?? r.min_cents,
        median: r.median_cents,
        p75: r.p75_cents ?? r.max_cents,
        max: r.max_cents,
        points,
        marker:
          reference && r.reference_cents !== null
            ? { label: reference.name, value: r.reference_cents }
            : null,
      },
    ];
  });
}

export function ComparisonCharts({ comparison }: { comparison: ComparisonDto }) {
  const format = (cents: number) => basisFigure(comparison.basis, cents);
  const bars = barData(comparison);
  const boxes = boxData(comparison);
  if (bars.groups.length === 0) return null;
  return (
    <div className="grid gap-4 xl:grid-cols-2" data-testid="comparison-charts">
      <Card>
        <CardContent>
          <BarChart
            title={`${comparison.basis_label} by division`}
            series={bars.series}
            groups={bars.groups}
            format={format}
            testId="division-bars"
          />
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          {boxes.length > 0 ? (
            <BoxPlot
              title={`Spread by division (${comparison.basis_label})`}
              rows={boxes}
              format={format}
              markerLabel={comparison.items.find((i) => i.is_reference)?.name ?? "Reference"}
              testId="division-box-plot"
            />
          ) : (
            <p className="text-muted-foreground text-sm">No division has figures to spread.</p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
