/**
 * Benchmark of the embedded realtime server: publish-to-receive latency through the real `pusher`
 * SDK and real pusher-js clients. Run with `npx tsx bench/realtime.ts`.
 *
 * The server runs as its own process (scripts/realtime-server.ts, as `npm start` runs it), so its
 * event loop is not shared with the 200 clients. Publisher and clients share this process, so one
 * clock (performance.now()) stamps both ends. Events are published one after another (each awaited),
 * which measures latency without self-inflicted queueing; every event fans out to all clients.
 */
import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { performance } from "node:perf_hooks";
import Pusher from "pusher";
import PusherClient from "pusher-js";

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 200);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 1000);
const CHANNEL = "private-company-bench";
const APP = { appId: "bench", key: "bench-key", secret: "bench-secret" };
const repoRoot = path.resolve(import.meta.dirname, "..");

/** Starts the server on a free port and resolves with the port from its "listening" line. */
function startServer(): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/realtime-server.ts"], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PUSHER_APP_ID: APP.appId,
      PUSHER_KEY: APP.key,
      PUSHER_SECRET: APP.secret,
      PUSHER_PORT: "0",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("server did not start within 15 s")), 15_000);
    child.once("exit", (code) => reject(new Error(`server exited with ${code}`)));
    child.stdout?.on("data", (chunk: Buffer) => {
      const match = /listening on ws:\/\/[^:]+:(\d+)/.exec(chunk.toString());
      if (!match) return;
      clearTimeout(timer);
      resolve({ child, port: Number(match[1]) });
    });
  });
}

function connectClient(
  port: number,
  sdk: Pusher,
  onTick: (latencyMs: number) => void,
): Promise<PusherClient> {
  const client = new PusherClient(APP.key, {
    cluster: "",
    wsHost: "127.0.0.1",
    wsPort: port,
    forceTLS: false,
    enabledTransports: ["ws"],
    disableStats: true,
    channelAuthorization: {
      customHandler: ({ socketId, channelName }, callback) =>
        callback(null, sdk.authorizeChannel(socketId, channelName)),
    },
  });
  const channel = client.subscribe(CHANNEL);
  channel.bind("tick", (data: { t: number }) => onTick(performance.now() - data.t));
  return new Promise((resolve, reject) => {
    channel.bind("pusher:subscription_succeeded", () => resolve(client));
    channel.bind("pusher:subscription_error", (error: unknown) => reject(new Error(JSON.stringify(error))));
  });
}

function percentiles(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) =>
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
  const fmt = (ms: number) => `${ms.toFixed(2)} ms`;
  return `p50 ${fmt(at(0.5))}  p95 ${fmt(at(0.95))}  p99 ${fmt(at(0.99))}  max ${fmt(sorted[sorted.length - 1])}`;
}

async function main(): Promise<void> {
  const started = performance.now();
  const { child, port } = await startServer();
  const sdk = new Pusher({ ...APP, host: "127.0.0.1", port: String(port), useTLS: false });
  const clients: PusherClient[] = [];
  try {
    const oneClient: number[] = [];
    const allClients: number[] = [];
    const connectStart = performance.now();
    // Connect in waves of 50 so the handshakes do not all land in the same tick.
    for (let i = 0; i < CLIENTS; i += 50) {
      const wave = Array.from({ length: Math.min(50, CLIENTS - i) }, (_, j) =>
        connectClient(port, sdk, (ms) => {
          allClients.push(ms);
          if (i + j === 0) oneClient.push(ms);
        }),
      );
      clients.push(...(await Promise.all(wave)));
    }
    const connected = clients.filter((c) => c.connection.state === "connected").length;
    console.log(
      `connections: ${connected} open and subscribed to ${CHANNEL} in ${(performance.now() - connectStart).toFixed(0)} ms`,
    );

    const publishStart = performance.now();
    for (let i = 0; i < EVENTS; i++) await sdk.trigger(CHANNEL, "tick", { t: performance.now(), i });
    const publishMs = performance.now() - publishStart;
    const expected = EVENTS * CLIENTS;
    const deadline = Date.now() + 20_000;
    while (allClients.length < expected && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));

    console.log(
      `published ${EVENTS} events in ${publishMs.toFixed(0)} ms (${((EVENTS / publishMs) * 1000).toFixed(0)} events/s, ` +
        `${((allClients.length / publishMs) * 1000).toFixed(0)} deliveries/s)`,
    );
    console.log(`delivered ${allClients.length} of ${expected} messages`);
    console.log(`latency, one client  (${oneClient.length} events): ${percentiles(oneClient)}`);
    console.log(`latency, all clients (${allClients.length} deliveries): ${percentiles(allClients)}`);
    console.log(`total runtime ${((performance.now() - started) / 1000).toFixed(1)} s`);
    if (allClients.length < expected) process.exitCode = 1;
  } finally {
    for (const client of clients) client.disconnect();
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
