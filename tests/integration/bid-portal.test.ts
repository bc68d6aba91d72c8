import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import * as fileItem from "@/app/api/v1/bid-portal/[token]/file/[fileUid]/route";
import * as fileList from "@/app/api/v1/bid-portal/[token]/file/route";
import * as signature from "@/app/api/v1/bid-portal/[token]/file/upload-signature/route";
import * as question from "@/app/api/v1/bid-portal/[token]/question/route";
import * as upload from "@/app/api/v1/storage/upload/[...key]/route";
import { db, schema } from "@/db";
import { formatDue, portalMessages } from "@/lib/domain/bids/portal";
import { fileMessages } from "@/lib/domain/project/files";
import { submittedSaveMessage } from "@/lib/server/bids/portal-actions";
import { portalLimits } from "@/lib/server/bids/portal-rate-limit";
import {
  decline,
  fullBid,
  invitationRow,
  invitedToken,
  listInvitations,
  makePackage,
  nextIp,
  submission,
  view,
} from "./bid-portal-helpers";
import { call, companyWithRoles } from "./helpers";

process.env.STORAGE_DIR = mkdtempSync(path.join(tmpdir(), "plinth-bid-files-"));
delete process.env.S3_BUCKET;

let acme: Awaited<ReturnType<typeof companyWithRoles>>;
let birch: Awaited<ReturnType<typeof companyWithRoles>>;

beforeAll(async () => {
  [acme, birch] = await Promise.all([
    companyWithRoles({ companyName: "Acme Builders" }),
    companyWithRoles({ companyName: "Birch Construction" }),
  ]);
});

const headers = () => ({ "x-forwarded-for": nextIp() });
const ask = (token: string, text: string) =>
  call(question.POST, "POST", `/api/v1/bid-portal/${token}/question`, {
    params: { token },
    body: { text },
    headers: headers(),
  });
const sign = (token: string, body: unknown) =>
  call(signature.POST, "POST", `/api/v1/bid-portal/${token}/file/upload-signature`, {
    params: { token },
    body,
    headers: headers(),
  });
const attach = (token: string, body: unknown) =>
  call(fileList.POST, "POST", `/api/v1/bid-portal/${token}/file`, {
    params: { token },
    body,
    headers: headers(),
  });
const detach = (token: string, fileUid: string) =>
  call(fileItem.DELETE, "DELETE", `/api/v1/bid-portal/${token}/file/${fileUid}`, {
    params: { token, fileUid },
    headers: headers(),
  });

async function put(uploadUrl: string, body: Buffer, contentType: string) {
  const url = new URL(uploadUrl, "http://localhost:3000");
  const key = url.pathname.replace("/api/v1/storage/upload/", "").split("/");
  const req = new NextRequest(url, {
    method: "PUT",
    headers: { "content-type": contentType },
    body: new Uint8Array(body),
  });
  return upload.PUT(req, { params: Promise.resolve({ key } as unknown as Record<string, string>) });
}

const statusOf = async (token: string) => (await view(token)).body.status;

describe("GET /api/v1/bid-portal/{token}", () => {
  it("shows the invitation's own package, marks it viewed once, and nothing of another invitation", async () => {
    const { pkg, items } = await makePackage(acme);
    const mine = await invitedToken(acme, pkg.uid, "Apex Drywall");
    const theirs = await invitedToken(acme, pkg.uid, "Brite Walls");
    expect((await submission(theirs.token, fullBid(items))).status).toBe(200);
    await ask(theirs.token, "Brite's private question");

    const res = await view(mine.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      company_name: "Acme Builders",
      bidder_name: "Apex Drywall",
      status: "viewed",
      open: true,
      closed_message: null,
      submission: null,
      questions: [],
      package: {
        name: "Drywall",
        trade: "09",
        time_zone: "America/New_York",
        instructions: "Bid per drawings A-101 to A-105.",
        scope_items: items.map((i) => ({ uid: i.uid, position: i.position, text: i.text })),
        documents: [],
      },
    });
    expect(res.body.package.project_name).toMatch(/^Harbor School/);
    expect(res.body.package.due_label).toMatch(/E[SD]T$/);
    const text = JSON.stringify(res.body);
    for (const leak of ["Brite", theirs.bidder.uid, pkg.uid, acme.company.uid, pkg.estimateUid])
      expect(text).not.toContain(leak);
    const row = await invitationRow((await listInvitations(acme, pkg.uid)).body.invitations[0].uid);
    const viewedAt = row.viewedAt;
    expect(viewedAt).not.toBeNull();
    await view(mine.token);
    expect((await invitationRow(row.uid)).viewedAt).toEqual(viewedAt);
  });

  it("answers an unknown token 404 and an expired one 410, each with the message the page shows", async () => {
    const unknown = await view("x".repeat(43));
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: "not_found", message: portalMessages.unknown });
    expect((await view("short")).status).toBe(404);
    const { pkg } = await makePackage(acme, -31);
    const { token } = await invitedToken(acme, pkg.uid, "Late Drywall");
    const res = await view(token);
    expect(res.status).toBe(410);
    expect(res.body).toMatchObject({ code: "gone", message: portalMessages.expired });
    expect(res.body.request_id).toEqual(expect.any(String));
  });

  it("a token of another company's package reaches that invitation only, never this company's files", async () => {
    const { pkg } = await makePackage(birch);
    const birchBid = await invitedToken(birch, pkg.uid, "Birch Sub");
    const own = await makePackage(acme);
    const acmeBid = await invitedToken(acme, own.pkg.uid, "Acme Sub");
    const signed = await sign(acmeBid.token, { name: "bid.pdf", content_type: "application/pdf", size: 5 });
    const theirView = await view(birchBid.token);
    expect(theirView.body.company_name).toBe("Birch Construction");
    // Acme's upload key attached through Birch's link: refused as not this bid's.
    const res = await attach(birchBid.token, {
      name: "bid.pdf",
      content_type: "application/pdf",
      size: 5,
      key: signed.body.key,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(portalMessages.attachmentKey);
  });
});

describe("drafts, submissions and declines", () => {
  it("moves invited → viewed → bidding → submitted, counts revisions, and keeps a submitted bid from becoming a draft", async () => {
    const { pkg, items } = await makePackage(acme);
    const { token } = await invitedToken(acme, pkg.uid);
    expect((await listInvitations(acme, pkg.uid)).body.invitations[0].status).toBe("invited");
    expect(await statusOf(token)).toBe("viewed");
    const draft = await submission(token, { ...fullBid(items, "save"), base_bid_cents: null, items: [] });
    expect(draft.status).toBe(200);
    expect(draft.body.status).toBe("bidding");
    expect(draft.body.submission).toMatchObject({ status: "draft", base_bid_cents: null, revision: 0 });

    const incomplete = await submission(token, { ...fullBid(items), base_bid_cents: null, items: [] });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.errors).toEqual({
      base_bid_cents: portalMessages.baseBidRequired,
      "scope.0": portalMessages.answerRequired,
      "scope.1": portalMessages.answerRequired,
    });
    const unqualified = await submission(token, {
      ...fullBid(items),
      items: items.map((i) => ({ scope_item_uid: i.uid, status: "qualified", text: " " })),
    });
    expect(unqualified.status).toBe(400);
    expect(unqualified.body.message).toBe(portalMessages.qualificationRequired);

    const sent = await submission(token, fullBid(items));
    expect(sent.status).toBe(200);
    expect(sent.body.status).toBe("submitted");
    expect(sent.body.submission).toMatchObject({
      status: "submitted",
      base_bid_cents: 48_250_00,
      revision: 1,
      alternates: [{ description: "Add acoustic insulation", amount_cents: 6_100_00 }],
      unit_prices: [{ description: "Extra partition", unit: "LF", unit_price_cents: 42_50 }],
      exclusions: "Bonds, permits",
      items: expect.arrayContaining([
        { scope_item_uid: items[1]!.uid, status: "qualified", text: "Level 4 where not exposed" },
      ]),
    });
    const revised = await submission(token, { ...fullBid(items), base_bid_cents: 47_900_00 });
    expect(revised.body.submission).toMatchObject({ base_bid_cents: 47_900_00, revision: 2 });
    const backToDraft = await submission(token, fullBid(items, "save"));
    expect(backToDraft.status).toBe(409);
    expect(backToDraft.body.message).toBe(submittedSaveMessage);
    const list = (await listInvitations(acme, pkg.uid)).body.invitations[0];
    expect(list).toMatchObject({ status: "submitted", base_bid_cents: 47_900_00, revision: 2 });
  });

  it("declines with a reason (required), and a later bid withdraws the decline", async () => {
    const { pkg, items } = await makePackage(acme);
    const { token } = await invitedToken(acme, pkg.uid);
    const blank = await decline(token, "  ");
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toEqual({ reason: "Required" });
    const res = await decline(token, "No crew available");
    expect(res.body).toMatchObject({ status: "declined", decline_reason: "No crew available" });
    const bid = await submission(token, fullBid(items, "save"));
    expect(bid.body).toMatchObject({ status: "bidding", decline_reason: null });
  });

  it("refuses every write after the due date with the due date in the message, while the link still shows the bid", async () => {
    const { pkg, items } = await makePackage(acme);
    const { token } = await invitedToken(acme, pkg.uid);
    await submission(token, fullBid(items));
    const due = new Date(Date.now() - 6 * 86_400_000);
    await db()
      .update(schema.bidPackages)
      .set({ dueAt: new Date(Date.now() - 60_000) })
      .where(eq(schema.bidPackages.uid, pkg.uid));
    const message = (await view(token)).body.closed_message as string;
    expect(message).toMatch(/^Bids were due .+ E[SD]T\. This bid can no longer be submitted or revised/);
    for (const res of [
      await submission(token, fullBid(items)),
      await decline(token, "Too late"),
      await ask(token, "Can I still bid?"),
      await sign(token, { name: "a.pdf", content_type: "application/pdf", size: 5 }),
    ]) {
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: "conflict", message });
    }
    const after = await view(token);
    expect(after.body).toMatchObject({ open: false, status: "submitted", submission: { revision: 1 } });
    await db().update(schema.bidPackages).set({ dueAt: due }).where(eq(schema.bidPackages.uid, pkg.uid));
    const label = formatDue(due, "America/New_York");
    expect(label).toMatch(/^\w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M E[SD]T$/);
    expect((await view(token)).body.closed_message).toBe(portalMessages.pastDue(label));
  });

  it("lists the bidder's questions with the estimator's answers", async () => {
    const { pkg } = await makePackage(acme);
    const { token } = await invitedToken(acme, pkg.uid);
    const res = await ask(token, "Are door frames in scope?");
    expect(res.status).toBe(201);
    expect(res.body.questions).toEqual([
      expect.objectContaining({ text: "Are door frames in scope?", answer: null, answered_at: null }),
    ]);
    expect((await listInvitations(acme, pkg.uid)).body.invitations[0].questions).toBe(1);
  });
});

describe("attachments", () => {
  it("uploads a PDF to a signed URL, attaches it, serves it signed, and detaches it", async () => {
    const { pkg } = await makePackage(acme);
    const { token } = await invitedToken(acme, pkg.uid);
    const pdf = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
    const meta = { name: "Apex bid.pdf", content_type: "application/pdf", size: pdf.length };
    const signed = await sign(token, meta);
    expect(signed.status).toBe(200);
    expect((await put(signed.body.upload_url, pdf, "application/pdf")).status).toBe(200);
    const res = await attach(token, { ...meta, key: signed.body.key });
    expect(res.status).toBe(201);
    const [file] = res.body.submission.files;
    expect(file).toMatchObject({
      name: "Apex bid.pdf",
      content_type: "application/pdf",
      size: pdf.length,
      previewable: true,
    });
    expect(file.url).toMatch(/[?]exp=\d+&sig=/);
    const gone = await detach(token, file.uid);
    expect(gone.body.submission.files).toEqual([]);
    expect((await detach(token, file.uid)).status).toBe(404);
  });

  it("refuses a type that cannot be attached and a file over 50 MB, with the messages used everywhere", async () => {
    const { pkg } = await makePackage(acme);
    const { token } = await invitedToken(acme, pkg.uid);
    const exe = await sign(token, { name: "setup.exe", content_type: "application/x-msdownload", size: 10 });
    expect(exe.status).toBe(415);
    expect(exe.body.message).toBe(fileMessages.type);
    const big = await sign(token, {
      name: "plans.pdf",
      content_type: "application/pdf",
      size: 50 * 1024 * 1024 + 1,
    });
    expect(big.status).toBe(413);
    expect(big.body.message).toBe(fileMessages.tooLarge);
    const missing = await attach(token, {
      name: "a.pdf",
      content_type: "application/pdf",
      size: 5,
      key: "elsewhere/a.pdf",
    });
    expect(missing.status).toBe(400);
  });
});

describe("rate limits", () => {
  it(`answers 429 past ${portalLimits.perToken} requests a minute on one link`, async () => {
    const { pkg } = await makePackage(acme);
    const { token } = await invitedToken(acme, pkg.uid);
    for (let i = 0; i < portalLimits.perToken; i++) expect((await view(token)).status).toBe(200);
    const res = await view(token);
    expect(res.status).toBe(429);
    expect(res.body.code).toBe("rate_limited");
    expect(res.body.message).toMatch(
      /^Too many requests from this bid link\. Wait \d+ seconds? and try again\.$/,
    );
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it(`answers 429 past ${portalLimits.perIp} requests a minute from one address, guessed links included`, async () => {
    const ip = "203.0.113.7";
    for (let i = 0; i < portalLimits.perIp; i++) {
      const res = await view(`${"g".repeat(38)}${String(i).padStart(5, "0")}`, ip);
      expect(res.status).toBe(404);
    }
    expect((await view("g".repeat(43), ip)).status).toBe(429);
  });
});
