import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db, schema } from "@/db";
import { lockMessages } from "@/lib/domain/estimate/versions/lock";
import { awardMessages } from "@/lib/server/bids/award";
import { levelingMessages } from "@/lib/server/bids/leveling";
import { bidApi, seedPackage } from "./bids-leveling-helpers";
import { api, rows } from "./estimate-helpers";
import { companyWithRoles } from "./helpers";

// Leveling by hand, award and un-award to the cent, the final lock, and every endpoint's refusals.
// Package budget: 1000 × $3.50 + $1,500.00 + $1,000.01 = $6,000.01; one more line ($50,000.00) outside it.

let acme: Awaited<ReturnType<typeof companyWithRoles>>;
let birch: Awaited<ReturnType<typeof companyWithRoles>>;

beforeAll(async () => {
  [acme, birch] = await Promise.all([companyWithRoles(), companyWithRoles()]);
});

const seed = (status = "draft") => seedPackage(acme.company, acme.editor, acme.cookies.editor, status);
const etag = (res: { headers: Headers }) => Number(res.headers.get("etag")!.replaceAll('"', ""));

describe("the leveling sheet", () => {
  it("levels the bids by hand: base + plugs − credits, budget and variance, the low bidder", async () => {
    const s = await seed();
    const c = acme.cookies.editor;
    const first = await bidApi.sheet(acme.cookies.viewer, s.pkg.uid);
    expect(first.status).toBe(200);
    expect(first.body.budget_cents).toBe(600_001);
    expect(first.body.columns.map((col: { bidder_name: string }) => col.bidder_name)).toEqual([
      "Acme Drywall",
      "Birch Interiors",
      "Cedar Walls",
      "Dogwood Finishes",
    ]);
    const [a0, b0, c0] = first.body.columns;
    expect(a0).toMatchObject({
      base_cents: 550_000,
      leveled_cents: 550_000,
      variance_cents: -50_001,
      unplugged: 1,
      low: true,
    });
    expect(b0).toMatchObject({
      base_cents: 610_000,
      leveled_cents: 610_000,
      variance_cents: 9_999,
      low: false,
    });
    expect(c0).toMatchObject({ status: "declined", base_cents: null, leveled_cents: null });
    expect(a0.alternates).toEqual([{ description: "Level 5 finish", amount_cents: 45_000 }]);
    expect(first.body.rows[2].cells[0]).toMatchObject({
      status: "excluded",
      text: "By others",
      unplugged: true,
    });
    expect(first.body.rows[1].cells[1]).toMatchObject({ status: "qualified", text: "Type X only" });

    // A's tape plugged at $700.00, then revised to $750.50: A = 5,500.00 + 750.50 = 6,250.50.
    let v = etag(first);
    const plug = { invitation_uid: s.invitations.a.uid, scope_item_uid: s.items.tape.uid, kind: "plug" };
    let res = await bidApi.adjust(c, s.pkg.uid, { ...plug, amount_cents: 70_000 }, v);
    expect(res.status).toBe(200);
    expect(res.body.package.status).toBe("leveling");
    v = etag(res);
    res = await bidApi.adjust(c, s.pkg.uid, { ...plug, amount_cents: 75_050, note: "Per the architect" }, v);
    v = etag(res);
    // B: a $100.01 credit on framing → 6,100.00 − 100.01 = 5,999.99, now the low bidder (variance −$0.02).
    res = await bidApi.adjustMany(
      c,
      s.pkg.uid,
      {
        adjustments: [
          {
            invitation_uid: s.invitations.b.uid,
            scope_item_uid: s.items.frame.uid,
            kind: "credit",
            amount_cents: 10_001,
          },
          { invitation_uid: s.invitations.b.uid, kind: "note", note: "Confirm board type" },
        ],
      },
      v,
    );
    expect(res.status).toBe(200);
    const [a, b] = res.body.columns;
    expect(a).toMatchObject({
      plugs_cents: 75_050,
      leveled_cents: 625_050,
      variance_cents: 25_049,
      unplugged: 0,
      low: false,
    });
    expect(b).toMatchObject({ credits_cents: 10_001, leveled_cents: 599_999, variance_cents: -2, low: true });
    expect(b.bid.note).toBe("Confirm board type");
    expect(res.body.low_invitation_uid).toBe(s.invitations.b.uid);
    expect(res.body.rows[2].cells[0]).toMatchObject({ plug_cents: 75_050, adjustments: 2, unplugged: false });

    // The records stay; the submission is untouched.
    const records = await db()
      .select()
      .from(schema.bidLevelingAdjustments)
      .where(eq(schema.bidLevelingAdjustments.packageUid, s.pkg.uid));
    expect(records).toHaveLength(4);
    expect(records.every((r) => r.createdBy === acme.editor.uid)).toBe(true);
    const [sub] = await db()
      .select()
      .from(schema.bidSubmissions)
      .where(eq(schema.bidSubmissions.uid, s.submissions.a.uid));
    expect(sub!.baseBidCents).toBe(550_000);
  });

  it("refuses bad input (400), lower roles (403), other companies (404), stale and missing If-Match", async () => {
    const s = await seed();
    const c = acme.cookies.editor;
    const v = etag(await bidApi.sheet(c, s.pkg.uid));
    const cell = { invitation_uid: s.invitations.a.uid, scope_item_uid: s.items.tape.uid };
    const bad = async (body: unknown, errors: Record<string, string>) => {
      const res = await bidApi.adjust(c, s.pkg.uid, body, v);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.errors).toMatchObject(errors);
    };
    await bad({ ...cell, kind: "plug" }, { amount_cents: "Required for a plug" });
    await bad(
      { ...cell, kind: "plug", amount_cents: -5 },
      { amount_cents: "Must be 0 or more (a credit is entered as a positive amount)" },
    );
    await bad({ ...cell, kind: "plug", amount_cents: 1.5 }, { amount_cents: "Use whole cents" });
    await bad({ ...cell, kind: "note" }, { note: "Required for a note" });
    await bad({ ...cell, kind: "bonus", amount_cents: 1 }, { kind: "Must be one of plug, credit, note" });
    await bad(
      {
        ...cell,
        invitation_uid: s.invitations.a.uid,
        scope_item_uid: crypto.randomUUID(),
        kind: "plug",
        amount_cents: 1,
      },
      { scope_item_uid: levelingMessages.notScope },
    );
    await bad(
      { ...cell, invitation_uid: crypto.randomUUID(), kind: "plug", amount_cents: 1 },
      { invitation_uid: levelingMessages.notInvited },
    );
    const noBid = await bidApi.adjust(
      c,
      s.pkg.uid,
      { ...cell, invitation_uid: s.invitations.d.uid, kind: "plug", amount_cents: 1 },
      v,
    );
    expect(noBid.status).toBe(409);
    expect(noBid.body.message).toBe(levelingMessages.noBid);

    const plug = { ...cell, kind: "plug", amount_cents: 1 };
    expect((await bidApi.adjust(acme.cookies.viewer, s.pkg.uid, plug, v)).status).toBe(403);
    expect((await bidApi.adjust(c, s.pkg.uid, plug, v + 1)).status).toBe(412);
    expect((await bidApi.adjust(c, s.pkg.uid, plug)).status).toBe(428);
    expect((await bidApi.adjustMany(c, s.pkg.uid, { adjustments: [] }, v)).status).toBe(400);
    expect((await bidApi.adjustMany(acme.cookies.viewer, s.pkg.uid, { adjustments: [plug] }, v)).status).toBe(
      403,
    );
    expect((await bidApi.adjustMany(c, s.pkg.uid, { adjustments: [plug] }, v + 1)).status).toBe(412);
    const other = birch.cookies.admin;
    expect((await bidApi.sheet(other, s.pkg.uid)).status).toBe(404);
    expect((await bidApi.adjust(other, s.pkg.uid, plug, v)).status).toBe(404);
    expect((await bidApi.adjustMany(other, s.pkg.uid, { adjustments: [plug] }, v)).status).toBe(404);
    expect((await bidApi.award(other, s.pkg.uid, { submission_uid: s.submissions.a.uid }, v)).status).toBe(
      404,
    );
    expect((await bidApi.unaward(other, s.pkg.uid, v)).status).toBe(404);
    expect((await bidApi.exportRaw(other, s.pkg.uid, "pdf")).status).toBe(404);

    const award = { submission_uid: s.submissions.a.uid };
    expect((await bidApi.award(acme.cookies.viewer, s.pkg.uid, award, v)).status).toBe(403);
    expect((await bidApi.award(c, s.pkg.uid, award, v + 1)).status).toBe(412);
    expect((await bidApi.award(c, s.pkg.uid, award)).status).toBe(428);
    const wrong = await bidApi.award(c, s.pkg.uid, { submission_uid: crypto.randomUUID() }, v);
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({ submission_uid: awardMessages.notSubmitted });
    expect((await bidApi.award(c, s.pkg.uid, { submission_uid: "x" }, v)).status).toBe(400);
    expect((await bidApi.unaward(acme.cookies.viewer, s.pkg.uid, v)).status).toBe(403);
    const notAwarded = await bidApi.unaward(c, s.pkg.uid, v);
    expect(notAwarded.status).toBe(409);
    expect(notAwarded.body.message).toBe(awardMessages.notAwarded);
    expect((await bidApi.exportRaw(c, s.pkg.uid, "csv")).status).toBe(400);
  });
});

describe("award and un-award", () => {
  it("spreads the leveled bid over the package's lines by budget, to the cent, and restores them exactly", async () => {
    const s = await seed();
    const c = acme.cookies.editor;
    const before = await api.open(c, s.estimate.uid);
    expect(before.body.estimate.grand_total_cents).toBe(5_600_001);
    let v = etag(await bidApi.sheet(c, s.pkg.uid));
    v = etag(
      await bidApi.adjust(
        c,
        s.pkg.uid,
        {
          invitation_uid: s.invitations.b.uid,
          scope_item_uid: s.items.frame.uid,
          kind: "credit",
          amount_cents: 10_001,
        },
        v,
      ),
    );
    const res = await bidApi.award(
      c,
      s.pkg.uid,
      { submission_uid: s.submissions.b.uid, regret_emails: true },
      v,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.package.status).toBe("awarded");
    expect(res.body.award).toMatchObject({
      bidder_name: "Birch Interiors",
      amount_cents: 599_999,
      submission_uid: s.submissions.b.uid,
    });
    expect(res.body.budget_cents).toBe(599_999);

    // 5,999.99 over 3,500.00 / 1,500.00 / 1,000.01: exact shares 3,499.98833…, 1,499.995, 1,000.00666…;
    // floors 3,499.98 + 1,499.99 + 1,000.00 = 5,999.97, the two cents left to the largest remainders (.833, .666).
    const after = await api.open(c, s.estimate.uid);
    const byCode = Object.fromEntries(rows(after.body).map((l) => [l.cost_code, l]));
    expect(byCode["09 21 16"]).toMatchObject({ lump_sum_cents: 349_999 });
    expect(byCode["09 29 00"]).toMatchObject({ lump_sum_cents: 149_999 });
    expect(byCode["09 91 00"]).toMatchObject({ lump_sum_cents: 100_001 });
    expect(byCode["03 30 00"]).toMatchObject({ lump_sum_cents: 5_000_000 });
    expect(after.body.estimate.grand_total_cents).toBe(5_599_999);
    const linked = await db()
      .select({ uid: schema.estimateLines.uid })
      .from(schema.estimateLines)
      .where(
        and(
          eq(schema.estimateLines.estimateUid, s.estimate.uid),
          eq(schema.estimateLines.bidSubmissionUid, s.submissions.b.uid),
        ),
      );
    expect(linked).toHaveLength(3);

    // A second award is refused; the leveling is frozen while awarded.
    const again = await bidApi.award(c, s.pkg.uid, { submission_uid: s.submissions.a.uid }, etag(res));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(awardMessages.awarded("Birch Interiors"));
    const frozen = await bidApi.adjust(
      c,
      s.pkg.uid,
      { invitation_uid: s.invitations.a.uid, kind: "plug", amount_cents: 1 },
      etag(res),
    );
    expect(frozen.body.message).toBe(levelingMessages.awarded);

    // Mail: the award to B, a regret to A (C declined and D never submitted get nothing).
    const mails = await db()
      .select()
      .from(schema.mailOutbox)
      .where(eq(schema.mailOutbox.companyUid, acme.company.uid));
    const to = (inv: { contactEmail: string }) => mails.filter((m) => m.to === inv.contactEmail);
    expect(to(s.invitations.b)[0]!.subject).toBe(
      `Bid awarded: Drywall and paint — ${before.body.estimate.name}`,
    );
    expect(to(s.invitations.b)[0]!.text).toContain("$5,999.99");
    expect(to(s.invitations.a)[0]!.subject).toBe(
      `Bid result: Drywall and paint — ${before.body.estimate.name}`,
    );
    expect(to(s.invitations.c)).toHaveLength(0);
    expect(to(s.invitations.d)).toHaveLength(0);

    const audit = await db().select().from(schema.auditLog).where(eq(schema.auditLog.targetUid, s.pkg.uid));
    expect(audit.map((e) => e.action).sort()).toEqual(["bid_package.awarded", "bid_package.leveled"]);

    // Un-award: every line back exactly, the total to the cent.
    const undone = await bidApi.unaward(c, s.pkg.uid, etag(res));
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect(undone.body.package.status).toBe("leveling");
    expect(undone.body.award).toBeNull();
    const restored = await api.open(c, s.estimate.uid);
    expect(restored.body.estimate.grand_total_cents).toBe(5_600_001);
    const fields = (l: Record<string, unknown>) => ({
      quantity: l.quantity,
      unit_cost_cents: l.unit_cost_cents,
      lump_sum_cents: l.lump_sum_cents,
      split: l.split,
      cost_type: l.cost_type,
    });
    expect(rows(restored.body).map(fields)).toEqual(rows(before.body).map(fields));
    const [row] = await db()
      .select()
      .from(schema.bidAwards)
      .where(eq(schema.bidAwards.packageUid, s.pkg.uid));
    expect(row!.undoneAt).not.toBeNull();
    expect(row!.previousLineValues).toHaveLength(3);
  });

  it("a final estimate refuses the award with its lock message, and nothing changes", async () => {
    const s = await seed("final");
    const c = acme.cookies.admin;
    const v = etag(await bidApi.sheet(c, s.pkg.uid));
    const res = await bidApi.award(c, s.pkg.uid, { submission_uid: s.submissions.a.uid }, v);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(lockMessages.final);
    const sheet = await bidApi.sheet(c, s.pkg.uid);
    expect(sheet.body.award).toBeNull();
    expect(sheet.body.package).toMatchObject({ status: "out_to_bid", version: v });
    const open = await api.open(c, s.estimate.uid);
    expect(open.body.estimate.grand_total_cents).toBe(5_600_001);
  });
});
