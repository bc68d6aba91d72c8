import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import * as channelAuth from "@/app/api/v1/pusher/auth/route";
import * as userAuth from "@/app/api/v1/pusher/user-auth/route";
import { db, schema } from "@/db";
import { call, companyWithRoles, createUser, sessionCookie, staffUser } from "./helpers";

const app = { id: "777", key: "rt-auth-test-key", secret: "rt-auth-test-secret" };
const socketId = "1234.5678";

let acme: Awaited<ReturnType<typeof companyWithRoles>>;
let birch: Awaited<ReturnType<typeof companyWithRoles>>;

beforeAll(async () => {
  vi.stubEnv("PUSHER_APP_ID", app.id);
  vi.stubEnv("PUSHER_KEY", app.key);
  vi.stubEnv("PUSHER_SECRET", app.secret);
  vi.stubEnv("PUSHER_HOST", "127.0.0.1");
  vi.stubEnv("PUSHER_PORT", "6999");
  acme = await companyWithRoles();
  birch = await companyWithRoles();
});
afterAll(() => {
  vi.unstubAllEnvs();
});

const sign = (value: string) => `${app.key}:${createHmac("sha256", app.secret).update(value).digest("hex")}`;

function authorize(cookie: string | undefined, channel_name: string, headers: Record<string, string> = {}) {
  return call(channelAuth.POST, "POST", "/api/v1/pusher/auth", {
    cookie,
    headers,
    body: { socket_id: socketId, channel_name },
  });
}

/** The way pusher-js posts by default: application/x-www-form-urlencoded. */
function authorizeForm(cookie: string, fields: Record<string, string>) {
  return call(channelAuth.POST, "POST", "/api/v1/pusher/auth", {
    cookie,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    rawBody: new URLSearchParams(fields).toString(),
  });
}

describe("POST /api/v1/pusher/auth", () => {
  it("answers 401 without a session", async () => {
    const res = await authorize(undefined, `private-company-${acme.company.uid}`);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe("unauthorized");
  });

  it("signs the caller's own company channel, for every role", async () => {
    const channel = `private-company-${acme.company.uid}`;
    for (const role of ["admin", "editor", "viewer"] as const) {
      const res = await authorize(acme.cookies[role], channel);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ auth: sign(`${socketId}:${channel}`) });
    }
  });

  it("signs the caller's own user channel", async () => {
    const channel = `private-user-${acme.editor.uid}`;
    const res = await authorize(acme.cookies.editor, channel);
    expect(res.status).toBe(200);
    expect(res.body.auth).toBe(sign(`${socketId}:${channel}`));
  });

  it("accepts the form-encoded body pusher-js sends by default", async () => {
    const channel = `private-company-${acme.company.uid}`;
    const res = await authorizeForm(acme.cookies.viewer, { socket_id: socketId, channel_name: channel });
    expect(res.status).toBe(200);
    expect(res.body.auth).toBe(sign(`${socketId}:${channel}`));
  });

  it("refuses another company's channel and another user's channel with 403", async () => {
    const company = await authorize(acme.cookies.admin, `private-company-${birch.company.uid}`);
    expect(company.status).toBe(403);
    expect(company.body).toMatchObject({
      code: "forbidden",
      message: "You cannot subscribe to this channel",
    });
    const colleague = await authorize(acme.cookies.admin, `private-user-${acme.editor.uid}`);
    expect(colleague.status).toBe(403);
    const stranger = await authorize(acme.cookies.admin, `private-user-${birch.admin.uid}`);
    expect(stranger.status).toBe(403);
  });

  it("signs the channels of an estimate of the caller's company, for every role; refuses foreign ones", async () => {
    const [own] = await db()
      .insert(schema.estimates)
      .values({ companyUid: acme.company.uid, name: "Channel test" })
      .returning();
    const [foreign] = await db()
      .insert(schema.estimates)
      .values({ companyUid: birch.company.uid, name: "Foreign" })
      .returning();
    for (const role of ["admin", "editor", "viewer"] as const) {
      const channel = `private-estimate-${own!.uid}`;
      const res = await authorize(acme.cookies[role], channel);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ auth: sign(`${socketId}:${channel}`) });
    }
    const presence = await authorize(acme.cookies.viewer, `presence-estimate-${own!.uid}`);
    expect(presence.status).toBe(200);
    for (const uid of [foreign!.uid, crypto.randomUUID()]) {
      for (const channel of [`private-estimate-${uid}`, `presence-estimate-${uid}`]) {
        const res = await authorize(acme.cookies.admin, channel);
        expect(res.status).toBe(403);
      }
    }
  });

  it("refuses public, unknown and non-canonical channel names with 403", async () => {
    const compact = acme.company.uid.replaceAll("-", "");
    for (const channel of [
      "announcements",
      "private-anything",
      `private-encrypted-company-${acme.company.uid}`,
      `private-company-${compact}`,
      `private-company-${acme.company.uid.toUpperCase()}`,
      `presence-company-${acme.company.uid}`,
    ]) {
      expect((await authorize(acme.cookies.admin, channel)).status, channel).toBe(403);
    }
  });

  it("answers 400 with per-field messages for bad input", async () => {
    const cookie = acme.cookies.admin;
    const missing = await call(channelAuth.POST, "POST", "/api/v1/pusher/auth", { cookie, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ socket_id: "Required", channel_name: "Required" });
    const badSocket = await call(channelAuth.POST, "POST", "/api/v1/pusher/auth", {
      cookie,
      body: { socket_id: "1234", channel_name: `private-company-${acme.company.uid}` },
    });
    expect(badSocket.status).toBe(400);
    expect(badSocket.body.errors.socket_id).toMatch(/socket id/);
    const badChannel = await authorize(cookie, "private company with spaces");
    expect(badChannel.status).toBe(400);
    expect(badChannel.body.errors).toHaveProperty("channel_name");
    const tooLong = await authorize(cookie, `private-${"x".repeat(200)}`);
    expect(tooLong.status).toBe(400);
    const malformed = await call(channelAuth.POST, "POST", "/api/v1/pusher/auth", {
      cookie,
      rawBody: "{nope",
      headers: { "content-type": "application/json" },
    });
    expect(malformed.status).toBe(400);
    const text = await call(channelAuth.POST, "POST", "/api/v1/pusher/auth", {
      cookie,
      rawBody: "socket_id=1.2",
      headers: { "content-type": "text/plain" },
    });
    expect(text.status).toBe(415);
  });

  it("authorises staff acting for a company (company-uid) on that company's channel, and audits it", async () => {
    const { staff, cookie } = await staffUser();
    const channel = `private-company-${acme.company.uid}`;
    expect((await authorize(cookie, channel)).status).toBe(403);
    const acting = await authorize(cookie, channel, { "company-uid": acme.company.uid });
    expect(acting.status).toBe(200);
    expect(acting.body.auth).toBe(sign(`${socketId}:${channel}`));
    // Not every company at once: the header names one.
    expect(
      (await authorize(cookie, `private-company-${birch.company.uid}`, { "company-uid": acme.company.uid }))
        .status,
    ).toBe(403);
    // Their own user channel stays theirs while acting.
    const own = await authorize(cookie, `private-user-${staff.uid}`, { "company-uid": acme.company.uid });
    expect(own.status).toBe(200);
  });

  it("refuses a non-staff company-uid for another company with 403", async () => {
    const res = await authorize(birch.cookies.admin, `private-company-${acme.company.uid}`, {
      "company-uid": acme.company.uid,
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("You cannot act for another company");
  });

  it("answers 404 when the deployment has no realtime server configured", async () => {
    vi.stubEnv("PUSHER_APP_ID", "");
    vi.stubEnv("PUSHER_KEY", "");
    vi.stubEnv("PUSHER_SECRET", "");
    try {
      const res = await authorize(acme.cookies.admin, `private-company-${acme.company.uid}`);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe("Realtime is not configured");
    } finally {
      vi.stubEnv("PUSHER_APP_ID", app.id);
      vi.stubEnv("PUSHER_KEY", app.key);
      vi.stubEnv("PUSHER_SECRET", app.secret);
    }
  });
});

describe("POST /api/v1/pusher/user-auth", () => {
  const path = "/api/v1/pusher/user-auth";

  it("answers 401 without a session", async () => {
    const res = await call(userAuth.POST, "POST", path, { body: { socket_id: socketId } });
    expect(res.status).toBe(401);
  });

  it("signs user data whose id is the user's uid, with a name and no email", async () => {
    const user = await createUser(acme.company, {
      firstname: "Ada",
      lastname: "Lovelace",
      roles: ["viewer"],
    });
    const res = await call(userAuth.POST, "POST", path, {
      cookie: await sessionCookie(user),
      body: { socket_id: socketId },
    });
    expect(res.status).toBe(200);
    expect(res.body.auth).toBe(sign(`${socketId}::user::${res.body.user_data}`));
    const data = JSON.parse(res.body.user_data);
    expect(data).toEqual({ id: user.uid, user_info: { name: "Ada Lovelace", initials: "AL" } });
    expect(typeof data.id).toBe("string");
    expect(res.body.user_data).not.toContain(user.email);
  });

  it("accepts the form-encoded body pusher-js sends by default", async () => {
    const res = await call(userAuth.POST, "POST", path, {
      cookie: acme.cookies.editor,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      rawBody: `socket_id=${socketId}`,
    });
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body.user_data).id).toBe(acme.editor.uid);
  });

  it("keeps the staff user's own id while acting for a company", async () => {
    const { staff, cookie } = await staffUser();
    const res = await call(userAuth.POST, "POST", path, {
      cookie,
      headers: { "company-uid": acme.company.uid },
      body: { socket_id: socketId },
    });
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body.user_data).id).toBe(staff.uid);
  });

  it("answers 400 for a missing or malformed socket id", async () => {
    const cookie = acme.cookies.viewer;
    const missing = await call(userAuth.POST, "POST", path, { cookie, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ socket_id: "Required" });
    const bad = await call(userAuth.POST, "POST", path, { cookie, body: { socket_id: "abc.def" } });
    expect(bad.status).toBe(400);
  });
});
