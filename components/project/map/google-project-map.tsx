"use client";

import {
  AdvancedMarker,
  APIProvider,
  ColorScheme,
  Map as GoogleMap,
  type MapCameraChangedEvent,
  useMap,
} from "@vis.gl/react-google-maps";
import { useTheme } from "next-themes";
import { useMemo, useState } from "react";
import type { MapViewport, RecordMapDto } from "@/lib/client/projects";
import { clusterDefaults } from "@/lib/domain/project/map-clusters";
import { cn } from "@/lib/utils";
import { ClusterLeavesPopover, type Leaf } from "./cluster-leaves";
import { clusterIconSize, clusterLabel, mapMarkers, markerKey } from "./clustering";
import { clusterTitle, pointTitle } from "./marker-text";

type Props = {
  apiKey: string;
  /** The server's clusters and records for the last viewport reported (undefined until the first answer). */
  data: RecordMapDto | undefined;
  onViewport: (viewport: MapViewport) => void;
  onOpen: (uid: string) => void;
  hrefFor: (uid: string) => string;
  className?: string;
};

// The contiguous US; the camera then follows the user.
const usBounds = { north: 49.5, south: 24.4, west: -125, east: -66.9 };
// Advanced markers need a map id; Google's demo id works for any key without cloud styling.
const mapId = "DEMO_MAP_ID";

/**
 * Google Maps (the script is already loaded by the maps gate) with the server's clusters; every camera change
 * is reported as its bounds and whole zoom level.
 */
export function GoogleProjectMap({ apiKey, data, onViewport, onOpen, hrefFor, className }: Props) {
  const { resolvedTheme } = useTheme();
  const onCameraChanged = (event: MapCameraChangedEvent) => {
    const { north, south, east, west } = event.detail.bounds;
    onViewport({
      bbox: [west, south, east, north],
      zoom: Math.min(22, Math.max(0, Math.round(event.detail.zoom))),
    });
  };
  const total = data?.total;
  return (
    <div className={cn("grid gap-2", className)} data-testid="google-map">
      <div className="relative aspect-[975/610] overflow-hidden rounded-lg border">
        <APIProvider apiKey={apiKey}>
          <GoogleMap
            mapId={mapId}
            defaultBounds={usBounds}
            maxZoom={clusterDefaults.maxZoom + 4}
            gestureHandling="cooperative"
            colorScheme={resolvedTheme === "dark" ? ColorScheme.DARK : ColorScheme.LIGHT}
            disableDefaultUI
            zoomControl
            onCameraChanged={onCameraChanged}
            style={{ width: "100%", height: "100%" }}
          >
            <Markers data={data} onOpen={onOpen} hrefFor={hrefFor} />
          </GoogleMap>
        </APIProvider>
      </div>
      <p className="text-muted-foreground text-xs" aria-live="polite">
        {total === undefined
          ? "Loading the records…"
          : `${total.toLocaleString("en-US")} ${total === 1 ? "record" : "records"} on the map`}
        {data?.truncated && " · zoom in to see every marker"}
      </p>
    </div>
  );
}

function Markers({
  data,
  onOpen,
  hrefFor,
}: {
  data: RecordMapDto | undefined;
  onOpen: (uid: string) => void;
  hrefFor: (uid: string) => string;
}) {
  const map = useMap();
  const [leaves, setLeaves] = useState<Leaf[] | null>(null);
  const markers = useMemo(() => mapMarkers(data), [data]);
  return (
    <>
      {markers.map((m) => {
        const { lat, lng } = m;
        if (m.kind === "cluster") {
          const size = clusterIconSize(m.count) * 0.62;
          const label = clusterTitle(m.count, m.averageCents);
          return (
            <AdvancedMarker
              key={markerKey(m)}
              position={{ lat, lng }}
              anchorLeft="-50%"
              anchorTop="-50%"
              title={label}
              onClick={() => {
                if (m.leaves && m.splitsAt > clusterDefaults.maxZoom) {
                  setLeaves(m.leaves);
                  return;
                }
                map?.setCenter({ lat, lng });
                map?.setZoom(Math.min(m.splitsAt, clusterDefaults.maxZoom + 1));
              }}
            >
              <span
                className="flex items-center justify-center rounded-full border-2 border-background bg-primary font-semibold text-primary-foreground text-xs shadow ring-4 ring-primary/25"
                style={{ width: size, height: size }}
              >
                {clusterLabel(m.count)}
              </span>
            </AdvancedMarker>
          );
        }
        return (
          <AdvancedMarker
            key={markerKey(m)}
            position={{ lat, lng }}
            anchorLeft="-50%"
            anchorTop="-50%"
            title={pointTitle(m.name, m.cpg)}
            onClick={() => onOpen(m.uid)}
          >
            <span className="block size-3.5 rounded-full border-2 border-background bg-primary shadow" />
          </AdvancedMarker>
        );
      })}
      {leaves && (
        <div className="absolute inset-x-0 top-2 flex justify-center">
          <ClusterLeavesPopover
            items={leaves}
            left={20}
            top={0}
            hrefFor={hrefFor}
            onOpen={onOpen}
            onClose={() => setLeaves(null)}
          />
        </div>
      )}
    </>
  );
}
