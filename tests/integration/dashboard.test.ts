import { and, eq, isNull } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as comparisonItem from "@/app/api/v1/comparison/[uid]/route";
import * as comparisonList from "@/app/api/v1/comparison/route";
import * as dashboardRoute from "@/app/api/v1/dashboard/route";
import * as projectList from "@/app/api/v1/project/route";
import * as recordRoute from "@/app/api/v1/project-record/[uid]/route";
import { db, schema } from "@/db";
import { dashboardDto } from "@/lib/contract/dashboard";
import { verbOf } from "@/lib/server/dashboard/activity";
import { api } from "./estimate-helpers";
import { call, companyWithRoles, createUser, sessionCookie } from "./helpers";

// GET /api/v1/dashboard: every figure to the cent on fixed data, the company's own only, kept per data version
// (a write makes the next read fresh, an unaudited change in the database does not until then), viewers read.

type Company = Awaited<ReturnType<typeof companyWithRoles>>;
let acme: Company;
let birch: Company;
let plain: Company;
const now = new Date();
const month = (back: number) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)).toISOString().slice(0, 7);

const read = async (cookie: string) => {
  const res = await call(dashboardRoute.GET, "GET", "/api/v1/dashboard", { cookie });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  dashboardDto.parse(res.body);
  return res.body as import("@/lib/contract/dashboard").DashboardDto;
};

async function category(companyUid: string, name: string, child: string) {
  const t = schema.buildingTypes;
  const [parent] = await db()
    .select()
    .from(t)
    .where(and(eq(t.companyUid, companyUid), eq(t.name, name), isNull(t.parentUid)));
  const [type] = await db()
    .select()
    .from(t)
    .where(and(eq(t.parentUid, parent!.uid), eq(t.name, child)));
  return { category: parent!.uid, type: type!.uid };
}

async function project(
  cookie: string,
  name: string,
  typeUid: string,
  gsf: number,
  cents: number,
  basis: string,
) {
  const res = await call(projectList.POST, "POST", "/api/v1/project", {
    cookie,
    body: {
      name,
      building_type_uid: typeUid,
      state: "TX",
      record: {
        stage: "final",
        cost_basis_date: `${basis}-01`,
        metrics: { gsf },
        costs: [{ cost_code: "03 30 00", amount_cents: cents }],
      },
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { uid: string; record_uid: string };
}

async function estimate(cookie: string, name: string, status: string, lumpSums: number[]) {
  // Lines go in while a draft: a final or archived estimate takes no writes.
  const created = await api.create(cookie, { name, status: "draft" });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const uid = created.body.uid as string;
  if (lumpSums.length) {
    const res = await api.lines(cookie, uid, {
      create: lumpSums.map((c) => ({ cost_code: "03 30 00", quantity: 1, lump_sum_cents: c })),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  if (status !== "draft") {
    const res = await api.update(cookie, uid, { status }, created.body.version);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  return uid;
}

let office: { category: string; type: string };
let clinicUid: string;
let firstProject: { uid: string; record_uid: string };

beforeAll(async () => {
  [acme, birch, plain] = await Promise.all([
    companyWithRoles({ isV2Estimate: true }),
    companyWithRoles({ isV2Estimate: true }),
    companyWithRoles({ isV2Estimate: false }),
  ]);
  office = await category(acme.company.uid, "Office", "Mid-rise");
  const mf = await category(acme.company.uid, "Multifamily", "Podium mid-rise");
  // Office this month: $300.01 and $400.03 /GSF (median $350.02); last month $250.00; 2019: $999 (out of the trend).
  firstProject = await project(acme.cookies.editor, "Office A", office.type, 10_000, 300_010_000, month(0));
  await project(acme.cookies.editor, "Office B", office.type, 10_000, 400_030_000, month(0));
  await project(acme.cookies.editor, "Office C", office.type, 10_000, 250_000_000, month(1));
  await project(acme.cookies.editor, "Office Old", office.type, 1_000, 99_900_000, "2019-03");
  await project(acme.cookies.editor, "Flats A", mf.type, 20_000, 400_000_000, month(2));
  clinicUid = await estimate(acme.cookies.editor, "Clinic SD", "draft", [1_000_001, 250_050]);
  await estimate(acme.cookies.editor, "School bid", "in_review", [5_000_000_00]);
  await estimate(acme.cookies.editor, "Library final", "final", [12_345_67]);
  const birchType = await category(birch.company.uid, "Office", "Mid-rise");
  await project(birch.cookies.editor, "Birch Secret Tower", birchType.type, 1_000, 900_000_000, month(0));
  await estimate(birch.cookies.editor, "Birch secret bid", "draft", [7_777_777_77]);
});

describe("GET /api/v1/dashboard", () => {
  it("answers the company's figures to the cent, to a viewer", async () => {
    const data = await read(acme.cookies.viewer);
    expect(data.projects.project_count).toBe(5);
    expect(data.projects.record_count).toBe(5);
    const [officeRow, flats] = data.projects.by_building_type;
    expect(officeRow).toMatchObject({ uid: office.category, name: "Office", count: 4 });
    // $250.00, $300.01, $400.03, $999.00: median (300.01 + 400.03) / 2, P25 and P75 interpolated.
    expect(officeRow!.median_cpg_cents).toBe(35_002);
    expect(officeRow!.p25_cpg_cents).toBe(Math.round(25_000 + 0.75 * (30_001 - 25_000)));
    expect(officeRow!.p75_cpg_cents).toBe(Math.round(40_003 + 0.25 * (99_900 - 40_003)));
    expect(officeRow!.trend).toEqual([
      { month: month(1), count: 1, median_cpg_cents: 25_000 },
      { month: month(0), count: 2, median_cpg_cents: 35_002 },
    ]);
    expect(officeRow!.last_12_months).toEqual({ count: 3, median_cpg_cents: 30_001 });
    expect(flats).toMatchObject({ name: "Multifamily", count: 1, median_cpg_cents: 20_000 });
    expect(flats!.last_12_months).toEqual({ count: 1, median_cpg_cents: 20_000 });
    expect(flats!.trend).toEqual([{ month: month(2), count: 1, median_cpg_cents: 20_000 }]);

    const est = data.estimates!;
    expect(est.active).toBe(2);
    expect(est.total).toBe(3);
    expect(est.pipeline_cents).toBe(1_000_001 + 250_050 + 5_000_000_00);
    expect(est.by_status).toEqual([
      { status: "draft", count: 1, total_cents: 1_250_051 },
      { status: "in_review", count: 1, total_cents: 5_000_000_00 },
      { status: "final", count: 1, total_cents: 12_345_67 },
      { status: "archived", count: 0, total_cents: 0 },
    ]);
    expect(data.team).toMatchObject({ members: 3, pending: 0, deactivated: 0 });

    const created = data.activity.find((a) => a.target_uid === clinicUid);
    expect(created).toMatchObject({
      action: "estimate.created",
      verb: "created",
      target_type: "estimate",
      target_name: "Clinic SD",
      href: `/estimate/${clinicUid}`,
      actor_name: "Test User",
    });
    expect(data.activity.length).toBe(8);
    expect(data.activity.map((a) => a.at)).toEqual([...data.activity.map((a) => a.at)].sort().reverse());
  });

  it("never counts or names another company's data", async () => {
    const text = JSON.stringify(await read(acme.cookies.admin));
    expect(text).not.toContain("Birch");
    expect(text).not.toContain("7777777");
    const data = await read(birch.cookies.viewer);
    expect(data.projects).toMatchObject({ project_count: 1, record_count: 1 });
    expect(data.projects.by_building_type[0]).toMatchObject({ count: 1, median_cpg_cents: 900_000 });
    expect(data.estimates).toMatchObject({ active: 1, total: 1, pipeline_cents: 7_777_777_77 });
    expect(JSON.stringify(data)).not.toContain("Office A");
    expect(JSON.stringify(data)).not.toContain("Clinic");
  });

  it("keeps the figures per data version: a write makes the next read fresh", async () => {
    const before = await read(acme.cookies.viewer);
    // A change nobody audits (as a script in the database would) is not seen while the version stands …
    await db().insert(schema.projects).values({ companyUid: acme.company.uid, name: "Unaudited" });
    const cached = await read(acme.cookies.viewer);
    expect(cached.version).toBe(before.version);
    expect(cached.projects.project_count).toBe(before.projects.project_count);
    // … an audited write (any app server's) moves it: the next read counts both.
    await project(acme.cookies.editor, "Office D", office.type, 10_000, 350_000_000, month(0));
    const fresh = await read(acme.cookies.viewer);
    expect(fresh.version).not.toBe(before.version);
    expect(fresh.projects.project_count).toBe(before.projects.project_count + 2);
    expect(fresh.activity[0]).toMatchObject({ action: "project.created", target_name: "Office D" });
    // A line edit (not audited) moves the estimate's updated_at, and so the version: the pipeline follows.
    await api.lines(acme.cookies.editor, clinicUid, {
      create: [{ cost_code: "03 30 00", quantity: 1, lump_sum_cents: 99 }],
    });
    const edited = await read(acme.cookies.viewer);
    expect(edited.version).not.toBe(fresh.version);
    expect(edited.estimates!.pipeline_cents).toBe(fresh.estimates!.pipeline_cents + 99);
    // A deleted record keeps its line in the activity, without a link.
    const record = await call(
      recordRoute.DELETE,
      "DELETE",
      `/api/v1/project-record/${firstProject.record_uid}`,
      {
        cookie: acme.cookies.editor,
        params: { uid: firstProject.record_uid },
        headers: { "if-match": '"1"' },
      },
    );
    expect(record.status, JSON.stringify(record.body)).toBe(204);
    const after = await read(acme.cookies.viewer);
    expect(after.projects.record_count).toBe(fresh.projects.record_count - 1);
    expect(after.activity[0]).toMatchObject({ action: "project.record.deleted", href: null });
  });

  it("names comparisons as they are now, and unlinks a deleted one", async () => {
    const made = await call(comparisonList.POST, "POST", "/api/v1/comparison", {
      cookie: acme.cookies.editor,
      body: { name: "Clinic benchmarks" },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const uid = made.body.uid as string;
    const renamed = await call(comparisonItem.PUT, "PUT", `/api/v1/comparison/${uid}`, {
      cookie: acme.cookies.editor,
      params: { uid },
      body: { name: "Clinic benchmarks 2026" },
      headers: { "if-match": `"${made.body.version}"` },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const data = await read(acme.cookies.viewer);
    const entries = data.activity.filter((a) => a.target_uid === uid);
    expect(entries.map((a) => a.action)).toEqual(["comparison.updated", "comparison.created"]);
    for (const a of entries) {
      expect(a).toMatchObject({ target_name: "Clinic benchmarks 2026", href: `/comparison/${uid}` });
    }
    const gone = await call(comparisonItem.DELETE, "DELETE", `/api/v1/comparison/${uid}`, {
      cookie: acme.cookies.editor,
      params: { uid },
      headers: { "if-match": `"${renamed.body.version}"` },
    });
    expect(gone.status, JSON.stringify(gone.body)).toBe(204);
    const after = (await read(acme.cookies.viewer)).activity.filter((a) => a.target_uid === uid);
    expect(after[0]).toMatchObject({ action: "comparison.deleted", target_name: "Clinic benchmarks 2026" });
    expect(after.every((a) => a.href === null)).toBe(true);
  });

  it("leaves estimates out for a company without them, and refuses without a session", async () => {
    await createUser(plain.company, { roles: ["viewer"] });
    const data = await read(await sessionCookie((await createUser(plain.company, { roles: ["viewer"] }))!));
    expect(data.estimates).toBeNull();
    expect(data.activity.every((a) => a.target_type !== "estimate")).toBe(true);
    const anonymous = await call(dashboardRoute.GET, "GET", "/api/v1/dashboard");
    expect(anonymous.status).toBe(401);
  });
});

describe("activity verbs", () => {
  it("say what happened in words", () => {
    expect(verbOf("estimate.created")).toBe("created");
    expect(verbOf("project.record.updated")).toBe("updated");
    expect(verbOf("estimate.unit_mix.replaced")).toBe("changed the unit mix of");
    expect(verbOf("comparison.deleted")).toBe("deleted");
  });
});
