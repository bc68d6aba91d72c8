import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as forgot from "@/app/api/v1/auth/forgot-password/route";
import * as reset from "@/app/api/v1/auth/reset-password/route";
import { db, schema } from "@/db";
import { checkCredentials } from "@/lib/server/auth/login";
import { resetLimits, resetMessages } from "@/lib/server/auth/password-reset";
import { hashToken } from "@/lib/server/user/activation";
import { call, companyWithRoles, createUser, testPassword } from "./helpers";

let acme: Awaited<ReturnType<typeof companyWithRoles>>;

beforeAll(async () => {
  acme = await companyWithRoles({ companyName: "Reset Builders" });
});

let ip = 0;
/** Each call from its own client address unless told, so the per-address throttle stays out of the way. */
const ask = (email: string, from = `10.0.${Math.floor(++ip / 250)}.${ip % 250}`) =>
  call(forgot.POST, "POST", "/api/v1/auth/forgot-password", {
    body: { email },
    headers: { "x-forwarded-for": from },
  });
const submit = (body: unknown) => call(reset.POST, "POST", "/api/v1/auth/reset-password", { body });

/** The link in the newest mail to this address in its company's outbox. */
async function mailTo(email: string) {
  const rows = await db().select().from(schema.mailOutbox).where(eq(schema.mailOutbox.to, email));
  return rows.sort((a, b) => +b.createdAt - +a.createdAt)[0];
}
const tokenIn = (text: string) => /\/reset-password\/([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? "";

describe("POST /api/v1/auth/forgot-password", () => {
  it("answers the same whether or not the email has an account, and mails only the account", async () => {
    const user = await createUser(acme.company, { roles: ["editor"] });
    const known = await ask(user.email.toUpperCase());
    const unknown = await ask("nobody-at-all@example.test");
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual({ message: resetMessages.sent });
    expect(unknown.body).toEqual(known.body);
    const mail = await mailTo(user.email);
    expect(mail?.subject).toBe("Reset your Plinth password");
    expect(mail?.text).toContain("expires in 60 minutes");
    expect(tokenIn(mail!.text)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("tells an SSO account to use its identity provider, with no link", async () => {
    const user = await createUser(acme.company, { loginType: "sso", passwordHash: null });
    expect((await ask(user.email)).body).toEqual({ message: resetMessages.sent });
    const mail = await mailTo(user.email);
    expect(mail?.subject).toBe("Your Plinth account signs in with single sign-on");
    expect(mail?.text).toContain("Reset Builders signs in to Plinth through its identity provider");
    expect(tokenIn(mail!.text)).toBe("");
  });

  it("mails nothing to a deactivated account", async () => {
    const user = await createUser(acme.company, { deactivatedAt: new Date() });
    expect((await ask(user.email)).status).toBe(200);
    expect(await mailTo(user.email)).toBeUndefined();
  });

  it("refuses a malformed email with the field's message", async () => {
    const res = await ask("not-an-email");
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ email: "Enter a valid email address" });
  });

  it(`throttles after ${resetLimits.perEmail} requests an hour for one email, known or not`, async () => {
    for (const email of ["throttle-me@example.test", (await createUser(acme.company)).email]) {
      for (let i = 0; i < resetLimits.perEmail; i++) expect((await ask(email)).status).toBe(200);
      const res = await ask(email);
      expect(res.status).toBe(429);
      expect(res.body.message).toBe("Too many password reset requests. Try again in 60 minutes.");
      expect(res.headers.get("retry-after")).toBe("3600");
    }
  });

  it(`throttles one client address after ${resetLimits.perIp} requests an hour`, async () => {
    for (let i = 0; i < resetLimits.perIp; i++)
      expect((await ask(`spray-${i}@example.test`, "192.0.2.77")).status).toBe(200);
    expect((await ask("spray-last@example.test", "192.0.2.77")).status).toBe(429);
  });
});

describe("POST /api/v1/auth/reset-password", () => {
  async function linked() {
    const user = await createUser(acme.company, { roles: ["viewer"] });
    await ask(user.email);
    return { user, token: tokenIn((await mailTo(user.email))!.text) };
  }
  const newPassword = "a-brand-new-secret";

  it("sets the password, works once, and ends every session of the account", async () => {
    const { user, token } = await linked();
    await db()
      .insert(schema.sessions)
      .values({
        userUid: user.uid,
        expiresAt: new Date(Date.now() + 3_600_000),
      });
    const res = await submit({ token, password: newPassword, confirm: newPassword });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: resetMessages.done });
    expect(await db().select().from(schema.sessions).where(eq(schema.sessions.userUid, user.uid))).toEqual(
      [],
    );
    expect((await checkCredentials({ email: user.email, password: newPassword })).ok).toBe(true);
    expect((await checkCredentials({ email: user.email, password: testPassword })).ok).toBe(false);
    const again = await submit({ token, password: "another-secret-1", confirm: "another-secret-1" });
    expect(again.status).toBe(410);
    expect(again.body.message).toBe(resetMessages.used);
  });

  it("refuses an expired link, an unknown one, and an earlier link once a newer one was sent", async () => {
    const { user, token } = await linked();
    await db()
      .update(schema.passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.passwordResetTokens.tokenHash, hashToken(token)));
    const expired = await submit({ token, password: newPassword, confirm: newPassword });
    expect([expired.status, expired.body.message]).toEqual([410, resetMessages.expired]);

    const unknown = await submit({ token: "x".repeat(43), password: newPassword, confirm: newPassword });
    expect([unknown.status, unknown.body.message]).toEqual([404, resetMessages.invalid]);

    await ask(user.email);
    const first = tokenIn((await mailTo(user.email))!.text);
    await ask(user.email);
    const retired = await submit({ token: first, password: newPassword, confirm: newPassword });
    expect([retired.status, retired.body.message]).toEqual([410, resetMessages.used]);
    expect((await checkCredentials({ email: user.email, password: testPassword })).ok).toBe(true);
  });

  it("refuses a short or mismatched password with the field's message, changing nothing", async () => {
    const { user, token } = await linked();
    const short = await submit({ token, password: "short", confirm: "short" });
    expect(short.status).toBe(400);
    expect(short.body.errors.password).toBe("Too small: expected string to have >=8 characters");
    const mismatch = await submit({ token, password: newPassword, confirm: `${newPassword}x` });
    expect(mismatch.body.errors).toEqual({ confirm: "Passwords do not match" });
    expect((await checkCredentials({ email: user.email, password: testPassword })).ok).toBe(true);
    expect((await submit({ token, password: newPassword, confirm: newPassword })).status).toBe(200);
  });
});
