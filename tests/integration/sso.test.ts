import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as callback from "@/app/api/v1/auth/sso/callback/route";
import * as start from "@/app/api/v1/auth/sso/start/route";
import * as ssoConfig from "@/app/api/v1/company/sso/route";
import * as ssoTest from "@/app/api/v1/company/sso/test/route";
import * as self from "@/app/api/v1/self/route";
import { db, schema } from "@/db";
import type { ssoErrorMessages } from "@/lib/domain/sso";
import { sessionClaims } from "@/lib/server/auth/session-claims";
import { readSessionId } from "@/lib/server/auth/session-token";
import { ssoRedirectUri } from "@/lib/server/sso/config";
import { call, companyWithRoles, createUser } from "./helpers";
import { startTestProvider, type TestProvider } from "./sso-provider";

let idp: TestProvider;
let acme: Awaited<ReturnType<typeof companyWithRoles>>;
let domain: string;

const configBody = (overrides: Record<string, unknown> = {}) => ({
  issuer_url: idp.issuer,
  client_id: idp.clientId,
  client_secret: idp.clientSecret,
  domains: [domain],
  default_role: "editor",
  jit_enabled: true,
  require_sso: false,
  ...overrides,
});

async function saveConfig(cookie: string, body: unknown, version: number) {
  return call(ssoConfig.PUT, "PUT", "/api/v1/company/sso", {
    cookie,
    body,
    headers: { "if-match": `"${version}"` },
  });
}

/** Email → start → the provider (signed in as `email`) → the callback; answers the callback's response. */
async function signIn(email: string, claims: { email_verified?: boolean; email?: string } = {}) {
  const started = await call(start.POST, "POST", "/api/v1/auth/sso/start", { body: { email } });
  expect(started.body).toMatchObject({ method: "sso" });
  idp.signInAs({ email: claims.email ?? email, given_name: "Sam", family_name: "Single", ...claims });
  const back = await idp.authorize(started.body.redirect_url);
  return { back, res: await call(callback.GET, "GET", `${back.pathname}${back.search}`) };
}

const refusedWith = (res: { status: number; headers: Headers }, code: keyof typeof ssoErrorMessages) => {
  expect(res.status).toBe(303);
  expect(res.headers.get("location")).toBe(`/login?error=${code}`);
  expect(res.headers.get("set-cookie")).toBeNull();
};

beforeAll(async () => {
  idp = await startTestProvider(ssoRedirectUri());
  acme = await companyWithRoles();
  domain = `sso-${randomUUID().slice(0, 8)}.test`;
  const saved = await saveConfig(acme.cookies.admin, configBody(), 0);
  expect(saved.status).toBe(200);
});

afterAll(() => idp?.close());

describe("Settings › Single sign-on (/api/v1/company/sso)", () => {
  it("never returns the client secret, only that one is saved, and stores it encrypted", async () => {
    const res = await call(ssoConfig.GET, "GET", "/api/v1/company/sso", { cookie: acme.cookies.admin });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      configured: true,
      has_client_secret: true,
      domains: [domain],
      version: 1,
    });
    expect(JSON.stringify(res.body)).not.toContain(idp.clientSecret);
    const [row] = await db()
      .select()
      .from(schema.ssoConfigs)
      .where(eq(schema.ssoConfigs.companyUid, acme.company.uid));
    expect(row!.clientSecretEnc).not.toContain(idp.clientSecret);
  });

  it("is for admins only: 403 for an editor, reading or writing", async () => {
    const read = await call(ssoConfig.GET, "GET", "/api/v1/company/sso", { cookie: acme.cookies.editor });
    expect(read.status).toBe(403);
    const write = await saveConfig(acme.cookies.editor, configBody(), 1);
    expect(write.status).toBe(403);
  });

  it("refuses bad input (400), a stale version (412) and a domain another company uses (409)", async () => {
    const bad = await saveConfig(acme.cookies.admin, configBody({ issuer_url: "ftp://x", domains: [] }), 1);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({
      issuer_url: "Enter the issuer's https:// URL",
      domains: "Enter at least one email domain",
    });
    const stale = await saveConfig(acme.cookies.admin, configBody(), 0);
    expect(stale.status).toBe(412);
    const other = await companyWithRoles();
    const taken = await saveConfig(other.cookies.admin, configBody(), 0);
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(`${domain} already signs in with another company's single sign-on.`);
    const noSecret = await saveConfig(
      other.cookies.admin,
      configBody({ client_secret: undefined, domains: [`x${domain}`] }),
      0,
    );
    expect(noSecret.body.errors).toEqual({
      client_secret: "Enter the client secret your identity provider issued",
    });
    // Another company's admin reads its own (empty) configuration, nothing of acme's.
    const own = await call(ssoConfig.GET, "GET", "/api/v1/company/sso", { cookie: other.cookies.admin });
    expect(own.body).toMatchObject({ configured: false, domains: [], version: 0 });
  });

  it("Test connection reports what discovery found, and a clear message when it fails", async () => {
    const ok = await call(ssoTest.POST, "POST", "/api/v1/company/sso/test", {
      cookie: acme.cookies.admin,
      body: { issuer_url: idp.issuer },
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      issuer: idp.issuer,
      authorization_endpoint: `${idp.issuer}/auth`,
      token_endpoint: `${idp.issuer}/token`,
      jwks_uri: `${idp.issuer}/jwks`,
    });
    expect(ok.body.id_token_signing_alg_values_supported).toContain("RS256");
    const down = await call(ssoTest.POST, "POST", "/api/v1/company/sso/test", {
      cookie: acme.cookies.admin,
      body: { issuer_url: "http://127.0.0.1:9" },
    });
    expect(down.status).toBe(422);
    expect(down.body.message).toBe(
      "Discovery failed for http://127.0.0.1:9: could not reach http://127.0.0.1:9/.well-known/openid-configuration.",
    );
    const editor = await call(ssoTest.POST, "POST", "/api/v1/company/sso/test", {
      cookie: acme.cookies.editor,
      body: { issuer_url: idp.issuer },
    });
    expect(editor.status).toBe(403);
  });
});

describe("signing in through the identity provider", () => {
  it("sends a password user, an unknown domain and staff to the password form", async () => {
    const password = await call(start.POST, "POST", "/api/v1/auth/sso/start", {
      body: { email: acme.admin.email },
    });
    expect(password.body).toEqual({ method: "password" });
    const bad = await call(start.POST, "POST", "/api/v1/auth/sso/start", { body: { email: "not-an-email" } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ email: "Enter a valid email address" });
  });

  it("provisions a new user just in time with the default role, and signs them in with a normal session", async () => {
    const email = `new-${randomUUID().slice(0, 6)}@${domain}`;
    const { res } = await signIn(email);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/dashboard");
    const cookie = res.headers.get("set-cookie")!.split(";")[0]!;
    expect(res.headers.get("set-cookie")).toContain("HttpOnly");
    const me = await call(self.GET, "GET", "/api/v1/self", { cookie });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      email,
      firstname: "Sam",
      lastname: "Single",
      roles: ["editor"],
      login_type: "sso",
      company: acme.company.uid,
      status: "active",
    });
    // The session endpoint's identity claims, the same as for a password sign-in.
    const claims = async (c: string) =>
      sessionClaims(await readSessionId({ headers: new Headers({ cookie: c }) }));
    expect(await claims(cookie)).toEqual({
      company_name: acme.company.companyName,
      company_uid: acme.company.uid,
      user_uid: me.body.uid,
      login_type: "sso",
    });
    expect(await claims(acme.cookies.admin)).toEqual({
      company_name: acme.company.companyName,
      company_uid: acme.company.uid,
      user_uid: acme.admin.uid,
      login_type: "password",
    });
  });

  it("matches an existing user by email, makes them an SSO user and lands on the callback URL", async () => {
    const user = await createUser(acme.company, { email: `known-${randomUUID().slice(0, 6)}@${domain}` });
    await saveConfig(acme.cookies.admin, configBody({ require_sso: true }), 1);
    const [after] = await db().select().from(schema.users).where(eq(schema.users.uid, user.uid));
    expect(after!.loginType).toBe("sso");
    const [company] = await db()
      .select()
      .from(schema.companies)
      .where(eq(schema.companies.uid, acme.company.uid));
    expect(company!.loginType).toBe("sso");
    const started = await call(start.POST, "POST", "/api/v1/auth/sso/start", {
      body: { email: user.email, callbackUrl: "/projects?x=1" },
    });
    idp.signInAs({ email: user.email });
    const back = await idp.authorize(started.body.redirect_url);
    const res = await call(callback.GET, "GET", `${back.pathname}${back.search}`);
    expect(res.headers.get("location")).toBe("/projects?x=1");
    const users = await db()
      .select()
      .from(schema.users)
      .where(sql`lower(${schema.users.email}) = ${user.email}`);
    expect(users).toHaveLength(1);
  });

  it("refuses an email outside the company's domains and an unverified email", async () => {
    const email = `dom-${randomUUID().slice(0, 6)}@${domain}`;
    refusedWith((await signIn(email, { email: `dom@elsewhere.test` })).res, "sso_domain");
    refusedWith((await signIn(email, { email_verified: false })).res, "sso_unverified");
  });

  it("refuses a deactivated user", async () => {
    const user = await createUser(acme.company, {
      email: `gone-${randomUUID().slice(0, 6)}@${domain}`,
      loginType: "sso",
      isActive: false,
      deactivatedAt: new Date(),
    });
    refusedWith((await signIn(user.email)).res, "sso_deactivated");
  });

  it("refuses a tampered or unknown state, a reused code and a provider error", async () => {
    const email = `st-${randomUUID().slice(0, 6)}@${domain}`;
    const started = await call(start.POST, "POST", "/api/v1/auth/sso/start", { body: { email } });
    idp.signInAs({ email });
    const back = await idp.authorize(started.body.redirect_url);
    const tampered = new URL(back);
    tampered.searchParams.set("state", `${back.searchParams.get("state")}x`);
    refusedWith(await call(callback.GET, "GET", `${tampered.pathname}${tampered.search}`), "sso_state");
    const first = await call(callback.GET, "GET", `${back.pathname}${back.search}`);
    expect(first.headers.get("location")).toBe("/dashboard");
    refusedWith(await call(callback.GET, "GET", `${back.pathname}${back.search}`), "sso_state");
    const again = await call(start.POST, "POST", "/api/v1/auth/sso/start", { body: { email } });
    const state = new URL(again.body.redirect_url).searchParams.get("state")!;
    refusedWith(
      await call(callback.GET, "GET", `/api/v1/auth/sso/callback?state=${state}&error=access_denied`),
      "sso_provider",
    );
  });

  it("refuses an expired code and an expired sign-in", async () => {
    const email = `exp-${randomUUID().slice(0, 6)}@${domain}`;
    idp.setCodeTtl(1);
    try {
      const started = await call(start.POST, "POST", "/api/v1/auth/sso/start", { body: { email } });
      idp.signInAs({ email });
      const back = await idp.authorize(started.body.redirect_url);
      await new Promise((done) => setTimeout(done, 2100));
      refusedWith(await call(callback.GET, "GET", `${back.pathname}${back.search}`), "sso_expired");
    } finally {
      idp.setCodeTtl(60);
    }
    const started = await call(start.POST, "POST", "/api/v1/auth/sso/start", { body: { email } });
    const state = new URL(started.body.redirect_url).searchParams.get("state")!;
    await db()
      .update(schema.ssoLoginStates)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.ssoLoginStates.state, state));
    refusedWith(
      await call(callback.GET, "GET", `/api/v1/auth/sso/callback?state=${state}&code=x`),
      "sso_expired",
    );
  });

  it("keeps Plinth staff on their password, even when SSO is required for their domain", async () => {
    const staff = await createUser(acme.company, {
      email: `staff-${randomUUID().slice(0, 6)}@${domain}`,
      isZebeler: true,
    });
    const current = await call(ssoConfig.GET, "GET", "/api/v1/company/sso", { cookie: acme.cookies.admin });
    const saved = await saveConfig(
      acme.cookies.admin,
      configBody({ require_sso: true }),
      current.body.version,
    );
    expect(saved.status).toBe(200);
    const [after] = await db().select().from(schema.users).where(eq(schema.users.uid, staff.uid));
    expect(after!.loginType).toBe("password");
    const res = await call(start.POST, "POST", "/api/v1/auth/sso/start", { body: { email: staff.email } });
    expect(res.body).toEqual({ method: "password" });
  });
});
