// The offline base map: us-atlas' states-albers-10m, already projected with d3's geoAlbersUsa at scale 1300
// into a 975 × 610 frame; points go through the same projection so they land on it.
import { geoAlbersUsa, geoPath } from "d3-geo";
import type { GeometryCollection, Topology } from "topojson-specification";

export const mapWidth = 975;
export const mapHeight = 610;

const projection = geoAlbersUsa()
  .scale(1300)
  .translate([mapWidth / 2, mapHeight / 2]);

/** [x, y] in the 975 × 610 frame, or null outside the lower 48, Alaska and Hawaii. */
export function projectPoint(lat: number, lng: number): [number, number] | null {
  return projection([lng, lat]) ?? null;
}

/**
 * Screen pixels per degree of longitude at the map's centre (~17.5 at scale 1300), used to give the offline
 * map a Google-like zoom level so the clustering radius means the same number of pixels on both maps.
 */
const unitsPerDegree = (() => {
  const a = projection([-98, 39]);
  const b = projection([-97, 39]);
  return a && b ? Math.hypot(b[0] - a[0], b[1] - a[1]) : 17.46;
})();

/** The web-mercator zoom at which a degree of longitude spans as many pixels as it does on screen here. */
export function equivalentZoom(screenPixelsPerUnit: number): number {
  return Math.log2((unitsPerDegree * screenPixelsPerUnit * 360) / 256);
}

/** The inverse of equivalentZoom. */
export function pixelsPerUnitAtZoom(zoom: number): number {
  return (256 * 2 ** zoom) / (360 * unitsPerDegree);
}

export type StatePaths = { nation: string; states: { id: string; name: string; d: string }[] };

let cached: Promise<StatePaths> | null = null;

/** Loaded on first use (a separate chunk of ~110 kB), then kept for every map on the page. */
export function loadStatePaths(): Promise<StatePaths> {
  cached ??= Promise.all([import("topojson-client"), import("us-atlas/states-albers-10m.json")]).then(
    ([topojson, atlas]) => {
      const topology = (atlas.default ?? atlas) as unknown as Topology<{
        states: GeometryCollection<{ name: string }>;
        nation: GeometryCollection;
      }>;
      const path = geoPath();
      const states = topojson.feature(topology, topology.objects.states).features.map((f) => ({
        id: String(f.id),
        name: f.properties?.name ?? "",
        d: path(f) ?? "",
      }));
      const nation = path(topojson.mesh(topology, topology.objects.nation)) ?? "";
      return { nation, states };
    },
  );
  cached.catch(() => {
    cached = null;
  });
  return cached;
}
