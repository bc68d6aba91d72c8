import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import * as self from "@/app/api/v1/self/route";
import * as deactivate from "@/app/api/v1/user/[uid]/deactivate/route";
import * as one from "@/app/api/v1/user/[uid]/route";
import { db, schema } from "@/db";
import { forgetSessions, sessionCacheMs, setSessionClock } from "@/lib/server/auth/session-cache";
import { createSession, deleteSession, validateSession } from "@/lib/server/auth/sessions";
import { call, companyWithRoles, createUser, sessionCookie } from "./helpers";

// The per-process session cache (lib/server/auth/session-cache.ts): a revocation this process did not see
// (another server of the same deployment wrote it) is refused once the bound has passed; one it made is
// refused at once. The clock is moved by hand, never waited on.
let clock = 0;

beforeEach(() => {
  clock = Date.now();
  setSessionClock(() => clock);
  forgetSessions();
});

afterEach(() => {
  setSessionClock();
  forgetSessions();
});

async function signedIn(roles = ["editor"]) {
  const team = await companyWithRoles();
  const user = await createUser(team.company, { roles });
  const sid = await createSession(user.uid, "vitest");
  return { ...team, user, sid };
}

describe("session cache", () => {
  it("refuses a session deleted elsewhere once the bound has passed", async () => {
    const { sid } = await signedIn();
    expect(await validateSession(sid)).not.toBeNull();
    await db().delete(schema.sessions).where(eq(schema.sessions.uid, sid));
    clock += sessionCacheMs - 1;
    // Within the bound another process's delete may still be unseen…
    expect(await validateSession(sid)).not.toBeNull();
    clock += 1;
    // …and not a moment after it.
    expect(await validateSession(sid)).toBeNull();
  });

  it("refuses a user deactivated elsewhere, and sees a role changed elsewhere, once the bound has passed", async () => {
    const { sid, user } = await signedIn();
    const other = await signedIn();
    expect(await validateSession(sid)).not.toBeNull();
    expect((await validateSession(other.sid))?.user.roles).toEqual(["editor"]);
    await db().update(schema.users).set({ isActive: false }).where(eq(schema.users.uid, user.uid));
    await db()
      .update(schema.users)
      .set({ roles: ["viewer"] })
      .where(eq(schema.users.uid, other.user.uid));
    clock += sessionCacheMs;
    expect(await validateSession(sid)).toBeNull();
    expect((await validateSession(other.sid))?.user.roles).toEqual(["viewer"]);
  });

  it("refuses a session at once when this process ends it (sign-out)", async () => {
    const { sid } = await signedIn();
    expect(await validateSession(sid)).not.toBeNull();
    await deleteSession(sid);
    expect(await validateSession(sid)).toBeNull();
  });

  it("applies a deactivation and a role change made through the API to the very next request", async () => {
    const { cookies, user } = await signedIn();
    const cookie = await sessionCookie(user);
    expect((await call(self.GET, "GET", "/api/v1/self", { cookie })).body.roles).toEqual(["editor"]);
    const demoted = await call(one.PUT, "PUT", `/api/v1/user/${user.uid}`, {
      cookie: cookies.admin,
      params: { uid: user.uid },
      body: { roles: ["viewer"] },
      headers: { "if-match": `"${user.version}"` },
    });
    expect(demoted.status).toBe(200);
    expect((await call(self.GET, "GET", "/api/v1/self", { cookie })).body.roles).toEqual(["viewer"]);
    const off = await call(deactivate.POST, "POST", `/api/v1/user/${user.uid}/deactivate`, {
      cookie: cookies.admin,
      params: { uid: user.uid },
    });
    expect(off.status).toBe(200);
    expect((await call(self.GET, "GET", "/api/v1/self", { cookie })).status).toBe(401);
  });

  it("never serves a session past its idle time or expiry, whatever the cache holds", async () => {
    const { sid } = await signedIn();
    expect(await validateSession(sid)).not.toBeNull();
    await db()
      .update(schema.sessions)
      .set({ expiresAt: new Date(clock + 1) })
      .where(eq(schema.sessions.uid, sid));
    forgetSessions();
    expect(await validateSession(sid)).not.toBeNull();
    clock += 1;
    expect(await validateSession(sid)).toBeNull();
  });
});
