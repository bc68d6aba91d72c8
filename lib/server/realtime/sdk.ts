import Pusher from "pusher";
import { type RealtimeConfig, realtimeConfig } from "./config";

// One SDK instance per configuration; a changed environment (tests, a restarted realtime server on a new
// port) gets a new one instead of a stale client.
let cached: { fingerprint: string; sdk: Pusher } | undefined;

export function pusherSdk(config: RealtimeConfig | null = realtimeConfig()): Pusher | null {
  if (!config) return null;
  const fingerprint = JSON.stringify(config.server);
  if (cached?.fingerprint !== fingerprint) cached = { fingerprint, sdk: new Pusher(config.server) };
  return cached.sdk;
}
