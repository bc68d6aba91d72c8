import { beforeAll, describe, expect, it } from "vitest";
import * as dashboardRoute from "@/app/api/v1/dashboard/route";
import * as recordItem from "@/app/api/v1/project-record/[uid]/route";
import * as recordList from "@/app/api/v1/project-record/route";
import * as recordStats from "@/app/api/v1/project-record/stats/route";
import { lockMessages } from "@/lib/domain/estimate/versions/lock";
import { api } from "./estimate-helpers";
import { estimateWith, versionApi } from "./estimate-version-helpers";
import { call, companyWithRoles } from "./helpers";

// Publishing a final estimate makes a project record of stage "estimate" linked both ways; a republish updates
// the same record; such records stay out of the list and statistics unless the stage filter names them.

let acme: Awaited<ReturnType<typeof companyWithRoles>>;
let birch: Awaited<ReturnType<typeof companyWithRoles>>;

beforeAll(async () => {
  [acme, birch] = await Promise.all([companyWithRoles(), companyWithRoles()]);
});

const getRecord = (uid: string, cookie = acme.cookies.viewer) =>
  call(recordItem.GET, "GET", `/api/v1/project-record/${uid}`, { cookie, params: { uid } });
const listRecords = (query: Record<string, string> = {}) =>
  call(recordList.GET, "GET", "/api/v1/project-record", { cookie: acme.cookies.viewer, query });
const stats = (query: Record<string, string> = {}) =>
  call(recordStats.GET, "GET", "/api/v1/project-record/stats", { cookie: acme.cookies.viewer, query });

describe("POST /api/v1/estimate/{uid}/publish", () => {
  it("publishes a final estimate as a record of stage estimate, linked both ways; republish updates it", async () => {
    const created = await api.create(acme.cookies.editor, {
      name: "Library",
      pricing_date: "2026-03-01",
      state: "TX",
    });
    const uid = created.body.uid as string;
    await api.inputs(
      acme.cookies.editor,
      uid,
      { inputs: [{ name: "GSF", value: 1000 }] },
      created.body.version,
    );
    await api.lines(acme.cookies.editor, uid, {
      create: [
        { client_key: "a", cost_code: "03 30 00", quantity: 10, unit_cost_cents: 10_000 },
        { client_key: "b", cost_code: "09 91 00", lump_sum_cents: 5_000_01 },
      ],
    });
    const open = await api.open(acme.cookies.editor, uid);
    const final = await api.update(acme.cookies.editor, uid, { status: "final" }, open.body.estimate.version);
    expect(final.status).toBe(200);

    expect((await versionApi.publish(acme.cookies.viewer, uid)).status).toBe(403);
    expect((await versionApi.publish(birch.cookies.editor, uid)).status).toBe(404);
    expect((await versionApi.publish(acme.cookies.editor, uid, final.body.version + 1)).status).toBe(412);

    const res = await versionApi.publish(acme.cookies.editor, uid, final.body.version);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.republished).toBe(false);
    expect(res.body.estimate.published_record_uid).toBe(res.body.record_uid);
    const record = await getRecord(res.body.record_uid);
    expect(record.status).toBe(200);
    expect(record.body).toMatchObject({
      stage: "estimate",
      total_cents: 100_000 + 500_001,
      cost_basis_date: "2026-03-01",
      metrics: { gsf: 1000 },
      state: "TX",
      from_estimate: { uid, name: "Library" },
    });
    expect(
      record.body.divisions.map((d: { division: string; amount_cents: number }) => [
        d.division,
        d.amount_cents,
      ]),
    ).toEqual([
      ["03", 100_000],
      ["09", 500_001],
    ]);
    expect((await getRecord(res.body.record_uid, birch.cookies.viewer)).status).toBe(404);

    // Left out of the list and the statistics unless the stage filter names them.
    expect((await listRecords()).body.query).not.toContain(res.body.record_uid);
    expect((await stats()).body.count).toBe(0);
    expect((await listRecords({ stage: "estimate" })).body.query).toEqual([res.body.record_uid]);
    expect((await stats({ stage: "estimate" })).body.count).toBe(1);
    // The dashboard counts what the project database lists.
    const dashboard = await call(dashboardRoute.GET, "GET", "/api/v1/dashboard", {
      cookie: acme.cookies.viewer,
    });
    expect(dashboard.status).toBe(200);
    expect(dashboard.body.projects.record_count).toBe(0);

    // Republish after a reopen and a change: the same record, new total.
    const reopened = await versionApi.reopen(acme.cookies.editor, uid, { reason: "Add paving" });
    await api.lines(acme.cookies.editor, uid, {
      create: [{ client_key: "c", cost_code: "32 12 00", lump_sum_cents: 99 }],
    });
    const again = await api.update(acme.cookies.editor, uid, { status: "final" }, reopened.body.version);
    const re = await versionApi.publish(acme.cookies.editor, uid, again.body.version);
    expect(re.status).toBe(200);
    expect(re.body).toMatchObject({
      republished: true,
      record_uid: res.body.record_uid,
      project_uid: res.body.project_uid,
    });
    expect((await getRecord(res.body.record_uid)).body.total_cents).toBe(600_001 + 99);
  });

  it("refuses an estimate that is not final", async () => {
    const { uid } = await estimateWith(acme.cookies.editor, "Draft one", []);
    const res = await versionApi.publish(acme.cookies.editor, uid);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(lockMessages.publishNotFinal);
  });
});
