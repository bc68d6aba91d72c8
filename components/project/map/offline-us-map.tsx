"use client";

import { useEffect, useMemo, useRef, useState } from "react";
import { cn } from "@/lib/utils";
import { ClusterLeavesPopover, type Leaf } from "./cluster-leaves";
import { buildClusterIndex, clusterDefaults, isCluster, type MapPoint } from "./clustering";
import { MapMarker, MapZoomButtons, type Placed, UsBaseMap } from "./offline-map-parts";
import {
  equivalentZoom,
  loadStatePaths,
  mapHeight,
  mapWidth,
  pixelsPerUnitAtZoom,
  projectPoint,
  type StatePaths,
} from "./us-geometry";
import { home, useMapView } from "./use-map-view";

type Props = {
  points: readonly MapPoint[];
  onOpen: (uid: string) => void;
  hrefFor: (uid: string) => string;
  className?: string;
};

/** The US from us-atlas with supercluster clusters: drag to pan, Ctrl + scroll, buttons or +/− keys to zoom. */
export function OfflineUsMap({ points, onOpen, hrefFor, className }: Props) {
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

  const index = useMemo(() => buildClusterIndex(points), [points]);
  const located = useMemo(() => points.filter((p) => projectPoint(p[1], p[2]) !== null).length, [points]);
  const features = useMemo(() => index.getClusters([-180, -85, 180, 85], zoomLevel), [index, zoomLevel]);

  const placed = useMemo(() => {
    const out: Placed[] = [];
    const margin = 60 / pxPerUnit;
    for (const feature of features) {
      const [lng, lat] = feature.geometry.coordinates as [number, number];
      const p = projectPoint(lat, lng);
      if (!p) continue;
      const x = p[0] * view.k + view.tx;
      const y = p[1] * view.k + view.ty;
      if (x < -margin || y < -margin || x > mapWidth + margin || y > mapHeight + margin) continue;
      const key = isCluster(feature) ? `c${feature.properties.cluster_id}` : `p${feature.properties.uid}`;
      out.push({ key, x, y, feature });
    }
    return out;
  }, [features, view, pxPerUnit]);

  function activate(item: Placed) {
    if (suppressClick.current) return;
    const f = item.feature;
    if (!isCluster(f)) {
      onOpen(f.properties.uid);
      return;
    }
    const expansion = index.getClusterExpansionZoom(f.properties.cluster_id);
    const targetK = pixelsPerUnitAtZoom(expansion + 0.01) / pxPerUnit;
    if (expansion > clusterDefaults.maxZoom || targetK > maxK) {
      // Records at (nearly) the same place never split: list them instead.
      const items = index.getLeaves(f.properties.cluster_id, 200).map((leaf) => ({
        uid: leaf.properties.uid,
        name: leaf.properties.name,
        cpg: leaf.properties.cpg,
      }));
      setLeaves({ x: item.x, y: item.y, items });
      return;
    }
    setLeaves(null);
    const [lng, lat] = f.geometry.coordinates as [number, number];
    const p = projectPoint(lat, lng);
    if (!p) return;
    setView(clamp({ k: targetK, tx: mapWidth / 2 - p[0] * targetK, ty: mapHeight / 2 - p[1] * targetK }));
  }

  const unit = 1 / pxPerUnit;
  const outside = points.length - located;

  return (
    <div className={cn("grid gap-2", className)} data-testid="offline-map">
      <div
        ref={frame}
        role="application"
        aria-roledescription="map"
        aria-label={`Map of ${located} records. Plus and minus zoom, arrow keys pan, 0 resets. Tab to the markers.`}
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
      <p className="text-muted-foreground text-xs">
        {located.toLocaleString("en-US")} {located === 1 ? "record" : "records"} on the map
        {outside > 0 && ` · ${outside.toLocaleString("en-US")} outside the US map`} · drag to pan, Ctrl +
        scroll or double-click to zoom
      </p>
    </div>
  );
}
