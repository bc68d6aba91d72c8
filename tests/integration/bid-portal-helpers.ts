import { and, eq } from "drizzle-orm";
import * as invitationList from "@/app/api/v1/bid-package/[uid]/invitation/route";
import * as portalDecline from "@/app/api/v1/bid-portal/[token]/decline/route";
import * as portalView from "@/app/api/v1/bid-portal/[token]/route";
import * as portalSubmission from "@/app/api/v1/bid-portal/[token]/submission/route";
import { db, schema } from "@/db";
import { call, type companyWithRoles } from "./helpers";

type Tenant = Awaited<ReturnType<typeof companyWithRoles>>;

let n = 0;
/** A client address of its own per call unless told, so the per-address limit stays out of the way. */
export const nextIp = () => `10.9.${Math.floor(++n / 250)}.${n % 250}`;

/** An estimate (with a project) holding a draft package with two scope items, due in `dueInDays`. */
export async function makePackage(t: Tenant, dueInDays = 7, name = "Drywall") {
  const [project] = await db()
    .insert(schema.projects)
    .values({ companyUid: t.company.uid, name: `Harbor School ${++n}` })
    .returning();
  const [estimate] = await db()
    .insert(schema.estimates)
    .values({ companyUid: t.company.uid, name: "Harbor GMP", projectUid: project!.uid })
    .returning();
  const [pkg] = await db()
    .insert(schema.bidPackages)
    .values({
      companyUid: t.company.uid,
      estimateUid: estimate!.uid,
      name,
      trade: "09",
      dueAt: new Date(Date.now() + dueInDays * 86_400_000),
      timeZone: "America/New_York",
      instructions: "Bid per drawings A-101 to A-105.",
    })
    .returning();
  const items = await db()
    .insert(schema.bidScopeItems)
    .values([
      { companyUid: t.company.uid, packageUid: pkg!.uid, position: 0, text: "Metal studs" },
      { companyUid: t.company.uid, packageUid: pkg!.uid, position: 1, text: "Level 5 finish" },
    ])
    .returning();
  return { project: project!, estimate: estimate!, pkg: pkg!, items };
}

/** A bidder in the directory with one contact. */
export async function makeBidder(
  t: Tenant,
  name: string,
  email = `${name.toLowerCase().replace(/\W+/g, "-")}-${++n}@sub.test`,
) {
  const [bidder] = await db().insert(schema.bidders).values({ companyUid: t.company.uid, name }).returning();
  const [contact] = await db()
    .insert(schema.bidderContacts)
    .values({ companyUid: t.company.uid, bidderUid: bidder!.uid, name: `${name} Estimator`, email })
    .returning();
  return { bidder: bidder!, contact: contact! };
}

export const invite = (t: Tenant, packageUid: string, bidderUids: string[], cookie = t.cookies.editor) =>
  call(invitationList.POST, "POST", `/api/v1/bid-package/${packageUid}/invitation`, {
    cookie,
    params: { uid: packageUid },
    body: { invitations: bidderUids.map((bidder_uid) => ({ bidder_uid })) },
  });

export const listInvitations = (t: Tenant, packageUid: string, cookie = t.cookies.viewer) =>
  call(invitationList.GET, "GET", `/api/v1/bid-package/${packageUid}/invitation`, {
    cookie,
    params: { uid: packageUid },
  });

/** The newest mail to an address in the outbox. */
export async function mailTo(email: string) {
  const rows = await db().select().from(schema.mailOutbox).where(eq(schema.mailOutbox.to, email));
  return rows.sort((a, b) => +b.createdAt - +a.createdAt);
}

export const tokenIn = (text: string) => /\/bid\/([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? "";

/** Invites one bidder and answers the token from its mail. */
export async function invitedToken(t: Tenant, packageUid: string, name = "Apex Drywall") {
  const { bidder, contact } = await makeBidder(t, name);
  const res = await invite(t, packageUid, [bidder.uid]);
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  const [mail] = await mailTo(contact.email!);
  return { token: tokenIn(mail!.text), bidder, contact };
}

export const view = (token: string, ip = nextIp()) =>
  call(portalView.GET, "GET", `/api/v1/bid-portal/${token}`, {
    params: { token },
    headers: { "x-forwarded-for": ip },
  });

export const submission = (token: string, body: unknown, ip = nextIp()) =>
  call(portalSubmission.POST, "POST", `/api/v1/bid-portal/${token}/submission`, {
    params: { token },
    body,
    headers: { "x-forwarded-for": ip },
  });

export const decline = (token: string, reason: string, ip = nextIp()) =>
  call(portalDecline.POST, "POST", `/api/v1/bid-portal/${token}/decline`, {
    params: { token },
    body: { reason },
    headers: { "x-forwarded-for": ip },
  });

/** A complete bid: every scope item answered. */
export const fullBid = (items: { uid: string }[], action: "save" | "submit" = "submit") => ({
  action,
  base_bid_cents: 48_250_00,
  items: items.map((i, k) => ({
    scope_item_uid: i.uid,
    status: k === 0 ? "included" : "qualified",
    text: k === 0 ? null : "Level 4 where not exposed",
  })),
  alternates: [{ description: "Add acoustic insulation", amount_cents: 6_100_00 }],
  unit_prices: [{ description: "Extra partition", unit: "LF", unit_price_cents: 42_50 }],
  exclusions: "Bonds, permits",
});

export async function invitationRow(uid: string) {
  const [row] = await db()
    .select()
    .from(schema.bidInvitations)
    .where(and(eq(schema.bidInvitations.uid, uid)));
  return row!;
}
