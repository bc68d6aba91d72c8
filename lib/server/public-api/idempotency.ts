// Idempotent POSTs: a client that sends `Idempotency-Key` and repeats the request within 24 hours (a retry after
// a timeout) gets the first answer again — same status, body and headers — and the write is not done twice.
// Keys are scoped to the caller (the API key, or the signed-in user), so two callers never share one. Only
// successful answers are kept: a refused request changed nothing and may simply be sent again.
//
// Concurrent repeats: the first request claims the key before doing the work, by inserting its row as pending
// (status 0, the body holding the claim's random token) with ON CONFLICT DO NOTHING, so exactly one request
// wins on any number of app servers. A repeat that arrives while the claim is pending answers 409 (as Stripe
// does) and may be retried; once the first finishes its row holds the answer, replayed from then on; when it
// fails the claim is deleted and the key is free again. A claim pending for longer than `claimStaleMs` was left
// by a crashed server and is taken over by the next request with that key.
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { NextResponse } from "next/server";
import { db, schema } from "@/db";
import { ApiError, ConflictError, ValidationError } from "../errors";
import type { Scope } from "../scope-type";

export const idempotencyHours = 24;
export const claimStaleMs = 5 * 60_000;
export const inProgressMessage =
  "A request with this Idempotency-Key is still in progress. Retry it once that request has finished.";
const pending = 0;
const keptHeaders = ["content-type", "etag", "location"];
const answers = schema.idempotentAnswers;

export function idempotencyKey(req: Request): string | null {
  if (req.method !== "POST") return null;
  const key = req.headers.get("idempotency-key")?.trim();
  if (key === undefined || key === null) return null;
  if (key === "" || key.length > 200) {
    throw new ValidationError({ "Idempotency-Key": "Use 1 to 200 characters, e.g. a UUID" });
  }
  return key;
}

/** The right to do the work for one key: settle it with the answer, or release it on failure. */
export type IdempotencyClaim = { caller: string; key: string; token: string };

const callerOf = (scope: Scope) => (scope.apiKeyUid ? `key:${scope.apiKeyUid}` : `user:${scope.user.uid}`);
const rowOf = (claim: IdempotencyClaim) =>
  and(
    eq(answers.caller, claim.caller),
    eq(answers.key, claim.key),
    eq(answers.status, pending),
    eq(answers.body, claim.token),
  );

function replay(row: typeof answers.$inferSelect): Response {
  const res = new NextResponse(row.body || null, { status: row.status, headers: row.headers });
  res.headers.set("Idempotent-Replayed", "true");
  return res;
}

/**
 * Claims the key for this request (a claim to settle or release), or answers the first request's answer again
 * (a Response). 409 while another request with the key is in progress, 422 for a key used on another path.
 */
export async function claimKey(
  scope: Scope,
  key: string,
  path: string,
): Promise<IdempotencyClaim | Response> {
  const claim = { caller: callerOf(scope), key, token: randomUUID() };
  const own = (at = new Date()) => ({ body: claim.token, createdAt: at });
  // A few rounds: the row seen may expire, be released or be taken over between two statements.
  for (let round = 0; round < 3; round++) {
    const [mine] = await db()
      .insert(answers)
      .values({ caller: claim.caller, key, method: "POST", path, status: pending, headers: {}, ...own() })
      .onConflictDoNothing()
      .returning({ key: answers.key });
    if (mine) return claim;
    const [row] = await db()
      .select()
      .from(answers)
      .where(and(eq(answers.caller, claim.caller), eq(answers.key, key)))
      .limit(1);
    if (!row) continue; // released meanwhile
    const now = Date.now();
    if (row.createdAt.getTime() < now - idempotencyHours * 3600_000) {
      // Past its 24 hours: forgotten, the key is new again.
      await db()
        .delete(answers)
        .where(and(eq(answers.caller, claim.caller), eq(answers.key, key), eq(answers.body, row.body)));
      continue;
    }
    if (row.path !== path) {
      throw new ApiError("unprocessable", "This Idempotency-Key was already used for another request");
    }
    if (row.status !== pending) return replay(row);
    if (row.createdAt.getTime() > now - claimStaleMs) throw new ConflictError(inProgressMessage);
    // Left by a server that stopped mid-request: taken over, unless another request took it first.
    const [taken] = await db()
      .update(answers)
      .set(own())
      .where(rowOf({ ...claim, token: row.body }))
      .returning({ key: answers.key });
    if (taken) return claim;
  }
  throw new ConflictError(inProgressMessage);
}

/** Keeps a successful answer for the key; any other answer releases the claim (the key may be sent again). */
export async function settleClaim(claim: IdempotencyClaim, res: Response) {
  if (res.status >= 300) return releaseClaim(claim);
  const headers = Object.fromEntries(
    keptHeaders.flatMap((h) => (res.headers.has(h) ? [[h, res.headers.get(h)!]] : [])),
  );
  const body = await res.clone().text();
  await db()
    .update(answers)
    .set({ status: res.status, headers, body, createdAt: new Date() })
    .where(rowOf(claim));
}

/** Gives the key up after a failed request (nothing was done; a retry runs afresh). */
export async function releaseClaim(claim: IdempotencyClaim) {
  await db().delete(answers).where(rowOf(claim));
}
