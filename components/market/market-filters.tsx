"use client";

import { RotateCcw } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import type { MarketFilters as Filters } from "@/lib/domain/market/filters";
import { type MarketRegion, marketRegionLabels, marketRegions } from "@/lib/domain/market/series";

type Props = {
  filters: Filters;
  onChange: (change: Partial<Filters>) => void;
  metros: { value: string; label: string }[];
  buildingTypes: string[];
};

/** Region, metro, building type and the range of months; every choice goes into the URL. */
export function MarketFilters({ filters, onChange, metros, buildingTypes }: Props) {
  const id = useId();
  const changed =
    filters.region ||
    filters.metro ||
    filters.buildingType ||
    filters.from ||
    filters.to ||
    filters.series.length;
  return (
    <section aria-label="Filters" className="grid grid-cols-2 items-end gap-3 md:grid-cols-3 lg:grid-cols-6">
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-region`}>Region</Label>
        <NativeSelect
          id={`${id}-region`}
          value={filters.region ?? ""}
          onChange={(e) => onChange({ region: (e.target.value || null) as MarketRegion | null, metro: null })}
        >
          <option value="">All regions</option>
          {marketRegions
            .filter((r) => r !== "national")
            .map((r) => (
              <option key={r} value={r}>
                {marketRegionLabels[r]}
              </option>
            ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-metro`}>Metro</Label>
        <NativeSelect
          id={`${id}-metro`}
          value={filters.metro ?? ""}
          onChange={(e) => onChange({ metro: e.target.value || null })}
        >
          <option value="">All metros</option>
          {metros.map((m) => (
            <option key={m.value} value={m.value}>
              {m.label}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-type`}>Building type</Label>
        <NativeSelect
          id={`${id}-type`}
          value={filters.buildingType ?? ""}
          onChange={(e) => onChange({ buildingType: e.target.value || null })}
        >
          <option value="">All construction</option>
          {buildingTypes.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-from`}>From</Label>
        <Input
          id={`${id}-from`}
          type="month"
          value={filters.from ?? ""}
          max={filters.to ?? undefined}
          onChange={(e) => onChange({ from: e.target.value || null })}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-to`}>To</Label>
        <Input
          id={`${id}-to`}
          type="month"
          value={filters.to ?? ""}
          min={filters.from ?? undefined}
          onChange={(e) => onChange({ to: e.target.value || null })}
        />
      </div>
      <Button
        type="button"
        variant="outline"
        disabled={!changed}
        onClick={() =>
          onChange({ region: null, metro: null, buildingType: null, from: null, to: null, series: [] })
        }
      >
        <RotateCcw aria-hidden="true" />
        Reset filters
      </Button>
    </section>
  );
}
