import { describe, expect, it } from "vitest";
import { clusterIconSize, clusterLabel, mapMarkers } from "@/components/project/map/clustering";
import {
  equivalentZoom,
  frameBounds,
  mapHeight,
  mapWidth,
  pixelsPerUnitAtZoom,
  projectPoint,
} from "@/components/project/map/us-geometry";
import { clusterDefaults, type MapPoint } from "@/lib/domain/project/map-clusters";
import { buildClusterIndex, clusterAverageCents, isCluster } from "@/lib/domain/project/map-index";

const houston: MapPoint[] = [
  ["a", 29.76, -95.37, 24_000, "Harbor Point"],
  ["b", 29.77, -95.36, 26_000, "Bayou Lofts"],
  ["c", 29.75, -95.38, null, "Warehouse 9"],
];
const seattle: MapPoint = ["d", 47.61, -122.33, 41_000, "Pike Tower"];

describe("project map clustering defaults", () => {
  it("uses one set of defaults for both maps", () => {
    expect(clusterDefaults).toMatchObject({
      gridSize: 60,
      minimumClusterSize: 2,
      batchSize: 2000,
      iconSizes: [53, 56, 66, 78, 90],
      maxZoom: 16,
      radius: 60,
    });
  });

  it("clusters nearby records at country zoom and splits them at street zoom", () => {
    const index = buildClusterIndex([...houston, seattle]);
    const country = index.getClusters([-180, -85, 180, 85], 4);
    expect(country).toHaveLength(2);
    const cluster = country.find(isCluster);
    expect(cluster?.properties.point_count).toBe(3);
    // Average over the records that have a $/GSF: (240 + 260) / 2.
    expect(cluster && clusterAverageCents(cluster.properties)).toBe(25_000);
    const street = index.getClusters([-180, -85, 180, 85], 17);
    expect(street.filter(isCluster)).toHaveLength(0);
    expect(street).toHaveLength(4);
  });

  it("skips points without coordinates and loads more than one batch", () => {
    const many: MapPoint[] = Array.from({ length: 4500 }, (_, i) => [
      `u${i}`,
      30 + (i % 90) / 10,
      -100,
      1,
      "x",
    ]);
    many.push(["bad", Number.NaN, -100, 1, "nowhere"]);
    const index = buildClusterIndex(many);
    const total = index
      .getClusters([-180, -85, 180, 85], 0)
      .reduce((n, f) => n + (isCluster(f) ? f.properties.point_count : 1), 0);
    expect(total).toBe(4500);
  });

  it("sizes cluster icons by the count's order of magnitude", () => {
    expect([2, 9, 10, 99, 100, 999, 1000, 9999, 10_000, 1e6].map(clusterIconSize)).toEqual([
      53, 53, 56, 56, 66, 66, 78, 78, 90, 90,
    ]);
    expect([7, 999, 1200, 1000, 25_400].map(clusterLabel)).toEqual(["7", "999", "1.2k", "1k", "25k"]);
  });
});

describe("the server's map answer as markers", () => {
  it("turns clusters and records into markers, clusters first, with the leaves of a cluster that never splits", () => {
    const markers = mapMarkers({
      total: 5,
      clusters: [[7, 29.76, -95.37, 3, 25_000, 17]],
      points: [["d", 47.61, -122.33, 41_000, "Pike Tower"]],
      leaves: { "7": [["a", 29.76, -95.37, 24_000, "Harbor Point"]] },
    });
    expect(markers).toEqual([
      {
        kind: "cluster",
        id: 7,
        lat: 29.76,
        lng: -95.37,
        count: 3,
        averageCents: 25_000,
        splitsAt: 17,
        leaves: [{ uid: "a", name: "Harbor Point", cpg: 24_000 }],
      },
      { kind: "record", uid: "d", lat: 47.61, lng: -122.33, cpg: 41_000, name: "Pike Tower" },
    ]);
    expect(mapMarkers(undefined)).toEqual([]);
  });
});

describe("offline US map geometry", () => {
  it("covers the frame's rectangle with degrees, insets included", () => {
    const [west, south, east, north] = frameBounds(0, 0, mapWidth, mapHeight);
    // The whole frame: the lower 48 and both insets.
    expect(west).toBe(-180);
    expect(south).toBeLessThanOrEqual(18.5);
    expect(east).toBeGreaterThan(-67);
    expect(north).toBeGreaterThanOrEqual(72);
    // Around Houston, zoomed in: a small box that holds it and not Seattle.
    const [hx, hy] = projectPoint(29.76, -95.37)!;
    const box = frameBounds(hx - 20, hy - 12, hx + 20, hy + 12);
    expect(box[0]).toBeLessThan(-95.37);
    expect(box[2]).toBeGreaterThan(-95.37);
    expect(box[1]).toBeLessThan(29.76);
    expect(box[3]).toBeGreaterThan(29.76);
    expect(box[2] - box[0]).toBeLessThan(5);
    expect(box[3]).toBeLessThan(47);
  });

  it("places US cities in the albers frame and refuses points abroad", () => {
    const h = projectPoint(29.76, -95.37);
    expect(h?.[0]).toBeGreaterThan(400);
    expect(h?.[0]).toBeLessThan(600);
    expect(projectPoint(48.85, 2.35)).toBeNull();
    expect(projectPoint(61.2, -149.9)).not.toBeNull(); // Anchorage, in the Alaska inset
  });

  it("maps screen scale to a Google-like zoom and back", () => {
    expect(equivalentZoom(1)).toBeGreaterThan(4);
    expect(equivalentZoom(1)).toBeLessThan(5);
    expect(equivalentZoom(pixelsPerUnitAtZoom(11.5))).toBeCloseTo(11.5, 8);
  });
});
