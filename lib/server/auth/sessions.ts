import { and, eq, gt, lt, ne, or } from "drizzle-orm";
import { type DbOrTx, db, schema } from "@/db";
import { env } from "@/lib/env";
import {
  cachedSession,
  cacheGeneration,
  forgetSessions,
  now,
  rememberSession,
  type ValidSession,
} from "./session-cache";

const { sessions, users, companies } = schema;

/**
 * Session lifetimes: a session ends after SESSION_IDLE_MINUTES without a request (idle, default 8 h)
 * or SESSION_ABSOLUTE_DAYS after sign-in (absolute, default 7 days), whichever comes first.
 */
export function sessionLifetimes() {
  const { SESSION_IDLE_MINUTES, SESSION_ABSOLUTE_DAYS } = env();
  return { idleMs: SESSION_IDLE_MINUTES * 60_000, absoluteMs: SESSION_ABSOLUTE_DAYS * 86_400_000 };
}

/** A new session; each sign-in also clears the sessions that have ended, so the table never only grows. */
export async function createSession(userUid: string, userAgent?: string | null): Promise<string> {
  await purgeExpiredSessions();
  const { absoluteMs } = sessionLifetimes();
  const [row] = await db()
    .insert(sessions)
    .values({ userUid, expiresAt: new Date(Date.now() + absoluteMs), userAgent: userAgent?.slice(0, 300) })
    .returning({ uid: sessions.uid });
  return row!.uid;
}

// Writing last_seen on every request would double the work of a read; a minute of slack is harmless.
const touchEveryMs = 60_000;

/**
 * The active user behind a session id, or null when it ended, expired, idled out or the user was deactivated.
 * Answers from the per-process session cache (session-cache.ts) when it can; last_seen is written at most once
 * a minute per session.
 */
export async function validateSession(sid: string): Promise<ValidSession | null> {
  const { idleMs } = sessionLifetimes();
  const at = now();
  const hit = cachedSession(sid, at, idleMs);
  if (hit) {
    await touch(sid, hit, at);
    return hit.value;
  }
  const started = cacheGeneration();
  const [row] = await db()
    .select({ session: sessions, user: users, company: companies })
    .from(sessions)
    .innerJoin(users, eq(users.uid, sessions.userUid))
    .innerJoin(companies, eq(companies.uid, users.companyUid))
    .where(
      and(
        eq(sessions.uid, sid),
        gt(sessions.expiresAt, new Date(at)),
        gt(sessions.lastSeenAt, new Date(at - idleMs)),
      ),
    )
    .limit(1);
  if (!row?.user.isActive) return null;
  const entry = {
    value: { sessionUid: row.session.uid, user: row.user, company: row.company },
    loadedAt: at,
    expiresAt: row.session.expiresAt.getTime(),
    lastSeenAt: row.session.lastSeenAt.getTime(),
  };
  await touch(sid, entry, at);
  rememberSession(sid, entry, started);
  return entry.value;
}

async function touch(sid: string, entry: { lastSeenAt: number }, at: number) {
  if (at - entry.lastSeenAt <= touchEveryMs) return;
  entry.lastSeenAt = at;
  await db()
    .update(sessions)
    .set({ lastSeenAt: new Date(at) })
    .where(eq(sessions.uid, sid));
}

export async function deleteSession(sid: string): Promise<void> {
  await db().delete(sessions).where(eq(sessions.uid, sid));
  forgetSessions();
}

/** Ends every session of a user, optionally keeping one (the caller's own after a password change). */
export async function deleteUserSessions(
  tx: DbOrTx,
  userUid: string,
  keepSid?: string | null,
): Promise<void> {
  await tx
    .delete(sessions)
    .where(and(eq(sessions.userUid, userUid), keepSid ? ne(sessions.uid, keepSid) : undefined));
  // Now, and again by the write request that ran this (route.ts) once its transaction has committed.
  forgetSessions();
}

export async function purgeExpiredSessions(): Promise<void> {
  const { idleMs } = sessionLifetimes();
  const now = Date.now();
  await db()
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, new Date(now)), lt(sessions.lastSeenAt, new Date(now - idleMs))));
}
