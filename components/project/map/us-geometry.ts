// The offline base map: us-atlas' states-albers-10m, already projected with d3's geoAlbersUsa at scale 1300
// into a 975 × 610 frame; points go through the same projection so they land on it.
import { geoAlbers, geoAlbersUsa, geoPath } from "d3-geo";
import type { GeometryCollection, Topology } from "topojson-specification";

export const mapWidth = 975;
export const mapHeight = 610;

const projection = geoAlbersUsa()
  .scale(1300)
  .translate([mapWidth / 2, mapHeight / 2]);

// The lower 48's part of the composite projection, and where d3 draws the Alaska and Hawaii insets (its
// albersUsa.invert boxes, in units of the scale around the translate point).
const lower48 = geoAlbers()
  .scale(1300)
  .translate([mapWidth / 2, mapHeight / 2]);
const insets: { frame: [number, number, number, number]; bbox: Bbox }[] = [
  { frame: [-0.425, 0.12, -0.214, 0.234], bbox: [-180, 51, -129, 72] },
  { frame: [-0.214, 0.166, -0.115, 0.234], bbox: [-161, 18.5, -154, 22.5] },
].map(({ frame: [x0, y0, x1, y1], bbox }) => ({
  frame: [
    mapWidth / 2 + x0 * 1300,
    mapHeight / 2 + y0 * 1300,
    mapWidth / 2 + x1 * 1300,
    mapHeight / 2 + y1 * 1300,
  ],
  bbox: bbox as Bbox,
}));

/** [west, south, east, north] in degrees. */
export type Bbox = [number, number, number, number];

/**
 * The degrees that cover a rectangle of the frame (x0, y0)–(x1, y1): its edges taken back through the lower
 * 48's projection (a conic: the extremes lie on the edges), widened to all of Alaska or Hawaii when the
 * rectangle touches their inset. A cover, not an exact shape: the server's answer is placed and clipped here.
 */
export function frameBounds(x0: number, y0: number, x1: number, y1: number): Bbox {
  let [west, south, east, north] = [180, 90, -180, -90];
  const steps = 16;
  for (let i = 0; i <= steps; i++) {
    const x = x0 + ((x1 - x0) * i) / steps;
    const y = y0 + ((y1 - y0) * i) / steps;
    for (const [fx, fy] of [
      [x, y0],
      [x, y1],
      [x0, y],
      [x1, y],
    ] as const) {
      const p = lower48.invert?.([fx, fy]);
      if (!p || !Number.isFinite(p[0]) || !Number.isFinite(p[1])) continue;
      [west, east] = [Math.min(west, p[0]), Math.max(east, p[0])];
      [south, north] = [Math.min(south, p[1]), Math.max(north, p[1])];
    }
  }
  for (const inset of insets) {
    const [ix0, iy0, ix1, iy1] = inset.frame;
    if (x1 < ix0 || x0 > ix1 || y1 < iy0 || y0 > iy1) continue;
    const [w, s, e, n] = inset.bbox;
    [west, south, east, north] = [
      Math.min(west, w),
      Math.min(south, s),
      Math.max(east, e),
      Math.max(north, n),
    ];
  }
  if (south > north || west > east) return [-180, -85, 180, 85];
  const clamp = (v: number, limit: number) => Math.min(limit, Math.max(-limit, v));
  return [clamp(west, 180), clamp(south, 85), clamp(east, 180), clamp(north, 85)];
}

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
