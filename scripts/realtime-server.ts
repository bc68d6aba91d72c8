/**
 * Runs the embedded Pusher-compatible realtime server (see lib/server/realtime/embedded-server).
 * Configured by the same variables the app's `pusher` SDK uses, so both sides agree:
 *   PUSHER_APP_ID, PUSHER_KEY, PUSHER_SECRET (required), PUSHER_HOST (127.0.0.1), PUSHER_PORT (6001).
 * Usage: npx tsx scripts/realtime-server.ts
 */
import { z } from "zod";
import { createRealtimeServer } from "../lib/server/realtime/embedded-server/server";

const envSchema = z.object({
  PUSHER_APP_ID: z.string().min(1),
  PUSHER_KEY: z.string().min(1),
  PUSHER_SECRET: z.string().min(1),
  PUSHER_HOST: z.string().min(1).default("127.0.0.1"),
  PUSHER_PORT: z.coerce.number().int().min(0).max(65535).default(6001),
});

const parsed = envSchema.safeParse(process.env);
if (!parsed.success) {
  for (const issue of parsed.error.issues) {
    const name = issue.path.join(".");
    const problem = process.env[name] === undefined ? "is not set" : `is invalid (${issue.message})`;
    console.error(`realtime-server: environment variable ${name} ${problem}`);
  }
  process.exit(1);
}
const env = parsed.data;

const server = createRealtimeServer({
  appId: env.PUSHER_APP_ID,
  key: env.PUSHER_KEY,
  secret: env.PUSHER_SECRET,
  host: env.PUSHER_HOST,
  port: env.PUSHER_PORT,
});

try {
  const { host, port } = await server.listen();
  console.log(
    `realtime-server: listening on ws://${host}:${port} and http://${host}:${port} (app ${env.PUSHER_APP_ID})`,
  );
} catch (error) {
  console.error(`realtime-server: cannot listen on ${env.PUSHER_HOST}:${env.PUSHER_PORT}: ${String(error)}`);
  process.exit(1);
}

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  // A second signal while closing means "now": do not wait for clients any longer.
  if (stopping) process.exit(1);
  stopping = true;
  await server.close();
  console.log(`realtime-server: stopped (${signal})`);
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
