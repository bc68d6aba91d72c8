/**
 * pusher-js behaviour across connections: reconnecting (by the client, and after a server restart)
 * and user sign-in with server-to-user events.
 */
import type Pusher from "pusher";
import type PusherClient from "pusher-js";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { RealtimeServer } from "@/lib/server/realtime/embedded-server/server";
import {
  type ClientOptions,
  createClient,
  createSdk,
  nextEvent,
  startServer,
  subscribeAndWait,
  waitForState,
} from "./realtime-server-helpers";

let server: RealtimeServer;
let port: number;
let sdk: Pusher;
const clients: PusherClient[] = [];

function client(options: ClientOptions = {}): PusherClient {
  const c = createClient(port, sdk, options);
  clients.push(c);
  return c;
}

beforeAll(async () => {
  ({ server, port } = await startServer());
  sdk = createSdk(port);
});
afterEach(() => {
  for (const c of clients.splice(0)) c.disconnect();
});
afterAll(() => server.close());

describe("reconnection", () => {
  it("a client that disconnects and reconnects gets a new socket, resubscribes and receives again", async () => {
    const c = client();
    await waitForState(c, "connected");
    const firstSocket = c.connection.socket_id;
    const channel = await subscribeAndWait(c, "private-company-A");

    c.disconnect();
    await waitForState(c, "disconnected");
    await expect.poll(() => server.stats().connections).toBe(0);

    const resubscribed = nextEvent(channel, "pusher:subscription_succeeded");
    c.connect();
    await waitForState(c, "connected");
    expect(c.connection.socket_id).not.toBe(firstSocket);
    await resubscribed; // pusher-js resubscribes on its own after every connect.

    const got = nextEvent(channel, "after-reconnect");
    await sdk.trigger("private-company-A", "after-reconnect", { ok: true });
    expect(await got).toEqual({ ok: true });
  });

  it("clients come back by themselves after the server restarts on the same port", async () => {
    const restartable = await startServer();
    const publisher = createSdk(restartable.port);
    const c = createClient(restartable.port, publisher);
    clients.push(c);
    const channel = await subscribeAndWait(c, "private-company-A");
    const firstSocket = c.connection.socket_id;

    const resubscribed = nextEvent(channel, "pusher:subscription_succeeded", 8000);
    await restartable.server.close(); // Clients are told to come back (they retry after 1 s).
    const again = await startServer({ port: restartable.port });
    try {
      await resubscribed;
      expect(c.connection.socket_id).not.toBe(firstSocket);
      const got = nextEvent(channel, "after-restart");
      await publisher.trigger("private-company-A", "after-restart", 1);
      expect(await got).toBe(1);
    } finally {
      c.disconnect();
      await again.server.close();
    }
  }, 15_000);
});

describe("user sign-in", () => {
  it("signs in and receives events sent to the user", async () => {
    const c = client({ user: { id: "user-7", user_info: { name: "Seven" } } });
    await waitForState(c, "connected");
    c.signin();
    await expect.poll(() => (c.user.user_data as { id?: string } | null)?.id).toBe("user-7");

    await expect.poll(() => c.user.serverToUserChannel?.subscribed ?? false).toBe(true);
    const got = new Promise((resolve) => c.user.bind("notice", resolve));
    await sdk.sendToUser("user-7", "notice", { hi: 1 });
    expect(await got).toEqual({ hi: 1 });
  });
});
