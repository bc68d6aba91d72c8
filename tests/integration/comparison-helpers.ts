// Calls and fixtures for the comparison*.test.ts suites: a company with records (Houston offices of three
// sizes, one in California) and an estimate of the same building type.
import { and, eq } from "drizzle-orm";
import * as exportRoute from "@/app/api/v1/comparison/[uid]/export/route";
import * as item from "@/app/api/v1/comparison/[uid]/route";
import * as list from "@/app/api/v1/comparison/route";
import * as similar from "@/app/api/v1/comparison/similar/route";
import * as projectList from "@/app/api/v1/project/route";
import * as recordItem from "@/app/api/v1/project-record/[uid]/route";
import { db, schema } from "@/db";
import { api as estimateApi } from "./estimate-helpers";
import { call, type companyWithRoles } from "./helpers";

type Company = Awaited<ReturnType<typeof companyWithRoles>>;
const base = "/api/v1/comparison";
const match = (version?: number): Record<string, string> =>
  version === undefined ? {} : { "if-match": `"${version}"` };

export const comparisons = {
  list: (cookie: string, query: Record<string, string> = {}) =>
    call(list.GET, "GET", base, { cookie, query }),
  create: (cookie: string, body: unknown) => call(list.POST, "POST", base, { cookie, body }),
  get: (cookie: string, uid: string) => call(item.GET, "GET", `${base}/${uid}`, { cookie, params: { uid } }),
  update: (cookie: string, uid: string, body: unknown, version?: number) =>
    call(item.PUT, "PUT", `${base}/${uid}`, { cookie, body, headers: match(version), params: { uid } }),
  remove: (cookie: string, uid: string, version?: number) =>
    call(item.DELETE, "DELETE", `${base}/${uid}`, { cookie, headers: match(version), params: { uid } }),
  similar: (cookie: string, query: Record<string, string>) =>
    call(similar.GET, "GET", `${base}/similar`, { cookie, query }),
  /** The raw export response (the body is not JSON). */
  exportFile: async (cookie: string, uid: string, format: string) => {
    const { NextRequest } = await import("next/server");
    const url = new URL(`${base}/${uid}/export?format=${format}`, "http://localhost:3000");
    const req = new NextRequest(url, { headers: { cookie } });
    return exportRoute.GET(req, { params: Promise.resolve({ uid }) });
  },
};

export const getRecord = (cookie: string, uid: string, query: Record<string, string> = {}) =>
  call(recordItem.GET, "GET", `/api/v1/project-record/${uid}`, { cookie, query, params: { uid } });

async function officeType(companyUid: string): Promise<string> {
  const [office] = await db()
    .select()
    .from(schema.buildingTypes)
    .where(and(eq(schema.buildingTypes.companyUid, companyUid), eq(schema.buildingTypes.name, "Office")));
  const [child] = await db()
    .select()
    .from(schema.buildingTypes)
    .where(eq(schema.buildingTypes.parentUid, office!.uid))
    .limit(1);
  return child!.uid;
}

type RecordSpec = {
  name: string;
  gsf: number;
  state: string;
  metro: string | null;
  costs: [string, number][];
};

export const recordSpecs: RecordSpec[] = [
  {
    name: "Harbor Point",
    gsf: 20_000,
    state: "TX",
    metro: "houston-tx",
    costs: [
      ["03 30 00", 100_000_001],
      ["05 12 00", 50_000_000],
      ["26 00 00", 30_000_000],
    ],
  },
  {
    name: "Bayou Plaza",
    gsf: 30_000,
    state: "TX",
    metro: "houston-tx",
    costs: [
      ["03 30 00", 160_000_000],
      ["05 12 00", 70_000_000],
      ["26 00 00", 41_000_099],
    ],
  },
  {
    name: "Small Annex",
    gsf: 5_000,
    state: "TX",
    metro: "houston-tx",
    costs: [
      ["03 30 00", 40_000_000],
      ["26 00 00", 9_999_999],
    ],
  },
  {
    name: "Bay Tower",
    gsf: 28_000,
    state: "CA",
    metro: "san-francisco-ca",
    costs: [
      ["03 30 00", 250_000_000],
      ["05 12 00", 90_000_000],
    ],
  },
];

export type Fixture = { typeUid: string; records: string[]; estimate: string; totals: number[] };

/** The company's records (in recordSpecs order) and one estimate of the same type in Houston, 25,000 GSF. */
export async function seedComparisonData(c: Company): Promise<Fixture> {
  const typeUid = await officeType(c.company.uid);
  const records: string[] = [];
  for (const r of recordSpecs) {
    const res = await call(projectList.POST, "POST", "/api/v1/project", {
      cookie: c.cookies.editor,
      body: {
        name: r.name,
        city: r.state === "TX" ? "Houston" : "San Francisco",
        state: r.state,
        metro: r.metro,
        building_type_uid: typeUid,
        record: {
          stage: "final",
          cost_basis_date: "2021-06-15",
          metrics: { gsf: r.gsf, units: 100 },
          costs: r.costs.map(([cost_code, amount_cents]) => ({ cost_code, amount_cents })),
        },
      },
    });
    if (res.status !== 201) throw new Error(JSON.stringify(res.body));
    records.push(res.body.record_uid);
  }
  const est = await estimateApi.create(c.cookies.editor, {
    name: "Tower estimate",
    state: "TX",
    metro: "houston-tx",
    building_type_uid: typeUid,
    pricing_date: "2024-03-01",
  });
  if (est.status !== 201) throw new Error(JSON.stringify(est.body));
  const uid = est.body.uid as string;
  await estimateApi.inputs(
    c.cookies.editor,
    uid,
    { inputs: [{ name: "GSF", value: 25_000 }] },
    est.body.version,
  );
  await estimateApi.lines(c.cookies.editor, uid, {
    create: [
      { client_key: "a", cost_code: "03 30 00", quantity: 100, unit_cost_cents: 1_234_567 },
      { client_key: "b", cost_code: "05 12 00", quantity: 10, unit_cost_cents: 4_999_999 },
    ],
  });
  return {
    typeUid,
    records,
    estimate: uid,
    totals: recordSpecs.map((r) => r.costs.reduce((s, [, a]) => s + a, 0)),
  };
}
