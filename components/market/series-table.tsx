"use client";

import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { MarketSeriesDto } from "@/lib/contract/market";
import { formatChange } from "@/lib/domain/market/change";
import { marketRegionLabels } from "@/lib/domain/market/series";
import { cn } from "@/lib/utils";
import { formatMarketValue } from "./format";

type Props = {
  label: string;
  series: MarketSeriesDto[];
  charted: Set<string>;
  colors: Map<string, string>;
  onToggle: (uid: string) => void;
};

export function whereOf(s: MarketSeriesDto): string {
  const place = s.metro_label ?? marketRegionLabels[s.region];
  return s.building_type ? `${place} · ${s.building_type}` : place;
}

const changeClass = (c: number | null) => (c === null ? "text-muted-foreground" : undefined);

/** The listed series with the latest value and its change over 1, 3 and 12 months; a box charts it. */
export function SeriesTable({ label, series, charted, colors, onToggle }: Props) {
  return (
    <div className="overflow-x-auto rounded-md border">
      <Table aria-label={label}>
        <TableHeader>
          <TableRow>
            <TableHead className="w-8">
              <span className="sr-only">Show on the chart</span>
            </TableHead>
            <TableHead>Series</TableHead>
            <TableHead className="hidden md:table-cell">Where</TableHead>
            <TableHead numeric>Latest</TableHead>
            <TableHead numeric>1 mo</TableHead>
            <TableHead numeric className="hidden sm:table-cell">
              3 mo
            </TableHead>
            <TableHead numeric>12 mo</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {series.map((s) => {
            const on = charted.has(s.uid);
            const only = on && charted.size === 1;
            return (
              <TableRow key={s.uid} data-state={on ? "selected" : undefined}>
                <TableCell>
                  <input
                    type="checkbox"
                    className="size-4 align-middle"
                    style={{ accentColor: colors.get(s.uid) }}
                    checked={on}
                    disabled={only}
                    onChange={() => onToggle(s.uid)}
                    aria-label={`Show ${s.name} on the chart`}
                  />
                </TableCell>
                <TableCell className="max-w-56 whitespace-normal sm:max-w-none">
                  <span className="font-medium">{s.name}</span>
                  {s.is_sample && (
                    <Badge variant="outline" className="ml-2 align-middle text-[10px]">
                      Sample data
                    </Badge>
                  )}
                </TableCell>
                <TableCell className="hidden text-muted-foreground md:table-cell">{whereOf(s)}</TableCell>
                <TableCell numeric>{formatMarketValue(s.latest_value, s.unit)}</TableCell>
                {(["m1", "m3", "m12"] as const).map((w) => (
                  <TableCell
                    key={w}
                    numeric
                    className={cn(changeClass(s.changes[w]), w === "m3" && "hidden sm:table-cell")}
                  >
                    {formatChange(s.changes[w])}
                  </TableCell>
                ))}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}
