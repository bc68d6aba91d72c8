import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { db, schema } from "@/db";
import { assertEventSize, realtimeEvent } from "@/lib/domain/realtime-events";
import { computeStored, loadEscalationRates } from "@/lib/server/estimate/core";
import { linesChangedEvent } from "@/lib/server/estimate/lines";
import { api, rows, sampleDirect, sampleGrand, sampleLines, typicalMarkups } from "./estimate-helpers";
import { companyWithRoles } from "./helpers";

const published = vi.hoisted(() => [] as { name: string; data: Record<string, unknown> }[]);
vi.mock("@/lib/server/realtime/publish", () => ({
  publish: async (...events: { name: string; data: Record<string, unknown> }[]) => {
    for (const e of events) {
      realtimeEvent.parse(e);
      published.push(e);
    }
  },
}));

let acme: Awaited<ReturnType<typeof companyWithRoles>>;
let birch: Awaited<ReturnType<typeof companyWithRoles>>;

beforeAll(async () => {
  [acme, birch] = await Promise.all([companyWithRoles(), companyWithRoles()]);
});

async function sample(name = "Lines") {
  const created = await api.create(acme.cookies.editor, { name });
  const uid = created.body.uid as string;
  const withInputs = await api.inputs(
    acme.cookies.editor,
    uid,
    { inputs: [{ name: "GSF", value: 10000 }] },
    created.body.version,
  );
  expect(withInputs.status).toBe(200);
  const withMarkups = await api.markups(
    acme.cookies.editor,
    uid,
    { markups: typicalMarkups },
    withInputs.body.version,
  );
  expect(withMarkups.status).toBe(200);
  const written = await api.lines(acme.cookies.editor, uid, { create: sampleLines });
  expect(written.status).toBe(200);
  // biome-ignore lint/suspicious/noExplicitAny: JSON
  const byKey = Object.fromEntries(written.body.created.map((l: any) => [l.client_key, l]));
  return { uid, byKey };
}

const openLines = async (uid: string) => rows((await api.open(acme.cookies.viewer, uid)).body);

describe("POST /api/v1/estimate/{uid}/line", () => {
  it("refuses a bad formula or an unknown input with a clear message, and writes nothing", async () => {
    const { uid } = await sample();
    const unknown = await api.lines(acme.cookies.editor, uid, {
      create: [
        { cost_code: "01 10 00", description: "Fine", quantity: 2, unit_cost_cents: 100 },
        { cost_code: "03 30 00", description: "Slab", quantity: "FLOORS * 2", unit_cost_cents: 100 },
      ],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe("New line 2 (03 30 00 Slab): Unknown input: FLOORS");
    expect(unknown.body.errors).toEqual({ "create.1.quantity": "Unknown input: FLOORS" });

    const syntax = await api.lines(acme.cookies.editor, uid, {
      create: [{ cost_code: "03 30 00", quantity: "GSF * * 2", unit_cost_cents: 100 }],
    });
    expect(syntax.status).toBe(400);
    expect(syntax.body.errors["create.0.quantity"]).toMatch(/position 7/);

    const decimals = await api.lines(acme.cookies.editor, uid, {
      create: [{ cost_code: "03 30 00", quantity: 1.123456, unit_cost_cents: 100 }],
    });
    expect(decimals.status).toBe(400);
    expect(decimals.body.errors).toEqual({ "create.0.quantity": "Use at most 5 decimal places" });

    const lump = await api.lines(acme.cookies.editor, uid, {
      create: [{ cost_code: "03 30 00", lump_sum_cents: 10.5 }],
    });
    expect(lump.status).toBe(400);
    expect(lump.body.errors).toEqual({ "create.0.lump_sum_cents": "Use whole cents for a lump sum" });

    expect(await openLines(uid)).toHaveLength(4);
    expect((await api.open(acme.cookies.viewer, uid)).body.estimate.grand_total_cents).toBe(sampleGrand);
  });

  it("creates, updates and deletes in one write; versions go up; totals follow", async () => {
    const { uid, byKey } = await sample();
    published.length = 0;
    const res = await api.lines(acme.cookies.editor, uid, {
      create: [
        {
          client_key: "e",
          cost_code: "26 05 00",
          description: "Electrical",
          quantity: "GSF",
          unit_cost_cents: 1250,
        },
      ],
      update: [{ uid: byKey.b.uid, version: 1, quantity: 2000 }],
      delete: [{ uid: byKey.d.uid, version: 1 }],
    });
    expect(res.status).toBe(200);
    expect(res.body.created[0]).toMatchObject({ client_key: "e", quantity: "GSF", version: 1 });
    expect(res.body.updated[0]).toMatchObject({ uid: byKey.b.uid, quantity: "2000", version: 2 });
    expect(res.body.deleted).toEqual([byKey.d.uid]);
    // + 10,000 × 1,250 = 12,500,000; steel now 824,690 (+412,345).
    const direct = sampleDirect + 12_500_000 + 412_345;
    expect(res.body.totals.direct_cents).toBe(direct);
    const gc = Math.round(direct * 0.08);
    const fee = Math.round((direct + gc) * 0.05);
    expect(res.body.totals.grand_total_cents).toBe(direct + gc + fee + 206_250);
    expect(res.body.totals.line_count).toBe(4);

    expect(published).toEqual([
      {
        name: "estimate.lines.changed",
        data: {
          estimate_uid: uid,
          line_uids: [res.body.created[0].uid, byKey.b.uid, byKey.d.uid],
          actor_uid: acme.editor.uid,
        },
      },
    ]);
  });

  it("refuses the whole write with 412 and the current lines when one version is stale", async () => {
    const { uid, byKey } = await sample();
    const first = await api.patch(acme.cookies.editor, uid, byKey.a.uid, { description: "Theirs" }, 1);
    expect(first.status).toBe(200);
    const res = await api.lines(acme.cookies.editor, uid, {
      create: [{ cost_code: "99", lump_sum_cents: 1 }],
      update: [
        { uid: byKey.a.uid, version: 1, description: "Mine" },
        { uid: byKey.b.uid, version: 1, description: "Also mine" },
      ],
      delete: [{ uid: byKey.c.uid, version: 1 }],
    });
    expect(res.status).toBe(412);
    expect(res.body).toMatchObject({
      code: "stale",
      message: "This line was changed by someone else. Their version is shown; edit again to overwrite it.",
    });
    expect(res.body.conflicts).toHaveLength(1);
    expect(res.body.conflicts[0]).toMatchObject({ uid: byKey.a.uid, description: "Theirs", version: 2 });
    const lines = await openLines(uid);
    expect(lines).toHaveLength(4);
    expect(lines.map((l) => l.description)).toEqual([
      "Theirs",
      "Structural steel",
      "Painting",
      "Landscaping upgrade",
    ]);
  });

  it("places new lines after a line, in request order; null = first; moves; unknown anchors are refused", async () => {
    const { uid, byKey } = await sample();
    const res = await api.lines(acme.cookies.editor, uid, {
      create: [
        { client_key: "x1", cost_code: "03 31 00", after_uid: byKey.a.uid },
        { client_key: "x2", cost_code: "03 32 00", after_uid: byKey.a.uid },
        { client_key: "x3", cost_code: "03 33 00", after_uid: "x2" },
        { client_key: "top", cost_code: "01 00 00", after_uid: null },
      ],
    });
    expect(res.status).toBe(200);
    const codes = async () => (await openLines(uid)).map((l) => l.cost_code);
    expect(await codes()).toEqual([
      "01 00 00",
      "03 30 00",
      "03 31 00",
      "03 32 00",
      "03 33 00",
      "05 12 00",
      "09 91 00",
      "32 90 00",
    ]);
    const moved = await api.lines(acme.cookies.editor, uid, {
      update: [{ uid: byKey.d.uid, version: 1, after_uid: null }],
    });
    expect(moved.status).toBe(200);
    expect((await codes())[0]).toBe("32 90 00");
    const bad = await api.lines(acme.cookies.editor, uid, {
      create: [{ cost_code: "X", after_uid: crypto.randomUUID() }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ after_uid: "No such line in this estimate" });
  });

  it("renumbers positions when repeated inserts leave no room, keeping the order", async () => {
    const created = await api.create(acme.cookies.editor, { name: "Renumber" });
    const uid = created.body.uid;
    const first = await api.lines(acme.cookies.editor, uid, {
      create: [{ cost_code: "A" }, { cost_code: "Z" }],
    });
    let anchor = first.body.created[0].uid;
    let renumbered = false;
    published.length = 0;
    for (let i = 0; i < 40; i++) {
      const res = await api.lines(acme.cookies.editor, uid, {
        create: [{ cost_code: `B${String(i).padStart(2, "0")}`, after_uid: anchor }],
      });
      expect(res.status).toBe(200);
      anchor = res.body.created[0].uid;
      renumbered ||= res.body.renumbered === true;
    }
    expect(renumbered).toBe(true);
    expect(published.some((e) => (e.data.line_uids as string[]).length === 0)).toBe(true);
    const codes = (await openLines(uid)).map((l) => l.cost_code);
    expect(codes).toEqual([
      "A",
      ...Array.from({ length: 40 }, (_, i) => `B${String(i).padStart(2, "0")}`),
      "Z",
    ]);
  });

  it("404 for another company's estimate, 403 for a viewer, 400 for a malformed body", async () => {
    const { uid } = await sample();
    expect((await api.lines(birch.cookies.admin, uid, { create: [{ cost_code: "1" }] })).status).toBe(404);
    expect((await api.lines(acme.cookies.viewer, uid, { create: [{ cost_code: "1" }] })).status).toBe(403);
    const bad = await api.lines(acme.cookies.editor, uid, {
      create: [{ cost_code: "1", cost_type: "magic" }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      "create.0.cost_type": "Must be one of labor, material, equipment, subcontract, other",
    });
    expect(await openLines(uid)).toHaveLength(4);
  });
});

describe("stored totals", () => {
  it("after incremental recomputes equal a full recompute, and a write by another process is never missed", async () => {
    const { uid, byKey } = await sample("Incremental");
    for (let k = 1; k <= 5; k++) {
      const res = await api.patch(acme.cookies.editor, uid, byKey.b.uid, { quantity: 1000 + k }, k);
      expect(res.status).toBe(200);
    }
    const check = async () => {
      const [row] = await db().select().from(schema.estimates).where(eq(schema.estimates.uid, uid));
      const rates = await loadEscalationRates(acme.company.uid);
      const { totals } = await computeStored(db(), row!, rates);
      expect(row!.grandTotalCents).toBe(totals.grand_total_cents);
      expect(row!.directCents).toBe(totals.direct_cents);
      return row!;
    };
    await check();
    // Another app process changes a line and stamps the estimate (as its storeTotals would).
    await db()
      .update(schema.estimateLines)
      .set({ lumpSumCents: 9_999_900 })
      .where(eq(schema.estimateLines.uid, byKey.c.uid));
    await db()
      .update(schema.estimates)
      .set({ updatedAt: new Date(Date.now() + 5) })
      .where(eq(schema.estimates.uid, uid));
    const res = await api.patch(acme.cookies.editor, uid, byKey.b.uid, { quantity: 1000 }, 6);
    expect(res.status).toBe(200);
    const row = await check();
    // Steel back at 412,345; painting now 9,999,900.
    expect(row.directCents).toBe(sampleDirect - 2_500_000 + 9_999_900);
  });
});

describe("PATCH /api/v1/estimate/{uid}/line/{lineUid}", () => {
  it("updates one line with If-Match; 412 with the current line when stale", async () => {
    const { uid, byKey } = await sample();
    const ok = await api.patch(acme.cookies.editor, uid, byKey.a.uid, { quantity: "GSF * 0.5" }, 1);
    expect(ok.status).toBe(200);
    expect(ok.headers.get("etag")).toBe('"2"');
    expect(ok.body).toMatchObject({ uid: byKey.a.uid, quantity: "GSF * 0.5", version: 2 });
    const stale = await api.patch(acme.cookies.editor, uid, byKey.a.uid, { quantity: "1" }, 1);
    expect(stale.status).toBe(412);
    expect(stale.body.code).toBe("stale");
    expect(stale.body.conflicts[0]).toMatchObject({ quantity: "GSF * 0.5", version: 2 });
    // 5,000 × $185.50 = 92,750,000 replaces 64,925,000.
    const open = await api.open(acme.cookies.viewer, uid);
    expect(open.body.estimate.direct_cents).toBe(sampleDirect - 64_925_000 + 92_750_000);
  });

  it("names the unknown input or the formula problem (400) and changes nothing", async () => {
    const { uid, byKey } = await sample();
    const res = await api.patch(acme.cookies.editor, uid, byKey.a.uid, { quantity: "GSF * STORIES" }, 1);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: "Unknown input: STORIES",
      errors: { quantity: "Unknown input: STORIES" },
    });
    const zero = await api.patch(acme.cookies.editor, uid, byKey.a.uid, { quantity: "GSF / 0" }, 1);
    expect(zero.status).toBe(400);
    expect(zero.body.message).toBe("Division by zero");
    const split = await api.patch(
      acme.cookies.editor,
      uid,
      byKey.a.uid,
      { split: { labor_cents: 10000, material_cents: 5000 } },
      1,
    );
    expect(split.status).toBe(400);
    expect(split.body.message).toBe("The split adds up to $150.00 per unit, not the unit cost $185.50");
    expect((await openLines(uid))[0]).toMatchObject({ quantity: "GSF * 0.35", version: 1 });
  });

  it("404 for a line of another estimate or company, 403 for a viewer", async () => {
    const { uid, byKey } = await sample();
    const other = await sample("Other");
    expect((await api.patch(acme.cookies.editor, other.uid, byKey.a.uid, { notes: "x" }, 1)).status).toBe(
      404,
    );
    expect((await api.patch(acme.cookies.editor, uid, crypto.randomUUID(), { notes: "x" }, 1)).status).toBe(
      404,
    );
    expect((await api.patch(birch.cookies.admin, uid, byKey.a.uid, { notes: "x" }, 1)).status).toBe(404);
    expect((await api.patch(acme.cookies.viewer, uid, byKey.a.uid, { notes: "x" }, 1)).status).toBe(403);
  });
});

describe("estimate.lines.changed", () => {
  it("carries at most 200 uids (else none) and stays under 10 KB", () => {
    const uids = Array.from({ length: 200 }, () => crypto.randomUUID());
    const full = linesChangedEvent(crypto.randomUUID(), uids, crypto.randomUUID());
    expect(full.data.line_uids).toHaveLength(200);
    expect(assertEventSize(realtimeEvent.parse(full))).toBeLessThan(10 * 1024);
    const many = linesChangedEvent(crypto.randomUUID(), [...uids, crypto.randomUUID()], crypto.randomUUID());
    expect(many.data.line_uids).toEqual([]);
  });
});
