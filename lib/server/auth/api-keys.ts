import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, isNull, lt, or } from "drizzle-orm";
import { type DbOrTx, db, schema } from "@/db";
import type { ApiKeyDto, CreateApiKeyInput } from "@/lib/contract/api-key";
import { minRole, type Role } from "@/lib/domain/roles";
import { writeAudit } from "../audit";
import { collection } from "../collection";
import { ForbiddenError, NotFoundError } from "../errors";
import { defaultKeyRateLimit } from "../public-api/limits";
import type { Scope } from "../scope-type";
import { cachedKey, forgetApiKeys, type KeyLookup, keyCacheGeneration, rememberKey } from "./api-key-cache";

const { apiKeys, companies, users } = schema;

export const apiKeyPrefix = "plk_";

/** How often a key's "last used" time is written: at most once a minute per key, not on every request. */
const lastUsedResolutionMs = 60_000;

export function hashApiKey(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}

/** Creates a key acting as `userUid` in `companyUid`; the secret is returned once and stored only hashed. */
export async function issueApiKey(
  input: {
    companyUid: string;
    userUid: string;
    name: string;
    role: Role;
    scopes?: string[] | null;
    expiresAt?: Date | null;
    rateLimit?: number | null;
  },
  tx: DbOrTx = db(),
) {
  const secret = `${apiKeyPrefix}${randomBytes(24).toString("base64url")}`;
  const [row] = await tx
    .insert(apiKeys)
    .values({ ...input, prefix: secret.slice(0, 8), keyHash: hashApiKey(secret) })
    .returning();
  return { key: row!, secret };
}

export type FoundKey = ({ ok: true } & KeyLookup) | { ok: false; message: string };

const invalid = { ok: false, message: "Invalid API key" } as const;

async function lookUp(hash: string, now: number): Promise<KeyLookup | undefined> {
  const hit = cachedKey(hash, now);
  if (hit) return hit;
  const generation = keyCacheGeneration();
  const [row] = await db()
    .select({ key: apiKeys, user: users, company: companies })
    .from(apiKeys)
    .innerJoin(users, eq(users.uid, apiKeys.userUid))
    .innerJoin(companies, eq(companies.uid, apiKeys.companyUid))
    .where(eq(apiKeys.keyHash, hash))
    .limit(1);
  if (row) rememberKey(hash, row, now, generation);
  return row;
}

/** Writes "last used" at most once a minute per key, off the request's path. */
function noteUse(key: KeyLookup["key"], now: Date) {
  if (key.lastUsedAt && now.getTime() - key.lastUsedAt.getTime() <= lastUsedResolutionMs) return;
  key.lastUsedAt = now;
  const stale = new Date(now.getTime() - lastUsedResolutionMs);
  db()
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(and(eq(apiKeys.uid, key.uid), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, stale))))
    .catch((error: unknown) => console.warn("[api-key] last used not written", error));
}

/** The key, its user and company, or why it is refused (unknown, revoked, expired, user deactivated). */
export async function findApiKey(secret: string, now = new Date()): Promise<FoundKey> {
  if (!secret.startsWith(apiKeyPrefix)) return invalid;
  const row = await lookUp(hashApiKey(secret), now.getTime());
  if (!row) return invalid;
  if (row.key.revokedAt) {
    return { ok: false, message: "This API key was revoked; issue a new one in Settings › API keys" };
  }
  if (row.key.expiresAt && row.key.expiresAt <= now) {
    return {
      ok: false,
      message: `This API key expired at ${row.key.expiresAt.toISOString()}; issue a new one in Settings › API keys`,
    };
  }
  if (!row.user.isActive) return { ok: false, message: "The user this API key acts as is deactivated" };
  noteUse(row.key, now);
  return { ok: true, ...row };
}

type KeyRow = typeof apiKeys.$inferSelect;

function apiKeyDto(
  key: KeyRow,
  creator: { firstname: string; lastname: string; email: string } | null,
): ApiKeyDto {
  return {
    uid: key.uid,
    name: key.name,
    role: key.role as Role,
    prefix: key.prefix,
    scopes: key.scopes ?? null,
    expires_at: key.expiresAt?.toISOString() ?? null,
    rate_limit: key.rateLimit ?? defaultKeyRateLimit(),
    created_at: key.createdAt.toISOString(),
    last_used_at: key.lastUsedAt?.toISOString() ?? null,
    created_by: creator ? `${creator.firstname} ${creator.lastname}`.trim() || creator.email : null,
  };
}

export type { ApiKeyDto };

// A key cannot manage keys: a leaked key must not be able to mint its own successors.
function refuseKeys(scope: Scope) {
  if (scope.apiKeyUid) throw new ForbiddenError("API keys cannot manage API keys; sign in to do this");
}

/** The company's active keys, newest first (revoked keys stay in the table for the audit trail). */
export async function listApiKeys(scope: Scope) {
  refuseKeys(scope);
  const rows = await db()
    .select({
      key: apiKeys,
      creator: { firstname: users.firstname, lastname: users.lastname, email: users.email },
    })
    .from(apiKeys)
    .leftJoin(users, eq(users.uid, apiKeys.userUid))
    .where(and(eq(apiKeys.companyUid, scope.company.uid), isNull(apiKeys.revokedAt)))
    .orderBy(desc(apiKeys.createdAt));
  return collection(rows.map((r) => apiKeyDto(r.key, r.creator)));
}

/** A new key acting as the caller, its role capped at the caller's; the secret is in this answer only. */
export async function createApiKey(scope: Scope, input: CreateApiKeyInput) {
  refuseKeys(scope);
  const role = minRole(scope.role, input.role);
  const { key, secret } = await db().transaction(async (tx) => {
    const issued = await issueApiKey(
      {
        companyUid: scope.company.uid,
        userUid: scope.user.uid,
        name: input.name,
        role,
        scopes: input.scopes ? [...new Set(input.scopes)].sort() : null,
        expiresAt: input.expires_at ? new Date(input.expires_at) : null,
        rateLimit: input.rate_limit ?? null,
      },
      tx,
    );
    await writeAudit(tx, scope, {
      action: "api_key.create",
      targetType: "api_key",
      targetUid: issued.key.uid,
      data: { name: input.name, role, scopes: input.scopes ?? null, expires_at: input.expires_at ?? null },
    });
    return issued;
  });
  return { ...apiKeyDto(key, scope.user), secret };
}

/** Revokes a key of the scope's company at once; another company's or an already revoked key is 404. */
export async function revokeApiKey(scope: Scope, uid: string) {
  refuseKeys(scope);
  await db().transaction(async (tx) => {
    const [row] = await tx
      .update(apiKeys)
      .set({ revokedAt: new Date() })
      .where(and(eq(apiKeys.uid, uid), eq(apiKeys.companyUid, scope.company.uid), isNull(apiKeys.revokedAt)))
      .returning({ uid: apiKeys.uid, name: apiKeys.name });
    if (!row) throw new NotFoundError("API key not found");
    forgetApiKeys();
    await writeAudit(tx, scope, {
      action: "api_key.revoke",
      targetType: "api_key",
      targetUid: row.uid,
      data: { name: row.name },
    });
  });
}
