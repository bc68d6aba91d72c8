// Marker clustering for the project maps, Google and offline alike, with one set of defaults: grid 60,
// minimum size 2, batches of 2000, icon sizes 53 / 56 / 66 / 78 / 90, zoom limit 16, radius 60.
import Supercluster, { type ClusterFeature, type PointFeature } from "supercluster";

export const clusterDefaults = {
  gridSize: 60,
  minimumClusterSize: 2,
  batchSize: 2000,
  iconSizes: [53, 56, 66, 78, 90],
  maxZoom: 16,
  radius: 60,
} as const;

/** One record on the map, as GET /api/v1/project-record/points answers it: [uid, lat, lng, $/GSF cents, project]. */
export type MapPoint = [
  uid: string,
  lat: number,
  lng: number,
  costPerGsfCents: number | null,
  projectName: string,
];

export type PointProps = { uid: string; name: string; cpg: number | null };
export type ClusterProps = { cpgSum: number; cpgCount: number };
export type ClusterIndex = Supercluster<PointProps, ClusterProps>;
export type MapFeature = ClusterFeature<ClusterProps> | PointFeature<PointProps>;

/**
 * A supercluster index over the points. `extent: 256` makes the radius count in the 256-pixel tiles of
 * Google Maps, so "radius 60" means 60 screen pixels on both maps. Each cluster keeps the sum of its
 * $/GSF values so its tooltip can show an average. Points are loaded in batches of 2000.
 */
export function buildClusterIndex(points: readonly MapPoint[]): ClusterIndex {
  const index = new Supercluster<PointProps, ClusterProps>({
    radius: clusterDefaults.radius,
    maxZoom: clusterDefaults.maxZoom,
    minPoints: clusterDefaults.minimumClusterSize,
    extent: 256,
    map: (p) => ({ cpgSum: p.cpg ?? 0, cpgCount: p.cpg === null ? 0 : 1 }),
    reduce: (acc, p) => {
      acc.cpgSum += p.cpgSum;
      acc.cpgCount += p.cpgCount;
    },
  });
  const features: PointFeature<PointProps>[] = [];
  for (let i = 0; i < points.length; i += clusterDefaults.batchSize) {
    for (const [uid, lat, lng, cpg, name] of points.slice(i, i + clusterDefaults.batchSize)) {
      if (!Number.isFinite(lat) || !Number.isFinite(lng)) continue;
      features.push({
        type: "Feature",
        properties: { uid, name, cpg },
        geometry: { type: "Point", coordinates: [lng, lat] },
      });
    }
  }
  index.load(features);
  return index;
}

export function isCluster(feature: MapFeature): feature is ClusterFeature<ClusterProps> {
  return "cluster" in feature.properties && feature.properties.cluster === true;
}

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

export function clusterAverageCents(props: ClusterProps): number | null {
  return props.cpgCount > 0 ? Math.round(props.cpgSum / props.cpgCount) : null;
}
