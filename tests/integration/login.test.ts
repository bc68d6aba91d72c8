import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as company from "@/app/api/v1/company/route";
import * as self from "@/app/api/v1/self/route";
import { db, schema } from "@/db";
import { issueApiKey } from "@/lib/server/auth/api-keys";
import { checkCredentials, loginLimits } from "@/lib/server/auth/login";
import { createSession } from "@/lib/server/auth/sessions";
import { call, companyWithRoles, createCompany, createUser, testPassword } from "./helpers";

let acme: Awaited<ReturnType<typeof companyWithRoles>>;
let other: Awaited<ReturnType<typeof companyWithRoles>>;

beforeAll(async () => {
  acme = await companyWithRoles();
  other = await companyWithRoles();
});

const invalid = { ok: false, failure: { kind: "invalid" } };
const attempt = (email: string, password = testPassword) => checkCredentials({ email, password });

/** login_attempts rows for `email`, `minutesAgo` in the past, as earlier sign-ins would have left. */
async function pastAttempts(email: string, count: number, minutesAgo: number, succeeded = false) {
  const createdAt = new Date(Date.now() - minutesAgo * 60_000);
  const rows = Array.from({ length: count }, () => ({ email, succeeded, createdAt }));
  await db().insert(schema.loginAttempts).values(rows);
}

describe("checkCredentials", () => {
  it("accepts the right password, whatever the email's case and surrounding spaces", async () => {
    const user = await createUser(acme.company);
    const result = await attempt(`  ${user.email.toUpperCase()} `);
    expect(result).toMatchObject({ ok: true, user: { uid: user.uid } });
  });

  it("answers the same 'invalid' for a wrong password and an unknown email", async () => {
    const user = await createUser(acme.company);
    expect(await attempt(user.email, "wrong-password")).toEqual(invalid);
    expect(await attempt(`nobody-${randomUUID().slice(0, 8)}@example.test`)).toEqual(invalid);
  });

  it("refuses an inactive user and an invited user without a password as 'invalid'", async () => {
    const inactive = await createUser(acme.company, { isActive: false });
    expect(await attempt(inactive.email)).toEqual(invalid);
    const invited = await createUser(acme.company, {
      isActive: false,
      passwordHash: null,
      activatedAt: null,
    });
    expect(await attempt(invited.email)).toEqual(invalid);
  });

  it("sends single sign-on users to SSO", async () => {
    const sso = await createUser(acme.company, { loginType: "sso", passwordHash: null });
    expect(await attempt(sso.email)).toEqual({ ok: false, failure: { kind: "sso" } });
  });

  it("after 5 failures in 15 minutes refuses even the right password with a wait", async () => {
    const user = await createUser(acme.company);
    for (let i = 0; i < loginLimits.maxFailures; i++)
      expect(await attempt(user.email, "wrong")).toEqual(invalid);
    const sixth = await attempt(user.email);
    expect(sixth).toEqual({
      ok: false,
      failure: { kind: "rate_limited", retryAfterSeconds: expect.any(Number) },
    });
    if (sixth.ok || sixth.failure.kind !== "rate_limited") throw new Error("expected rate_limited");
    expect(sixth.failure.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(sixth.failure.retryAfterSeconds).toBeLessThanOrEqual(900);
  });

  it("limits an unknown email the same way, so the limit reveals nothing either", async () => {
    const email = `ghost-${randomUUID().slice(0, 8)}@example.test`;
    for (let i = 0; i < loginLimits.maxFailures; i++) expect(await attempt(email, "wrong")).toEqual(invalid);
    expect(await attempt(email)).toMatchObject({ ok: false, failure: { kind: "rate_limited" } });
  });

  it("counts failures inside the window only, and tells the wait until the oldest leaves it", async () => {
    const user = await createUser(acme.company);
    await pastAttempts(user.email, 5, 16);
    expect((await attempt(user.email)).ok).toBe(true);

    const recent = await createUser(acme.company);
    await pastAttempts(recent.email, 5, 14);
    const result = await attempt(recent.email);
    expect(result).toMatchObject({ ok: false, failure: { kind: "rate_limited" } });
    if (result.ok || result.failure.kind !== "rate_limited") throw new Error("expected rate_limited");
    expect(result.failure.retryAfterSeconds).toBeGreaterThanOrEqual(55);
    expect(result.failure.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it("starts counting again after a success", async () => {
    const user = await createUser(acme.company);
    for (let i = 0; i < 4; i++) await attempt(user.email, "wrong");
    expect((await attempt(user.email)).ok).toBe(true);
    for (let i = 0; i < 4; i++) expect(await attempt(user.email, "wrong")).toEqual(invalid);
    expect((await attempt(user.email)).ok).toBe(true);
  });
});

describe("API keys", () => {
  const bearer = (secret: string, extra: Record<string, string> = {}) => ({
    headers: { authorization: `Bearer ${secret}`, ...extra },
  });

  it("authenticate GET /api/v1/self and /api/v1/company for the key's company", async () => {
    const { secret } = await issueApiKey({
      companyUid: acme.company.uid,
      userUid: acme.editor.uid,
      name: "ci",
      role: "editor",
    });
    const me = await call(self.GET, "GET", "/api/v1/self", bearer(secret));
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ uid: acme.editor.uid, company: acme.company.uid });
    const res = await call(company.GET, "GET", "/api/v1/company", bearer(secret));
    expect(res.status).toBe(200);
    expect(res.body.uid).toBe(acme.company.uid);
  });

  it("refuse a wrong, a revoked and a deactivated user's key with 401", async () => {
    const wrong = await call(company.GET, "GET", "/api/v1/company", bearer("plk_not-a-real-key"));
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ message: "Invalid API key", code: "unauthorized" });
    expect((await call(company.GET, "GET", "/api/v1/company", bearer("not-even-prefixed"))).status).toBe(401);

    const { key, secret } = await issueApiKey({
      companyUid: acme.company.uid,
      userUid: acme.admin.uid,
      name: "old",
      role: "admin",
    });
    await db().update(schema.apiKeys).set({ revokedAt: new Date() }).where(eq(schema.apiKeys.uid, key.uid));
    expect((await call(company.GET, "GET", "/api/v1/company", bearer(secret))).status).toBe(401);

    const leaver = await createUser(acme.company, { roles: ["admin"] });
    const issued = await issueApiKey({
      companyUid: acme.company.uid,
      userUid: leaver.uid,
      name: "x",
      role: "admin",
    });
    await db().update(schema.users).set({ isActive: false }).where(eq(schema.users.uid, leaver.uid));
    expect((await call(company.GET, "GET", "/api/v1/company", bearer(issued.secret))).status).toBe(401);
  });

  it("act on the company the key was issued for, not the creator's own", async () => {
    const provider = await createCompany({ isProvider: true });
    const staff = await createUser(provider, { roles: ["admin"], isZebeler: true });
    const { secret } = await issueApiKey({
      companyUid: acme.company.uid,
      userUid: staff.uid,
      name: "support",
      role: "viewer",
    });
    const res = await call(company.GET, "GET", "/api/v1/company", bearer(secret));
    expect(res.status).toBe(200);
    expect(res.body.uid).toBe(acme.company.uid);
  });

  it("are capped by the key's role: an admin's viewer key cannot PUT /api/v1/company", async () => {
    const { secret } = await issueApiKey({
      companyUid: acme.company.uid,
      userUid: acme.admin.uid,
      name: "read-only",
      role: "viewer",
    });
    const res = await call(company.PUT, "PUT", "/api/v1/company", {
      ...bearer(secret),
      body: { company_name: "X" },
    });
    expect(res.status).toBe(403);
    const [row] = await db()
      .select()
      .from(schema.companies)
      .where(eq(schema.companies.uid, acme.company.uid));
    expect(row!.companyName).toBe(acme.company.companyName);
  });

  it("cannot act for another company through company-uid, not even a staff user's key", async () => {
    const { secret } = await issueApiKey({
      companyUid: acme.company.uid,
      userUid: acme.admin.uid,
      name: "ci",
      role: "admin",
    });
    const res = await call(
      company.GET,
      "GET",
      "/api/v1/company",
      bearer(secret, { "company-uid": other.company.uid }),
    );
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("You cannot act for another company");

    const provider = await createCompany({ isProvider: true });
    const staff = await createUser(provider, { isZebeler: true });
    const staffKey = await issueApiKey({
      companyUid: provider.uid,
      userUid: staff.uid,
      name: "s",
      role: "admin",
    });
    const staffRes = await call(
      company.GET,
      "GET",
      "/api/v1/company",
      bearer(staffKey.secret, { "company-uid": other.company.uid }),
    );
    expect(staffRes.status).toBe(403);
  });
});

describe("createSession", () => {
  it("clears sessions that have ended (absolute or idle) when someone signs in", async () => {
    const user = await createUser(acme.company);
    const day = 86_400_000;
    const [ended, idle, live] = await db()
      .insert(schema.sessions)
      .values([
        { userUid: user.uid, expiresAt: new Date(Date.now() - 1_000) },
        {
          userUid: user.uid,
          expiresAt: new Date(Date.now() + day),
          lastSeenAt: new Date(Date.now() - 2 * day),
        },
        { userUid: user.uid, expiresAt: new Date(Date.now() + day) },
      ])
      .returning({ uid: schema.sessions.uid });
    const fresh = await createSession(user.uid, "vitest");
    const left = await db()
      .select({ uid: schema.sessions.uid })
      .from(schema.sessions)
      .where(eq(schema.sessions.userUid, user.uid));
    expect(left.map((s) => s.uid).sort()).toEqual([live!.uid, fresh].sort());
    expect(left.map((s) => s.uid)).not.toContain(ended!.uid);
    expect(left.map((s) => s.uid)).not.toContain(idle!.uid);
  });
});
