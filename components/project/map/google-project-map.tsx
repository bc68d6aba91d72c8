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
import { cn } from "@/lib/utils";
import { ClusterLeavesPopover, type Leaf } from "./cluster-leaves";
import {
  buildClusterIndex,
  type ClusterIndex,
  clusterDefaults,
  clusterIconSize,
  clusterLabel,
  isCluster,
  type MapPoint,
} from "./clustering";
import { clusterTitle, pointTitle } from "./marker-text";

type Props = {
  apiKey: string;
  points: readonly MapPoint[];
  onOpen: (uid: string) => void;
  hrefFor: (uid: string) => string;
  className?: string;
};

type Camera = { bounds: [number, number, number, number]; zoom: number };

// The contiguous US; the camera then follows the user.
const usBounds = { north: 49.5, south: 24.4, west: -125, east: -66.9 };
// Advanced markers need a map id; Google's demo id works for any key without cloud styling.
const mapId = "DEMO_MAP_ID";

/** Google Maps (the script is already loaded by the maps gate) with the same supercluster clusters. */
export function GoogleProjectMap({ apiKey, points, onOpen, hrefFor, className }: Props) {
  const { resolvedTheme } = useTheme();
  const index = useMemo(() => buildClusterIndex(points), [points]);
  const [camera, setCamera] = useState<Camera | null>(null);
  const onCameraChanged = (event: MapCameraChangedEvent) => {
    const { north, south, east, west } = event.detail.bounds;
    setCamera({ bounds: [west, south, east, north], zoom: event.detail.zoom });
  };
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
            {camera && <Markers index={index} camera={camera} onOpen={onOpen} hrefFor={hrefFor} />}
          </GoogleMap>
        </APIProvider>
      </div>
      <p className="text-muted-foreground text-xs">
        {points.length.toLocaleString("en-US")} {points.length === 1 ? "record" : "records"} on the map
      </p>
    </div>
  );
}

function Markers({
  index,
  camera,
  onOpen,
  hrefFor,
}: {
  index: ClusterIndex;
  camera: Camera;
  onOpen: (uid: string) => void;
  hrefFor: (uid: string) => string;
}) {
  const map = useMap();
  const [leaves, setLeaves] = useState<Leaf[] | null>(null);
  const zoom = Math.round(camera.zoom);
  const features = useMemo(() => index.getClusters(camera.bounds, zoom), [index, camera.bounds, zoom]);
  return (
    <>
      {features.map((f) => {
        const [lng, lat] = f.geometry.coordinates as [number, number];
        if (isCluster(f)) {
          const count = f.properties.point_count;
          const size = clusterIconSize(count) * 0.62;
          const label = clusterTitle(count, f.properties);
          return (
            <AdvancedMarker
              key={`c${f.properties.cluster_id}`}
              position={{ lat, lng }}
              anchorLeft="-50%"
              anchorTop="-50%"
              title={label}
              onClick={() => {
                const expansion = index.getClusterExpansionZoom(f.properties.cluster_id);
                if (expansion > clusterDefaults.maxZoom) {
                  setLeaves(
                    index.getLeaves(f.properties.cluster_id, 200).map((l) => ({
                      uid: l.properties.uid,
                      name: l.properties.name,
                      cpg: l.properties.cpg,
                    })),
                  );
                  return;
                }
                map?.setCenter({ lat, lng });
                map?.setZoom(expansion);
              }}
            >
              <span
                className="flex items-center justify-center rounded-full border-2 border-background bg-primary font-semibold text-primary-foreground text-xs shadow ring-4 ring-primary/25"
                style={{ width: size, height: size }}
              >
                {clusterLabel(count)}
              </span>
            </AdvancedMarker>
          );
        }
        return (
          <AdvancedMarker
            key={`p${f.properties.uid}`}
            position={{ lat, lng }}
            anchorLeft="-50%"
            anchorTop="-50%"
            title={pointTitle(f.properties.name, f.properties.cpg)}
            onClick={() => onOpen(f.properties.uid)}
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
