"use client";

import { MinusIcon, PlusIcon, RotateCcwIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { clusterIconSize, clusterLabel, type MapMarkerData } from "./clustering";
import { clusterTitle, pointTitle } from "./marker-text";
import type { StatePaths } from "./us-geometry";

// The drawn parts of the offline US map (offline-us-map.tsx keeps the state: view, drag, zoom and clusters).

/** The pan and zoom of the map: scale `k`, then translate by (tx, ty) in map units. */
export type View = { k: number; tx: number; ty: number };

/** A cluster or a single record, placed in map units after the view is applied. */
export type Placed = {
  key: string;
  x: number;
  y: number;
  marker: MapMarkerData;
};

const pointRadiusPx = 7;

/** The states and the nation's outline; strokes stay one pixel wide at any zoom. */
export function UsBaseMap({ paths, view }: { paths: StatePaths | null; view: View }) {
  return (
    <g transform={`translate(${view.tx} ${view.ty}) scale(${view.k})`}>
      {paths?.states.map((s) => (
        <path
          key={s.id}
          d={s.d}
          className="fill-muted stroke-background"
          strokeWidth={1 / view.k}
          vectorEffect="non-scaling-stroke"
        >
          <title>{s.name}</title>
        </path>
      ))}
      {paths && (
        <path
          d={paths.nation}
          fill="none"
          className="stroke-border"
          strokeWidth={1}
          vectorEffect="non-scaling-stroke"
        />
      )}
    </g>
  );
}

type MarkerProps = {
  item: Placed;
  /** One screen pixel in map units, so markers keep their size at any width. */
  unit: number;
  hrefFor: (uid: string) => string;
  onActivate: (item: Placed) => void;
};

/** A cluster (a button that zooms in or lists its records) or a record (a link to it). */
export function MapMarker({ item, unit, hrefFor, onActivate }: MarkerProps) {
  const m = item.marker;
  if (m.kind === "cluster") {
    const count = m.count;
    const r = (clusterIconSize(count) / 2) * unit * 0.62;
    const label = clusterTitle(count, m.averageCents);
    return (
      <g
        role="button"
        tabIndex={0}
        aria-label={label}
        data-testid="map-cluster"
        className="group cursor-pointer outline-none"
        onClick={() => onActivate(item)}
        onKeyDown={(event) => {
          if (event.key === "Enter" || event.key === " ") {
            event.preventDefault();
            onActivate(item);
          }
        }}
      >
        <title>{label}</title>
        <circle cx={item.x} cy={item.y} r={r * 1.35} className="fill-primary/25" />
        <circle
          cx={item.x}
          cy={item.y}
          r={r}
          className="fill-primary stroke-background group-focus-visible:stroke-foreground"
          strokeWidth={2 * unit}
        />
        <text
          x={item.x}
          y={item.y}
          dy="0.35em"
          textAnchor="middle"
          className="pointer-events-none fill-primary-foreground font-semibold"
          fontSize={12 * unit}
        >
          {clusterLabel(count)}
        </text>
      </g>
    );
  }
  const label = pointTitle(m.name, m.cpg);
  return (
    <a
      href={hrefFor(m.uid)}
      aria-label={label}
      data-testid="map-point"
      className="group cursor-pointer outline-none"
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        onActivate(item);
      }}
    >
      <title>{label}</title>
      <circle
        cx={item.x}
        cy={item.y}
        r={pointRadiusPx * unit}
        className="fill-primary stroke-background group-hover:fill-primary/80 group-focus-visible:stroke-foreground"
        strokeWidth={2 * unit}
      />
    </a>
  );
}

export function MapZoomButtons({
  onZoom,
  onReset,
}: {
  onZoom: (factor: number) => void;
  onReset: () => void;
}) {
  return (
    <div className="absolute top-2 right-2 flex flex-col gap-1">
      <Button variant="outline" size="icon" className="size-8" aria-label="Zoom in" onClick={() => onZoom(2)}>
        <PlusIcon />
      </Button>
      <Button
        variant="outline"
        size="icon"
        className="size-8"
        aria-label="Zoom out"
        onClick={() => onZoom(0.5)}
      >
        <MinusIcon />
      </Button>
      <Button variant="outline" size="icon" className="size-8" aria-label="Reset the map" onClick={onReset}>
        <RotateCcwIcon />
      </Button>
    </div>
  );
}
