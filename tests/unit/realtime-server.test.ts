/**
 * End-to-end: the real `pusher` SDK publishes to the embedded server and real pusher-js clients
 * receive, exactly as the app and the browser will.
 */
import type Pusher from "pusher";
import type PusherClient from "pusher-js";
import type { PresenceChannel } from "pusher-js";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { RealtimeServer } from "@/lib/server/realtime/embedded-server/server";
import {
  APP,
  type ClientOptions,
  createClient,
  createSdk,
  nextEvent,
  recordFrames,
  startServer,
  subscribeAndWait,
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

describe("publishing with the pusher SDK to pusher-js clients", () => {
  it("delivers to the subscribed private channel and not to another company's channel", async () => {
    const a = client();
    const frames = recordFrames(a);
    const channelA = await subscribeAndWait(a, "private-company-A");
    const received = nextEvent<{ n: number }>(channelA, "task.updated");

    await sdk.trigger("private-company-B", "task.updated", { n: 2 });
    await sdk.trigger("private-company-A", "task.updated", { n: 1 });

    expect(await received).toEqual({ n: 1 });
    // The B event was published first on the same connection's ordered stream, so had the
    // server sent it, it would already be here.
    expect(frames.some((f) => f.channel === "private-company-B")).toBe(false);
  });

  it("delivers on public channels and to several channels in one trigger", async () => {
    const c = client();
    const pub = await subscribeAndWait(c, "announcements");
    const priv = await subscribeAndWait(c, "private-company-A");
    const both = Promise.all([nextEvent(pub, "hello"), nextEvent(priv, "hello")]);
    await sdk.trigger(["announcements", "private-company-A"], "hello", "plain string");
    expect(await both).toEqual(["plain string", "plain string"]);
  });

  it("publishes a batch", async () => {
    const c = client();
    const a = await subscribeAndWait(c, "private-company-A");
    const b = await subscribeAndWait(c, "private-company-B");
    const got = Promise.all([nextEvent(a, "one"), nextEvent(b, "two"), nextEvent(a, "three")]);
    await sdk.triggerBatch([
      { channel: "private-company-A", name: "one", data: { i: 1 } },
      { channel: "private-company-B", name: "two", data: { i: 2 } },
      { channel: "private-company-A", name: "three", data: { i: 3 } },
    ]);
    expect(await got).toEqual([{ i: 1 }, { i: 2 }, { i: 3 }]);
  });

  it("does not echo an event to the socket_id given as the publisher", async () => {
    const publisher = client();
    const other = client();
    const mine = await subscribeAndWait(publisher, "private-room");
    const theirs = await subscribeAndWait(other, "private-room");
    const seen: string[] = [];
    mine.bind("moved", (d: { by: string }) => seen.push(d.by));

    const otherGot = nextEvent(theirs, "moved");
    await sdk.trigger(
      "private-room",
      "moved",
      { by: "publisher" },
      { socket_id: publisher.connection.socket_id },
    );
    expect(await otherGot).toEqual({ by: "publisher" });
    // A later event on the same stream proves the excluded one is not just late.
    const sentinel = nextEvent(mine, "sentinel");
    await sdk.trigger("private-room", "sentinel", {});
    await sentinel;
    expect(seen).toEqual([]);
  });

  it("refuses data over 10 KB with 413 and accepts exactly 10 KB", async () => {
    await expect(sdk.trigger("private-company-A", "big", "x".repeat(10 * 1024 + 1))).rejects.toMatchObject({
      status: 413,
    });
    await expect(sdk.trigger("private-company-A", "big", "x".repeat(10 * 1024))).resolves.toBeDefined();
  });

  it("refuses a publish signed with the wrong secret with 401", async () => {
    const forger = createSdk(port, "not-the-secret");
    await expect(forger.trigger("private-company-A", "evil", {})).rejects.toMatchObject({ status: 401 });
  });
});

describe("channel authorization", () => {
  const forgeries: Array<[string, ClientOptions["authorize"]]> = [
    ["a made-up signature", () => ({ auth: `${APP.key}:${"0".repeat(64)}` })],
    ["a missing signature", () => ({ auth: "" })],
    [
      "another channel's signature",
      (socketId) => createSdk(port).authorizeChannel(socketId, "private-company-A"),
    ],
    [
      "a signature by another secret",
      (socketId, ch) => createSdk(port, "wrong").authorizeChannel(socketId, ch),
    ],
  ];

  it.each(forgeries)("refuses %s with subscription_error", async (_label, authorize) => {
    const c = client({ authorize });
    await expect(subscribeAndWait(c, "private-company-B")).rejects.toMatchObject({
      type: "AuthError",
      status: 401,
    });
    expect(c.connection.state).toBe("connected"); // A refused subscription does not drop the socket.
  });

  it("refuses presence channel_data that differs from what was signed", async () => {
    const c = client({
      authorize: (socketId, channel) => {
        const signed = sdk.authorizeChannel(socketId, channel, { user_id: "u1" });
        return { ...signed, channel_data: JSON.stringify({ user_id: "admin" }) };
      },
    });
    await expect(subscribeAndWait(c, "presence-company-A")).rejects.toMatchObject({ type: "AuthError" });
  });
});

describe("presence", () => {
  it("announces members joining and leaving, counting a user with two sockets once", async () => {
    const alice = client({ presence: { user_id: "alice", user_info: { name: "Alice" } } });
    const aliceChannel = (await subscribeAndWait(alice, "presence-company-A")) as PresenceChannel;
    expect(aliceChannel.members.count).toBe(1);
    expect(aliceChannel.members.me).toEqual({ id: "alice", info: { name: "Alice" } });

    const added: string[] = [];
    const removed: string[] = [];
    aliceChannel.bind("pusher:member_added", (m: { id: string }) => added.push(m.id));
    aliceChannel.bind("pusher:member_removed", (m: { id: string }) => removed.push(m.id));

    const bobTab1 = client({ presence: { user_id: "bob", user_info: { name: "Bob" } } });
    const bobChannel = (await subscribeAndWait(bobTab1, "presence-company-A")) as PresenceChannel;
    expect(bobChannel.members.count).toBe(2);
    expect(bobChannel.members.get("alice")).toEqual({ id: "alice", info: { name: "Alice" } });
    await expect.poll(() => added).toEqual(["bob"]);

    const bobTab2 = client({ presence: { user_id: "bob", user_info: { name: "Bob" } } });
    const bobChannel2 = (await subscribeAndWait(bobTab2, "presence-company-A")) as PresenceChannel;
    expect(bobChannel2.members.count).toBe(2);

    bobTab1.disconnect(); // Bob still has a tab open: he must not be reported gone.
    const sentinel = nextEvent(aliceChannel, "sentinel");
    await sdk.trigger("presence-company-A", "sentinel", {});
    await sentinel;
    expect(added).toEqual(["bob"]);
    expect(removed).toEqual([]);
    expect(aliceChannel.members.count).toBe(2);

    bobTab2.disconnect();
    await expect.poll(() => removed).toEqual(["bob"]);
    expect(aliceChannel.members.count).toBe(1);
  });
});
