import { beforeAll, describe, expect, it } from "vitest";
import * as answerRoute from "@/app/api/v1/bid-package/[uid]/question/[questionUid]/answer/route";
import * as questionList from "@/app/api/v1/bid-package/[uid]/question/route";
import * as portalQuestion from "@/app/api/v1/bid-portal/[token]/question/route";
import { invitedToken, makePackage, nextIp, view } from "./bid-portal-helpers";
import { call, companyWithRoles } from "./helpers";

let acme: Awaited<ReturnType<typeof companyWithRoles>>;
let birch: Awaited<ReturnType<typeof companyWithRoles>>;

beforeAll(async () => {
  [acme, birch] = await Promise.all([
    companyWithRoles({ companyName: "Acme Builders" }),
    companyWithRoles({ companyName: "Birch Construction" }),
  ]);
});

const ask = (token: string, text: string) =>
  call(portalQuestion.POST, "POST", `/api/v1/bid-portal/${token}/question`, {
    params: { token },
    body: { text },
    headers: { "x-forwarded-for": nextIp() },
  });
const list = (packageUid: string, cookie = acme.cookies.viewer) =>
  call(questionList.GET, "GET", `/api/v1/bid-package/${packageUid}/question`, {
    cookie,
    params: { uid: packageUid },
  });
const answer = (
  packageUid: string,
  questionUid: string,
  body: unknown,
  cookie = acme.cookies.editor,
  version?: number,
) =>
  call(answerRoute.POST, "POST", `/api/v1/bid-package/${packageUid}/question/${questionUid}/answer`, {
    cookie,
    params: { uid: packageUid, questionUid },
    body,
    headers: version === undefined ? {} : { "if-match": `"${version}"` },
  });

describe("bidders' questions answered by the estimator", () => {
  it("lists the questions with who asked, and the answer reaches the portal of the bidder who asked", async () => {
    const { pkg } = await makePackage(acme);
    const apex = await invitedToken(acme, pkg.uid, "Apex Drywall");
    const brite = await invitedToken(acme, pkg.uid, "Brite Walls");
    expect((await ask(apex.token, "Is the slab in scope?")).status).toBe(201);
    expect((await ask(brite.token, "Are bonds required?")).status).toBe(201);

    const listed = await list(pkg.uid);
    expect(listed.status).toBe(200);
    expect(listed.body.questions).toMatchObject([
      { bidder_name: "Apex Drywall", text: "Is the slab in scope?", answer: null, answered_at: null },
      { bidder_name: "Brite Walls", text: "Are bonds required?", answer: null },
    ]);
    const [q] = listed.body.questions;

    const res = await answer(pkg.uid, q.uid, { answer: "  No: the slab is by others (A-101).  " });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      uid: q.uid,
      answer: "No: the slab is by others (A-101).",
      bidder_name: "Apex Drywall",
    });
    expect(res.body.answered_by_name).toBeTruthy();
    expect(res.body.answered_at).not.toBeNull();

    const portal = await view(apex.token);
    expect(portal.body.questions).toMatchObject([
      { text: "Is the slab in scope?", answer: "No: the slab is by others (A-101)." },
    ]);
    // The other bidder's portal shows only its own, unanswered question.
    expect((await view(brite.token)).body.questions).toMatchObject([
      { text: "Are bonds required?", answer: null },
    ]);

    // A second answer replaces the first.
    expect((await answer(pkg.uid, q.uid, { answer: "Yes, after all." })).body.answer).toBe("Yes, after all.");
    expect((await view(apex.token)).body.questions[0].answer).toBe("Yes, after all.");
  });

  it("answers under If-Match: the version read (its ETag) goes through, a stale one is 412 and changes nothing", async () => {
    const { pkg } = await makePackage(acme);
    const apex = await invitedToken(acme, pkg.uid, "Apex Drywall");
    await ask(apex.token, "Is the slab in scope?");
    const [q] = (await list(pkg.uid)).body.questions;
    expect(q.version).toBe(1);
    const first = await answer(pkg.uid, q.uid, { answer: "No." }, acme.cookies.editor, 1);
    expect(first.status).toBe(200);
    expect(first.headers.get("etag")).toBe('"2"');
    const stale = await answer(pkg.uid, q.uid, { answer: "Yes." }, acme.cookies.admin, 1);
    expect(stale.status).toBe(412);
    expect(stale.body.message).toBe(
      "This record was changed by someone else. Reload to see the latest version.",
    );
    expect((await view(apex.token)).body.questions[0].answer).toBe("No.");
  });

  it("refuses a blank answer (400), a viewer (403), and another company's package or question (404)", async () => {
    const { pkg } = await makePackage(acme);
    const apex = await invitedToken(acme, pkg.uid, "Apex Drywall");
    await ask(apex.token, "Is the slab in scope?");
    const [q] = (await list(pkg.uid)).body.questions;

    const blank = await answer(pkg.uid, q.uid, { answer: "   " });
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toEqual({ answer: "Required" });
    const missing = await answer(pkg.uid, q.uid, {});
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ answer: "Required" });

    expect((await answer(pkg.uid, q.uid, { answer: "Yes" }, acme.cookies.viewer)).status).toBe(403);

    const theirs = await makePackage(birch);
    const birchBidder = await invitedToken(birch, theirs.pkg.uid, "Cobalt Drywall");
    await ask(birchBidder.token, "Birch's question");
    const [birchQ] = (await list(theirs.pkg.uid, birch.cookies.viewer)).body.questions;

    expect((await list(theirs.pkg.uid)).status).toBe(404);
    expect((await answer(theirs.pkg.uid, birchQ.uid, { answer: "Yes" })).status).toBe(404);
    // Acme's own package with Birch's question: not found, and Birch's question stays unanswered.
    const crossed = await answer(pkg.uid, birchQ.uid, { answer: "Yes" });
    expect(crossed.status).toBe(404);
    expect(crossed.body.message).toBe("Question not found");
    expect((await list(theirs.pkg.uid, birch.cookies.viewer)).body.questions[0].answer).toBeNull();
  });
});
