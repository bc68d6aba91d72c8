import { beforeAll, describe, expect, it } from "vitest";
import * as childItem from "@/app/api/v1/estimate/[uid]/child/[childUid]/route";
import * as children from "@/app/api/v1/estimate/[uid]/child/route";
import * as rollup from "@/app/api/v1/estimate/[uid]/rollup/route";
import { childMessages } from "@/lib/server/estimate/children";
import { api } from "./estimate-helpers";
import { call, companyWithRoles } from "./helpers";

let acme: Awaited<ReturnType<typeof companyWithRoles>>;
let birch: Awaited<ReturnType<typeof companyWithRoles>>;

const base = "/api/v1/estimate";
const match = (version?: number): Record<string, string> =>
  version === undefined ? {} : { "if-match": `"${version}"` };
const child = {
  list: (cookie: string, uid: string) =>
    call(children.GET, "GET", `${base}/${uid}/child`, { cookie, params: { uid } }),
  attach: (cookie: string, uid: string, body: unknown, version?: number) =>
    call(children.POST, "POST", `${base}/${uid}/child`, {
      cookie,
      body,
      headers: match(version),
      params: { uid },
    }),
  detach: (cookie: string, uid: string, childUid: string, version?: number) =>
    call(childItem.DELETE, "DELETE", `${base}/${uid}/child/${childUid}`, {
      cookie,
      headers: match(version),
      params: { uid, childUid },
    }),
  mode: (cookie: string, uid: string, body: unknown, version?: number) =>
    call(rollup.PUT, "PUT", `${base}/${uid}/rollup`, {
      cookie,
      body,
      headers: match(version),
      params: { uid },
    }),
};

const DIRECT = { direct: true, markups: [], running_total: false };
const RUNNING = { direct: false, markups: [], running_total: true };

/** An estimate with the given markups and lines (cents per unit × quantity). */
async function estimate(cookie: string, name: string, markups: unknown[], lines: [string, number, number][]) {
  const created = await api.create(cookie, { name });
  const uid = created.body.uid as string;
  const m = await api.markups(cookie, uid, { markups }, created.body.version);
  expect(m.status).toBe(200);
  const create = lines.map(([cost_code, quantity, unit_cost_cents], i) => ({
    client_key: `k${i}`,
    cost_code,
    quantity,
    unit_cost_cents,
  }));
  if (create.length) expect((await api.lines(cookie, uid, { create })).status).toBe(200);
  return uid;
}

const grand = async (cookie: string, uid: string) => (await api.open(cookie, uid)).body.estimate;

beforeAll(async () => {
  [acme, birch] = await Promise.all([companyWithRoles(), companyWithRoles()]);
});

describe("consolidated estimates", () => {
  it("rolls up two children live; totals equal their sum to the cent in both modes", async () => {
    const c = acme.cookies.editor;
    const gc = [{ uid: "gc", name: "GC", kind: "percent", percent: 6.125, base: DIRECT }];
    const fee = [{ uid: "fee", name: "Fee", kind: "percent", percent: 4.5, base: RUNNING }];
    const a = await estimate(c, "Building A", gc, [
      ["03 30 00", 12_345.678, 412.345],
      ["05 12 00", 3.33333, 98_765.4321],
    ]);
    const b = await estimate(c, "Building B", fee, [
      ["03 30 00", 7.77777, 3_333.33333],
      ["26 05 00", 3, 1_000.005],
    ]);
    const parent = await api.create(c, { name: "Campus" });
    const p = parent.body.uid as string;
    expect(parent.body.rollup_mode).toBeNull();

    const first = await child.attach(c, p, { child_uid: a }, parent.body.version);
    expect(first.status).toBe(200);
    expect(first.body.rollup_mode).toBe("rollup");
    expect(first.headers.get("etag")).toBe(`"${first.body.version}"`);
    const second = await child.attach(c, p, { child_uid: b }, first.body.version);
    expect(second.status).toBe(200);

    const [ea, eb] = [await grand(c, a), await grand(c, b)];
    const roll = (await child.list(c, p)).body;
    expect(roll.children.map((k: { name: string }) => k.name)).toEqual(["Building A", "Building B"]);
    expect(roll.direct_cents).toBe(ea.direct_cents + eb.direct_cents);
    expect(roll.line_count).toBe(4);
    expect(roll.divisions.map((d: { key: string }) => d.key)).toEqual(["03", "05", "26"]);
    expect(roll.cost_codes.find((g: { key: string }) => g.key === "03 30 00").lines).toBe(2);
    // The parent's own markups (the company default: none for a new company) run on the roll-up.
    expect(roll.grand_total_cents).toBe(roll.direct_cents + roll.markups_cents);

    // Children mode: the children's own markups carried; the total is their grand totals' sum.
    const carried = await child.mode(c, p, { rollup_mode: "children" }, second.body.version);
    expect(carried.status).toBe(200);
    expect(carried.body.grand_total_cents).toBe(ea.grand_total_cents + eb.grand_total_cents);
    expect(carried.body.markups.map((m: { child_name: string }) => m.child_name)).toEqual([
      "Building A",
      "Building B",
    ]);
    // The stored total the list shows is the roll-up's, and the list names parent and children.
    const listed = (await api.list(c, { search: "Campus" })).body;
    const item = listed.content[p];
    expect(item).toMatchObject({ rollup_mode: "children", child_count: 2 });
    expect(item.grand_total_cents).toBe(ea.grand_total_cents + eb.grand_total_cents);
    expect((await grand(c, a)).parent_name).toBe("Campus");

    // A child's edit shows in the parent: its stored totals follow at once.
    const line = await api.lines(c, b, {
      create: [{ client_key: "x", cost_code: "31 00 00", quantity: 1, unit_cost_cents: 123_456 }],
    });
    expect(line.status).toBe(200);
    const eb2 = await grand(c, b);
    expect((await grand(c, p)).grand_total_cents).toBe(ea.grand_total_cents + eb2.grand_total_cents);
    expect((await child.list(c, p)).body.grand_total_cents).toBe(
      ea.grand_total_cents + eb2.grand_total_cents,
    );

    // Detach: the child stays, the parent's total drops it.
    const now = (await child.list(c, p)).body.version;
    expect((await child.detach(c, p, b, now)).status).toBe(204);
    expect((await grand(c, b)).parent_uid).toBeNull();
    expect((await grand(c, p)).grand_total_cents).toBe(ea.grand_total_cents);
  });

  it("refuses itself, a second parent and cycles with clear messages", async () => {
    const c = acme.cookies.editor;
    const top = (await api.create(c, { name: "Top" })).body.uid;
    const mid = (await api.create(c, { name: "Mid" })).body.uid;
    const leaf = (await api.create(c, { name: "Leaf" })).body.uid;
    const other = (await api.create(c, { name: "Other" })).body.uid;
    expect((await child.attach(c, top, { child_uid: mid })).status).toBe(200);
    expect((await child.attach(c, mid, { child_uid: leaf })).status).toBe(200);

    const self = await child.attach(c, top, { child_uid: top });
    expect(self.status).toBe(400);
    expect(self.body.message).toBe("An estimate cannot be a child of itself");
    expect(self.body.errors).toEqual({ child_uid: childMessages.itself });

    const again = await child.attach(c, mid, { child_uid: leaf });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe("This estimate is already a child of this consolidated estimate");

    const second = await child.attach(c, other, { child_uid: leaf });
    expect(second.status).toBe(400);
    expect(second.body.message).toBe("This estimate already belongs to another consolidated estimate");

    const cycle = await child.attach(c, leaf, { child_uid: top });
    expect(cycle.status).toBe(400);
    expect(cycle.body.message).toBe(
      "This estimate contains the consolidated estimate, so it cannot also be its child",
    );

    const bad = await child.attach(c, top, { child_uid: "nope" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ child_uid: "Must be an id" });

    const badMode = await child.mode(c, top, { rollup_mode: "both" }, 99);
    expect(badMode.status).toBe(400);
    expect(badMode.body.errors).toEqual({ rollup_mode: "Must be rollup or children" });

    // Not consolidated any more while it has children: refused.
    const version = (await child.list(c, top)).body.version;
    const plain = await child.mode(c, top, { rollup_mode: null }, version);
    expect(plain.status).toBe(400);
    expect(plain.body.message).toBe("Take its children out first");
  });

  it("404 for another company's parent or child, or a child of another parent", async () => {
    const c = acme.cookies.editor;
    const mine = (await api.create(c, { name: "Mine" })).body.uid;
    const theirs = (await api.create(birch.cookies.editor, { name: "Theirs" })).body.uid;
    const foreignChild = await child.attach(c, mine, { child_uid: theirs });
    expect(foreignChild.status).toBe(404);
    const foreignParent = await child.attach(c, theirs, { child_uid: mine });
    expect(foreignParent.status).toBe(404);
    expect((await child.list(c, theirs)).status).toBe(404);
    expect((await child.mode(c, theirs, { rollup_mode: "rollup" }, 1)).status).toBe(404);
    const stranger = (await api.create(c, { name: "Stranger" })).body.uid;
    expect((await child.detach(c, mine, stranger, 1)).status).toBe(404);
    expect((await child.detach(c, mine, theirs, 1)).status).toBe(404);
    expect((await grand(birch.cookies.editor, theirs)).parent_uid).toBeNull();
  });

  it("403 for a viewer, 412 on a stale version of the parent, 428 without one on detach", async () => {
    const c = acme.cookies.editor;
    const p = (await api.create(c, { name: "Guarded" })).body;
    const k = (await api.create(c, { name: "Kid" })).body.uid;
    const k2 = (await api.create(c, { name: "Kid 2" })).body.uid;
    expect((await child.attach(acme.cookies.viewer, p.uid, { child_uid: k })).status).toBe(403);
    expect((await child.mode(acme.cookies.viewer, p.uid, { rollup_mode: "rollup" }, p.version)).status).toBe(
      403,
    );
    expect((await child.list(acme.cookies.viewer, p.uid)).status).toBe(200);

    const ok = await child.attach(c, p.uid, { child_uid: k }, p.version);
    expect(ok.status).toBe(200);
    const stale = await child.attach(c, p.uid, { child_uid: k2 }, p.version);
    expect(stale.status).toBe(412);
    expect((await grand(c, k2)).parent_uid).toBeNull();
    expect((await child.mode(c, p.uid, { rollup_mode: "children" }, p.version)).status).toBe(412);
    expect((await child.detach(acme.cookies.viewer, p.uid, k, ok.body.version)).status).toBe(403);
    expect((await child.detach(c, p.uid, k, p.version)).status).toBe(412);
    expect((await child.detach(c, p.uid, k)).status).toBe(428);
    expect((await child.detach(c, p.uid, k, ok.body.version)).status).toBe(204);
  });

  it("deleting a child takes it out of the parent's total", async () => {
    const c = acme.cookies.editor;
    const k = await estimate(c, "Doomed", [], [["03 30 00", 2, 5_000]]);
    const p = (await api.create(c, { name: "Holder" })).body.uid;
    await child.attach(c, p, { child_uid: k });
    expect((await grand(c, p)).grand_total_cents).toBe(10_000);
    const kv = (await grand(c, k)).version;
    expect((await api.remove(c, k, kv)).status).toBe(204);
    expect((await grand(c, p)).grand_total_cents).toBe(0);
    expect((await child.list(c, p)).body.children).toEqual([]);
  });
});
