import { randomUUID } from "node:crypto";
import * as award from "@/app/api/v1/bid-package/[uid]/award/route";
import * as exporter from "@/app/api/v1/bid-package/[uid]/export/route";
import * as leveling from "@/app/api/v1/bid-package/[uid]/leveling/route";
import { db, schema } from "@/db";
import type { CompanyRow, UserRow } from "@/db/schema";
import { api, rows } from "./estimate-helpers";
import { estimateWith } from "./estimate-version-helpers";
import { call } from "./helpers";

// A bid package seeded straight into the tables (the package and portal APIs are other parts' to test): an
// estimate with three package lines (budget $6,000.01) and one line outside, three scope items, and bidders A
// (submitted, tape excluded), B (submitted, all included), C (declined) and D (invited only).

const base = "/api/v1/bid-package";
const match = (version?: number): Record<string, string> =>
  version === undefined ? {} : { "if-match": `"${version}"` };

export const bidApi = {
  sheet: (cookie: string, uid: string) =>
    call(leveling.GET, "GET", `${base}/${uid}/leveling`, { cookie, params: { uid } }),
  adjust: (cookie: string, uid: string, body: unknown, version?: number) =>
    call(leveling.POST, "POST", `${base}/${uid}/leveling`, {
      cookie,
      body,
      headers: match(version),
      params: { uid },
    }),
  adjustMany: (cookie: string, uid: string, body: unknown, version?: number) =>
    call(leveling.PUT, "PUT", `${base}/${uid}/leveling`, {
      cookie,
      body,
      headers: match(version),
      params: { uid },
    }),
  award: (cookie: string, uid: string, body: unknown, version?: number) =>
    call(award.POST, "POST", `${base}/${uid}/award`, {
      cookie,
      body,
      headers: match(version),
      params: { uid },
    }),
  unaward: (cookie: string, uid: string, version?: number) =>
    call(award.DELETE, "DELETE", `${base}/${uid}/award`, {
      cookie,
      headers: match(version),
      params: { uid },
    }),
  exportRaw: async (cookie: string, uid: string, format: string) => {
    const { NextRequest } = await import("next/server");
    const url = new URL(`${base}/${uid}/export?format=${format}`, "http://localhost:3000");
    return exporter.GET(new NextRequest(url, { headers: { cookie } }), { params: Promise.resolve({ uid }) });
  },
};

export const packageLineCodes = ["09 21 16", "09 29 00", "09 91 00"];

export async function seedPackage(company: CompanyRow, user: UserRow, cookie: string, status = "draft") {
  const estimate = await estimateWith(cookie, `Bids ${randomUUID().slice(0, 6)}`, [
    { cost_code: "09 21 16", description: "Drywall", quantity: 1000, unit_cost_cents: 350 },
    { cost_code: "09 29 00", description: "Board", lump_sum_cents: 150_000 },
    { cost_code: "09 91 00", description: "Paint", lump_sum_cents: 100_001 },
    { cost_code: "03 30 00", description: "Concrete", lump_sum_cents: 5_000_000 },
  ]);
  const open = await api.open(cookie, estimate.uid);
  const lines = rows(open.body);
  const c = company.uid;
  const t = schema;
  const [pkg] = await db()
    .insert(t.bidPackages)
    .values({
      companyUid: c,
      estimateUid: estimate.uid,
      name: "Drywall and paint",
      status: "out_to_bid",
      createdBy: user.uid,
    })
    .returning();
  await db()
    .insert(t.bidPackageLines)
    .values(
      lines
        .filter((l) => packageLineCodes.includes(l.cost_code))
        .map((l) => ({ companyUid: c, packageUid: pkg!.uid, lineUid: l.uid })),
    );
  const items = await db()
    .insert(t.bidScopeItems)
    .values(
      ["Metal stud framing", "Gypsum board", "Tape and finish"].map((text, position) => ({
        companyUid: c,
        packageUid: pkg!.uid,
        position,
        text,
      })),
    )
    .returning();
  const [frame, board, tape] = items.sort((a, b) => a.position - b.position);
  const bidder = async (name: string, status: string, at: number) => {
    const [b] = await db().insert(t.bidders).values({ companyUid: c, name }).returning();
    const [inv] = await db()
      .insert(t.bidInvitations)
      .values({
        companyUid: c,
        packageUid: pkg!.uid,
        bidderUid: b!.uid,
        contactName: `${name} estimator`,
        contactEmail: `${name.split(" ")[0]!.toLowerCase()}-${randomUUID().slice(0, 6)}@example.test`,
        tokenHash: randomUUID(),
        status,
        createdAt: new Date(Date.now() - 100_000 + at),
      })
      .returning();
    return inv!;
  };
  const a = await bidder("Acme Drywall", "submitted", 1);
  const b = await bidder("Birch Interiors", "submitted", 2);
  const cInv = await bidder("Cedar Walls", "declined", 3);
  const d = await bidder("Dogwood Finishes", "invited", 4);
  const submit = async (
    invitationUid: string,
    baseCents: number,
    answers: [string, string, string | null][],
  ) => {
    const [s] = await db()
      .insert(t.bidSubmissions)
      .values({
        companyUid: c,
        invitationUid,
        status: "submitted",
        baseBidCents: baseCents,
        alternates: [{ description: "Level 5 finish", amount_cents: 45_000 }],
        submittedAt: new Date(),
        revision: 1,
      })
      .returning();
    await db()
      .insert(t.bidSubmissionItems)
      .values(
        answers.map(([scopeItemUid, status, text]) => ({
          companyUid: c,
          submissionUid: s!.uid,
          scopeItemUid,
          status,
          text,
        })),
      );
    return s!;
  };
  const sa = await submit(a.uid, 550_000, [
    [frame!.uid, "included", null],
    [board!.uid, "included", null],
    [tape!.uid, "excluded", "By others"],
  ]);
  const sb = await submit(b.uid, 610_000, [
    [frame!.uid, "included", null],
    [board!.uid, "qualified", "Type X only"],
    [tape!.uid, "included", null],
  ]);
  if (status !== "draft") await api.update(cookie, estimate.uid, { status }, estimate.version);
  return {
    estimate,
    pkg: pkg!,
    lines: Object.fromEntries(lines.map((l) => [l.cost_code as string, l])),
    items: { frame: frame!, board: board!, tape: tape! },
    invitations: { a, b, c: cInv, d },
    submissions: { a: sa, b: sb },
  };
}
