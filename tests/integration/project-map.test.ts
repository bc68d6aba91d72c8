import { beforeAll, describe, expect, it } from "vitest";
import * as projectList from "@/app/api/v1/project/route";
import * as mapRoute from "@/app/api/v1/project-record/map/route";
import * as recordRoute from "@/app/api/v1/project-record/route";
import { call, companyWithRoles } from "./helpers";

// GET /api/v1/project-record/map: the clusters and records of a viewport, clustered on the server over the
// company's own records, with the list's filters.

let acme: Awaited<ReturnType<typeof companyWithRoles>>;
let birch: Awaited<ReturnType<typeof companyWithRoles>>;
const uids: Record<string, string> = {};
const houston = { lat: 29.76, lng: -95.37 };

async function project(
  cookie: string,
  name: string,
  place: { lat: number; lng: number } | null,
  gsfCents = 0,
) {
  const res = await call(projectList.POST, "POST", "/api/v1/project", {
    cookie,
    body: {
      name,
      state: place && place.lng < -110 ? "WA" : "TX",
      latitude: place?.lat ?? null,
      longitude: place?.lng ?? null,
      record: {
        stage: "final",
        cost_basis_date: "2022-05-01",
        metrics: { gsf: 10_000 },
        costs: [{ cost_code: "03 30 00", amount_cents: 10_000 * (20_000 + gsfCents) }],
      },
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  uids[name] = res.body.record_uid;
  return res.body as { uid: string; record_uid: string };
}

const us = "-125,24,-66,50";
const nearHouston = "-95.5,29.6,-95.2,29.9";

async function map(cookie: string, query: string) {
  const res = await call(mapRoute.GET, "GET", `/api/v1/project-record/map?${query}`, { cookie });
  return res;
}

beforeAll(async () => {
  [acme, birch] = await Promise.all([companyWithRoles(), companyWithRoles()]);
  await project(acme.cookies.editor, "Harbor A", houston, 0);
  await project(acme.cookies.editor, "Harbor B", { lat: 29.77, lng: -95.36 }, 5_000);
  const shared = await project(acme.cookies.editor, "Harbor C", { lat: 29.75, lng: -95.38 }, 10_000);
  // A second record of Harbor C: the same place, so those two never split.
  const second = await call(recordRoute.POST, "POST", "/api/v1/project-record", {
    cookie: acme.cookies.editor,
    body: { project_uid: shared.uid, stage: "bid", cost_basis_date: "2021-01-01" },
  });
  expect(second.status, JSON.stringify(second.body)).toBe(201);
  uids["Harbor C bid"] = second.body.uid;
  await project(acme.cookies.editor, "Pike Tower", { lat: 47.61, lng: -122.33 });
  await project(acme.cookies.editor, "Nowhere", null);
  await project(birch.cookies.editor, "Birch Houston", houston);
});

describe("GET /api/v1/project-record/map", () => {
  it("clusters the records near each other at country zoom and keeps a lone one as a record", async () => {
    const res = await map(acme.cookies.viewer, `bbox=${us}&zoom=4`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // Five located records; Nowhere has no coordinates.
    expect(res.body.total).toBe(5);
    expect(res.body.clusters).toHaveLength(1);
    const [, lat, lng, count, average, splitsAt] = res.body.clusters[0];
    expect(count).toBe(4);
    expect(lat).toBeCloseTo(29.76, 1);
    expect(lng).toBeCloseTo(-95.37, 1);
    // $/GSF of the records that have one: 200, 250, 300 (the bid record has no GSF).
    expect(average).toBe(25_000);
    expect(splitsAt).toBeGreaterThan(4);
    expect(res.body.points).toEqual([[uids["Pike Tower"], 47.61, -122.33, 20_000, "Pike Tower"]]);
    expect(res.body.leaves).toEqual({});
  });

  it("answers only what lies in the viewport, split at street zoom, with the records that share a place", async () => {
    const res = await map(acme.cookies.viewer, `bbox=${nearHouston}&zoom=16`);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(5);
    const names = res.body.points.map((p: unknown[]) => p[4]).sort();
    expect(names).toEqual(["Harbor A", "Harbor B"]);
    expect(res.body.clusters).toHaveLength(1);
    const [id, , , count, , splitsAt] = res.body.clusters[0];
    expect(count).toBe(2);
    expect(splitsAt).toBeGreaterThan(16);
    const leaves = res.body.leaves[String(id)].map((l: unknown[]) => l[0]).sort();
    expect(leaves).toEqual([uids["Harbor C"], uids["Harbor C bid"]].sort());
  });

  it("applies the list's filters", async () => {
    const res = await map(acme.cookies.viewer, `bbox=${us}&zoom=4&state=WA`);
    expect(res.body.total).toBe(1);
    expect(res.body.clusters).toEqual([]);
    expect(res.body.points.map((p: unknown[]) => p[0])).toEqual([uids["Pike Tower"]]);
    const staged = await map(acme.cookies.viewer, `bbox=${nearHouston}&zoom=16&stage=bid`);
    expect(staged.body.total).toBe(1);
    expect(staged.body.points.map((p: unknown[]) => p[0])).toEqual([uids["Harbor C bid"]]);
  });

  it("never shows another company's records", async () => {
    const theirs = await map(birch.cookies.viewer, `bbox=${nearHouston}&zoom=16`);
    expect(theirs.status).toBe(200);
    expect(theirs.body.total).toBe(1);
    expect(theirs.body.points.map((p: unknown[]) => p[4])).toEqual(["Birch Houston"]);
    const ours = await map(acme.cookies.viewer, `bbox=${nearHouston}&zoom=16`);
    expect(JSON.stringify(ours.body)).not.toContain(uids["Birch Houston"]);
    expect(JSON.stringify(ours.body)).not.toContain("Birch Houston");
  });

  it("shows a new record at once (a write drops the company's cached index)", async () => {
    const before = await map(acme.cookies.viewer, `bbox=${us}&zoom=4`);
    await project(acme.cookies.editor, "Pike Annex", { lat: 47.62, lng: -122.35 });
    const after = await map(acme.cookies.viewer, `bbox=${us}&zoom=4`);
    expect(after.body.total).toBe(before.body.total + 1);
    // Birch's cached index is its own: untouched.
    const theirs = await map(birch.cookies.viewer, `bbox=${us}&zoom=4`);
    expect(theirs.body.total).toBe(1);
  });

  it("refuses a bad viewport or zoom with the error envelope", async () => {
    for (const query of [
      "zoom=4",
      "bbox=1,2,3&zoom=4",
      "bbox=-200,20,-60,50&zoom=4",
      "bbox=-120,50,-60,20&zoom=4",
      "bbox=a,b,c,d&zoom=4",
      "bbox=-120,20,-60,50,1&zoom=4",
    ]) {
      const res = await map(acme.cookies.viewer, query);
      expect(res.status, query).toBe(400);
      expect(res.body.errors?.bbox, query).toMatch(/west,south,east,north/);
      expect(res.body.request_id).toEqual(expect.any(String));
    }
    for (const zoom of ["", "-1", "23", "4.5", "x"]) {
      const res = await map(acme.cookies.viewer, `bbox=${us}&zoom=${zoom}`);
      expect(res.status, zoom).toBe(400);
      expect(res.body.errors?.zoom).toMatch(/zoom level/);
    }
  });
});
