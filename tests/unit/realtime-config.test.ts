import { describe, expect, it } from "vitest";
import { pusherOptions } from "@/lib/client/realtime-client";
import { connectionStateOf } from "@/lib/domain/realtime-connection";
import { parseEnv } from "@/lib/env";
import { realtimeConfigFrom } from "@/lib/server/realtime/config";

const creds = { PUSHER_APP_ID: "1", PUSHER_KEY: "key", PUSHER_SECRET: "secret" };
const base = { AUTH_SECRET: "x".repeat(32) };

function configFrom(source: Record<string, string>) {
  return realtimeConfigFrom(parseEnv({ ...base, ...source }));
}

describe("realtime configuration", () => {
  it("is off without credentials", () => {
    expect(configFrom({})).toBeNull();
    expect(configFrom({ PUSHER_APP_ID: "", PUSHER_KEY: "", PUSHER_SECRET: "" })).toBeNull();
  });

  it("names the missing credentials when only some are set", () => {
    expect(() => parseEnv({ ...base, PUSHER_KEY: "key" })).toThrow(
      /PUSHER_APP_ID: is required when PUSHER_KEY is set[\s\S]*PUSHER_SECRET: is required/,
    );
  });

  it("defaults to the embedded server on 127.0.0.1:6001 without TLS", () => {
    const config = configFrom(creds);
    expect(config).toMatchObject({
      mode: "self-hosted",
      server: { appId: "1", key: "key", secret: "secret", host: "127.0.0.1", port: "6001", useTLS: false },
      client: { key: "key", wsHost: "127.0.0.1", wsPort: 6001, forceTLS: false },
    });
    expect(JSON.stringify(config?.client)).not.toContain("secret");
  });

  it("uses a self-hosted server (soketi) by host and port, with separate public values for browsers", () => {
    const config = configFrom({
      ...creds,
      PUSHER_HOST: "soketi.internal",
      PUSHER_PORT: "6002",
      PUSHER_PUBLIC_HOST: "ws.example.com",
      PUSHER_PUBLIC_PORT: "443",
      PUSHER_PUBLIC_USE_TLS: "true",
    });
    expect(config?.server).toMatchObject({ host: "soketi.internal", port: "6002", useTLS: false });
    expect(config?.client).toEqual({ key: "key", wsHost: "ws.example.com", wsPort: 443, forceTLS: true });
  });

  it("uses hosted Pusher by cluster, over TLS", () => {
    const config = configFrom({ ...creds, PUSHER_CLUSTER: "us2" });
    expect(config).toMatchObject({
      mode: "hosted",
      server: { cluster: "us2", useTLS: true },
      client: { key: "key", cluster: "us2", forceTLS: true },
    });
  });

  it("refuses malformed ports and flags", () => {
    expect(() => parseEnv({ ...base, ...creds, PUSHER_PORT: "70000" })).toThrow(/PUSHER_PORT/);
    expect(() => parseEnv({ ...base, ...creds, PUSHER_USE_TLS: "yes" })).toThrow(/PUSHER_USE_TLS/);
  });
});

describe("pusher-js options", () => {
  it("connects to a self-hosted server over ws only, with the app's timeouts and no stats", () => {
    expect(pusherOptions({ key: "k", wsHost: "127.0.0.1", wsPort: 6001, forceTLS: false })).toEqual({
      cluster: "",
      wsHost: "127.0.0.1",
      wsPort: 6001,
      wssPort: 6001,
      forceTLS: false,
      enabledTransports: ["ws"],
      disableStats: true,
      activityTimeout: 120_000,
      pongTimeout: 30_000,
      unavailableTimeout: 10_000,
    });
  });

  it("connects to hosted Pusher by cluster", () => {
    expect(pusherOptions({ key: "k", cluster: "us2", forceTLS: true })).toMatchObject({
      cluster: "us2",
      forceTLS: true,
    });
    expect(pusherOptions({ key: "k", cluster: "us2", forceTLS: true })).not.toHaveProperty("wsHost");
  });

  it("maps pusher-js states to connecting / open / closed", () => {
    expect(
      ["initialized", "connecting", "connected", "unavailable", "failed", "disconnected"].map(
        connectionStateOf,
      ),
    ).toEqual(["connecting", "connecting", "open", "closed", "closed", "closed"]);
  });
});
