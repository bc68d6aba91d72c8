// The single sign-on round trip: start (state, nonce, PKCE S256 → the provider's authorization URL) and the
// callback (state consumed once, code exchanged with the verifier, ID token verified against the provider's
// keys, issuer, audience, expiry and nonce), then the user matched by email within the company or provisioned.
// Every request to the provider (discovery, keys, token, userinfo) goes through net/outbound.ts: a provider
// whose name resolves to a private or loopback address is refused (sso_refused), never connected to.
import { createHash, randomBytes } from "node:crypto";
import { and, eq, lt, sql } from "drizzle-orm";
import { errors as joseErrors, jwtVerify } from "jose";
import { db, schema } from "@/db";
import type { UserRow } from "@/db/schema";
import type { SsoStartDto } from "@/lib/contract/sso";
import { emailDomain, type SsoErrorCode } from "@/lib/domain/sso";
import { ApiError } from "../errors";
import { OutboundRefused, outboundRequest } from "../net/outbound";
import { type SsoConfigRow, ssoRedirectUri } from "./config";
import { discover, providerKeys } from "./discovery";
import { openSecret } from "./secret-box";

const { ssoConfigs, ssoLoginStates, users } = schema;
const stateLifetimeMs = 10 * 60_000;
const random = () => randomBytes(32).toString("base64url");

async function userByEmail(email: string): Promise<UserRow | undefined> {
  const [row] = await db()
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row;
}

/** The configuration an email signs in with, or null for the password form. */
async function configFor(email: string): Promise<SsoConfigRow | null> {
  const domain = emailDomain(email);
  const user = await userByEmail(email);
  if (user?.isZebeler) return null; // staff keep their password
  const [config] = await db()
    .select()
    .from(ssoConfigs)
    .where(
      and(
        sql`${domain} = any(${ssoConfigs.domains})`,
        user ? eq(ssoConfigs.companyUid, user.companyUid) : undefined,
      ),
    )
    .limit(1);
  if (!config) return null;
  if (user) return user.loginType === "sso" || config.requireSso ? config : null;
  return config.jitEnabled || config.requireSso ? config : null;
}

export async function startSso(email: string, callbackUrl: string | null): Promise<SsoStartDto> {
  const config = await configFor(email);
  if (!config) return { method: "password" };
  const provider = await discover(config.issuerUrl);
  const state = random();
  const nonce = random();
  const codeVerifier = random();
  await db().delete(ssoLoginStates).where(lt(ssoLoginStates.expiresAt, new Date()));
  await db()
    .insert(ssoLoginStates)
    .values({
      state,
      nonce,
      codeVerifier,
      companyUid: config.companyUid,
      callbackUrl,
      expiresAt: new Date(Date.now() + stateLifetimeMs),
    });
  const url = new URL(provider.authorization_endpoint);
  const params = {
    response_type: "code",
    client_id: config.clientId,
    redirect_uri: ssoRedirectUri(),
    scope: "openid email profile",
    state,
    nonce,
    code_challenge: createHash("sha256").update(codeVerifier).digest("base64url"),
    code_challenge_method: "S256",
    login_hint: email.trim(),
  };
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return { method: "sso", redirect_url: url.href };
}

type CallbackQuery = { code?: string; state?: string; error?: string };
export type SsoOutcome =
  | { ok: true; user: UserRow; callbackUrl: string | null }
  | { ok: false; code: SsoErrorCode };

const refuse = (code: SsoErrorCode): SsoOutcome => ({ ok: false, code });
const ok = (res: { status: number }) => res.status >= 200 && res.status < 300;
function json(text: string): Record<string, unknown> | null {
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === "object" ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Verifies the ID token's signature with the provider's keys (refetched once when it names an unknown key). */
async function verifyIdToken(idToken: string, jwksUri: string, options: Parameters<typeof jwtVerify>[2]) {
  try {
    return await jwtVerify(idToken, await providerKeys(jwksUri), options);
  } catch (error) {
    if (!(error instanceof joseErrors.JWKSNoMatchingKey)) throw error;
    return jwtVerify(idToken, await providerKeys(jwksUri, true), options);
  }
}

async function exchangeCode(config: SsoConfigRow, tokenEndpoint: string, code: string, verifier: string) {
  const secret = config.clientSecretEnc ? openSecret(config.clientSecretEnc) : null;
  const basic = Buffer.from(
    `${encodeURIComponent(config.clientId)}:${encodeURIComponent(secret ?? "")}`,
  ).toString("base64");
  const res = await outboundRequest(tokenEndpoint, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", authorization: `Basic ${basic}` },
    body: new URLSearchParams({
      grant_type: "authorization_code",
      code,
      redirect_uri: ssoRedirectUri(),
      code_verifier: verifier,
    }).toString(),
    timeoutMs: 10_000,
    maxBytes: 256_000,
  });
  const body = json(res.text) as { id_token?: string; access_token?: string; error?: string };
  if (!ok(res))
    return { error: body.error === "invalid_grant" ? ("sso_expired" as const) : ("sso_provider" as const) };
  return body.id_token
    ? { idToken: body.id_token, accessToken: body.access_token }
    : { error: "sso_provider" as const };
}

/**
 * Providers that keep the ID token minimal (as OIDC Core allows for the code flow) give email and names from
 * the userinfo endpoint; its subject must be the ID token's.
 */
async function withUserinfo(claims: Record<string, unknown>, endpoint: string | null, accessToken?: string) {
  if (typeof claims.email === "string" || !endpoint || !accessToken) return claims;
  const res = await outboundRequest(endpoint, {
    headers: { authorization: `Bearer ${accessToken}` },
    timeoutMs: 10_000,
    maxBytes: 256_000,
  });
  const info = json(res.text) as Record<string, unknown> | null;
  if (!ok(res) || !info || info.sub !== claims.sub) throw new Error("userinfo does not match the ID token");
  return { ...info, ...claims, email: info.email, email_verified: info.email_verified };
}

/** Why the provider's address was refused (net/outbound.ts), when that is what failed. */
function refusedAddress(error: unknown): string | null {
  if (error instanceof OutboundRefused) return error.message;
  // Discovery reports a refused address as a 422 naming it (discovery.ts).
  if (error instanceof ApiError && /internal address|must use https|is refused/.test(error.message))
    return error.message;
  const cause = (error as { cause?: unknown } | null)?.cause;
  return cause ? refusedAddress(cause) : null;
}

export async function finishSso(query: CallbackQuery): Promise<SsoOutcome> {
  if (!query.state) return refuse("sso_state");
  // Consumed at once: a state (and so a code) is good for one callback only.
  const [saved] = await db().delete(ssoLoginStates).where(eq(ssoLoginStates.state, query.state)).returning();
  if (!saved) return refuse("sso_state");
  if (saved.expiresAt.getTime() < Date.now()) return refuse("sso_expired");
  if (query.error || !query.code) return refuse("sso_provider");
  const [config] = await db().select().from(ssoConfigs).where(eq(ssoConfigs.companyUid, saved.companyUid));
  if (!config) return refuse("sso_provider");

  let claims: Record<string, unknown>;
  try {
    const provider = await discover(config.issuerUrl);
    const token = await exchangeCode(config, provider.token_endpoint, query.code, saved.codeVerifier);
    if ("error" in token) return refuse(token.error!);
    const verified = await verifyIdToken(token.idToken, provider.jwks_uri, {
      issuer: provider.issuer,
      audience: config.clientId,
      requiredClaims: ["exp", "iat", "sub"],
    });
    claims = await withUserinfo(verified.payload, provider.userinfo_endpoint, token.accessToken);
  } catch (error) {
    if (refusedAddress(error)) {
      console.warn(`[sso] company ${config.companyUid}: ${refusedAddress(error)}`);
      return refuse("sso_refused");
    }
    return refuse("sso_provider");
  }
  if (claims.nonce !== saved.nonce) return refuse("sso_state");
  const email = typeof claims.email === "string" ? claims.email.trim().toLowerCase() : "";
  if (!email || claims.email_verified !== true) return refuse("sso_unverified");
  if (!config.domains.includes(emailDomain(email))) return refuse("sso_domain");

  const existing = await userByEmail(email);
  if (existing && (existing.companyUid !== config.companyUid || existing.isZebeler))
    return refuse("sso_domain");
  if (existing?.deactivatedAt) return refuse("sso_deactivated");
  const user = existing
    ? await markSso(existing)
    : config.jitEnabled
      ? await provision(config, email, claims)
      : null;
  if (!user) return refuse("sso_no_account");
  return { ok: true, user, callbackUrl: saved.callbackUrl };
}

/** The user signs in with SSO from now on; an invited (pending) user is activated by it. */
async function markSso(user: UserRow): Promise<UserRow> {
  if (user.loginType === "sso" && user.isActive) return user;
  const [row] = await db()
    .update(users)
    .set({
      loginType: "sso",
      isActive: true,
      activatedAt: user.activatedAt ?? new Date(),
      version: sql`${users.version} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(users.uid, user.uid))
    .returning();
  return row!;
}

const claimText = (value: unknown) => (typeof value === "string" ? value.trim().slice(0, 100) : "");

async function provision(config: SsoConfigRow, email: string, claims: Record<string, unknown>) {
  const [row] = await db()
    .insert(users)
    .values({
      companyUid: config.companyUid,
      email,
      username: email,
      firstname: claimText(claims.given_name),
      lastname: claimText(claims.family_name),
      roles: [config.defaultRole],
      loginType: "sso",
      passwordHash: null,
      activatedAt: new Date(),
    })
    .onConflictDoNothing()
    .returning();
  return row ?? (await userByEmail(email)) ?? null;
}
