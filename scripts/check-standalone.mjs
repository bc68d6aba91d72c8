/**
 * The Dockerfile's server, run without Docker: after a build (CI reuses the one the browser tests made), lay
 * out .next/standalone as the image does — static files, public/ and the migrations beside server.js — start
 * `node .next/standalone/server.js` on an in-memory database (migrated and seeded in that process), and check
 * liveness, readiness, a page, and a sign-in whose session reads the signed-in user. Exits non-zero on a failure.
 * `node scripts/check-standalone.mjs` (on a free port).
 */
import { spawn } from "node:child_process";
import { cpSync, existsSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const standalone = path.join(root, ".next/standalone");
async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}
const port = await freePort();
const base = `http://127.0.0.1:${port}`;

if (!existsSync(path.join(standalone, "server.js"))) {
  console.error('No .next/standalone/server.js: build first (next.config.ts sets output: "standalone").');
  process.exit(1);
}
// What Next's standalone output leaves out (node_modules/next/dist/docs: "output"): copied as the image does.
for (const [from, to] of [
  [".next/static", ".next/static"],
  ["public", "public"],
  ["drizzle", "drizzle"],
]) {
  const source = path.join(root, from);
  if (!existsSync(source)) continue;
  rmSync(path.join(standalone, to), { recursive: true, force: true });
  cpSync(source, path.join(standalone, to), { recursive: true });
}

const server = spawn(process.execPath, ["server.js"], {
  cwd: standalone,
  env: {
    PATH: process.env.PATH,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    PORT: String(port),
    HOSTNAME: "127.0.0.1",
    APP_URL: base,
    AUTH_SECRET: "standalone-check-secret-0123456789abcdef",
    PGLITE_DATA_DIR: "memory://",
  },
  stdio: ["ignore", "pipe", "pipe"],
});
let output = "";
server.stdout.on("data", (d) => {
  output += d;
});
server.stderr.on("data", (d) => {
  output += d;
});

function fail(message) {
  console.error(`standalone check failed: ${message}\n--- server output ---\n${output.slice(-4000)}`);
  server.kill("SIGKILL");
  process.exit(1);
}
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const started = Date.now();
let ready = false;
for (let i = 0; i < 240 && server.exitCode === null; i++) {
  const res = await fetch(`${base}/api/health/ready`).catch(() => null);
  if (res?.ok) {
    ready = true;
    break;
  }
  await sleep(250);
}
if (!ready) fail(server.exitCode === null ? "not ready within 60 s" : `server exited (${server.exitCode})`);

const live = await fetch(`${base}/api/health/live`);
if (!live.ok) fail(`/api/health/live answered ${live.status}`);

const page = await fetch(`${base}/login`);
const html = await page.text();
if (!page.ok || !html.includes("/_next/static/"))
  fail(`/login answered ${page.status} without its static assets`);
const asset = html.match(/\/_next\/static\/[^"]+\.js/)?.[0];
if (asset && !(await fetch(`${base}${asset}`)).ok) fail(`the page's script ${asset} is not served`);

const login = await fetch(`${base}/api/v1/auth/login`, {
  method: "POST",
  headers: { "content-type": "application/json", origin: base },
  body: JSON.stringify({ email: "admin@acme.test", password: "plinth-demo" }),
});
if (!login.ok) fail(`sign-in answered ${login.status}: ${(await login.text()).slice(0, 300)}`);
const cookie = login.headers
  .getSetCookie()
  .map((c) => c.split(";")[0])
  .join("; ");
const self = await fetch(`${base}/api/v1/self`, { headers: { cookie } });
const body = await self.json().catch(() => ({}));
if (!self.ok || !JSON.stringify(body).includes("admin@acme.test")) {
  fail(`GET /api/v1/self with the session answered ${self.status}: ${JSON.stringify(body).slice(0, 300)}`);
}

server.kill("SIGTERM");
await new Promise((r) => server.once("exit", r));
console.log(
  `Standalone server (node .next/standalone/server.js): ready, live, /login with its assets, sign-in and session — ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
