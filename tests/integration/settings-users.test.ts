import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as outbox from "@/app/api/v1/mail-outbox/route";
import * as self from "@/app/api/v1/self/route";
import * as deactivate from "@/app/api/v1/user/[uid]/deactivate/route";
import * as reactivate from "@/app/api/v1/user/[uid]/reactivate/route";
import * as resend from "@/app/api/v1/user/[uid]/resend-invitation/route";
import * as one from "@/app/api/v1/user/[uid]/route";
import * as activate from "@/app/api/v1/user/activate/[token]/route";
import * as user from "@/app/api/v1/user/route";
import { db, schema } from "@/db";
import { call, companyWithRoles, createUser, sessionCookie, staffUser } from "./helpers";

let acme: Awaited<ReturnType<typeof companyWithRoles>>;
let other: Awaited<ReturnType<typeof companyWithRoles>>;
let staff: Awaited<ReturnType<typeof staffUser>>;

beforeAll(async () => {
  acme = await companyWithRoles();
  other = await companyWithRoles();
  staff = await staffUser();
});

const email = (tag: string) => `${tag}-${randomUUID().slice(0, 8)}@example.test`;
const userPath = (uid: string) => `/api/v1/user/${uid}`;
const getUser = (cookie: string | undefined, uid: string, headers?: Record<string, string>) =>
  call(one.GET, "GET", userPath(uid), { cookie, params: { uid }, headers });
const putRoles = (cookie: string | undefined, uid: string, body: unknown, headers?: Record<string, string>) =>
  call(one.PUT, "PUT", userPath(uid), { cookie, params: { uid }, body, headers });
/** The user's version as read when the test made it, sent as If-Match. */
const versionOf = (row: { version: number }) => ({ "if-match": `"${row.version}"` });
const act = (
  handler: typeof deactivate.POST,
  action: string,
  cookie: string | undefined,
  uid: string,
  headers?: Record<string, string>,
) => call(handler, "POST", `${userPath(uid)}/${action}`, { cookie, params: { uid }, headers });
const invite = (cookie: string, body: unknown, headers?: Record<string, string>) =>
  call(user.POST, "POST", "/api/v1/user", { cookie, body, headers });
const readOutbox = (
  cookie: string | undefined,
  query?: Record<string, string>,
  headers?: Record<string, string>,
) => call(outbox.GET, "GET", "/api/v1/mail-outbox", { cookie, query, headers });
const auditRows = (targetUid: string, action: string) =>
  db()
    .select()
    .from(schema.auditLog)
    .where(and(eq(schema.auditLog.targetUid, targetUid), eq(schema.auditLog.action, action)));
const tokenOf = (url: string) => new URL(url).pathname.split("/").pop()!;

describe("GET /api/v1/user/{uid}", () => {
  it("answers a user of the company with status and an ETag", async () => {
    const res = await getUser(acme.cookies.admin, acme.editor.uid);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ uid: acme.editor.uid, roles: ["editor"], status: "active", version: 1 });
    expect(res.headers.get("etag")).toBe('"1"');
  });

  it("answers 404 for another company's user, an unknown uid and a malformed one", async () => {
    for (const uid of [other.editor.uid, randomUUID(), "not-a-uid"]) {
      const res = await getUser(acme.cookies.admin, uid);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe("not_found");
    }
  });

  it("refuses an editor (403) and an anonymous caller (401)", async () => {
    expect((await getUser(acme.cookies.editor, acme.viewer.uid)).status).toBe(403);
    expect((await getUser(undefined, acme.viewer.uid)).status).toBe(401);
  });
});

describe("PUT /api/v1/user/{uid}", () => {
  it("changes roles, bumps the version, answers the new ETag and writes an audit row", async () => {
    const t = await companyWithRoles();
    const res = await putRoles(
      t.cookies.admin,
      t.viewer.uid,
      { roles: ["editor", "viewer"] },
      { "if-match": '"1"' },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ roles: ["editor", "viewer"], version: 2 });
    expect(res.headers.get("etag")).toBe('"2"');
    const [audit] = await auditRows(t.viewer.uid, "user.roles_changed");
    expect(audit).toMatchObject({ companyUid: t.company.uid, actorUserUid: t.admin.uid });
    expect(audit!.data).toEqual({ from: ["viewer"], to: ["editor", "viewer"] });
  });

  it("takes effect on the user's next request without signing them out", async () => {
    const t = await companyWithRoles();
    expect((await call(user.GET, "GET", "/api/v1/user", { cookie: t.cookies.viewer })).status).toBe(403);
    const put = await putRoles(t.cookies.admin, t.viewer.uid, { roles: ["admin"] }, versionOf(t.viewer));
    expect(put.status).toBe(200);
    expect((await call(user.GET, "GET", "/api/v1/user", { cookie: t.cookies.viewer })).status).toBe(200);
  });

  it.each([
    [{ roles: [] }, { roles: "Choose a role" }],
    [{}, { roles: "Choose a role" }],
    [{ roles: ["owner"] }, { "roles.0": "Must be admin, editor or viewer" }],
    [{ roles: ["admin", "admin"] }, { roles: "Each role may be given once" }],
  ])("answers 400 to %j with %j and changes nothing", async (body, errors) => {
    const res = await putRoles(acme.cookies.admin, acme.viewer.uid, body, versionOf(acme.viewer));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "validation_error", message: "Validation failed", errors });
    const [row] = await db().select().from(schema.users).where(eq(schema.users.uid, acme.viewer.uid));
    expect(row!.roles).toEqual(["viewer"]);
  });

  it("refuses an admin removing their own admin role as the company's last active admin (409)", async () => {
    const t = await companyWithRoles();
    const ifMatch = versionOf(t.admin);
    const res = await putRoles(t.cookies.admin, t.admin.uid, { roles: ["editor"] }, ifMatch);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: "conflict",
      message:
        "You are the only active admin of this company. Make another user an admin before removing your own admin role.",
    });
    // With a second active admin it is allowed; a pending or deactivated admin does not count.
    await createUser(t.company, { roles: ["admin"], isActive: false, activatedAt: null });
    expect((await putRoles(t.cookies.admin, t.admin.uid, { roles: ["editor"] }, ifMatch)).status).toBe(409);
    await createUser(t.company, { roles: ["admin"] });
    const ok = await putRoles(t.cookies.admin, t.admin.uid, { roles: ["editor"] }, ifMatch);
    expect(ok.status).toBe(200);
    expect(ok.body.roles).toEqual(["editor"]);
  });

  it("refuses staff demoting a company's last admin (409)", async () => {
    const t = await companyWithRoles();
    const res = await putRoles(
      staff.cookie,
      t.admin.uid,
      { roles: ["viewer"] },
      { "company-uid": t.company.uid, ...versionOf(t.admin) },
    );
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      "This user is the only active admin of this company. Make another user an admin first.",
    );
  });

  it("answers 412 to a stale If-Match and keeps the roles", async () => {
    const t = await companyWithRoles();
    const first = await putRoles(t.cookies.admin, t.viewer.uid, { roles: ["editor"] }, { "if-match": '"1"' });
    expect(first.status).toBe(200);
    const res = await putRoles(t.cookies.admin, t.viewer.uid, { roles: ["admin"] }, { "if-match": '"1"' });
    expect(res.status).toBe(412);
    expect(res.body).toMatchObject({
      code: "precondition_failed",
      message: "This record was changed by someone else. Reload to see the latest version.",
    });
    expect((await getUser(t.cookies.admin, t.viewer.uid)).body.roles).toEqual(["editor"]);
  });

  it("answers 404 for another company's user and leaves it alone", async () => {
    const res = await putRoles(
      acme.cookies.admin,
      other.viewer.uid,
      { roles: ["admin"] },
      versionOf(other.viewer),
    );
    expect(res.status).toBe(404);
    const [row] = await db().select().from(schema.users).where(eq(schema.users.uid, other.viewer.uid));
    expect(row!.roles).toEqual(["viewer"]);
  });

  it("refuses editors and viewers (403), anonymous callers (401) and foreign admins with company-uid (403)", async () => {
    const ifMatch = versionOf(acme.viewer);
    expect((await putRoles(acme.cookies.editor, acme.viewer.uid, { roles: ["admin"] }, ifMatch)).status).toBe(
      403,
    );
    expect((await putRoles(acme.cookies.viewer, acme.viewer.uid, { roles: ["admin"] }, ifMatch)).status).toBe(
      403,
    );
    expect((await putRoles(undefined, acme.viewer.uid, { roles: ["admin"] }, ifMatch)).status).toBe(401);
    const foreign = await putRoles(
      other.cookies.admin,
      acme.viewer.uid,
      { roles: ["admin"] },
      { "company-uid": acme.company.uid, ...ifMatch },
    );
    expect(foreign.status).toBe(403);
  });

  it("lets staff acting as the company change a role, audited as acting-as", async () => {
    const t = await companyWithRoles();
    const res = await putRoles(
      staff.cookie,
      t.viewer.uid,
      { roles: ["editor"] },
      { "company-uid": t.company.uid.replaceAll("-", ""), ...versionOf(t.viewer) },
    );
    expect(res.status).toBe(200);
    const [audit] = await auditRows(t.viewer.uid, "user.roles_changed");
    expect(audit).toMatchObject({ companyUid: t.company.uid, actorUserUid: staff.staff.uid, actingAs: true });
  });
});

describe("POST /api/v1/user/{uid}/deactivate and /reactivate", () => {
  it("deactivates a user and ends their sessions at once", async () => {
    const t = await companyWithRoles();
    expect((await call(self.GET, "GET", "/api/v1/self", { cookie: t.cookies.editor })).status).toBe(200);
    const res = await act(deactivate.POST, "deactivate", t.cookies.admin, t.editor.uid);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "deactivated", is_active: false, version: 2 });
    expect((await call(self.GET, "GET", "/api/v1/self", { cookie: t.cookies.editor })).status).toBe(401);
    const sessions = await db()
      .select()
      .from(schema.sessions)
      .where(eq(schema.sessions.userUid, t.editor.uid));
    expect(sessions).toHaveLength(0);
    expect(await auditRows(t.editor.uid, "user.deactivated")).toHaveLength(1);
    // Repeating it changes nothing.
    const again = await act(deactivate.POST, "deactivate", t.cookies.admin, t.editor.uid);
    expect(again.body).toMatchObject({ status: "deactivated", version: 2 });
  });

  it("reactivates: an activated user can work again, a never-activated one is pending again", async () => {
    const t = await companyWithRoles();
    await act(deactivate.POST, "deactivate", t.cookies.admin, t.viewer.uid);
    const res = await act(reactivate.POST, "reactivate", t.cookies.admin, t.viewer.uid);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "active", is_active: true, version: 3 });
    const fresh = await sessionCookie(
      (await db().select().from(schema.users).where(eq(schema.users.uid, t.viewer.uid)))[0]!,
    );
    expect((await call(self.GET, "GET", "/api/v1/self", { cookie: fresh })).status).toBe(200);

    const invited = await invite(t.cookies.admin, { email: email("pending") });
    await act(deactivate.POST, "deactivate", t.cookies.admin, invited.body.user.uid);
    const back = await act(reactivate.POST, "reactivate", t.cookies.admin, invited.body.user.uid);
    expect(back.body).toMatchObject({ status: "pending", is_active: false });
  });

  it("expires a pending user's invitation link when they are deactivated", async () => {
    const t = await companyWithRoles();
    const invited = await invite(t.cookies.admin, { email: email("revoked") });
    await act(deactivate.POST, "deactivate", t.cookies.admin, invited.body.user.uid);
    const token = tokenOf(invited.body.activation_url);
    const res = await call(activate.GET, "GET", `/api/v1/user/activate/${token}`, { params: { token } });
    expect(res.status).toBe(410);
  });

  it("refuses deactivating yourself (409)", async () => {
    const res = await act(deactivate.POST, "deactivate", acme.cookies.admin, acme.admin.uid);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: "conflict", message: "You cannot deactivate your own account" });
  });

  it("refuses staff deactivating a company's last admin (409)", async () => {
    const t = await companyWithRoles();
    const res = await act(deactivate.POST, "deactivate", staff.cookie, t.admin.uid, {
      "company-uid": t.company.uid,
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      "This user is the only active admin of this company. Make another user an admin first.",
    );
  });

  it("answers 412 to a stale If-Match", async () => {
    const t = await companyWithRoles();
    const res = await act(deactivate.POST, "deactivate", t.cookies.admin, t.viewer.uid, {
      "if-match": '"7"',
    });
    expect(res.status).toBe(412);
    expect((await getUser(t.cookies.admin, t.viewer.uid)).body.status).toBe("active");
  });

  it("answers 404 for another company's user, 403 to an editor, 401 without a session", async () => {
    expect((await act(deactivate.POST, "deactivate", acme.cookies.admin, other.viewer.uid)).status).toBe(404);
    expect((await act(reactivate.POST, "reactivate", acme.cookies.admin, other.viewer.uid)).status).toBe(404);
    expect((await act(deactivate.POST, "deactivate", acme.cookies.editor, acme.viewer.uid)).status).toBe(403);
    expect((await act(deactivate.POST, "deactivate", undefined, acme.viewer.uid)).status).toBe(401);
    const [row] = await db().select().from(schema.users).where(eq(schema.users.uid, other.viewer.uid));
    expect(row!.isActive).toBe(true);
  });

  it("lets staff acting as the company deactivate one of its users", async () => {
    const t = await companyWithRoles();
    const res = await act(deactivate.POST, "deactivate", staff.cookie, t.viewer.uid, {
      "company-uid": t.company.uid,
    });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe("deactivated");
  });
});

describe("invitations by mail (no SMTP configured: the outbox)", () => {
  it("puts the invitation with its activation link in the company's outbox", async () => {
    const t = await companyWithRoles({ companyName: "Outbox Builders" });
    const address = email("mailed");
    const res = await invite(t.cookies.admin, { email: address, firstname: "Mia" });
    expect(res.status).toBe(201);
    expect(res.body.delivery).toBe("outbox");
    const box = await readOutbox(t.cookies.admin);
    expect(box.status).toBe(200);
    expect(box.body.total).toBe(1);
    const mail = box.body.content[box.body.query[0]];
    expect(mail).toMatchObject({ to: address, subject: "You are invited to Outbox Builders on Plinth" });
    expect(mail.text).toContain(res.body.activation_url);
    expect(mail.html).toContain(`href="${res.body.activation_url}"`);
  });

  it("resends: a new link that works, the old one expired, a reminder in the outbox", async () => {
    const t = await companyWithRoles();
    const invited = await invite(t.cookies.admin, { email: email("again") });
    const uid = invited.body.user.uid;
    const res = await act(resend.POST, "resend-invitation", t.cookies.admin, uid);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ user: { uid, status: "pending" }, delivery: "outbox" });
    expect(res.body.activation_url).not.toBe(invited.body.activation_url);
    const oldToken = tokenOf(invited.body.activation_url);
    const old = await call(activate.GET, "GET", "/api/v1/user/activate/x", { params: { token: oldToken } });
    expect(old.status).toBe(410);
    expect(old.body.message).toBe(
      "This activation link has expired. Ask your company administrator to send a new invitation.",
    );
    const newToken = tokenOf(res.body.activation_url);
    expect(
      (await call(activate.GET, "GET", "/api/v1/user/activate/x", { params: { token: newToken } })).status,
    ).toBe(200);
    const box = await readOutbox(t.cookies.admin);
    expect(box.body.total).toBe(2);
    expect(box.body.content[box.body.query[0]].subject).toMatch(/^Reminder: your invitation to /);
    expect(await auditRows(uid, "user.invitation_resent")).toHaveLength(1);
  });

  it("refuses a resend for an activated user and a deactivated one (409)", async () => {
    const t = await companyWithRoles();
    const activated = await act(resend.POST, "resend-invitation", t.cookies.admin, t.viewer.uid);
    expect(activated.status).toBe(409);
    expect(activated.body.message).toBe("This user has already activated their account");
    const invited = await invite(t.cookies.admin, { email: email("blocked") });
    await act(deactivate.POST, "deactivate", t.cookies.admin, invited.body.user.uid);
    const blocked = await act(resend.POST, "resend-invitation", t.cookies.admin, invited.body.user.uid);
    expect(blocked.status).toBe(409);
    expect(blocked.body.message).toBe("Reactivate this user before sending a new invitation");
  });

  it("answers 404 for another company's pending user, 403 to an editor, 401 without a session", async () => {
    const invited = await invite(other.cookies.admin, { email: email("foreign") });
    const uid = invited.body.user.uid;
    expect((await act(resend.POST, "resend-invitation", acme.cookies.admin, uid)).status).toBe(404);
    expect((await act(resend.POST, "resend-invitation", acme.cookies.editor, uid)).status).toBe(403);
    expect((await act(resend.POST, "resend-invitation", undefined, uid)).status).toBe(401);
  });

  it("lets staff acting as the company resend an invitation", async () => {
    const t = await companyWithRoles();
    const invited = await invite(t.cookies.admin, { email: email("staffresend") });
    const res = await act(resend.POST, "resend-invitation", staff.cookie, invited.body.user.uid, {
      "company-uid": t.company.uid,
    });
    expect(res.status).toBe(200);
  });
});

describe("GET /api/v1/mail-outbox", () => {
  it("pages newest first and shows only the company's own mail", async () => {
    const t = await companyWithRoles();
    for (const tag of ["one", "two", "three"]) await invite(t.cookies.admin, { email: email(tag) });
    await invite(other.cookies.admin, { email: email("elsewhere") });
    const first = await readOutbox(t.cookies.admin, { limit: "2" });
    expect(first.body.total).toBe(3);
    expect(first.body.query).toHaveLength(2);
    expect(first.body.next_cursor).toEqual(expect.any(String));
    expect(first.body.content[first.body.query[0]].to).toMatch(/^three-/);
    const second = await readOutbox(t.cookies.admin, { limit: "2", cursor: first.body.next_cursor });
    expect(second.body.query).toHaveLength(1);
    expect(second.body.content[second.body.query[0]].to).toMatch(/^one-/);
    expect(second.body.next_cursor).toBeNull();
  });

  it("answers 400 to a bad limit", async () => {
    const res = await readOutbox(acme.cookies.admin, { limit: "0" });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ limit: "Must be a whole number from 1 to 200" });
  });

  it("refuses editors and viewers (403) and anonymous callers (401)", async () => {
    expect((await readOutbox(acme.cookies.editor)).status).toBe(403);
    expect((await readOutbox(acme.cookies.viewer)).status).toBe(403);
    expect((await readOutbox(undefined)).status).toBe(401);
  });

  it("shows staff acting as a company that company's outbox", async () => {
    const t = await companyWithRoles();
    await invite(t.cookies.admin, { email: email("staffread") });
    const res = await readOutbox(staff.cookie, undefined, { "company-uid": t.company.uid });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(1);
  });
});
