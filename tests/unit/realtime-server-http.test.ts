/**
 * The HTTP publish API: request signatures and input limits. Requests are signed here by hand
 * (independently of the server's own code) so that each part of a signature can be broken on purpose.
 */
import { createHash, createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RealtimeServer } from "@/lib/server/realtime/embedded-server/server";
import { APP, createSdk, startServer } from "./realtime-server-helpers";

let server: RealtimeServer;
let port: number;

beforeAll(async () => {
  ({ server, port } = await startServer());
});
afterAll(() => server.close());

interface SignOptions {
  path?: string;
  secret?: string;
  key?: string;
  timestamp?: number;
  version?: string;
  md5Of?: string;
  omit?: string[];
}

/** Builds a signed URL the way pusher-http-node does, with knobs to break each part. */
function signedUrl(body: string, options: SignOptions = {}): string {
  const path = options.path ?? `/apps/${APP.appId}/events`;
  const params: Record<string, string> = {
    auth_key: options.key ?? APP.key,
    auth_timestamp: String(options.timestamp ?? Math.floor(Date.now() / 1000)),
    auth_version: options.version ?? "1.0",
    body_md5: createHash("md5")
      .update(options.md5Of ?? body)
      .digest("hex"),
  };
  for (const name of options.omit ?? []) delete params[name];
  const query = Object.keys(params)
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join("&");
  const signature = createHmac("sha256", options.secret ?? APP.secret)
    .update(`POST\n${path}\n${query}`)
    .digest("hex");
  const withSignature = options.omit?.includes("auth_signature")
    ? query
    : `${query}&auth_signature=${signature}`;
  return `http://127.0.0.1:${port}${path}?${withSignature}`;
}

async function post(body: unknown, options: SignOptions = {}, sentBody?: string) {
  const text = typeof body === "string" ? body : JSON.stringify(body);
  const res = await fetch(signedUrl(text, options), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: sentBody ?? text,
  });
  return { status: res.status, body: await res.text() };
}

const event = { name: "task.updated", data: "{}", channel: "private-company-A" };
const now = () => Math.floor(Date.now() / 1000);

describe("signature", () => {
  it("accepts a correctly signed request with 200 {}", async () => {
    expect(await post(event)).toEqual({ status: 200, body: "{}" });
  });

  it.each<[string, SignOptions]>([
    ["a wrong secret", { secret: "guess" }],
    ["an unknown auth_key", { key: "other-key" }],
    ["a timestamp 11 minutes old", { timestamp: now() - 660 }],
    ["a timestamp 11 minutes ahead", { timestamp: now() + 660 }],
    ["auth_version 2.0", { version: "2.0" }],
    ["a body_md5 of another body", { md5Of: "{}" }],
    ["no auth_signature", { omit: ["auth_signature"] }],
    ["no body_md5", { omit: ["body_md5"] }],
    ["no auth_timestamp", { omit: ["auth_timestamp"] }],
  ])("refuses %s with 401 and says why", async (_label, options) => {
    const res = await post(event, options);
    expect(res.status).toBe(401);
    expect(JSON.parse(res.body).error).toMatch(/\w{8,}/);
  });

  it("accepts a timestamp 9 minutes old (clock skew inside the window)", async () => {
    expect((await post(event, { timestamp: now() - 540 })).status).toBe(200);
  });

  it("refuses a signature made for another endpoint", async () => {
    const text = JSON.stringify({ batch: [event] });
    const url = signedUrl(text).replace("/events?", "/batch_events?"); // signed for /events
    expect((await fetch(url, { method: "POST", body: text })).status).toBe(401);
  });

  it("refuses a body changed after signing", async () => {
    const tampered = JSON.stringify({ ...event, channel: "private-company-B" });
    expect((await post(event, {}, tampered)).status).toBe(401);
  });

  it("refuses the SDK when configured with the wrong secret", async () => {
    await expect(createSdk(port, "wrong").trigger("public", "e", {})).rejects.toMatchObject({ status: 401 });
  });
});

describe("validation", () => {
  it.each<[string, unknown]>([
    ["malformed JSON", "{not json"],
    ["a missing name", { data: "{}", channel: "a" }],
    ["non-string data", { name: "e", data: { a: 1 }, channel: "a" }],
    ["no channel", { name: "e", data: "{}" }],
    ["both channel and channels", { name: "e", data: "{}", channel: "a", channels: ["b"] }],
    ["101 channels", { name: "e", data: "{}", channels: Array.from({ length: 101 }, (_, i) => `c${i}`) }],
    ["an invalid channel name", { name: "e", data: "{}", channel: "has space" }],
    ["a reserved event name", { name: "pusher_internal:member_added", data: "{}", channel: "presence-a" }],
    ["a malformed socket_id", { name: "e", data: "{}", channel: "a", socket_id: "abc" }],
  ])("refuses %s with 400", async (_label, body) => {
    expect((await post(body)).status).toBe(400);
  });

  it("accepts 100 channels", async () => {
    const channels = Array.from({ length: 100 }, (_, i) => `c${i}`);
    expect((await post({ name: "e", data: "{}", channels })).status).toBe(200);
  });

  it("refuses data over 10 KB with 413, counted in bytes", async () => {
    expect((await post({ ...event, data: "é".repeat(5 * 1024 + 1) })).status).toBe(413);
    expect((await post({ ...event, data: "é".repeat(5 * 1024) })).status).toBe(200);
  });

  it("limits batches to 10 events and checks every item", async () => {
    const batchPath = `/apps/${APP.appId}/batch_events`;
    const ten = Array.from({ length: 10 }, () => event);
    expect((await post({ batch: ten }, { path: batchPath })).status).toBe(200);
    expect((await post({ batch: [...ten, event] }, { path: batchPath })).status).toBe(400);
    expect((await post({ batch: [] }, { path: batchPath })).status).toBe(400);
    const big = { ...event, data: "x".repeat(10 * 1024 + 1) };
    expect((await post({ batch: [event, big] }, { path: batchPath })).status).toBe(413);
  });

  it("refuses a request body far over any valid size with 413", async () => {
    const huge = JSON.stringify({ ...event, data: "x".repeat(600 * 1024) });
    expect((await post(huge)).status).toBe(413);
  });
});

describe("routes", () => {
  it("answers the health check on / and /health", async () => {
    for (const path of ["/", "/health"]) {
      const res = await fetch(`http://127.0.0.1:${port}${path}`);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe("ok");
    }
  });

  it("answers unknown paths with 404, an unknown app id with 404 and GET on events with 405", async () => {
    expect((await fetch(`http://127.0.0.1:${port}/nope`)).status).toBe(404);
    expect((await post(event, { path: "/apps/9999/events" })).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${port}/apps/${APP.appId}/events`)).status).toBe(405);
  });

  it("counts published events in stats()", async () => {
    const before = server.stats().eventsPublished;
    await post(event);
    expect(server.stats().eventsPublished).toBe(before + 1);
  });
});
