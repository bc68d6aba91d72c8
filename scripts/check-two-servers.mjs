/**
 * Two servers, one database (docs/PRODUCTION.md, "Horizontal scaling"): reuses the build (npm test runs it after
 * the browser tests), makes a fresh PostgreSQL database with the demo, starts one realtime server and two
 * `scripts/serve.mjs` servers on different ports sharing STORAGE_DIR, and checks that they behave as one app:
 * a session made on A works on B, login throttling counts failures on both, a realtime event published by A
 * reaches a client authorised by B, and a logo uploaded through A is served by B.
 * `node scripts/check-two-servers.mjs` with DATABASE_URL (a PostgreSQL server it may create databases on).
 */
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import postgres from "postgres";

const root = path.resolve(import.meta.dirname, "..");
const base = process.env.DATABASE_URL;
if (!base) {
  console.error("check-two-servers: set DATABASE_URL to a PostgreSQL server");
  process.exit(1);
}
const started = Date.now();
const name = `plinth_two_${Date.now()}`;
const admin = postgres(base, { max: 1, onnotice: () => {} });
await admin.unsafe(`create database ${name}`);
const url = new URL(base);
url.pathname = `/${name}`;
const storage = mkdtempSync(path.join(tmpdir(), "plinth-two-"));
async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}
const [portA, portB, realtimePort] = [await freePort(), await freePort(), await freePort()];
const shared = {
  PATH: process.env.PATH,
  NEXT_TELEMETRY_DISABLED: "1",
  DATABASE_URL: url.toString(),
  AUTH_SECRET: randomBytes(32).toString("base64url"),
  STORAGE_DIR: storage,
  PUSHER_APP_ID: "424242",
  PUSHER_KEY: randomBytes(10).toString("hex"),
  PUSHER_SECRET: randomBytes(20).toString("hex"),
  PUSHER_HOST: "127.0.0.1",
  PUSHER_PORT: String(realtimePort),
};
const children = [];
let output = "";

async function cleanup() {
  for (const child of children) child.kill("SIGTERM");
  await Promise.all(
    children.map((c) => (c.exitCode === null ? new Promise((r) => c.once("exit", r)) : null)),
  );
  await admin.unsafe(`drop database if exists ${name} with (force)`);
  await admin.end();
  rmSync(storage, { recursive: true, force: true });
}
async function fail(message) {
  console.error(`two-servers check failed: ${message}\n--- servers' output ---\n${output.slice(-4000)}`);
  await cleanup();
  process.exit(1);
}
function start(label, args, env) {
  const child = spawn(process.execPath, args, { cwd: root, env: { ...shared, ...env }, stdio: "pipe" });
  for (const stream of [child.stdout, child.stderr]) stream.on("data", (d) => (output += `[${label}] ${d}`));
  children.push(child);
  return child;
}
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// Migrate and seed once, as a deployment's release step would (SEED_DEMO=1: the demo accounts).
const migrated = spawnSync(
  process.execPath,
  ["--conditions=react-server", "--import", "tsx", "scripts/migrate.ts"],
  { cwd: root, env: { ...shared, SEED_DEMO: "1" }, encoding: "utf8" },
);
if (migrated.status !== 0) await fail(`migrate: ${migrated.stderr || migrated.stdout}`);

start("realtime", ["--import", "tsx", "scripts/realtime-server.ts"], {});
const servers = { A: `http://localhost:${portA}`, B: `http://localhost:${portB}` };
for (const [label, port] of [
  ["A", portA],
  ["B", portB],
]) {
  start(label, ["scripts/serve.mjs", "-p", String(port)], { APP_URL: servers[label], PORT: String(port) });
}
for (const server of Object.values(servers)) {
  let ready = false;
  for (let i = 0; i < 240 && !ready; i++) {
    ready = Boolean((await fetch(`${server}/api/health/ready`).catch(() => null))?.ok);
    if (!ready) await sleep(250);
  }
  if (!ready) await fail(`${server} not ready within 60 s`);
}

const login = (server, email, password) =>
  fetch(`${server}/api/v1/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server },
    body: JSON.stringify({ email, password }),
  });
const cookieOf = (res) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

// 1. A session made on A works on B.
const signedIn = await login(servers.A, "admin@acme.test", "plinth-demo");
if (!signedIn.ok) await fail(`sign-in on A answered ${signedIn.status}`);
const cookie = cookieOf(signedIn);
const self = await fetch(`${servers.B}/api/v1/self`, { headers: { cookie } });
if (!self.ok || !(await self.text()).includes("admin@acme.test"))
  await fail(`B refused A's session (${self.status})`);

// 2. Login throttling counts across both: five failures alternating A and B, then even the right password is
// refused on either.
for (let i = 0; i < 5; i++) {
  const res = await login(i % 2 ? servers.B : servers.A, "editor@acme.test", "wrong-password");
  if (res.ok) await fail("a wrong password signed in");
}
for (const server of Object.values(servers)) {
  const res = await login(server, "editor@acme.test", "plinth-demo");
  if (res.ok)
    await fail(`${server} let a throttled account sign in (failures on the other server not counted)`);
}

// 3. A realtime event published by A reaches a client subscribed with B's authorisation.
const company = await (await fetch(`${servers.B}/api/v1/company`, { headers: { cookie } })).json();
const channel = `private-company-${company.uid}`;
const socket = new WebSocket(
  `ws://127.0.0.1:${realtimePort}/app/${shared.PUSHER_KEY}?protocol=7&client=node`,
);
const frames = [];
socket.addEventListener("message", (e) => frames.push(JSON.parse(String(e.data))));
const waitFor = async (test, what) => {
  for (let i = 0; i < 200; i++) {
    const found = frames.find(test);
    if (found) return found;
    await sleep(50);
  }
  return fail(`no ${what} from the realtime server within 10 s`);
};
const established = await waitFor((f) => f.event === "pusher:connection_established", "connection");
const { socket_id } = JSON.parse(established.data);
const authorised = await fetch(`${servers.B}/api/v1/pusher/auth`, {
  method: "POST",
  headers: { cookie, "content-type": "application/json", origin: servers.B },
  body: JSON.stringify({ socket_id, channel_name: channel }),
});
if (!authorised.ok) await fail(`B did not authorise the subscription (${authorised.status})`);
socket.send(JSON.stringify({ event: "pusher:subscribe", data: { channel, ...(await authorised.json()) } }));
await waitFor((f) => f.event === "pusher_internal:subscription_succeeded", "subscription");
const current = await fetch(`${servers.A}/api/v1/company`, { headers: { cookie } });
const renamed = await fetch(`${servers.A}/api/v1/company`, {
  method: "PUT",
  headers: {
    cookie,
    "content-type": "application/json",
    origin: servers.A,
    "if-match": current.headers.get("etag"),
  },
  body: JSON.stringify({ company_name: "Acme on two servers" }),
});
if (!renamed.ok) await fail(`renaming the company on A answered ${renamed.status}`);
const event = await waitFor(
  (f) => f.channel === channel && !f.event.startsWith("pusher"),
  "event on the channel",
);
socket.close();
console.log(`A published ${event.event} on ${channel}; the client B authorised received it.`);

// 4. A logo uploaded through A is served by B (one STORAGE_DIR, shared as a volume would be).
const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
const signature = await fetch(
  `${servers.A}/api/v1/company/logo/upload-signature?fileType=image/png&fileName=logo.png&fileSize=${png.length}`,
  { headers: { cookie } },
);
if (!signature.ok) await fail(`A did not sign an upload (${signature.status})`);
const target = await signature.json();
const put = await fetch(new URL(target.signedUrl, servers.A), {
  method: "PUT",
  headers: { "content-type": "image/png" },
  body: png,
});
if (!put.ok) await fail(`the upload through A answered ${put.status}`);
const read = await fetch(new URL(new URL(target.publicUrl, servers.A).pathname, servers.B));
const bytes = Buffer.from(await read.arrayBuffer());
if (!read.ok || !bytes.equals(png))
  await fail(`B did not serve the file uploaded through A (${read.status})`);

await cleanup();
console.log(
  `Two servers, one database: shared session, shared login throttling, realtime across servers, shared uploads — ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
