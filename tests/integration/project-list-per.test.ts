// The project list under `per=units`: the cost_per_gsf sort, its cursor pages and the statistics use
// total ÷ units over the records that have units; records without units sort last and are left out of the
// quartiles and histogram (counted in `count`, not in `valued`). Figures checked by hand below.
import { beforeAll, describe, expect, it } from "vitest";
import * as projectList from "@/app/api/v1/project/route";
import * as recordList from "@/app/api/v1/project-record/route";
import * as stats from "@/app/api/v1/project-record/stats/route";
import { call, companyWithRoles } from "./helpers";

let acme: Awaited<ReturnType<typeof companyWithRoles>>;
const uidOf: Record<string, string> = {};

// key, total in cents, metrics. $/unit by hand (half away from zero):
// A 1,000,000 / 10 = 100,000 · B 1,000,000 / 3 = 333,333.33 → 333,333 · C 500,000 / 4 = 125,000
// F 1,000,001 / 7 = 142,857.29 → 142,857 · D (GSF only) and E (no metrics) have no $/unit.
const seeds: [string, number, Record<string, number>][] = [
  ["A", 1_000_000, { gsf: 1_000, units: 10 }],
  ["B", 1_000_000, { gsf: 2_000, units: 3 }],
  ["C", 500_000, { gsf: 100, units: 4 }],
  ["D", 100_000, { gsf: 1_000 }],
  ["E", 2_000_000, {}],
  ["F", 1_000_001, { gsf: 500, units: 7 }],
];

beforeAll(async () => {
  acme = await companyWithRoles();
  for (const [key, cents, metrics] of seeds) {
    const res = await call(projectList.POST, "POST", "/api/v1/project", {
      cookie: acme.cookies.editor,
      body: {
        name: `Per ${key}`,
        state: "TX",
        record: {
          stage: "final",
          cost_basis_date: "2024-01-15",
          metrics,
          costs: [{ cost_code: "03 30 00", amount_cents: cents }],
        },
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    uidOf[key] = res.body.record_uid;
  }
});

const keyOf = (uid: string) => Object.entries(uidOf).find(([, u]) => u === uid)?.[0] ?? "?";
const list = (query: string) =>
  call(recordList.GET, "GET", `/api/v1/project-record?${query}`, { cookie: acme.cookies.viewer });
const keys = async (query: string) => {
  const res = await list(query);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.query.map(keyOf).join("");
};
/** The records without units in uid order (how the keyset breaks ties among nulls). */
const noUnits = (descending: boolean) =>
  ["D", "E"].sort((a, b) => (uidOf[a]! < uidOf[b]! ? -1 : 1) * (descending ? -1 : 1)).join("");

describe("GET /api/v1/project-record?per=units", () => {
  it("sorts by $/unit with the records without units last, both ways, and pages through the same order", async () => {
    expect(await keys("per=units&sort=cost_per_gsf")).toBe(`ACFB${noUnits(false)}`);
    expect(await keys("per=units&sort=-cost_per_gsf")).toBe(`BFCA${noUnits(true)}`);
    // $/GSF (cents) is unchanged without per: A 1,000 · B 500 · C 5,000 · D 100 · F 2,000 · E none.
    expect(await keys("sort=cost_per_gsf")).toBe("DBAFCE");
    for (const sort of ["cost_per_gsf", "-cost_per_gsf"]) {
      const all = await keys(`per=units&sort=${sort}`);
      let seen = "";
      let cursor: string | null = null;
      for (let i = 0; i < 6; i++) {
        const res = await list(`per=units&sort=${sort}&limit=2${cursor ? `&cursor=${cursor}` : ""}`);
        expect(res.status).toBe(200);
        seen += res.body.query.map(keyOf).join("");
        cursor = res.body.next_cursor;
        if (!cursor) break;
      }
      expect(seen, sort).toBe(all);
    }
  });

  it("answers 400 for a metric it does not know", async () => {
    const res = await list("per=acres");
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain("per");
  });
});

describe("GET /api/v1/project-record/stats?per=units", () => {
  it("gives the median, quartiles and histogram of $/unit over the records with units", async () => {
    const res = await call(stats.GET, "GET", "/api/v1/project-record/stats?per=units", {
      cookie: acme.cookies.viewer,
    });
    expect(res.status).toBe(200);
    // Sorted: 100,000 · 125,000 · 142,857 · 333,333 (percentile_cont, linear between closest ranks):
    // median (125,000 + 142,857) / 2 = 133,928.5 → 133,929; P25 100,000 + 0.75 × 25,000 = 118,750;
    // P75 142,857 + 0.25 × 190,476 = 190,476.
    expect(res.body).toMatchObject({
      count: 6,
      valued: 4,
      median_cpg_cents: 133_929,
      p25_cpg_cents: 118_750,
      p75_cpg_cents: 190_476,
    });
    const bins = res.body.histogram as { from_cents: number; to_cents: number; count: number }[];
    expect(bins.reduce((n, b) => n + b.count, 0)).toBe(4);
    expect(bins[0]!.from_cents).toBeLessThanOrEqual(100_000);
    expect(bins.at(-1)!.to_cents).toBeGreaterThan(333_333);
    // Without per the statistics stay $/GSF: 5 of 6 records have GSF.
    const gsf = await call(stats.GET, "GET", "/api/v1/project-record/stats", { cookie: acme.cookies.viewer });
    expect(gsf.body).toMatchObject({ count: 6, valued: 5, median_cpg_cents: 1_000 });
  });
});
