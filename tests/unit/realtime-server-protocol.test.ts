/**
 * The WebSocket protocol frame by frame, with a raw `ws` client, for what pusher-js does not let a
 * test provoke: wrong keys and protocol versions, bad frames, refused subscriptions.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import type { RealtimeServer } from "@/lib/server/realtime/embedded-server/server";
import { APP, startServer } from "./realtime-server-helpers";
import { connectRaw, type RawClient } from "./realtime-server-raw-client";

let server: RealtimeServer;
let port: number;
const sockets: WebSocket[] = [];

function connect(path?: string): RawClient {
  const client = connectRaw(port, path);
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

describe("handshake", () => {
  it("sends connection_established with its data as a JSON string", async () => {
    const c = connect();
    const frame = await c.next("pusher:connection_established");
    expect(typeof frame.data).toBe("string");
    const data = JSON.parse(frame.data as string);
    expect(data.socket_id).toMatch(/^\d+\.\d+$/);
    expect(data.activity_timeout).toBe(120);
  });

  it("refuses an unknown app key with 4001", async () => {
    const c = connect("/app/not-our-key?protocol=7");
    expect(await c.next("pusher:error")).toMatchObject({ data: { code: 4001 } });
    expect((await c.closed).code).toBe(4001);
  });

  it.each(["protocol=6", "protocol=abc", "client=js"])("refuses %s with 4007", async (query) => {
    const c = connect(`/app/${APP.key}?${query}`);
    expect(await c.next("pusher:error")).toMatchObject({ data: { code: 4007 } });
    expect((await c.closed).code).toBe(4007);
  });

  it("answers other paths with 404 instead of a WebSocket", async () => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/socket.io/`);
    const status = await new Promise<number | undefined>((resolve) => {
      ws.on("unexpected-response", (_req, res) => resolve(res.statusCode));
      ws.on("error", () => resolve(undefined));
    });
    expect(status).toBe(404);
  });
});

describe("messages", () => {
  it("answers pusher:ping with pusher:pong", async () => {
    const c = connect();
    await c.socketId();
    c.send("pusher:ping", {});
    expect(await c.next("pusher:pong")).toEqual({ event: "pusher:pong", data: {} });
  });

  it("reports client events and garbage as non-fatal errors (code null)", async () => {
    const c = connect();
    await c.socketId();
    c.ws.send(JSON.stringify({ event: "client-typing", channel: "private-a", data: {} }));
    expect(await c.next("pusher:error")).toMatchObject({ data: { code: null } });
    c.ws.send("not json");
    expect(await c.next("pusher:error")).toMatchObject({ data: { code: null } });
    c.send("pusher:ping", {});
    await c.next("pusher:pong"); // still connected
  });

  it("sends subscription_error in the shape pusher-js expects", async () => {
    const c = connect();
    await c.socketId();
    c.send("pusher:subscribe", { channel: "private-company-A", auth: `${APP.key}:bad` });
    const frame = await c.next("pusher:subscription_error");
    expect(frame.channel).toBe("private-company-A");
    expect(JSON.parse(frame.data as string)).toMatchObject({ type: "AuthError", status: 401 });
  });

  it("refuses invalid channel names", async () => {
    const c = connect();
    await c.socketId();
    c.send("pusher:subscribe", { channel: "bad channel!" });
    expect(JSON.parse((await c.next("pusher:subscription_error")).data as string)).toMatchObject({
      status: 400,
    });
  });
});
