"use client";

import { Download, Settings2 } from "lucide-react";
import dynamic from "next/dynamic";
import { useState } from "react";
import { lazyDialog } from "@/components/feedback/lazy-with-retry";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import type { LocationPointDto } from "@/lib/contract/market";
import type { EscalationRateDto } from "@/lib/contract/reference";
import { type MarketFilters as Filters, inRange } from "@/lib/domain/market/filters";
import {
  buildingTypeOptions,
  chartedSeries,
  listedSeries,
  metroOptions,
  monthText,
} from "@/lib/domain/market/selection";
import type { MarketKind } from "@/lib/domain/market/series";
import type { MarketAdminProps } from "./market-admin";
import { MarketFilters } from "./market-filters";
import { SeriesCard, type SeriesWithPoints } from "./series-card";
import { useMarketFilters } from "./use-market-filters";

// The cards below the first chart are server-rendered with the page; their code is a chunk of its own that
// hydrates when it arrives (first-load JS budget), as the CSV writer loads on the first download.
const LocationCard = dynamic(() => import("./location-card").then((m) => m.LocationCard));
const EscalationCard = dynamic(() => import("./escalation-card").then((m) => m.EscalationCard));

const MarketAdmin = lazyDialog<MarketAdminProps>(
  () => import("./market-admin").then((m) => ({ default: m.MarketAdmin })),
  (p) => p.open,
);

type Props = {
  data: { series: SeriesWithPoints[]; escalation: EscalationRateDto[]; locations: LocationPointDto[] };
  initialFilters: Filters;
  isStaff: boolean;
  canEditReference: boolean;
};

function download(text: string, name: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "text/csv;charset=utf-8" }));
  const a = Object.assign(document.createElement("a"), { href: url, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
}

/** /market: filters in the URL, cost index trends, material prices, escalation and location indexes. */
export function MarketView({ data, initialFilters, isStaff, canEditReference }: Props) {
  const [filters, update] = useMarketFilters(initialFilters);
  const [managing, setManaging] = useState(false);
  const { series } = data;
  const listed = (kind: MarketKind) => listedSeries(series, kind, filters);
  const charted = (kind: MarketKind) => chartedSeries(series, kind, filters);
  const indexes = { listed: listed("cost_index"), charted: charted("cost_index") };
  const materials = { listed: listed("material_price"), charted: charted("material_price") };
  const visible = [...indexes.charted, ...materials.charted];
  const sample = [...indexes.listed, ...materials.listed].some((s) => s.is_sample);

  const toggle = (kind: MarketKind) => (uid: string) => {
    const current = charted(kind).map((s) => s.uid);
    const next = current.includes(uid) ? current.filter((u) => u !== uid) : [...current, uid];
    const others = filters.series.filter((u) => !listed(kind).some((s) => s.uid === u));
    update({ series: [...others, ...next] });
  };
  const brush = (from: number, to: number) => update({ from: monthText(from), to: monthText(to) });
  const exportCsv = async () => {
    const { seriesCsv } = await import("@/lib/domain/market/export");
    const rows = visible.map((s) => ({ ...s, points: s.points.filter((p) => inRange(p.period, filters)) }));
    download(seriesCsv(rows), `market-series-${new Date().toISOString().slice(0, 10)}.csv`);
  };

  return (
    <div className="grid min-w-0 gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="font-semibold text-2xl tracking-tight">Market</h1>
          <p className="text-muted-foreground">
            Construction cost indexes, material prices, escalation and location indexes.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {isStaff && (
            <Button variant="outline" onClick={() => setManaging(true)}>
              <Settings2 aria-hidden="true" />
              Manage series
            </Button>
          )}
          <Button variant="outline" onClick={exportCsv} disabled={visible.length === 0}>
            <Download aria-hidden="true" />
            Download CSV
          </Button>
        </div>
      </div>
      <MarketFilters
        filters={filters}
        onChange={update}
        metros={metroOptions(series, filters.region)}
        buildingTypes={buildingTypeOptions(series)}
      />
      {sample && (
        <Alert data-testid="market-sample-notice">
          <AlertDescription>
            <p>
              Series marked <strong>Sample data</strong> are illustrative figures shipped with Plinth, not
              published prices or indexes. They are replaced when real data is imported.
            </p>
          </AlertDescription>
        </Alert>
      )}
      <SeriesCard
        testId="market-cost-indexes"
        title="Construction cost index trends"
        description="National, regional and metro indexes. Drag across the chart to zoom to a range of months."
        listed={indexes.listed}
        charted={indexes.charted}
        filters={filters}
        onToggle={toggle("cost_index")}
        onBrush={brush}
      />
      <div className="grid gap-6 xl:grid-cols-2 [&>*]:min-w-0">
        <LocationCard
          locations={data.locations}
          region={filters.region}
          metro={filters.metro}
          onChooseMetro={(metro) => update({ metro })}
        />
        <EscalationCard rates={data.escalation} canEdit={canEditReference} />
      </div>
      <SeriesCard
        testId="market-materials"
        title="Material prices"
        description="Each line is its price against the first month shown (= 100); the tooltip gives the price."
        listed={materials.listed}
        charted={materials.charted}
        filters={filters}
        rebase
        onToggle={toggle("material_price")}
        onBrush={brush}
      />
      {isStaff && <MarketAdmin open={managing} onOpenChange={setManaging} series={series} />}
    </div>
  );
}
