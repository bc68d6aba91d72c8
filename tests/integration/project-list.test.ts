import { and, eq, isNull } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as projectList from "@/app/api/v1/project/route";
import * as points from "@/app/api/v1/project-record/points/route";
import * as recordList from "@/app/api/v1/project-record/route";
import * as stats from "@/app/api/v1/project-record/stats/route";
import { db, schema } from "@/db";
import { histogramCents, quartilesCents } from "@/lib/domain/project/stats";
import { call, companyWithRoles } from "./helpers";

let acme: Awaited<ReturnType<typeof companyWithRoles>>;
let birch: Awaited<ReturnType<typeof companyWithRoles>>;
const uidOf: Record<string, string> = {};
let office: { category: string; child: string };
let multifamily: { category: string; child: string };

async function typePair(companyUid: string, category: string) {
  const [parent] = await db()
    .select()
    .from(schema.buildingTypes)
    .where(
      and(
        eq(schema.buildingTypes.companyUid, companyUid),
        eq(schema.buildingTypes.name, category),
        isNull(schema.buildingTypes.parentUid),
      ),
    );
  const [child] = await db()
    .select()
    .from(schema.buildingTypes)
    .where(eq(schema.buildingTypes.parentUid, parent!.uid))
    .limit(1);
  return { category: parent!.uid, child: child!.uid };
}

type Seed = {
  key: string;
  name: string;
  client?: string;
  city: string;
  state: string;
  metro?: string;
  lat?: number;
  lng?: number;
  type?: string;
  stage: string;
  date: string;
  gsf?: number;
  cents: number;
  tags: string[];
};

beforeAll(async () => {
  [acme, birch] = await Promise.all([companyWithRoles(), companyWithRoles()]);
  office = await typePair(acme.company.uid, "Office");
  multifamily = await typePair(acme.company.uid, "Multifamily");
  const seeds: Seed[] = [
    {
      key: "A",
      name: "Alder Lab",
      city: "Houston",
      state: "TX",
      metro: "houston-tx",
      lat: 29.7604,
      lng: -95.3698,
      type: office.child,
      stage: "final",
      date: "2020-01-15",
      gsf: 10_000,
      cents: 200_000_000,
      tags: ["lab"],
    },
    {
      key: "B",
      name: "Birch Tower",
      city: "Dallas",
      state: "TX",
      metro: "dallas-tx",
      lat: 32.7767,
      lng: -96.797,
      type: office.child,
      stage: "bid",
      date: "2021-06-01",
      gsf: 20_000,
      cents: 500_000_000,
      tags: ["tower"],
    },
    {
      key: "C",
      name: "Cedar Flats",
      city: "Austin",
      state: "TX",
      metro: "austin-tx",
      lat: 30.2672,
      lng: -97.7431,
      type: multifamily.child,
      stage: "gmp",
      date: "2022-03-01",
      gsf: 5000,
      cents: 150_000_000,
      tags: ["lab", "tower"],
    },
    {
      key: "D",
      name: "Douglas Commons",
      city: "Seattle",
      state: "WA",
      metro: "seattle-wa",
      lat: 47.6062,
      lng: -122.3321,
      type: multifamily.child,
      stage: "final",
      date: "2023-09-01",
      gsf: 40_000,
      cents: 1_400_000_000,
      tags: [],
    },
    {
      key: "E",
      name: "Elm Study",
      client: "Zed Corp",
      city: "Albany",
      state: "NY",
      stage: "conceptual",
      date: "2024-01-01",
      cents: 10_000_000,
      tags: [],
    },
  ];
  for (const s of seeds) {
    const res = await call(projectList.POST, "POST", "/api/v1/project", {
      cookie: acme.cookies.editor,
      body: {
        name: s.name,
        client: s.client,
        city: s.city,
        state: s.state,
        metro: s.metro,
        latitude: s.lat,
        longitude: s.lng,
        building_type_uid: s.type,
        tags: s.tags,
        record: {
          stage: s.stage,
          cost_basis_date: s.date,
          metrics: s.gsf ? { gsf: s.gsf } : {},
          costs: [
            { cost_code: "03 30 00", amount_cents: Math.floor(s.cents / 3) },
            { cost_code: "26 00 00", amount_cents: s.cents - Math.floor(s.cents / 3) },
          ],
        },
      },
    });
    expect(res.status).toBe(201);
    uidOf[s.key] = res.body.record_uid;
  }
  // Another company's record must never show.
  await call(projectList.POST, "POST", "/api/v1/project", {
    cookie: birch.cookies.editor,
    body: {
      name: "Alder Lab Birch",
      state: "TX",
      latitude: 29.76,
      longitude: -95.37,
      record: {
        stage: "final",
        cost_basis_date: "2020-01-15",
        metrics: { gsf: 1 },
        costs: [{ cost_code: "01", amount_cents: 100 }],
      },
    },
  });
});

const keyOf = (uid: string) => Object.entries(uidOf).find(([, u]) => u === uid)?.[0] ?? "?";
const list = (query: string, cookie = acme.cookies.viewer) =>
  call(recordList.GET, "GET", `/api/v1/project-record?${query}`, { cookie });
const keys = async (query: string) => {
  const res = await list(query);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.query.map(keyOf).join("");
};

describe("GET /api/v1/project-record", () => {
  it("lists the company's records newest first with the contract's fields", async () => {
    const res = await list("");
    expect(res.body.total).toBe(5);
    expect(res.body.query.map(keyOf).join("")).toBe("EDCBA");
    expect(res.body.next_cursor).toBeNull();
    expect(res.body.content[uidOf.A!]).toMatchObject({
      project_name: "Alder Lab",
      city: "Houston",
      state: "TX",
      metro: "houston-tx",
      latitude: 29.7604,
      longitude: -95.3698,
      building_type_uid: office.child,
      building_type_name: expect.stringMatching(/^Office › /),
      stage: "final",
      classification: "masterformat",
      cost_basis_date: "2020-01-15",
      metrics: { gsf: 10_000 },
      total_cents: 200_000_000,
      cost_per_gsf_cents: 20_000,
      tags: [],
      project_tags: ["lab"],
      version: 1,
    });
    expect(res.body.content[uidOf.A!].normalised).toBeUndefined();
  });

  it("filters by each parameter", async () => {
    expect(await keys("q=alder")).toBe("A");
    expect(await keys("q=zed")).toBe("E");
    expect(await keys("q=seattle")).toBe("D");
    expect(await keys("q=100%25")).toBe("");
    expect(await keys(`building_type=${office.child}`)).toBe("BA");
    // A category includes its types.
    expect(await keys(`building_type=${multifamily.category}`)).toBe("DC");
    expect(await keys(`building_type=${office.category}&building_type=${multifamily.child}`)).toBe("DCBA");
    expect(await keys("state=tx")).toBe("CBA");
    expect(await keys("state=WA&state=NY")).toBe("ED");
    expect(await keys("metro=dallas-tx&metro=austin-tx")).toBe("CB");
    // Houston → Austin ≈ 146 mi, → Dallas ≈ 225 mi.
    expect(await keys("near_lat=29.7604&near_lng=-95.3698&radius_mi=50")).toBe("A");
    expect(await keys("near_lat=29.7604&near_lng=-95.3698&radius_mi=200")).toBe("CA");
    expect(await keys("near_lat=29.7604&near_lng=-95.3698&radius_mi=240")).toBe("CBA");
    expect(await keys("from=2021-06-01&to=2023-09-01")).toBe("DCB");
    expect(await keys("from=2021-06-02")).toBe("EDC");
    expect(await keys("gsf_min=10000&gsf_max=20000")).toBe("BA");
    expect(await keys("cpg_min=250&cpg_max=300")).toBe("CB");
    expect(await keys("cpg_min=250.01")).toBe("DC");
    expect(await keys("stage=final&stage=gmp")).toBe("DCA");
    expect(await keys("tag=tower")).toBe("CB");
    expect(await keys("tag=lab&tag=tower")).toBe("CBA");
    expect(await keys("state=TX&stage=final&tag=lab")).toBe("A");
  });

  it("sorts and pages with a cursor", async () => {
    expect(await keys("sort=cost_basis_date")).toBe("ABCDE");
    expect(await keys("sort=-total")).toBe("DBACE");
    expect(await keys("sort=total")).toBe("ECABD");
    // Records without $/GSF or GSF come last both ways.
    expect(await keys("sort=cost_per_gsf")).toBe("ABCDE");
    expect(await keys("sort=-cost_per_gsf")).toBe("DCBAE");
    expect(await keys("sort=-gsf")).toBe("DBACE");
    expect(await keys("sort=project_name")).toBe("ABCDE");
    for (const sort of ["-cost_per_gsf", "gsf", "-updated_at", "project_name", "-total"]) {
      const all = await keys(`sort=${sort}`);
      let seen = "";
      let cursor: string | null = null;
      for (let i = 0; i < 5; i++) {
        const res = await list(`sort=${sort}&limit=2${cursor ? `&cursor=${cursor}` : ""}`);
        // The first page counts; a cursor page does not recount.
        expect(res.body.total).toBe(cursor ? null : 5);
        seen += res.body.query.map(keyOf).join("");
        cursor = res.body.next_cursor;
        if (!cursor) break;
      }
      expect(seen, sort).toBe(all);
    }
    const first = await list("limit=2");
    const counted = await list(`limit=2&count=1&cursor=${first.body.next_cursor}`);
    expect(counted.body.total).toBe(5);
  });

  it("answers 400 naming each bad parameter", async () => {
    const res = await list("stage=draft&sort=price&limit=201&cpg_min=abc&from=2024-02-30&near_lat=10");
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      stage: "Must be one of conceptual, bid, gmp, final, estimate",
      sort: "Must be one of cost_basis_date, total, cost_per_gsf, gsf, project_name, updated_at (prefix - for descending)",
      limit: "Must be a whole number from 1 to 200",
      cpg_min: "Must be an amount in dollars with at most 2 decimals",
      from: "Must be a date (YYYY-MM-DD)",
    });
    expect((await list("near_lat=10&near_lng=10")).body.errors).toEqual({
      radius_mi: "Give near_lat, near_lng and radius_mi together",
    });
    expect((await list("cursor=bogus")).body.errors).toEqual({
      cursor: "Not a cursor from this list; start again from the first page",
    });
    expect((await list("target_location=atlantis")).status).toBe(400);
  });

  it("adds normalised numbers with their factors when targets are given", async () => {
    const res = await list("target_location=national&state=TX");
    const a = res.body.content[uidOf.A!].normalised;
    expect(a.factors).toEqual([
      { kind: "location", factor: 100 / 87.2, detail: "National average 100 / Houston, TX 87.2" },
    ]);
    expect(a.label).toBe("× 1.147 location");
    expect(a.total_cents).toBe(Math.round((200_000_000 * 100) / 87.2));
    expect(a.cost_per_gsf_cents).toBe(Math.round((20_000 * 100) / 87.2));
  });
});

describe("GET /api/v1/project-record/stats", () => {
  const getStats = (query: string, cookie = acme.cookies.viewer) =>
    call(stats.GET, "GET", `/api/v1/project-record/stats?${query}`, { cookie });

  it("computes count, median, quartiles, histogram and medians by type", async () => {
    const res = await getStats("");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      count: 5,
      valued: 4,
      projects: 5, // one project each here
      median_cpg_cents: 27_500,
      p25_cpg_cents: 23_750,
      p75_cpg_cents: 31_250,
    });
    expect(res.body.histogram.length).toBe(16);
    expect(res.body.histogram[0]).toEqual({ from_cents: 20_000, to_cents: 21_000, count: 1 });
    expect(
      res.body.histogram
        .filter((b: { count: number }) => b.count > 0)
        .map((b: { from_cents: number }) => b.from_cents),
    ).toEqual([20_000, 25_000, 30_000, 35_000]);
    expect(res.body.histogram.at(-1)).toEqual({ from_cents: 35_000, to_cents: 36_000, count: 1 });
    const byType = Object.fromEntries(
      res.body.by_building_type.map((t: { building_type_uid: string | null }) => [
        t.building_type_uid ?? "none",
        t,
      ]),
    );
    // Office: $200 and $250/GSF; multifamily: $300 and $350 (percentile_cont interpolates).
    expect(byType[office.child]).toMatchObject({
      count: 2,
      valued: 2,
      median_cpg_cents: 22_500,
      p25_cpg_cents: 21_250,
      p75_cpg_cents: 23_750,
      name: expect.stringMatching(/^Office › /),
    });
    expect(byType[multifamily.child]).toMatchObject({
      count: 2,
      median_cpg_cents: 32_500,
      p25_cpg_cents: 31_250,
      p75_cpg_cents: 33_750,
    });
    expect(byType.none).toEqual({
      building_type_uid: null,
      name: "No building type",
      count: 1,
      valued: 0,
      median_cpg_cents: null,
      p25_cpg_cents: null,
      p75_cpg_cents: null,
    });
  });

  it("follows the filters", async () => {
    const res = await getStats("state=TX&stage=final&stage=bid");
    expect(res.body).toMatchObject({
      count: 2,
      median_cpg_cents: 22_500,
      p25_cpg_cents: 21_250,
      p75_cpg_cents: 23_750,
    });
    const none = await getStats("state=ZZ");
    expect(none.body).toEqual({
      count: 0,
      valued: 0,
      projects: 0,
      median_cpg_cents: null,
      p25_cpg_cents: null,
      p75_cpg_cents: null,
      histogram: [],
      by_building_type: [],
    });
    expect((await getStats("gsf_min=x")).body.errors).toEqual({ gsf_min: "Must be a number of at least 0" });
  });

  it("normalises each record before the percentiles when targets are given", async () => {
    const query = "target_date=2025-06-01&target_location=national";
    const listed = await list(query);
    const values = listed.body.query
      .map((u: string) => listed.body.content[u].normalised.cost_per_gsf_cents)
      .filter((v: number | null) => v !== null);
    expect(values.length).toBe(4);
    const q = quartilesCents(values);
    const res = await getStats(query);
    expect(res.body).toMatchObject({
      count: 5,
      valued: values.length,
      median_cpg_cents: q.median,
      p25_cpg_cents: q.p25,
      p75_cpg_cents: q.p75,
    });
    // SQL buckets follow the same rule as the domain's reference histogram.
    expect(res.body.histogram).toEqual(histogramCents(values));
  });

  it("shows nothing of another company", async () => {
    expect((await getStats("", birch.cookies.viewer)).body.count).toBe(1);
  });
});

describe("GET /api/v1/project-record/points", () => {
  it("answers compact points for records with coordinates", async () => {
    const res = await call(points.GET, "GET", "/api/v1/project-record/points?state=TX", {
      cookie: acme.cookies.viewer,
    });
    expect(res.status).toBe(200);
    expect(res.body.points).toEqual([
      [uidOf.C, 30.2672, -97.7431, 30_000, "Cedar Flats"],
      [uidOf.B, 32.7767, -96.797, 25_000, "Birch Tower"],
      [uidOf.A, 29.7604, -95.3698, 20_000, "Alder Lab"],
    ]);
    const all = await call(points.GET, "GET", "/api/v1/project-record/points", {
      cookie: acme.cookies.viewer,
    });
    expect(all.body.points.length).toBe(4);
    const bad = await call(points.GET, "GET", "/api/v1/project-record/points?radius_mi=-1", {
      cookie: acme.cookies.viewer,
    });
    expect(bad.status).toBe(400);
  });
});
