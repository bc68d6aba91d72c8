/**
 * Services publish after commit → the embedded Pusher-protocol server → real pusher-js clients (in Node)
 * that subscribed through the app's own auth endpoints with their session cookies.
 */
import type { Channel } from "pusher-js";
import PusherClient from "pusher-js";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import * as company from "@/app/api/v1/company/route";
import * as channelAuth from "@/app/api/v1/pusher/auth/route";
import * as userAuth from "@/app/api/v1/pusher/user-auth/route";
import * as self from "@/app/api/v1/self/route";
import { watchChannel } from "@/lib/client/channel-watch";
import type { RealtimeEvent } from "@/lib/domain/realtime-events";
import { createRealtimeServer, type RealtimeServer } from "@/lib/server/realtime/embedded-server/server";
import { call, companyWithRoles } from "./helpers";

const app = { appId: "4711", key: "rt-publish-key", secret: "rt-publish-secret" };

let server: RealtimeServer;
let port: number;
let acme: Awaited<ReturnType<typeof companyWithRoles>>;
let birch: Awaited<ReturnType<typeof companyWithRoles>>;
const clients: PusherClient[] = [];

beforeAll(async () => {
  server = createRealtimeServer({ ...app, host: "127.0.0.1", port: 0 });
  ({ port } = await server.listen());
  vi.stubEnv("PUSHER_APP_ID", app.appId);
  vi.stubEnv("PUSHER_KEY", app.key);
  vi.stubEnv("PUSHER_SECRET", app.secret);
  vi.stubEnv("PUSHER_HOST", "127.0.0.1");
  vi.stubEnv("PUSHER_PORT", String(port));
  acme = await companyWithRoles();
  birch = await companyWithRoles();
});
afterEach(() => {
  for (const client of clients.splice(0)) client.disconnect();
});
afterAll(async () => {
  await server.close();
  vi.unstubAllEnvs();
});

/** A pusher-js client whose authorization goes through the real route handlers with this cookie. */
function connect(cookie: string): PusherClient {
  const client = new PusherClient(app.key, {
    cluster: "",
    wsHost: "127.0.0.1",
    wsPort: port,
    forceTLS: false,
    enabledTransports: ["ws"],
    disableStats: true,
    channelAuthorization: {
      customHandler: ({ socketId, channelName }, callback) => {
        call(channelAuth.POST, "POST", "/api/v1/pusher/auth", {
          cookie,
          body: { socket_id: socketId, channel_name: channelName },
        }).then(
          (res) =>
            res.status === 200 ? callback(null, res.body) : callback(new Error(res.body.message), null),
          (error: Error) => callback(error, null),
        );
      },
    },
    userAuthentication: {
      customHandler: ({ socketId }, callback) => {
        call(userAuth.POST, "POST", "/api/v1/pusher/user-auth", {
          cookie,
          body: { socket_id: socketId },
        }).then(
          (res) =>
            res.status === 200 ? callback(null, res.body) : callback(new Error(res.body.message), null),
          (error: Error) => callback(error, null),
        );
      },
    },
  });
  clients.push(client);
  return client;
}

function within<T>(promise: Promise<T>, what: string, ms = 5000): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), ms)),
  ]);
}

function subscribe(client: PusherClient, name: string): Promise<Channel> {
  const channel = client.subscribe(name);
  return within(
    new Promise<Channel>((resolve, reject) => {
      channel.bind("pusher:subscription_succeeded", () => resolve(channel));
      channel.bind("pusher:subscription_error", (error: unknown) => reject(error));
    }),
    `subscription to ${name}`,
  );
}

/** Every one of our events the channel delivers, parsed. */
function collect(channel: Channel) {
  const events: RealtimeEvent[] = [];
  let resubscribed = 0;
  watchChannel(channel, { onEvent: (e) => events.push(e), onResubscribed: () => resubscribed++ });
  return { events, resubscriptions: () => resubscribed };
}

async function waitFor(condition: () => boolean, what: string, ms = 5000) {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

type Handler = Parameters<typeof call>[0];

/** A PUT that sends If-Match with the version this client just read (GET of the same path). */
async function putCurrent(get: Handler, put: Handler, path: string, cookie: string, body: unknown) {
  const current = await call(get, "GET", path, { cookie });
  expect(current.status).toBe(200);
  return call(put, "PUT", path, { cookie, body, headers: { "if-match": current.headers.get("etag")! } });
}
const putCompany = (cookie: string, body: unknown) =>
  putCurrent(company.GET, company.PUT, "/api/v1/company", cookie, body);

describe("publishing after commit", () => {
  it("delivers company.updated to the company's subscribers and not to another company's", async () => {
    const acmeEditor = collect(
      await subscribe(connect(acme.cookies.editor), `private-company-${acme.company.uid}`),
    );
    const birchAdmin = collect(
      await subscribe(connect(birch.cookies.admin), `private-company-${birch.company.uid}`),
    );

    const res = await putCompany(acme.cookies.admin, { company_name: "Acme Realtime" });
    expect(res.status).toBe(200);

    await waitFor(() => acmeEditor.events.length > 0, "company.updated on Acme's channel");
    expect(acmeEditor.events).toEqual([
      { name: "company.updated", data: { company_uid: acme.company.uid, version: res.body.version } },
    ]);
    // A later Birch change proves Birch's connection is live, and that Acme's event never reached it.
    await putCompany(birch.cookies.admin, { company_name: "Birch Live" });
    await waitFor(() => birchAdmin.events.length > 0, "company.updated on Birch's channel");
    expect(birchAdmin.events.map((e) => e.data)).toEqual([
      { company_uid: birch.company.uid, version: expect.any(Number) },
    ]);
    expect(acmeEditor.events).toHaveLength(1);
  });

  it("refuses a subscription to another company's channel through the real endpoint", async () => {
    const client = connect(birch.cookies.admin);
    await expect(subscribe(client, `private-company-${acme.company.uid}`)).rejects.toMatchObject({
      type: "AuthError",
      error: "You cannot subscribe to this channel",
    });
  });

  it("delivers user.updated to the user's own channel after a profile change", async () => {
    const mine = collect(await subscribe(connect(acme.cookies.viewer), `private-user-${acme.viewer.uid}`));
    const res = await putCurrent(self.GET, self.PUT, "/api/v1/self", acme.cookies.viewer, {
      firstname: "Vera",
      lastname: "Live",
    });
    expect(res.status).toBe(200);
    await waitFor(() => mine.events.length > 0, "user.updated");
    expect(mine.events[0]).toEqual({
      name: "user.updated",
      data: { user_uid: acme.viewer.uid, version: res.body.version },
    });
  });

  it("signs the client in with the user's uid through /pusher/user-auth", async () => {
    const client = connect(acme.cookies.editor);
    client.signin();
    await within(client.user.signinDonePromise, "pusher:signin_success");
    expect(client.user.user_data).toMatchObject({ id: acme.editor.uid, user_info: { name: "Test User" } });
  });

  it("reports a re-subscription after a reconnect, so the client refetches what it missed", async () => {
    const client = connect(acme.cookies.editor);
    const watched = collect(await subscribe(client, `private-company-${acme.company.uid}`));
    expect(watched.resubscriptions()).toBe(0);
    client.disconnect();
    // Published while this client is offline: it never arrives, so the client must refetch on return.
    await putCompany(acme.cookies.admin, { company_name: "While Away" });
    client.connect();
    await waitFor(() => watched.resubscriptions() === 1, "re-subscription");
    expect(watched.events).toEqual([]);
  });

  it("never fails the request when the realtime server cannot be reached; the failure is logged", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    vi.stubEnv("PUSHER_PORT", "1"); // nothing listens there
    try {
      const res = await putCompany(acme.cookies.admin, { company_name: "Acme Offline" });
      expect(res.status).toBe(200);
      expect(res.body.company_name).toBe("Acme Offline");
      expect(errors).toHaveBeenCalledWith("Realtime publish failed:", "company.updated", expect.any(String));
    } finally {
      vi.stubEnv("PUSHER_PORT", String(port));
      errors.mockRestore();
    }
  });
});
