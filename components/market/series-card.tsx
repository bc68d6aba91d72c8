"use client";

import dynamic from "next/dynamic";
import type { ReactNode } from "react";
import type { LineSeries } from "@/components/charts/line-chart";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { MarketSeriesDto } from "@/lib/contract/market";
import type { MarketPoint } from "@/lib/domain/market/change";
import { inRange, type MarketFilters } from "@/lib/domain/market/filters";
import { monthNumber, monthShort, monthTicks } from "@/lib/domain/market/selection";
import { formatMarketValue, lineStyle } from "./format";

// The chart kit is its own chunk: server-rendered with the page, its code arrives after the first paint.
export const LineChart = dynamic(() => import("@/components/charts/line-chart").then((m) => m.LineChart), {
  loading: () => <div className="h-[260px] animate-pulse rounded-md bg-muted/40" />,
});

// Server-rendered too; its code hydrates when it arrives.
const SeriesTable = dynamic(() => import("./series-table").then((m) => m.SeriesTable));

export type SeriesWithPoints = MarketSeriesDto & { points: MarketPoint[] };

type Props = {
  title: string;
  description: ReactNode;
  listed: SeriesWithPoints[];
  charted: SeriesWithPoints[];
  filters: MarketFilters;
  /** Rebase every line to 100 at the first month shown (prices in different units on one chart). */
  rebase?: boolean;
  onToggle: (uid: string) => void;
  onBrush: (from: number, to: number) => void;
  testId: string;
};

/** A chart of the charted series within the date range, above the table of every listed series. */
export function SeriesCard({
  title,
  description,
  listed,
  charted,
  filters,
  rebase,
  onToggle,
  onBrush,
  testId,
}: Props) {
  const colors = new Map(charted.map((s, i) => [s.uid, lineStyle(i).color]));
  const lines: LineSeries[] = charted.map((s, i) => {
    const points = s.points.filter((p) => inRange(p.period, filters));
    const base = points[0]?.value ?? 1;
    return {
      key: s.uid,
      label: s.name,
      ...lineStyle(i),
      points: points.map((p) => ({ x: monthNumber(p.period), y: rebase ? (p.value / base) * 100 : p.value })),
      format: (y: number) => {
        const value = rebase ? (y * base) / 100 : y;
        return rebase
          ? `${formatMarketValue(value, s.unit)} · ${y.toFixed(1)}`
          : formatMarketValue(value, s.unit);
      },
    };
  });
  const empty = lines.every((l) => l.points.length === 0);
  return (
    <Card data-testid={testId}>
      <CardHeader>
        <CardTitle>
          <h2>{title}</h2>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="grid min-w-0 gap-4">
        {empty ? (
          <p className="rounded-md border border-dashed p-6 text-center text-muted-foreground text-sm">
            No points in the chosen months.
          </p>
        ) : (
          <LineChart
            series={lines}
            label={`${title}: ${charted.map((s) => s.name).join(", ")}`}
            formatX={monthShort}
            xTicks={monthTicks}
            formatY={(y) =>
              rebase || charted[0]?.unit === "index" ? y.toFixed(0) : formatMarketValue(y, charted[0]!.unit)
            }
            onBrush={onBrush}
          />
        )}
        <SeriesTable
          label={`${title} series`}
          series={listed}
          charted={new Set(charted.map((s) => s.uid))}
          colors={colors}
          onToggle={onToggle}
        />
      </CardContent>
    </Card>
  );
}
