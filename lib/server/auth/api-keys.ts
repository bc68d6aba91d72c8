import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { db, schema } from "@/db";
import type { Role } from "@/lib/domain/roles";

const { apiKeys, users } = schema;

export const apiKeyPrefix = "plk_";

export function hashApiKey(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}

/** Creates a key acting as `userUid` in `companyUid`; the secret is returned once and stored only hashed. */
export async function issueApiKey(input: { companyUid: string; userUid: string; name: string; role: Role }) {
  const secret = `${apiKeyPrefix}${randomBytes(24).toString("base64url")}`;
  const [row] = await db()
    .insert(apiKeys)
    .values({ ...input, prefix: secret.slice(0, 8), keyHash: hashApiKey(secret) })
    .returning();
  return { key: row!, secret };
}

export async function findApiKey(secret: string) {
  if (!secret.startsWith(apiKeyPrefix)) return null;
  const [row] = await db()
    .select({ key: apiKeys, user: users })
    .from(apiKeys)
    .innerJoin(users, eq(users.uid, apiKeys.userUid))
    .where(and(eq(apiKeys.keyHash, hashApiKey(secret)), isNull(apiKeys.revokedAt)))
    .limit(1);
  if (!row?.user.isActive) return null;
  return row;
}
