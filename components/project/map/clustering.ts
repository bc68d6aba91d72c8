// How the project maps draw clusters (the clustering itself runs on the server with the defaults of
// lib/domain/project/map-clusters.ts): icon sizes 53 / 56 / 66 / 78 / 90 and short labels.
import type { RecordMapDto } from "@/lib/contract/project-record";
import { clusterDefaults } from "@/lib/domain/project/map-clusters";
import type { Leaf } from "./cluster-leaves";

/** MarkerClusterer's icon steps: under 10 → 53 px, under 100 → 56, under 1,000 → 66, under 10,000 → 78, else 90. */
export function clusterIconSize(count: number): number {
  const sizes = clusterDefaults.iconSizes;
  const step = Math.min(sizes.length - 1, Math.max(0, Math.floor(Math.log10(Math.max(1, count)))));
  return sizes[step]!;
}

/** "1.2k" for big clusters so the label fits its circle. */
export function clusterLabel(count: number): string {
  if (count < 1000) return String(count);
  if (count < 10_000) return `${(count / 1000).toFixed(1).replace(/\.0$/, "")}k`;
  return `${Math.round(count / 1000)}k`;
}

export type MapRecordMarker = {
  kind: "record";
  uid: string;
  lat: number;
  lng: number;
  cpg: number | null;
  name: string;
};
export type MapClusterMarker = {
  kind: "cluster";
  id: number;
  lat: number;
  lng: number;
  count: number;
  averageCents: number | null;
  /** The zoom at which it splits; above clusterDefaults.maxZoom it never does. */
  splitsAt: number;
  /** The records of a cluster that never splits (they share a place), to list instead. */
  leaves?: Leaf[];
};
export type MapMarkerData = MapClusterMarker | MapRecordMarker;

/** The server's compact answer as markers, clusters first so single records draw on top. */
export function mapMarkers(data: RecordMapDto | undefined): MapMarkerData[] {
  if (!data) return [];
  const clusters = data.clusters.map(
    ([id, lat, lng, count, averageCents, splitsAt]): MapClusterMarker => ({
      kind: "cluster",
      id,
      lat,
      lng,
      count,
      averageCents,
      splitsAt,
      leaves: data.leaves[String(id)]?.map(([uid, , , cpg, name]) => ({ uid, name, cpg })),
    }),
  );
  const records = data.points.map(
    ([uid, lat, lng, cpg, name]): MapRecordMarker => ({ kind: "record", uid, lat, lng, cpg, name }),
  );
  return [...clusters, ...records];
}

export const markerKey = (m: MapMarkerData) => (m.kind === "cluster" ? `c${m.id}` : `p${m.uid}`);
