import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as selfPassword from "@/app/api/v1/self/change-password/route";
import * as self from "@/app/api/v1/self/route";
import { db, schema } from "@/db";
import { verifyPassword } from "@/lib/server/auth/password";
import { call, companyWithRoles, createUser, sessionCookie, staffUser, testPassword } from "./helpers";

let acme: Awaited<ReturnType<typeof companyWithRoles>>;
let other: Awaited<ReturnType<typeof companyWithRoles>>;

beforeAll(async () => {
  acme = await companyWithRoles();
  other = await companyWithRoles();
});

describe("GET /api/v1/self", () => {
  it("answers the user's fields with an ETag and a request id", async () => {
    const res = await call(self.GET, "GET", "/api/v1/self", { cookie: acme.cookies.viewer });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      uid: acme.viewer.uid,
      email: acme.viewer.email,
      firstname: "Test",
      lastname: "User",
      roles: ["viewer"],
      is_zebeler: false,
      login_type: "password",
      company: acme.company.uid,
      username: acme.viewer.username,
    });
    expect(res.body).not.toHaveProperty("password_hash");
    expect(res.headers.get("etag")).toBe('"1"');
    expect(res.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("answers 401 in the envelope without a session", async () => {
    const res = await call(self.GET, "GET", "/api/v1/self");
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      message: "Authentication required",
      code: "unauthorized",
      request_id: expect.any(String),
    });
    expect(res.headers.get("x-request-id")).toBe(res.body.request_id);
  });

  it("refuses a forged cookie and an ended session", async () => {
    const forged = await call(self.GET, "GET", "/api/v1/self", { cookie: "authjs.session-token=not-a-jwt" });
    expect(forged.status).toBe(401);
    const user = await createUser(acme.company);
    const cookie = await sessionCookie(user);
    await db().delete(schema.sessions).where(eq(schema.sessions.userUid, user.uid));
    expect((await call(self.GET, "GET", "/api/v1/self", { cookie })).status).toBe(401);
  });

  it("ends the session when the user is deactivated", async () => {
    const user = await createUser(acme.company);
    const cookie = await sessionCookie(user);
    await db().update(schema.users).set({ isActive: false }).where(eq(schema.users.uid, user.uid));
    expect((await call(self.GET, "GET", "/api/v1/self", { cookie })).status).toBe(401);
  });

  it("refuses a non-staff company-uid for another company with 403, accepts its own", async () => {
    const foreign = await call(self.GET, "GET", "/api/v1/self", {
      cookie: acme.cookies.admin,
      headers: { "company-uid": other.company.uid },
    });
    expect(foreign.status).toBe(403);
    expect(foreign.body.message).toBe("You cannot act for another company");
    const own = await call(self.GET, "GET", "/api/v1/self", {
      cookie: acme.cookies.admin,
      headers: { "company-uid": acme.company.uid.replaceAll("-", "") },
    });
    expect(own.status).toBe(200);
  });

  it("lets staff act for a company and records it in the audit log", async () => {
    const { staff, cookie } = await staffUser();
    const res = await call(self.GET, "GET", "/api/v1/self", {
      cookie,
      headers: { "company-uid": acme.company.uid.replaceAll("-", "") },
    });
    expect(res.status).toBe(200);
    expect(res.body.uid).toBe(staff.uid);
    const audit = await db()
      .select()
      .from(schema.auditLog)
      .where(
        and(eq(schema.auditLog.actorUserUid, staff.uid), eq(schema.auditLog.companyUid, acme.company.uid)),
      );
    expect(audit[0]).toMatchObject({
      action: "staff.act_as",
      actingAs: true,
      data: { request: "GET /api/v1/self" },
    });
  });
});

describe("PUT /api/v1/self", () => {
  it("updates the names and answers the updated user", async () => {
    const user = await createUser(acme.company, { roles: ["viewer"] });
    const cookie = await sessionCookie(user);
    const res = await call(self.PUT, "PUT", "/api/v1/self", {
      cookie,
      headers: { "if-match": `"${user.version}"` },
      body: { firstname: " Ada ", lastname: "Lovelace" },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ uid: user.uid, firstname: "Ada", lastname: "Lovelace", version: 2 });
    expect((await call(self.GET, "GET", "/api/v1/self", { cookie })).body.firstname).toBe("Ada");
  });

  it("answers 400 with 'Required' per empty or missing field and changes nothing", async () => {
    const cookie = acme.cookies.editor;
    const res = await call(self.PUT, "PUT", "/api/v1/self", {
      cookie,
      headers: { "if-match": `"${acme.editor.version}"` },
      body: { firstname: "  " },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: "validation_error",
      errors: { firstname: "Required", lastname: "Required" },
    });
    expect((await call(self.GET, "GET", "/api/v1/self", { cookie })).body.firstname).toBe("Test");
  });

  it("answers 400 for malformed JSON and 415 for a non-JSON body", async () => {
    const cookie = acme.cookies.editor;
    const ifMatch = `"${acme.editor.version}"`;
    const bad = await call(self.PUT, "PUT", "/api/v1/self", {
      cookie,
      rawBody: "{nope",
      headers: { "content-type": "application/json", "if-match": ifMatch },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Malformed JSON body");
    const form = await call(self.PUT, "PUT", "/api/v1/self", {
      cookie,
      rawBody: "firstname=a",
      headers: { "content-type": "application/x-www-form-urlencoded", "if-match": ifMatch },
    });
    expect(form.status).toBe(415);
  });

  it("answers 412 to a stale If-Match and keeps the newer value", async () => {
    const user = await createUser(acme.company);
    const cookie = await sessionCookie(user);
    const first = await call(self.PUT, "PUT", "/api/v1/self", {
      cookie,
      headers: { "if-match": '"1"' },
      body: { firstname: "First", lastname: "Writer" },
    });
    expect(first.status).toBe(200);
    expect(first.headers.get("etag")).toBe('"2"');
    const stale = await call(self.PUT, "PUT", "/api/v1/self", {
      cookie,
      headers: { "if-match": '"1"' },
      body: { firstname: "Second", lastname: "Writer" },
    });
    expect(stale.status).toBe(412);
    expect(stale.body.code).toBe("precondition_failed");
    expect((await call(self.GET, "GET", "/api/v1/self", { cookie })).body.firstname).toBe("First");
  });

  it("answers 401 without a session", async () => {
    expect(
      (
        await call(self.PUT, "PUT", "/api/v1/self", {
          headers: { "if-match": '"1"' },
          body: { firstname: "a", lastname: "b" },
        })
      ).status,
    ).toBe(401);
  });
});

describe("PUT /api/v1/self/change-password", () => {
  const path = "/api/v1/self/change-password";

  it("changes the password, answers the user and ends the user's other sessions", async () => {
    const user = await createUser(acme.company, { roles: ["viewer"] });
    const cookie = await sessionCookie(user);
    const elsewhere = await sessionCookie(user);
    const res = await call(selfPassword.PUT, "PUT", path, {
      cookie,
      body: { password: testPassword, newPassword: "new-password-1", confirm: "new-password-1" },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ uid: user.uid, email: user.email });
    const [row] = await db().select().from(schema.users).where(eq(schema.users.uid, user.uid));
    expect(await verifyPassword(row!.passwordHash, "new-password-1")).toBe(true);
    expect((await call(self.GET, "GET", "/api/v1/self", { cookie })).status).toBe(200);
    expect((await call(self.GET, "GET", "/api/v1/self", { cookie: elsewhere })).status).toBe(401);
  });

  it("answers 400 on `password` when the current password is wrong, and keeps the old one", async () => {
    const user = await createUser(acme.company);
    const cookie = await sessionCookie(user);
    const res = await call(selfPassword.PUT, "PUT", path, {
      cookie,
      body: { password: "wrong-password", newPassword: "new-password-1", confirm: "new-password-1" },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: "Current password is incorrect",
      errors: { password: "Current password is incorrect" },
    });
    const [row] = await db().select().from(schema.users).where(eq(schema.users.uid, user.uid));
    expect(await verifyPassword(row!.passwordHash, testPassword)).toBe(true);
  });

  it("applies the password rules: Required, minimum 8, Passwords do not match on confirm", async () => {
    const cookie = acme.cookies.viewer;
    const empty = await call(selfPassword.PUT, "PUT", path, { cookie, body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.errors.password).toBe("Required");
    const short = await call(selfPassword.PUT, "PUT", path, {
      cookie,
      body: { password: "x", newPassword: "short", confirm: "short" },
    });
    expect(short.body.errors.newPassword).toMatch(/8/);
    const mismatch = await call(selfPassword.PUT, "PUT", path, {
      cookie,
      body: { password: "x", newPassword: "long-enough-1", confirm: "long-enough-2" },
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.errors).toEqual({ confirm: "Passwords do not match" });
  });

  it("refuses SSO accounts and unauthenticated callers", async () => {
    const sso = await createUser(acme.company, { loginType: "sso", passwordHash: null });
    const res = await call(selfPassword.PUT, "PUT", path, {
      cookie: await sessionCookie(sso),
      body: { password: "anything", newPassword: "new-password-1", confirm: "new-password-1" },
    });
    expect(res.status).toBe(422);
    expect(
      (await call(selfPassword.PUT, "PUT", path, { body: { password: "a", newPassword: "b", confirm: "b" } }))
        .status,
    ).toBe(401);
  });
});
