"use client";

import { type KeyboardEvent, useEffect, useState } from "react";
import { ChartTooltip } from "@/components/charts/chart-tooltip";
import { useWidth } from "@/components/charts/scales";
import { UsBaseMap } from "@/components/project/map/offline-map-parts";
import {
  loadStatePaths,
  mapHeight,
  mapWidth,
  projectPoint,
  type StatePaths,
} from "@/components/project/map/us-geometry";
import type { LocationPointDto } from "@/lib/contract/market";
import { type MarketRegion, regionOfState, stateOfMetroKey } from "@/lib/domain/market/series";

// The company's location indexes on the project database's offline US map (us-atlas + d3-geo, loaded as a
// chunk of its own): a circle per metro or state, warm above the national average of 100, cool below, its
// size the distance from 100. A metro's circle chooses it as the page's metro.

type Props = {
  locations: LocationPointDto[];
  region: MarketRegion | null;
  metro: string | null;
  onChooseMetro: (key: string) => void;
};

const regionOf = (l: LocationPointDto) =>
  regionOfState(l.kind === "metro" ? (stateOfMetroKey(l.key) ?? "") : l.key);
const noView = { k: 1, tx: 0, ty: 0 };

export function LocationMap({ locations, region, metro, onChooseMetro }: Props) {
  const [paths, setPaths] = useState<StatePaths | null>(null);
  const [active, setActive] = useState<string | null>(null);
  const [frame, width] = useWidth<HTMLDivElement>(mapWidth);
  useEffect(() => {
    let live = true;
    loadStatePaths().then(
      (p) => live && setPaths(p),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  const scale = width / mapWidth;
  const placed = locations.flatMap((l) => {
    const at = l.lat !== null && l.lng !== null ? projectPoint(l.lat, l.lng) : null;
    return at ? [{ ...l, x: at[0], y: at[1], dim: region !== null && regionOf(l) !== region }] : [];
  });
  // States first, so metro circles sit on top of them.
  placed.sort((a, b) => (a.kind === b.kind ? b.value - a.value : a.kind === "state" ? -1 : 1));
  const shown = placed.find((p) => p.uid === active);
  const choose = (p: (typeof placed)[number]) => p.kind === "metro" && onChooseMetro(p.key);
  const onKey = (e: KeyboardEvent, p: (typeof placed)[number]) => {
    if (e.key === "Enter" || e.key === " ") {
      e.preventDefault();
      choose(p);
    }
  };
  return (
    <div ref={frame} className="relative w-full" style={{ aspectRatio: `${mapWidth} / ${mapHeight}` }}>
      <svg
        viewBox={`0 0 ${mapWidth} ${mapHeight}`}
        className="h-full w-full"
        role="group"
        aria-label="Location indexes on a map of the United States"
      >
        <UsBaseMap paths={paths} view={noView} />
        {placed.map((p) => {
          const r = (4 + Math.min(14, Math.abs(p.value - 100) * 0.45)) / Math.max(0.5, scale);
          const selected = p.kind === "metro" && p.key === metro;
          return (
            <g
              key={p.uid}
              role="button"
              tabIndex={0}
              aria-label={`${p.label}: ${p.value.toFixed(1)}${p.kind === "metro" ? ", choose this metro" : ""}`}
              aria-pressed={p.kind === "metro" ? selected : undefined}
              onPointerEnter={() => setActive(p.uid)}
              onPointerLeave={() => setActive(null)}
              onFocus={() => setActive(p.uid)}
              onBlur={() => setActive(null)}
              onClick={() => choose(p)}
              onKeyDown={(e) => onKey(e, p)}
              className="cursor-pointer outline-none [&:focus-visible>circle]:stroke-ring"
              opacity={p.dim ? 0.25 : 1}
            >
              <circle
                cx={p.x}
                cy={p.y}
                r={r}
                fill={p.value >= 100 ? "var(--chart-1)" : "var(--chart-3)"}
                fillOpacity={p.kind === "state" ? 0.35 : 0.8}
                className="stroke-background"
                strokeWidth={(selected ? 3 : 1.5) / Math.max(0.5, scale)}
                style={selected ? { stroke: "var(--foreground)" } : undefined}
              />
            </g>
          );
        })}
      </svg>
      {shown && (
        <ChartTooltip
          x={shown.x * scale}
          y={shown.y * scale}
          width={width}
          title={shown.label}
          rows={[
            { label: "Location index", value: shown.value.toFixed(1) },
            {
              label: "vs national average",
              value: `${shown.value >= 100 ? "+" : "−"}${Math.abs(shown.value - 100).toFixed(1)}%`,
            },
          ]}
        />
      )}
    </div>
  );
}
