// The embedded defaults: secrets generated once under .data/ so `npm start` needs no configuration.
import { randomBytes, randomInt } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const dataDir = path.resolve(".data");

function persisted(name, make) {
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const value = make();
  writeFileSync(file, `${value}\n`, { mode: 0o600 });
  return value;
}

/**
 * The embedded realtime server runs unless a hosted (PUSHER_CLUSTER) or self-hosted (PUSHER_HOST) Pusher
 * server is configured. Its credentials are generated once; only this machine's app and server share them.
 */
export function usesEmbeddedRealtime(env = process.env) {
  return !env.PUSHER_CLUSTER?.trim() && !env.PUSHER_HOST?.trim();
}

function fillRealtime(env) {
  if (!usesEmbeddedRealtime(env)) return;
  env.PUSHER_APP_ID ||= persisted("pusher-app-id", () => String(100000 + randomInt(900000)));
  env.PUSHER_KEY ||= persisted("pusher-key", () => randomBytes(10).toString("hex"));
  env.PUSHER_SECRET ||= persisted("pusher-secret", () => randomBytes(20).toString("hex"));
  // Loopback only: the embedded server is the single-machine default, not something to expose.
  env.PUSHER_HOST = "127.0.0.1";
  env.PUSHER_PORT ||= "6001";
}

/** Fills in what the embedded default needs and was not configured. Returns the env for child processes. */
export function localEnv() {
  mkdirSync(dataDir, { recursive: true });
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
  // Links in mail (invitations) must point at this server, whatever port it was started on.
  env.APP_URL ||= `http://localhost:${env.PORT || "3000"}`;
  // With an external database the app is a real deployment: its secret must be configured, not invented.
  if (!env.AUTH_SECRET && !env.DATABASE_URL) {
    env.AUTH_SECRET = persisted("auth-secret", () => randomBytes(32).toString("base64url"));
  }
  fillRealtime(env);
  return env;
}
