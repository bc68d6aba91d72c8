// Idempotent POSTs: a client that sends `Idempotency-Key` and repeats the request within 24 hours (a retry after
// a timeout) gets the first answer again — same status, body and headers — and the write is not done twice.
// Keys are scoped to the caller (the API key, or the signed-in user), so two callers never share one. Only
// successful answers are kept: a refused request changed nothing and may simply be sent again.
import { and, eq, gt, lt } from "drizzle-orm";
import { NextResponse } from "next/server";
import { db, schema } from "@/db";
import { ApiError, ValidationError } from "../errors";
import type { Scope } from "../scope-type";

export const idempotencyHours = 24;
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

const callerOf = (scope: Scope) => (scope.apiKeyUid ? `key:${scope.apiKeyUid}` : `user:${scope.user.uid}`);
const since = () => new Date(Date.now() - idempotencyHours * 3600_000);

/** The first answer to this key, replayed; null when there is none yet. */
export async function replayAnswer(scope: Scope, key: string, path: string): Promise<Response | null> {
  const [row] = await db()
    .select()
    .from(answers)
    .where(and(eq(answers.caller, callerOf(scope)), eq(answers.key, key), gt(answers.createdAt, since())))
    .limit(1);
  if (!row) return null;
  if (row.path !== path) {
    throw new ApiError("unprocessable", "This Idempotency-Key was already used for another request");
  }
  const res = new NextResponse(row.body || null, { status: row.status, headers: row.headers });
  res.headers.set("Idempotent-Replayed", "true");
  return res;
}

/** Keeps a successful answer for the key (the first one wins when two race). */
export async function rememberAnswer(scope: Scope, key: string, path: string, res: Response) {
  if (res.status >= 300) return;
  const headers = Object.fromEntries(
    keptHeaders.flatMap((h) => (res.headers.has(h) ? [[h, res.headers.get(h)!]] : [])),
  );
  const body = await res.clone().text();
  const caller = callerOf(scope);
  await db()
    .delete(answers)
    .where(and(eq(answers.caller, caller), eq(answers.key, key), lt(answers.createdAt, since())));
  await db()
    .insert(answers)
    .values({ caller, key, method: "POST", path, status: res.status, headers, body })
    .onConflictDoNothing();
}
