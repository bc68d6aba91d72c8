import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
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

  it("answers 409 to an email already in use, in any company and any case", async () => {
    const res = await invite(acme.cookies.admin, { email: other.viewer.email.toUpperCase() });
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
