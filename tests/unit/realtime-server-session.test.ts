/**
 * Connection lifecycle with a raw `ws` client: pusher:signin (good and forged), the server-side
 * activity timeout, and shutdown.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import type { RealtimeServer } from "@/lib/server/realtime/embedded-server/server";
import { APP, startServer } from "./realtime-server-helpers";
import { connectRaw, type RawClient, sign } from "./realtime-server-raw-client";

let server: RealtimeServer;
let port: number;
const sockets: WebSocket[] = [];

function connect(targetPort = port): RawClient {
  const client = connectRaw(targetPort);
  sockets.push(client.ws);
  return client;
}

beforeAll(async () => {
  ({ server, port } = await startServer());
});
afterEach(() => {
  for (const ws of sockets.splice(0)) ws.terminate();
});
afterAll(() => server.close());

describe("pusher:signin", () => {
  it("succeeds with a valid signature and unlocks the user's own channel only", async () => {
    const c = connect();
    const socketId = await c.socketId();
    c.send("pusher:subscribe", { channel: "#server-to-user-u1" });
    await c.next("pusher:subscription_error"); // not signed in yet

    const userData = JSON.stringify({ id: "u1", user_info: { name: "One" } });
    c.send("pusher:signin", {
      auth: `${APP.key}:${sign(`${socketId}::user::${userData}`)}`,
      user_data: userData,
    });
    const success = await c.next("pusher:signin_success");
    expect(JSON.parse(success.data as string)).toEqual({ user_data: userData });

    c.send("pusher:subscribe", { channel: "#server-to-user-u1" });
    await c.next("pusher_internal:subscription_succeeded");
    c.send("pusher:subscribe", { channel: "#server-to-user-u2" });
    expect((await c.next("pusher:subscription_error")).channel).toBe("#server-to-user-u2");
  });

  it.each([
    ["a forged signature", () => `${APP.key}:${"f".repeat(64)}`, { id: "u1" }],
    [
      "another socket's signature",
      (_s: string, d: string) => `${APP.key}:${sign(`1.1::user::${d}`)}`,
      { id: "u1" },
    ],
    [
      "user_data without an id",
      (s: string, d: string) => `${APP.key}:${sign(`${s}::user::${d}`)}`,
      { name: "x" },
    ],
  ])("closes the connection with 4009 for %s", async (_label, auth, user) => {
    const c = connect();
    const socketId = await c.socketId();
    const userData = JSON.stringify(user);
    c.send("pusher:signin", { auth: auth(socketId, userData), user_data: userData });
    expect(await c.next("pusher:error")).toMatchObject({ data: { code: 4009 } });
    expect((await c.closed).code).toBe(4009);
  });
});

describe("activity timeout", () => {
  it("pings a silent client and closes it with 4201 when no reply comes", async () => {
    const quick = await startServer({ activityTimeout: 1, pongTimeout: 0.5 });
    try {
      const silent = connect(quick.port);
      const answering = connect(quick.port);
      expect(JSON.parse((await silent.next("pusher:connection_established")).data as string)).toMatchObject({
        activity_timeout: 1,
      });
      await answering.socketId();
      const ping = await answering.next("pusher:ping", 2500);
      expect(ping.event).toBe("pusher:ping");
      answering.send("pusher:pong", {});

      const closed = await silent.closed;
      expect(closed.code).toBe(4201);
      expect(answering.ws.readyState).toBe(WebSocket.OPEN);
    } finally {
      await quick.server.close();
    }
  });
});

describe("shutdown", () => {
  it("tells connected clients to come back after a back-off (41xx) and frees the port", async () => {
    const doomed = await startServer();
    const c = connect(doomed.port);
    await c.socketId();
    await doomed.server.close();
    expect((await c.closed).code).toBe(4100);
    const again = await startServer({ port: doomed.port });
    await again.server.close();
  });
});
