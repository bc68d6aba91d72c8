// A final consolidated estimate keeps the whole roll-up it had when it became final — divisions, cost codes,
// children, markups, totals — in the version taken then, shows it while final (children's later edits do not
// move it), publishes it, compares per child line, and says whether its children changed since; a version taken while final keeps the same roll-up; a
// reopen returns to the live roll-up. Every figure to the cent.
import { beforeAll, describe, expect, it } from "vitest";
import * as children from "@/app/api/v1/estimate/[uid]/child/route";
import * as recordItem from "@/app/api/v1/project-record/[uid]/route";
import { api } from "./estimate-helpers";
import { versionApi } from "./estimate-version-helpers";
import { call, companyWithRoles } from "./helpers";

let acme: Awaited<ReturnType<typeof companyWithRoles>>;

const rollup = (cookie: string, uid: string) =>
  call(children.GET, "GET", `/api/v1/estimate/${uid}/child`, { cookie, params: { uid } });
const attach = (cookie: string, uid: string, childUid: string) =>
  call(children.POST, "POST", `/api/v1/estimate/${uid}/child`, {
    cookie,
    body: { child_uid: childUid },
    params: { uid },
  });
const getRecord = (cookie: string, uid: string) =>
  call(recordItem.GET, "GET", `/api/v1/project-record/${uid}`, { cookie, params: { uid } });
const open = async (cookie: string, uid: string) => (await api.open(cookie, uid)).body.estimate;

async function estimate(cookie: string, name: string, markups: unknown[], lines: [string, number, number][]) {
  const created = await api.create(cookie, { name });
  const uid = created.body.uid as string;
  expect((await api.markups(cookie, uid, { markups }, created.body.version)).status).toBe(200);
  const create = lines.map(([cost_code, quantity, unit_cost_cents], i) => ({
    client_key: `k${i}`,
    cost_code,
    quantity,
    unit_cost_cents,
  }));
  if (create.length) expect((await api.lines(cookie, uid, { create })).status).toBe(200);
  return uid;
}

/** The roll-up's figures without what moves on their own (versions, times, the kept block). */
function figures(body: Record<string, unknown>) {
  const { kept: _kept, version: _version, children: kids, ...rest } = body;
  return {
    ...rest,
    children: (kids as Record<string, unknown>[]).map(({ version: _v, updated_at: _u, ...k }) => k),
  };
}

beforeAll(async () => {
  acme = await companyWithRoles();
});

describe("a final consolidated estimate's kept roll-up", () => {
  it("keeps divisions, cost codes, children, markups and total while final; a reopen goes live again", async () => {
    const c = acme.cookies.admin;
    const running = { direct: false, markups: [], running_total: true };
    const fee = [{ uid: "fee", name: "Fee", kind: "percent", percent: 4.5, base: running }];
    const a = await estimate(
      c,
      "Building A",
      [],
      [
        ["03 30 00", 12.5, 8_250],
        ["05 12 00", 3, 33_333],
      ],
    );
    const b = await estimate(
      c,
      "Building B",
      [],
      [
        ["03 30 00", 7, 1_499],
        ["09 29 00", 400, 275],
      ],
    );
    const p = await estimate(c, "Campus", fee, []);
    expect((await attach(c, p, a)).status).toBe(200);
    expect((await attach(c, p, b)).status).toBe(200);

    const live = (await rollup(c, p)).body;
    expect(live.kept).toBeNull();
    expect(live.direct_cents).toBe(323_617);
    expect(live.markups.map((m: { amount_cents: number }) => m.amount_cents)).toEqual([14_563]);
    expect(live.grand_total_cents).toBe(338_180);
    expect(live.divisions).toEqual([
      { key: "03", total_cents: 113_618, lines: 2 },
      { key: "05", total_cents: 99_999, lines: 1 },
      { key: "09", total_cents: 110_000, lines: 1 },
    ]);

    expect((await api.update(c, p, { status: "final" }, (await open(c, p)).version)).status).toBe(200);
    const final = (await rollup(c, p)).body;
    expect(figures(final)).toEqual(figures(live));
    expect(final.kept).toMatchObject({
      direct_cents: 323_617,
      grand_total_cents: 338_180,
      children_changed: false,
      version_name: "Status: final",
      live_direct_cents: 323_617,
      live_grand_total_cents: 338_180,
    });
    const versions = (await versionApi.list(c, p)).body;
    const atFinal = versions.content[final.kept.version_uid];
    expect([atFinal.name, atFinal.direct_cents, atFinal.grand_total_cents]).toEqual([
      "Status: final",
      323_617,
      338_180,
    ]);

    // A child's owner keeps working: the parent still shows what it had, and says its children changed.
    const more = [{ client_key: "x", cost_code: "05 12 00", quantity: 1, unit_cost_cents: 2_500 }];
    expect((await api.lines(c, a, { create: more })).status).toBe(200);
    const after = (await rollup(c, p)).body;
    expect(figures(after)).toEqual(figures(live));
    expect(after.kept).toMatchObject({
      grand_total_cents: 338_180,
      children_changed: true,
      live_direct_cents: 326_117,
      live_grand_total_cents: 340_792,
    });
    expect((await open(c, p)).grand_total_cents).toBe(338_180);

    // Published: the record's costs are the kept roll-up's divisions and markup, its total the kept one.
    const published = await versionApi.publish(c, p, (await open(c, p)).version);
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    const record = await getRecord(c, published.body.record_uid);
    expect(record.body.total_cents).toBe(338_180);
    expect(
      record.body.divisions.map((d: { division: string; amount_cents: number }) => d.amount_cents),
    ).toEqual([113_618, 99_999, 110_000, 14_563]);

    // A version taken while final keeps the same roll-up (not the children's live one).
    const byHand = await versionApi.create(c, p, { name: "While final" });
    expect([byHand.status, byHand.body.grand_total_cents]).toEqual([201, 338_180]);
    expect(figures((await rollup(c, p)).body)).toEqual(figures(live));

    // Reopened: the live roll-up again, its stored total included.
    const reopened = await versionApi.reopen(c, p, { reason: "Building A grew" });
    expect(reopened.status).toBe(200);
    const back = (await rollup(c, p)).body;
    expect(back.kept).toBeNull();
    expect([back.direct_cents, back.grand_total_cents]).toEqual([326_117, 340_792]);
    expect(back.divisions).toContainEqual({ key: "05", total_cents: 102_499, lines: 2 });
    expect((await open(c, p)).grand_total_cents).toBe(340_792);

    // The version taken at final against the live roll-up: per child line, division and markup, to the cent.
    const cmp = await versionApi.compare(acme.cookies.viewer, {
      left: `version:${final.kept.version_uid}`,
      right: `estimate:${p}`,
    });
    expect(cmp.status, JSON.stringify(cmp.body)).toBe(200);
    expect(cmp.body.summary).toMatchObject({
      added: 1,
      removed: 0,
      changed: 0,
      unchanged: 4,
      grand_total_delta_cents: 2_612,
    });
    expect(cmp.body.lines.find((l: { status: string }) => l.status === "added")).toMatchObject({
      cost_code: "05 12 00",
      description: "Building A",
    });
    expect(cmp.body.divisions).toContainEqual(
      expect.objectContaining({
        division: "05",
        left_cents: 99_999,
        right_cents: 102_499,
        delta_cents: 2_500,
      }),
    );
    expect(cmp.body.markups).toEqual([
      expect.objectContaining({ name: "Fee", left_cents: 14_563, right_cents: 14_675, delta_cents: 112 }),
    ]);
  });
});
