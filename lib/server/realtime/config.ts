import type Pusher from "pusher";
import type { RealtimeClientConfig } from "@/lib/domain/realtime-connection";
import { realtimeEnv } from "@/lib/env";

type RealtimeEnv = ReturnType<typeof realtimeEnv>;

/**
 * How the app reaches its Pusher-protocol server.
 * - hosted: PUSHER_CLUSTER set (and no PUSHER_HOST) — Pusher Channels, TLS unless PUSHER_USE_TLS=false.
 * - self-hosted: PUSHER_HOST/PUSHER_PORT — soketi or the embedded server `npm start` runs on 127.0.0.1:6001.
 * Null when no credentials are configured: nothing is published and the browser opens no connection.
 */
export type RealtimeConfig = {
  mode: "hosted" | "self-hosted";
  server: Pusher.Options;
  client: RealtimeClientConfig;
};

/** Publishing must never hold a request for long: a slow realtime server only delays the event. */
const publishTimeoutMs = 2_000;
const defaultHost = "127.0.0.1";
const defaultPort = 6001;

export function realtimeConfigFrom(source: RealtimeEnv): RealtimeConfig | null {
  const { PUSHER_APP_ID: appId, PUSHER_KEY: key, PUSHER_SECRET: secret } = source;
  if (!appId || !key || !secret) return null;
  const base = { appId, key, secret, timeout: publishTimeoutMs };

  if (source.PUSHER_CLUSTER && !source.PUSHER_HOST) {
    const useTLS = source.PUSHER_USE_TLS ?? true;
    return {
      mode: "hosted",
      server: { ...base, cluster: source.PUSHER_CLUSTER, useTLS },
      client: { key, cluster: source.PUSHER_CLUSTER, forceTLS: source.PUSHER_PUBLIC_USE_TLS ?? useTLS },
    };
  }

  const host = source.PUSHER_HOST ?? defaultHost;
  const port = source.PUSHER_PORT ?? defaultPort;
  const useTLS = source.PUSHER_USE_TLS ?? false;
  return {
    mode: "self-hosted",
    // The SDK wants the port as a string.
    server: { ...base, host, port: String(port), useTLS },
    client: {
      key,
      wsHost: source.PUSHER_PUBLIC_HOST ?? host,
      wsPort: source.PUSHER_PUBLIC_PORT ?? port,
      forceTLS: source.PUSHER_PUBLIC_USE_TLS ?? useTLS,
    },
  };
}

/** The configuration from the environment, read on each call so a changed variable needs no rebuild. */
export function realtimeConfig(): RealtimeConfig | null {
  return realtimeConfigFrom(realtimeEnv());
}

/** What the server layout hands the browser's realtime provider (public values only: never the secret). */
export function realtimeClientConfig(): RealtimeClientConfig | null {
  return realtimeConfig()?.client ?? null;
}
