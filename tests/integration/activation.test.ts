import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as activate from "@/app/api/v1/user/activate/[token]/route";
import * as user from "@/app/api/v1/user/route";
import { db, schema } from "@/db";
import { checkCredentials } from "@/lib/server/auth/login";
import { activationMessages } from "@/lib/server/user/activation";
import { call, companyWithRoles } from "./helpers";

let acme: Awaited<ReturnType<typeof companyWithRoles>>;
let other: Awaited<ReturnType<typeof companyWithRoles>>;

beforeAll(async () => {
  acme = await companyWithRoles({ companyName: "Acme Builders" });
  other = await companyWithRoles({ companyName: "Other Co" });
});

const tooShort = "Too small: expected string to have >=8 characters";
const valid = { firstname: "Ada", lastname: "Lovelace", password: "analytical-1", confirm: "analytical-1" };

/** Invites through POST /api/v1/user as the company's admin; answers the new user and the link's token. */
async function invited(cookie = acme.cookies.admin) {
  const email = `invitee-${randomUUID().slice(0, 8)}@example.test`;
  const res = await call(user.POST, "POST", "/api/v1/user", {
    cookie,
    body: { email, firstname: "In", lastname: "Vitee" },
  });
  expect(res.status).toBe(201);
  return {
    email,
    uid: res.body.user.uid as string,
    token: res.body.activation_url.split("/").pop() as string,
  };
}

const get = (token: string) =>
  call(activate.GET, "GET", `/api/v1/user/activate/${token}`, { params: { token } });
const post = (token: string, body: unknown) =>
  call(activate.POST, "POST", `/api/v1/user/activate/${token}`, { params: { token }, body });
const isActive = async (uid: string) =>
  (await db().select().from(schema.users).where(eq(schema.users.uid, uid)))[0]!.isActive;

describe("GET /api/v1/user/activate/{token}", () => {
  it("answers the invitation's email, names and company name, and nothing more", async () => {
    const { email, token } = await invited();
    const res = await get(token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      email,
      firstname: "In",
      lastname: "Vitee",
      company_name: "Acme Builders",
      expires_at: expect.any(String),
    });
    const days = (Date.parse(res.body.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    expect(res.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("accepts the 32-character token without dashes", async () => {
    const { email, token } = await invited();
    const res = await get(token.replaceAll("-", ""));
    expect(res.status).toBe(200);
    expect(res.body.email).toBe(email);
  });

  it("answers 404 with the 'not valid' message to an unknown token, and 404 to a malformed one", async () => {
    const unknown = await get(randomUUID());
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ message: activationMessages.invalid, code: "not_found" });
    expect(activationMessages.invalid).toBe(
      "This activation link is not valid. Check the link in your invitation email.",
    );
    const malformed = await get("not-a-token");
    expect(malformed.status).toBe(404);
    expect(malformed.body.code).toBe("not_found");
  });

  it("answers 410 with the 'expired' message once the link's time has passed", async () => {
    const { uid, token } = await invited();
    await db()
      .update(schema.activationTokens)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(schema.activationTokens.userUid, uid));
    const res = await get(token);
    expect(res.status).toBe(410);
    expect(res.body).toMatchObject({
      message: "This activation link has expired. Ask your company administrator to send a new invitation.",
      code: "gone",
    });
    expect((await post(token, valid)).status).toBe(410);
    expect(await isActive(uid)).toBe(false);
  });
});

describe("POST /api/v1/user/activate/{token}", () => {
  it("answers 400 with field messages and leaves the user inactive", async () => {
    const { uid, token } = await invited();
    const empty = await post(token, {});
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({
      firstname: "Required",
      lastname: "Required",
      password: "Required",
      confirm: "Required",
    });
    const short = await post(token, { firstname: " ", lastname: "L", password: "short", confirm: "short" });
    expect(short.body.errors).toEqual({ firstname: "Required", password: tooShort, confirm: tooShort });
    const mismatch = await post(token, { ...valid, confirm: "analytical-2" });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.errors).toEqual({ confirm: "Passwords do not match" });
    expect(await isActive(uid)).toBe(false);
    expect((await get(token)).status).toBe(200);
  });

  it("activates the user with the chosen names and password; the link is then spent", async () => {
    const { email, uid, token } = await invited();
    const res = await post(token.replaceAll("-", ""), valid);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      uid,
      email,
      firstname: "Ada",
      lastname: "Lovelace",
      company: acme.company.uid,
      is_active: true,
    });
    const login = await checkCredentials({ email: email.toUpperCase(), password: "analytical-1" });
    expect(login.ok).toBe(true);

    const used = "This account is already activated. Sign in with your email and password.";
    const again = await post(token, { ...valid, password: "another-pass", confirm: "another-pass" });
    expect(again.status).toBe(410);
    expect(again.body).toMatchObject({ message: used, code: "gone" });
    expect((await get(token)).body).toMatchObject({ message: used, code: "gone" });
    expect((await checkCredentials({ email, password: "analytical-1" })).ok).toBe(true);
  });

  it("lets only one of two simultaneous submits activate", async () => {
    const { token } = await invited();
    const statuses = (await Promise.all([post(token, valid), post(token, valid)]))
      .map((r) => r.status)
      .sort();
    expect(statuses).toEqual([200, 410]);
  });

  it("answers 404 to an unknown token even with a valid body", async () => {
    const res = await post(randomUUID(), valid);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(activationMessages.invalid);
  });

  it("keeps companies apart: a token shows and activates only its own invitation", async () => {
    const mine = await invited(acme.cookies.admin);
    const theirs = await invited(other.cookies.admin);
    expect((await get(theirs.token)).body).toMatchObject({ email: theirs.email, company_name: "Other Co" });
    const res = await post(mine.token, valid);
    expect(res.body).toMatchObject({ uid: mine.uid, company: acme.company.uid });
    expect(JSON.stringify(res.body)).not.toContain(other.company.uid);
    expect(await isActive(theirs.uid)).toBe(false);
    expect((await get(theirs.token)).status).toBe(200);
  });
});
