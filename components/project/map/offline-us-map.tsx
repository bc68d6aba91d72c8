"use client";

import { useEffect, useMemo, useRef, useState } from "react";
import type { MapViewport, RecordMapDto } from "@/lib/client/projects";
import { clusterDefaults } from "@/lib/domain/project/map-clusters";
import { cn } from "@/lib/utils";
import { ClusterLeavesPopover, type Leaf } from "./cluster-leaves";
import { mapMarkers, markerKey } from "./clustering";
import { MapMarker, MapZoomButtons, type Placed, UsBaseMap } from "./offline-map-parts";
import {
  equivalentZoom,
  frameBounds,
  loadStatePaths,
  mapHeight,
  mapWidth,
  pixelsPerUnitAtZoom,
  projectPoint,
  type StatePaths,
} from "./us-geometry";
import { home, useMapView } from "./use-map-view";

type Props = {
  /** The server's clusters and records for the last viewport reported (undefined until the first answer). */
  data: RecordMapDto | undefined;
  onViewport: (viewport: MapViewport) => void;
  onOpen: (uid: string) => void;
  hrefFor: (uid: string) => string;
  className?: string;
};

/**
 * The US from us-atlas with the server's clusters: drag to pan, Ctrl + scroll, buttons or +/− keys to zoom.
 * Each view is reported as the degrees it covers and a Google-like zoom level.
 */
export function OfflineUsMap({ data, onViewport, onOpen, hrefFor, className }: Props) {
  const [paths, setPaths] = useState<StatePaths | null>(null);
  const [failed, setFailed] = useState(false);
  const [width, setWidth] = useState(mapWidth);
  const [leaves, setLeaves] = useState<{ x: number; y: number; items: Leaf[] } | null>(null);
  const frame = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let live = true;
    loadStatePaths().then(
      (p) => live && setPaths(p),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.width > 0) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const {
    view,
    setView,
    svg,
    pxPerUnit,
    maxK,
    clamp,
    zoomAt,
    framePoint,
    suppressClick,
    pointer,
    onKeyDown,
  } = useMapView(width, () => setLeaves(null));
  const zoom = equivalentZoom(pxPerUnit * view.k);
  const zoomLevel = Math.max(0, Math.floor(zoom));

  // The frame plus a marker's margin, taken back to degrees; reported when it or the zoom level changes.
  const margin = 60 / pxPerUnit;
  const bbox = frameBounds(
    (-margin - view.tx) / view.k,
    (-margin - view.ty) / view.k,
    (mapWidth + margin - view.tx) / view.k,
    (mapHeight + margin - view.ty) / view.k,
  );
  const bboxKey = bbox.join(",");
  const onViewportRef = useRef(onViewport);
  useEffect(() => {
    onViewportRef.current = onViewport;
  });
  useEffect(() => {
    onViewportRef.current({
      bbox: bboxKey.split(",").map(Number) as MapViewport["bbox"],
      zoom: Math.min(22, zoomLevel),
    });
  }, [bboxKey, zoomLevel]);

  const markers = useMemo(() => mapMarkers(data), [data]);
  const placed = useMemo(() => {
    const out: Placed[] = [];
    for (const marker of markers) {
      const p = projectPoint(marker.lat, marker.lng);
      if (!p) continue;
      const x = p[0] * view.k + view.tx;
      const y = p[1] * view.k + view.ty;
      if (x < -margin || y < -margin || x > mapWidth + margin || y > mapHeight + margin) continue;
      out.push({ key: markerKey(marker), x, y, marker });
    }
    return out;
  }, [markers, view, margin]);

  function activate(item: Placed) {
    if (suppressClick.current) return;
    const m = item.marker;
    if (m.kind === "record") {
      onOpen(m.uid);
      return;
    }
    const targetK = pixelsPerUnitAtZoom(m.splitsAt + 0.01) / pxPerUnit;
    if (m.leaves && (m.splitsAt > clusterDefaults.maxZoom || targetK > maxK)) {
      // Records at (nearly) the same place never split: list them instead.
      setLeaves({ x: item.x, y: item.y, items: m.leaves });
      return;
    }
    setLeaves(null);
    const p = projectPoint(m.lat, m.lng);
    if (!p) return;
    const k = Math.min(targetK, maxK);
    setView(clamp({ k, tx: mapWidth / 2 - p[0] * k, ty: mapHeight / 2 - p[1] * k }));
  }

  const unit = 1 / pxPerUnit;
  const total = data?.total;

  return (
    <div className={cn("grid gap-2", className)} data-testid="offline-map">
      <div
        ref={frame}
        role="application"
        aria-roledescription="map"
        aria-label={`Map of ${total ?? "the"} records. Plus and minus zoom, arrow keys pan, 0 resets. Tab to the markers.`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the map frame takes keys to pan and zoom
        tabIndex={0}
        onKeyDown={onKeyDown}
        className="relative overflow-hidden rounded-lg border bg-muted/30 outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <svg
          ref={svg}
          viewBox={`0 0 ${mapWidth} ${mapHeight}`}
          className="block h-auto w-full cursor-grab touch-none select-none active:cursor-grabbing"
          onPointerDown={pointer.onPointerDown}
          onPointerMove={pointer.onPointerMove}
          onPointerUp={pointer.onPointerUp}
          onPointerCancel={pointer.onPointerUp}
          onDoubleClick={(event) => {
            const [fx, fy] = framePoint(event.clientX, event.clientY);
            zoomAt(event.shiftKey ? 0.5 : 2, fx, fy);
          }}
        >
          <title>Map of the United States with the records that match</title>
          <UsBaseMap paths={paths} view={view} />
          {placed.map((item) => (
            <MapMarker key={item.key} item={item} unit={unit} hrefFor={hrefFor} onActivate={activate} />
          ))}
        </svg>
        {!paths && !failed && (
          <div className="absolute inset-0 animate-pulse bg-muted/40" aria-hidden="true" />
        )}
        {failed && (
          <p className="absolute inset-x-0 top-2 text-center text-muted-foreground text-sm">
            The base map did not load; the markers are still placed.
          </p>
        )}
        <MapZoomButtons
          onZoom={zoomAt}
          onReset={() => {
            setLeaves(null);
            setView(home);
          }}
        />
        {leaves && (
          <ClusterLeavesPopover
            items={leaves.items}
            left={(leaves.x / mapWidth) * 100}
            top={(leaves.y / mapHeight) * 100}
            hrefFor={hrefFor}
            onOpen={onOpen}
            onClose={() => setLeaves(null)}
          />
        )}
      </div>
      <p className="text-muted-foreground text-xs" aria-live="polite">
        {total === undefined
          ? "Loading the records…"
          : `${total.toLocaleString("en-US")} ${total === 1 ? "record" : "records"} on the map`}
        {data?.truncated && " · zoom in to see every marker"} · drag to pan, Ctrl + scroll or double-click to
        zoom
      </p>
    </div>
  );
}
