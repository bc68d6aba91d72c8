import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as outbox from "@/app/api/v1/mail-outbox/route";
import * as deactivate from "@/app/api/v1/user/[uid]/deactivate/route";
import * as reactivate from "@/app/api/v1/user/[uid]/reactivate/route";
import * as resend from "@/app/api/v1/user/[uid]/resend-invitation/route";
import * as one from "@/app/api/v1/user/[uid]/route";
import * as activate from "@/app/api/v1/user/activate/[token]/route";
import * as user from "@/app/api/v1/user/route";
import { db, schema } from "@/db";
import { call, companyWithRoles, staffUser } from "./helpers";

let acme: Awaited<ReturnType<typeof companyWithRoles>>;
let other: Awaited<ReturnType<typeof companyWithRoles>>;
let staff: Awaited<ReturnType<typeof staffUser>>;

beforeAll(async () => {
  acme = await companyWithRoles();
  other = await companyWithRoles();
  staff = await staffUser();
});

const path = "/api/v1/user";
const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
// One database is shared by every suite on PostgreSQL, so each invited email is unique.
const email = (tag: string) => `${tag}-${randomUUID().slice(0, 8)}@example.test`;
const invite = (cookie: string | undefined, body: unknown, headers?: Record<string, string>) =>
  call(user.POST, "POST", path, { cookie, body, headers });

describe("GET /api/v1/user", () => {
  it("lists only the admin's own company's users in the collection shape", async () => {
    const res = await call(user.GET, "GET", path, { cookie: acme.cookies.admin });
    expect(res.status).toBe(200);
    const ids = [acme.admin.uid, acme.editor.uid, acme.viewer.uid];
    expect(res.body).toEqual({
      query: expect.arrayContaining(ids),
      content: expect.any(Object),
      total: 3,
      next_cursor: null,
    });
    expect(res.body.query).toHaveLength(3);
    expect(Object.keys(res.body.content).sort()).toEqual([...ids].sort());
    expect(res.body.content[acme.editor.uid]).toMatchObject({
      email: acme.editor.email,
      roles: ["editor"],
      company: acme.company.uid,
      is_active: true,
    });
    expect(res.body.content[acme.editor.uid]).not.toHaveProperty("password_hash");
  });

  it.each(["editor", "viewer"] as const)("refuses a %s with 403", async (role) => {
    const res = await call(user.GET, "GET", path, { cookie: acme.cookies[role] });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe("forbidden");
  });

  it("answers 401 without a session", async () => {
    expect((await call(user.GET, "GET", path)).status).toBe(401);
  });

  it("refuses an admin of another company sending its company-uid with 403", async () => {
    const res = await call(user.GET, "GET", path, {
      cookie: other.cookies.admin,
      headers: { "company-uid": acme.company.uid },
    });
    expect(res.status).toBe(403);
  });

  it("pages by cursor in name order without skipping or repeating; only the first page counts", async () => {
    const t = await companyWithRoles();
    // Equal names: the order falls to email and uid, and the cursor must hold them too.
    for (const tag of ["twin-b", "twin-a"])
      await invite(t.cookies.admin, { email: email(tag), firstname: "Same", lastname: "Name" });
    const all = await call(user.GET, "GET", path, { cookie: t.cookies.admin, query: { limit: "100" } });
    expect(all.body.total).toBe(5);
    const seen: string[] = [];
    const cursors: string[] = [];
    let cursor: string | undefined;
    do {
      const query: Record<string, string> = { limit: "2", ...(cursor ? { cursor } : {}) };
      const res = await call(user.GET, "GET", path, { cookie: t.cookies.admin, query });
      expect(res.status).toBe(200);
      expect(res.body.total).toBe(cursor ? null : 5);
      seen.push(...res.body.query);
      cursor = res.body.next_cursor ?? undefined;
      if (cursor) cursors.push(cursor);
    } while (cursor && seen.length < 10);
    expect(seen).toEqual(all.body.query);
    const counted = await call(user.GET, "GET", path, {
      cookie: t.cookies.admin,
      query: { limit: "2", cursor: cursors[0]!, count: "1" },
    });
    expect(counted.body.total).toBe(5);
  });

  it("lets staff acting as a company list that company's users", async () => {
    const res = await call(user.GET, "GET", path, {
      cookie: staff.cookie,
      headers: { "company-uid": other.company.uid },
    });
    expect(res.status).toBe(200);
    expect([...res.body.query].sort()).toEqual([other.admin.uid, other.editor.uid, other.viewer.uid].sort());
    expect(res.body.query).not.toContain(staff.staff.uid);
  });
});

describe("POST /api/v1/user", () => {
  it("invites an inactive user and answers an activation url ending in a uuid", async () => {
    const { company, cookies } = await companyWithRoles();
    const address = email("New.Person");
    const res = await invite(cookies.admin, {
      email: address.toUpperCase(),
      firstname: "New",
      lastname: "Person",
      roles: ["editor"],
    });
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({
      email: address.toLowerCase(),
      firstname: "New",
      lastname: "Person",
      roles: ["editor"],
      company: company.uid,
      is_active: false,
    });
    expect(res.body.activation_url).toMatch(
      new RegExp(`^http://localhost:3000/users/activate/${uuid.source}`),
    );
    const list = await call(user.GET, "GET", path, { cookie: cookies.admin });
    expect(list.body.total).toBe(4);
    expect(list.body.content[res.body.user.uid].is_active).toBe(false);
  });

  it("defaults the role to viewer", async () => {
    const { cookies } = await companyWithRoles();
    const res = await invite(cookies.admin, { email: email("defaults") });
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ roles: ["viewer"], firstname: "", lastname: "" });
  });

  it("answers 409 to an email already in use in the same company, in any case", async () => {
    const res = await invite(acme.cookies.admin, { email: acme.viewer.email.toUpperCase() });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ message: "A user with this email already exists", code: "conflict" });
  });

  it("answers 400 'Enter a valid email address' and creates nothing", async () => {
    const res = await invite(acme.cookies.admin, { email: "not-an-email" });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: "validation_error",
      errors: { email: "Enter a valid email address" },
    });
    const rows = await db().select().from(schema.users).where(eq(schema.users.email, "not-an-email"));
    expect(rows).toHaveLength(0);
  });

  it("answers 400 'Choose a role' to an empty role list", async () => {
    const res = await invite(acme.cookies.admin, { email: email("noroles"), roles: [] });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ roles: "Choose a role" });
  });

  it("refuses an editor with 403 and an anonymous caller with 401", async () => {
    const address = email("editor-invite");
    expect((await invite(acme.cookies.editor, { email: address })).status).toBe(403);
    expect((await invite(undefined, { email: address })).status).toBe(401);
    const rows = await db().select().from(schema.users).where(eq(schema.users.email, address));
    expect(rows).toHaveLength(0);
  });

  it("lets staff acting as a company invite into that company, not their own", async () => {
    const target = await companyWithRoles();
    const res = await invite(
      staff.cookie,
      { email: email("staff-invite") },
      { "company-uid": target.company.uid.replaceAll("-", "") },
    );
    expect(res.status).toBe(201);
    expect(res.body.user.company).toBe(target.company.uid);
    const [row] = await db().select().from(schema.users).where(eq(schema.users.uid, res.body.user.uid));
    expect(row!.companyUid).toBe(target.company.uid);
  });

  it("refuses an admin of another company sending its company-uid with 403", async () => {
    const res = await invite(
      other.cookies.admin,
      { email: email("sneaky") },
      { "company-uid": acme.company.uid },
    );
    expect(res.status).toBe(403);
  });
});

// Security finding 8: an invite must not tell an admin that an email has an account in another company.
describe("POST /api/v1/user for an email with an account in another company", () => {
  const existingSubject = "You already have a Plinth account with another company";
  const readOutbox = async (cookie: string) => {
    const res = await call(outbox.GET, "GET", "/api/v1/mail-outbox", { cookie });
    return res.body.query.map((uid: string) => res.body.content[uid]);
  };
  const usersWithEmail = (address: string) =>
    db().select().from(schema.users).where(sql`lower(${schema.users.email}) = ${address.toLowerCase()}`);
  const onUser = (handler: typeof deactivate.POST, action: string, cookie: string, uid: string) =>
    call(handler, "POST", `${path}/${uid}/${action}`, { cookie, params: { uid } });
  const tokenOf = (url: string) => new URL(url).pathname.split("/").pop()!;
  const activation = (url: string, body?: unknown) =>
    call(body ? activate.POST : activate.GET, body ? "POST" : "GET", "/api/v1/user/activate/x", {
      params: { token: tokenOf(url) },
      body,
    });

  async function birchInvitesAcmeViewer() {
    const tag = randomUUID().slice(0, 6);
    const acmeCo = await companyWithRoles({ companyName: `Acme ${tag}` });
    const birch = await companyWithRoles({ companyName: `Birch ${tag}` });
    const body = { firstname: "Val", lastname: "Viewer", roles: ["editor"] };
    const fresh = await invite(birch.cookies.admin, { ...body, email: email("fresh") });
    const masked = await invite(birch.cookies.admin, { ...body, email: acmeCo.viewer.email.toUpperCase() });
    return { acme: acmeCo, birch, fresh, masked };
  }

  it("answers 201 like a fresh invitation, lists it as pending, and creates no user row", async () => {
    const { acme: acmeCo, birch, fresh, masked } = await birchInvitesAcmeViewer();
    expect(masked.status).toBe(201);
    expect(Object.keys(masked.body).sort()).toEqual(Object.keys(fresh.body).sort());
    expect(Object.keys(masked.body.user).sort()).toEqual(Object.keys(fresh.body.user).sort());
    const { uid: _fresh, email: _freshEmail, username: _u, ...sameAsFresh } = fresh.body.user;
    expect(masked.body.user).toEqual({
      ...sameAsFresh,
      uid: expect.stringMatching(uuid),
      email: acmeCo.viewer.email,
      username: acmeCo.viewer.email,
    });
    expect(masked.body.user).toMatchObject({
      company: birch.company.uid,
      status: "pending",
      is_active: false,
    });
    expect(masked.body.user.uid).not.toBe(acmeCo.viewer.uid);
    expect(masked.body.delivery).toBe(fresh.body.delivery);
    expect(masked.body.activation_url).toMatch(
      new RegExp(`^http://localhost:3000/users/activate/${uuid.source}`),
    );

    const list = await call(user.GET, "GET", path, { cookie: birch.cookies.admin });
    expect(list.body.total).toBe(5);
    expect(list.body.content[masked.body.user.uid]).toEqual(masked.body.user);
    const single = await call(one.GET, "GET", `${path}/x`, {
      cookie: birch.cookies.admin,
      params: { uid: masked.body.user.uid },
    });
    expect(single.status).toBe(200);
    expect(single.body).toEqual(masked.body.user);

    // The email keeps its one account: no row for Birch, Acme's viewer untouched.
    expect(await usersWithEmail(acmeCo.viewer.email)).toEqual([acmeCo.viewer]);
    const birchRows = await db()
      .select()
      .from(schema.users)
      .where(eq(schema.users.companyUid, birch.company.uid));
    expect(birchRows.map((row) => row.email)).not.toContain(acmeCo.viewer.email);

    // The link opens like any invitation's.
    const [opened, freshOpened] = [
      await activation(masked.body.activation_url),
      await activation(fresh.body.activation_url),
    ];
    expect(opened.status).toBe(200);
    expect(Object.keys(opened.body).sort()).toEqual(Object.keys(freshOpened.body).sort());
    expect(opened.body.company_name).toBe(birch.company.companyName);
  });

  it("mails the addressee that they already have an account, and shows Birch only an ordinary invitation", async () => {
    const { acme: acmeCo, birch, masked } = await birchInvitesAcmeViewer();
    const birchName = birch.company.companyName;
    const [existing] = await readOutbox(acmeCo.cookies.admin);
    expect(existing).toMatchObject({ to: acmeCo.viewer.email, subject: existingSubject });
    expect(existing.text).toContain(`Test User invited you to join ${birchName} on Plinth.`);
    expect(existing.text).toContain(
      "This email address already belongs to a Plinth account with another company, and an account belongs to one company only, so the invitation cannot be accepted.",
    );
    expect(existing.text).toContain(`ask Test User or another administrator of ${birchName}`);
    expect(existing.text).not.toContain(masked.body.activation_url);

    const birchMail = await readOutbox(birch.cookies.admin);
    expect(birchMail.map((m: { subject: string }) => m.subject)).toEqual([
      `You are invited to ${birchName} on Plinth`,
      `You are invited to ${birchName} on Plinth`,
    ]);
    expect(birchMail[0]).toMatchObject({ to: acmeCo.viewer.email });
    expect(birchMail[0].text).toContain(masked.body.activation_url);
    expect(JSON.stringify(birchMail)).not.toContain("already");
  });

  it("resends the same mail, changes roles, deactivates and reactivates like a pending user", async () => {
    const { acme: acmeCo, birch, masked } = await birchInvitesAcmeViewer();
    const uid = masked.body.user.uid;
    const again = await onUser(resend.POST, "resend-invitation", birch.cookies.admin, uid);
    expect(again.status).toBe(200);
    expect(Object.keys(again.body).sort()).toEqual(["activation_url", "delivery", "user"]);
    expect(again.body.user).toMatchObject({ uid, status: "pending" });
    expect((await activation(masked.body.activation_url)).status).toBe(410);
    expect((await activation(again.body.activation_url)).status).toBe(200);
    const acmeMail = await readOutbox(acmeCo.cookies.admin);
    expect(acmeMail.map((m: { subject: string }) => m.subject)).toEqual([existingSubject, existingSubject]);
    expect((await readOutbox(birch.cookies.admin))[0].subject).toMatch(/^Reminder: your invitation to /);

    const roles = await call(one.PUT, "PUT", `${path}/${uid}`, {
      cookie: birch.cookies.admin,
      params: { uid },
      body: { roles: ["viewer"] },
      headers: { "if-match": '"1"' },
    });
    expect(roles.status).toBe(200);
    expect(roles.body).toMatchObject({ roles: ["viewer"], version: 2 });

    const off = await onUser(deactivate.POST, "deactivate", birch.cookies.admin, uid);
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ uid, status: "deactivated", version: 3 });
    expect((await activation(again.body.activation_url)).status).toBe(410);
    const blocked = await onUser(resend.POST, "resend-invitation", birch.cookies.admin, uid);
    expect(blocked.status).toBe(409);
    const on = await onUser(reactivate.POST, "reactivate", birch.cookies.admin, uid);
    expect(on.body).toMatchObject({ uid, status: "pending", version: 4 });
    // Another company's admin cannot see it, like any user of Birch.
    expect((await onUser(resend.POST, "resend-invitation", acmeCo.cookies.admin, uid)).status).toBe(404);
  });

  it("never activates into a second account, and a second invite from Birch is a same-company 409", async () => {
    const { acme: acmeCo, birch, masked } = await birchInvitesAcmeViewer();
    const valid = {
      firstname: "Ada",
      lastname: "Lovelace",
      password: "analytical-1",
      confirm: "analytical-1",
    };
    expect((await activation(masked.body.activation_url, valid)).status).toBe(404);
    expect(await usersWithEmail(acmeCo.viewer.email)).toEqual([acmeCo.viewer]);
    const twice = await invite(birch.cookies.admin, { email: acmeCo.viewer.email });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe("A user with this email already exists");
  });
});
