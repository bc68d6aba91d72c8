import "server-only";
import { and, isNotNull } from "drizzle-orm";
import { db, schema } from "@/db";
import type { RecordMapDto } from "@/lib/contract/project-record";
import type { RecordFilters } from "@/lib/domain/project/filters";
import { clusterDefaults, type MapPoint } from "@/lib/domain/project/map-clusters";
import {
  buildClusterIndex,
  type ClusterIndex,
  clusterAverageCents,
  isCluster,
} from "@/lib/domain/project/map-index";
import type { Scope } from "../scope";
import { companyCache } from "./company-cache";
import { loadBuildingTypes } from "./context";
import { filterConditions } from "./query";

// The map's clusters and records for one viewport, clustered here so a page never carries every record.
// Building the index reads every located record the filters match (100k records: about a second), so each
// index is kept a short while per company and filters (company-cache.ts), dropped after a write.

const { projectRecords: r } = schema;

const maxMarkers = 5_000;
const maxLeaves = 200;

type Built = { index: ClusterIndex; total: number };

const indexes = companyCache<Built>({ ttlMs: 30_000, max: 24 });

/** The filters that choose records; sort, paging and normalisation targets do not change the map. */
function indexKey(filters: RecordFilters) {
  const {
    sort: _s,
    limit: _l,
    cursor: _c,
    count: _n,
    target_date: _d,
    target_location: _t,
    ...chosen
  } = filters;
  return JSON.stringify(chosen);
}

async function loadIndex(scope: Scope, filters: RecordFilters): Promise<Built> {
  const types = filters.building_type.length ? await loadBuildingTypes(scope) : null;
  const rows = await db()
    .select({ uid: r.uid, lat: r.latitude, lng: r.longitude, cpg: r.costPerGsfCents, name: r.projectName })
    .from(r)
    .where(and(filterConditions(scope, filters, types), isNotNull(r.latitude), isNotNull(r.longitude)));
  const points = rows.map((row): MapPoint => [row.uid, row.lat!, row.lng!, row.cpg, row.name]);
  return { index: buildClusterIndex(points), total: points.length };
}

// The index keeps positions in its own projection: 6 decimals (~0.1 m) give back the stored degrees, 5 are
// plenty for a cluster's centre.
const round = (n: number, decimals: number) => Math.round(n * 10 ** decimals) / 10 ** decimals;

const leaf = (
  f: { properties: { uid: string; name: string; cpg: number | null } },
  lng: number,
  lat: number,
) => [f.properties.uid, round(lat, 6), round(lng, 6), f.properties.cpg, f.properties.name] as MapPoint;

/** Clusters and records inside `bbox` (west, south, east, north) at `zoom`, over the filters. */
export async function recordMap(
  scope: Scope,
  query: { filters: RecordFilters; bbox: [number, number, number, number]; zoom: number },
): Promise<RecordMapDto> {
  const { index, total } = await indexes(scope.company.uid, indexKey(query.filters), () =>
    loadIndex(scope, query.filters),
  );
  const features = index.getClusters(query.bbox, query.zoom);
  const out: RecordMapDto = { total, clusters: [], points: [], leaves: {} };
  for (const feature of features.slice(0, maxMarkers)) {
    const [lng, lat] = feature.geometry.coordinates as [number, number];
    if (!isCluster(feature)) {
      out.points.push(leaf(feature, lng, lat));
      continue;
    }
    const id = feature.properties.cluster_id;
    const splitsAt = index.getClusterExpansionZoom(id);
    const average = clusterAverageCents(feature.properties);
    out.clusters.push([id, round(lat, 5), round(lng, 5), feature.properties.point_count, average, splitsAt]);
    // Records at one place never split: the map lists them instead, so they come along.
    if (splitsAt > clusterDefaults.maxZoom) {
      out.leaves[String(id)] = index.getLeaves(id, maxLeaves).map((l) => {
        const [x, y] = l.geometry.coordinates as [number, number];
        return leaf(l, x, y);
      });
    }
  }
  if (features.length > maxMarkers) out.truncated = true;
  return out;
}
