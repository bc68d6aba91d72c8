// The supercluster index behind GET /api/v1/project-record/map, with the defaults of map-clusters.ts.
import Supercluster, { type ClusterFeature, type PointFeature } from "supercluster";
import { clusterDefaults, type MapPoint } from "./map-clusters";

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

export function clusterAverageCents(props: ClusterProps): number | null {
  return props.cpgCount > 0 ? Math.round(props.cpgSum / props.cpgCount) : null;
}
