"use client";

import Link from "next/link";
import type { LineSeries } from "@/components/charts/line-chart";
import { Badge } from "@/components/ui/badge";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { EscalationRateDto } from "@/lib/contract/reference";
import { LineChart } from "./series-card";

const percent = (y: number) => `${y.toFixed(1)}%`;

/** The company's escalation table (Settings › Cost data): past years as they were, the forecast dashed. */
export function EscalationCard({ rates, canEdit }: { rates: EscalationRateDto[]; canEdit: boolean }) {
  const actual = rates.filter((r) => r.kind === "actual");
  const forecast = rates.filter((r) => r.kind === "forecast");
  // The forecast line starts at the last actual year, so the two lines meet.
  const joined = actual.length && forecast.length ? [actual.at(-1)!, ...forecast] : forecast;
  const lines: LineSeries[] = [
    {
      key: "actual",
      label: "Escalation (actual)",
      color: "var(--chart-2)",
      points: actual.map((r) => ({ x: r.year, y: r.rate_percent })),
    },
    {
      key: "forecast",
      label: "Company forecast",
      color: "var(--chart-1)",
      dashed: true,
      points: joined.map((r) => ({ x: r.year, y: r.rate_percent })),
    },
  ].filter((l) => l.points.length);
  const next = forecast[0];
  const sample = rates.some((r) => r.is_sample);
  return (
    <Card data-testid="market-escalation">
      <CardHeader>
        <CardTitle>
          <h2>Escalation history and forecast</h2>
        </CardTitle>
        <CardDescription>
          Yearly cost escalation from your company's escalation table
          {next ? `; forecast for ${next.year}: ${percent(next.rate_percent)}` : ""}.
          {sample && (
            <Badge variant="outline" className="ml-2 text-[10px]">
              Sample data
            </Badge>
          )}
        </CardDescription>
        {canEdit && (
          <CardAction>
            <Link
              href="/settings/cost-data"
              className="text-primary text-sm underline-offset-4 hover:underline"
            >
              Edit the table
            </Link>
          </CardAction>
        )}
      </CardHeader>
      <CardContent>
        {lines.length ? (
          <LineChart
            series={lines}
            label="Escalation by year, actual and forecast"
            formatX={String}
            formatY={percent}
            height={220}
          />
        ) : (
          <p className="text-muted-foreground text-sm">Your company has no escalation table yet.</p>
        )}
      </CardContent>
    </Card>
  );
}
