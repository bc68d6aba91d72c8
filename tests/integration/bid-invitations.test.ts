import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as revokeRoute from "@/app/api/v1/bid-package/[uid]/invitation/[invitationUid]/revoke/route";
import * as remindRoute from "@/app/api/v1/bid-package/[uid]/invitation/remind/route";
import { db, schema } from "@/db";
import { portalMessages } from "@/lib/domain/bids/portal";
import { hashToken } from "@/lib/server/user/activation";
import {
  decline,
  fullBid,
  invitationRow,
  invite,
  invitedToken,
  listInvitations,
  mailTo,
  makeBidder,
  makePackage,
  submission,
  tokenIn,
  view,
} from "./bid-portal-helpers";
import { call, companyWithRoles } from "./helpers";

let acme: Awaited<ReturnType<typeof companyWithRoles>>;
let birch: Awaited<ReturnType<typeof companyWithRoles>>;

beforeAll(async () => {
  [acme, birch] = await Promise.all([
    companyWithRoles({ companyName: "Acme Builders" }),
    companyWithRoles({ companyName: "Birch Construction" }),
  ]);
});

const revoke = (packageUid: string, invitationUid: string, version?: number, cookie = acme.cookies.editor) =>
  call(revokeRoute.POST, "POST", `/api/v1/bid-package/${packageUid}/invitation/${invitationUid}/revoke`, {
    cookie,
    params: { uid: packageUid, invitationUid },
    headers: version === undefined ? {} : { "if-match": `"${version}"` },
  });
const remind = (packageUid: string, cookie = acme.cookies.editor) =>
  call(remindRoute.POST, "POST", `/api/v1/bid-package/${packageUid}/invitation/remind`, {
    cookie,
    params: { uid: packageUid },
  });

describe("POST /api/v1/bid-package/{uid}/invitation", () => {
  it("mails each contact a portal link (its token stored only as a hash) and sends a draft package out to bid", async () => {
    const { pkg } = await makePackage(acme);
    const apex = await makeBidder(acme, "Apex Drywall");
    const brite = await makeBidder(acme, "Brite Walls");
    const res = await invite(acme, pkg.uid, [apex.bidder.uid, brite.bidder.uid]);
    expect(res.status).toBe(201);
    expect(res.body.package_status).toBe("out_to_bid");
    expect(
      res.body.invitations.map((i: { bidder_name: string; status: string }) => [i.bidder_name, i.status]),
    ).toEqual([
      ["Apex Drywall", "invited"],
      ["Brite Walls", "invited"],
    ]);
    const [mail] = await mailTo(apex.contact.email!);
    expect(mail!.subject).toBe(`Invitation to bid: Drywall — ${await projectName(pkg.estimateUid)}`);
    expect(mail!.text).toContain("Acme Builders invites you to bid on Drywall");
    expect(mail!.text).toMatch(/Bids are due \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M E[SD]T\./);
    const token = tokenIn(mail!.text);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const row = await invitationRow(res.body.invitations[0].uid);
    expect(row.tokenHash).toBe(hashToken(token));
    expect(row.tokenHash).not.toContain(token);
    // The editor can copy the same link again; a viewer never sees it.
    expect(res.body.invitations[0].link).toBe(`http://localhost:3000/bid/${token}`);
    const asViewer = await listInvitations(acme, pkg.uid);
    expect(asViewer.status).toBe(200);
    expect(asViewer.body.invitations[0].link).toBeNull();
  });

  it("refuses a bidder invited twice, one without an email, and a viewer", async () => {
    const { pkg } = await makePackage(acme);
    const apex = await makeBidder(acme, "Apex Twice");
    expect((await invite(acme, pkg.uid, [apex.bidder.uid])).status).toBe(201);
    const again = await invite(acme, pkg.uid, [apex.bidder.uid]);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("Apex Twice is already invited to this package");
    const [mute] = await db()
      .insert(schema.bidders)
      .values({ companyUid: acme.company.uid, name: "No Mail Co" })
      .returning();
    const none = await invite(acme, pkg.uid, [mute!.uid]);
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(
      "No Mail Co has no contact with an email: add one in the bidders directory",
    );
    expect((await invite(acme, pkg.uid, [apex.bidder.uid], acme.cookies.viewer)).status).toBe(403);
  });

  it("answers another company's package and bidders as not found", async () => {
    const { pkg } = await makePackage(birch);
    const apex = await makeBidder(acme, "Apex Foreign");
    const res = await invite(acme, pkg.uid, [apex.bidder.uid]);
    expect(res.status).toBe(404);
    expect((await listInvitations(acme, pkg.uid)).status).toBe(404);
    const own = await makePackage(acme);
    const theirs = await makeBidder(birch, "Birch Sub");
    const foreignBidder = await invite(acme, own.pkg.uid, [theirs.bidder.uid]);
    expect(foreignBidder.status).toBe(400);
    expect(foreignBidder.body.errors).toEqual({ "invitations.0.bidder_uid": "Bidder not found" });
  });
});

describe("revoking an invitation", () => {
  it("needs the current version, then the link answers 410 with the withdrawn message", async () => {
    const { pkg } = await makePackage(acme);
    const { token } = await invitedToken(acme, pkg.uid, "Revoked Walls");
    const [inv] = (await listInvitations(acme, pkg.uid)).body.invitations;
    expect((await revoke(pkg.uid, inv.uid)).status).toBe(428);
    expect((await revoke(pkg.uid, inv.uid, inv.version + 5)).status).toBe(412);
    expect((await revoke(pkg.uid, inv.uid, inv.version, acme.cookies.viewer)).status).toBe(403);
    const res = await revoke(pkg.uid, inv.uid, inv.version);
    expect(res.status).toBe(200);
    expect(res.body.revoked_at).not.toBeNull();
    expect(res.body.link).toBeNull();
    const portal = await view(token);
    expect(portal.status).toBe(410);
    expect(portal.body).toMatchObject({ code: "gone", message: portalMessages.revoked });
    // Another company's invitation through this company's package path: not found.
    const other = await makePackage(birch);
    const theirs = await invitedToken(birch, other.pkg.uid, "Birch Walls");
    const [theirInv] = (await listInvitations(birch, other.pkg.uid)).body.invitations;
    expect((await revoke(pkg.uid, theirInv.uid, theirInv.version)).status).toBe(404);
    expect((await revoke(other.pkg.uid, theirInv.uid, theirInv.version)).status).toBe(404);
    expect((await view(theirs.token)).status).toBe(200);
  });

  it("is undone by inviting the bidder again: the same link works again", async () => {
    const { pkg } = await makePackage(acme);
    const { token, bidder } = await invitedToken(acme, pkg.uid, "Comeback Drywall");
    const [inv] = (await listInvitations(acme, pkg.uid)).body.invitations;
    await revoke(pkg.uid, inv.uid, inv.version);
    expect((await invite(acme, pkg.uid, [bidder.uid])).status).toBe(201);
    expect((await view(token)).status).toBe(200);
  });
});

describe("POST /api/v1/bid-package/{uid}/invitation/remind", () => {
  it("mails a reminder only to the invited bidders who have neither submitted nor declined", async () => {
    const { pkg, items } = await makePackage(acme);
    const done = await invitedToken(acme, pkg.uid, "Submitted Co");
    const no = await invitedToken(acme, pkg.uid, "Declined Co");
    const looked = await invitedToken(acme, pkg.uid, "Viewed Co");
    const quiet = await invitedToken(acme, pkg.uid, "Quiet Co");
    const gone = await invitedToken(acme, pkg.uid, "Revoked Co");
    expect((await submission(done.token, fullBid(items))).status).toBe(200);
    expect((await decline(no.token, "Fully booked through March")).status).toBe(200);
    expect((await view(looked.token)).status).toBe(200);
    const list = (await listInvitations(acme, pkg.uid)).body.invitations;
    const revoked = list.find((i: { bidder_name: string }) => i.bidder_name === "Revoked Co");
    await revoke(pkg.uid, revoked.uid, revoked.version);

    const res = await remind(pkg.uid);
    expect(res.status).toBe(200);
    expect(res.body.reminded).toBe(2);
    const reminders = async (email: string) =>
      (await mailTo(email)).filter((m) => m.subject.startsWith("Reminder: bid due for Drywall"));
    expect(await reminders(looked.contact.email!)).toHaveLength(1);
    expect(await reminders(quiet.contact.email!)).toHaveLength(1);
    for (const c of [done, no, gone]) expect(await reminders(c.contact.email!)).toHaveLength(0);
    const [mail] = await reminders(quiet.contact.email!);
    expect(mail!.text).toContain("Acme Builders is still waiting for your bid on Drywall");
    expect(tokenIn(mail!.text)).toBe(quiet.token);
    const statuses = Object.fromEntries(
      res.body.invitations.map(
        (i: { bidder_name: string; status: string; last_reminded_at: string | null }) => [
          i.bidder_name,
          [i.status, i.last_reminded_at !== null],
        ],
      ),
    );
    expect(statuses).toEqual({
      "Declined Co": ["declined", false],
      "Quiet Co": ["invited", true],
      "Revoked Co": ["invited", false],
      "Submitted Co": ["submitted", false],
      "Viewed Co": ["viewed", true],
    });
    const submitted = res.body.invitations.find(
      (i: { bidder_name: string }) => i.bidder_name === "Submitted Co",
    );
    expect(submitted).toMatchObject({ base_bid_cents: 48_250_00, revision: 1 });
    const declined = res.body.invitations.find(
      (i: { bidder_name: string }) => i.bidder_name === "Declined Co",
    );
    expect(declined.decline_reason).toBe("Fully booked through March");
  });

  it("is refused to a viewer and on another company's package", async () => {
    const { pkg } = await makePackage(acme);
    expect((await remind(pkg.uid, acme.cookies.viewer)).status).toBe(403);
    const other = await makePackage(birch);
    expect((await remind(other.pkg.uid)).status).toBe(404);
  });
});

async function projectName(estimateUid: string) {
  const [row] = await db()
    .select({ name: schema.projects.name })
    .from(schema.estimates)
    .innerJoin(schema.projects, eq(schema.projects.uid, schema.estimates.projectUid))
    .where(eq(schema.estimates.uid, estimateUid));
  return row!.name;
}
