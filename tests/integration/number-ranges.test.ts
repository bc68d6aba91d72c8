// Security finding 6: a number that would overflow its column — stored, derived (e.g. $/GSF of a 0.00001 GSF
// record costing $1 trillion) or compared with one — is a 400 naming the field, never a database error (500),
// and nothing is written. The bounds live in lib/domain/limits.ts.
import { count, eq } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import * as importRoute from "@/app/api/v1/project/import/route";
import * as projectList from "@/app/api/v1/project/route";
import * as recordItem from "@/app/api/v1/project-record/[uid]/route";
import * as recordList from "@/app/api/v1/project-record/route";
import { db, schema } from "@/db";
import { maxCents } from "@/lib/domain/limits";
import { costPerMetric } from "@/lib/domain/reference/cents";
import { api as estimateApi } from "./estimate-helpers";
import { call, companyWithRoles } from "./helpers";
import { csvFile, upload } from "./project-import-helpers";

let acme: Awaited<ReturnType<typeof companyWithRoles>>;

beforeAll(async () => {
  acme = await companyWithRoles();
});

const createProject = (body: unknown) =>
  call(projectList.POST, "POST", "/api/v1/project", { cookie: acme.cookies.editor, body });
const createRecord = (body: unknown) =>
  call(recordList.POST, "POST", "/api/v1/project-record", { cookie: acme.cookies.editor, body });
const putRecord = async (uid: string, body: unknown) => {
  const { version } = await storedRecord(uid);
  return call(recordItem.PUT, "PUT", `/api/v1/project-record/${uid}`, {
    cookie: acme.cookies.editor,
    body,
    headers: { "if-match": `"${version}"` },
    params: { uid },
  });
};
const listRecords = (query: Record<string, string>) =>
  call(recordList.GET, "GET", "/api/v1/project-record", { cookie: acme.cookies.viewer, query });

const record = (metrics: Record<string, number>, amounts: number[]) => ({
  stage: "bid",
  cost_basis_date: "2024-01-01",
  metrics,
  costs: amounts.map((amount_cents, i) => ({
    cost_code: `03 ${String(i).padStart(2, "0")} 00`,
    amount_cents,
  })),
});

const tooSmall = (per: string) =>
  `Too small for this cost: the cost per ${per} would exceed $90,071,992,547,409.91`;

async function projectsNamed(name: string) {
  const [row] = await db().select({ n: count() }).from(schema.projects).where(eq(schema.projects.name, name));
  return row!.n;
}

async function storedRecord(uid: string) {
  const [row] = await db().select().from(schema.projectRecords).where(eq(schema.projectRecords.uid, uid));
  return row!;
}

describe("derived values out of their column's range", () => {
  it("create project: 0.00001 GSF with a $1 trillion cost is a 400 naming the GSF; nothing is stored", async () => {
    const res = await createProject({ name: "Tiny GSF", record: record({ gsf: 0.00001 }, [1e14]) });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("validation_error");
    expect(res.body.errors).toEqual({ "record.metrics.gsf": tooSmall("GSF") });
    expect(await projectsNamed("Tiny GSF")).toBe(0);
  });

  it("update record: shrinking the GSF under a $1 trillion cost is a 400; the record is unchanged", async () => {
    const created = await createProject({
      name: "Big job",
      record: record({ gsf: 1000, units: 10 }, [1e14]),
    });
    expect(created.status).toBe(201);
    const uid = created.body.record_uid as string;
    const before = await storedRecord(uid);
    expect(before.costPerGsfCents).toBe(1e11);

    const res = await putRecord(uid, { metrics: { gsf: 0.00001, units: 0.00001 } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ "metrics.gsf": tooSmall("GSF"), "metrics.units": tooSmall("unit") });
    expect(await storedRecord(uid)).toEqual(before);

    // New lines against the stored GSF are checked the same way (the total comes from the request).
    const small = await putRecord(uid, { metrics: { gsf: 0.001 }, costs: [] });
    expect(small.status).toBe(200);
    expect(small.body.cost_per_gsf_cents).toBe(0);
    const lines = await putRecord(uid, { costs: record({}, [1e14]).costs });
    expect(lines.status).toBe(400);
    expect(lines.body.errors).toEqual({ "metrics.gsf": tooSmall("GSF") });
    expect((await storedRecord(uid)).totalCents).toBe(0);
  });

  it("create record: every metric, the lines' total and a metric below 0.00001 are bounded", async () => {
    const { body: project } = await createProject({ name: "Bounds" });
    const base = { project_uid: project.uid, stage: "bid", cost_basis_date: "2024-01-01" };
    const manyLines = await createRecord({ ...base, ...record({ gsf: 1000 }, Array(91).fill(1e14)) });
    expect(manyLines.status).toBe(400);
    expect(manyLines.body.errors).toEqual({
      costs:
        "Too large: the cost lines may add up to at most $90,071,992,547,409.91 (credits counted as positive)",
    });
    const perMetric = await createRecord({ ...base, ...record({ beds: 0.00001, wings: 0.00001 }, [1e14]) });
    expect(perMetric.status).toBe(400);
    expect(perMetric.body.errors).toEqual({
      "metrics.beds": tooSmall("bed"),
      "metrics.wings": tooSmall("wings"),
    });
    const subStep = await createRecord({ ...base, ...record({ gsf: 1e-300 }, [1]) });
    expect(subStep.status).toBe(400);
    expect(subStep.body.errors).toEqual({
      "metrics.gsf": "Must be a number of at least 0 with at most 5 decimals",
    });
    // The largest of everything fits: $90 billion over the smallest GSF is still an exact number of cents.
    const edge = await createRecord({ ...base, ...record({ gsf: 0.00001 }, [9e10]) });
    expect(edge.status).toBe(201);
    expect(edge.body.cost_per_gsf_cents).toBe(9e15);
  });

  it("a $/GSF filter beyond the column is a 400, not a database error", async () => {
    const res = await listRecords({ cpg_min: "100000000000000000000" });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ cpg_min: "Must be at most $90,071,992,547,409.91" });
    expect((await listRecords({ cpg_max: "90071992547409.91" })).status).toBe(200);
  });

  it("an estimate list cursor beyond a bigint offset is a 400", async () => {
    for (const cursor of ["1e300", "99999999999999999999"]) {
      const res = await estimateApi.list(acme.cookies.viewer, { cursor });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ cursor: "Must be a cursor from next_cursor" });
    }
  });

  it("import: the same bounds, reported by row and column (422), nothing written", async () => {
    const csv = [
      "Project Name,Stage,Cost Basis Date,GSF,Cost Code,Amount",
      "Import Tiny,Bid,2024-03-15,0.00001,03 30 00,1000000000000.00",
      "Import Huge,Bid,2024-03-15,100000000000000000000,03 30 00,100.00",
    ].join("\n");
    const mapping = {
      columns: {
        "Project Name": "project_name",
        Stage: "stage",
        "Cost Basis Date": "cost_basis_date",
        GSF: "gsf",
        "Cost Code": "cost_code",
        Amount: "amount",
      },
    };
    const res = await upload(
      importRoute.POST,
      "/api/v1/project/import",
      acme.cookies.editor,
      csvFile(csv),
      mapping,
    );
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      row_2: `Row 2: ${tooSmall("GSF")}`,
      row_3: "Row 3: GSF must be at most 1,000,000,000,000 with at most 5 decimals",
    });
    expect(await projectsNamed("Import Tiny")).toBe(0);
  });
});

// Extreme metric and cost combinations: the service answers 2xx or 400, never a database error; what it
// stores is what the domain derives, and every stored number is an exact integer or fits numeric(20,5).
const validMetric = fc.oneof(
  { arbitrary: fc.integer({ min: 1, max: 1000 }).map((n) => n / 1e5), weight: 1 }, // the smallest steps
  { arbitrary: fc.integer({ min: 0, max: 1e12 }), weight: 2 },
  { arbitrary: fc.integer({ min: 0, max: 1e12 }).map((n) => n / 1e5), weight: 2 },
);
const badMetric = fc.oneof(
  fc.constantFrom(1e-7, 1e-300, Number.MIN_VALUE, 1e12 + 1, 1e15, 1e308, -1, -0.00001, 0.123456789),
  fc.double({ min: 0, max: 1e13, noNaN: true }),
);
const validCents = fc.oneof(
  fc.constantFrom(0, 1, -1, 1e14, -1e14, 99_999_999_999_999),
  fc.integer({ min: -1e14, max: 1e14 }),
);
const badCents = fc.constantFrom(1e14 + 1, 1.5, 1e20, 1e308, maxCents, -maxCents);
const metricsOf = (value: fc.Arbitrary<number>) =>
  fc.record({ gsf: value, units: value, stalls: value }, { requiredKeys: [] });
const metricsArb = fc.oneof(
  { arbitrary: metricsOf(validMetric), weight: 3 },
  { arbitrary: metricsOf(fc.oneof(validMetric, badMetric)), weight: 1 },
);
const linesArb = fc.oneof(
  { arbitrary: fc.array(validCents, { maxLength: 60 }), weight: 3 },
  // Around the largest total: 90 lines of $1 trillion fit, 91 do not.
  { arbitrary: fc.array(fc.constant(1e14), { minLength: 88, maxLength: 92 }), weight: 1 },
  { arbitrary: fc.array(fc.oneof(validCents, badCents), { maxLength: 20 }), weight: 1 },
);

describe("extreme metrics and costs (property)", () => {
  it("answer 2xx or 400 on create and update, and store consistent derived values", async () => {
    const { body: project } = await createProject({ name: "Property" });
    await fc.assert(
      fc.asyncProperty(metricsArb, linesArb, metricsArb, linesArb, async (m1, c1, m2, c2) => {
        const created = await createRecord({ project_uid: project.uid, ...record(m1, c1) });
        expect([201, 400]).toContain(created.status);
        if (created.status !== 201) return;
        await checkStored(created.body.uid);
        const updated = await putRecord(created.body.uid, record(m2, c2));
        expect([200, 400]).toContain(updated.status);
        await checkStored(created.body.uid);
      }),
      { numRuns: 200, seed: 6 },
    );
  }, 600_000);
});

async function checkStored(uid: string) {
  const row = await storedRecord(uid);
  expect(Number.isSafeInteger(row.totalCents)).toBe(true);
  const gsf = row.metrics.gsf !== undefined && row.metrics.gsf > 0 ? row.metrics.gsf : null;
  expect(row.gsf).toBe(gsf);
  expect(row.costPerGsfCents).toBe(costPerMetric(row.totalCents, gsf));
  if (row.costPerGsfCents !== null) expect(Number.isSafeInteger(row.costPerGsfCents)).toBe(true);
  for (const value of Object.values(row.metrics)) {
    const per = costPerMetric(row.totalCents, value);
    if (per !== null) expect(Math.abs(per)).toBeLessThanOrEqual(maxCents);
  }
}
