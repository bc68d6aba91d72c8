import { type ChildProcess, spawn } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import * as estimateItem from "@/app/api/v1/estimate/[uid]/route";
import * as estimateList from "@/app/api/v1/estimate/route";
import { checkCredentials } from "@/lib/server/auth/login";
import { call, companyWithRoles, createUser, sessionCookie, testPassword } from "./helpers";

// The app through a transaction-mode connection pooler (docs/PRODUCTION.md, "PostgreSQL"): Debian's PgBouncer on
// a loopback port in front of the run's PostgreSQL database, with DATABASE_PREPARE=false (PgBouncer 1.18 keeps no
// prepared statements across transactions). A password check and a session, a list, and a write under If-Match go through it. Runs in
// the PostgreSQL run only; .ci/run installs pgbouncer.
const direct = inject("databaseUrl");
const binary = ["/usr/sbin/pgbouncer", "/usr/bin/pgbouncer"].find((p) => existsSync(p));
const skipReason = !direct
  ? "needs PostgreSQL (the PostgreSQL run)"
  : !binary
    ? "pgbouncer is not installed (apt-get install pgbouncer)"
    : undefined;
if (skipReason) console.log(`pgbouncer.test.ts skipped: ${skipReason}`);

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

let bouncer: ChildProcess | undefined;
let dir: string | undefined;

if (!skipReason && direct && binary) {
  const target = new URL(direct);
  const port = await freePort();
  dir = mkdtempSync(path.join(tmpdir(), "plinth-pgbouncer-"));
  chmodSync(dir, 0o755);
  const user = decodeURIComponent(target.username || "postgres");
  writeFileSync(path.join(dir, "userlist.txt"), `"${user}" ""\n`, { mode: 0o644 });
  writeFileSync(
    path.join(dir, "pgbouncer.ini"),
    [
      "[databases]",
      `* = host=${target.hostname} port=${target.port || 5432}`,
      "[pgbouncer]",
      "listen_addr = 127.0.0.1",
      `listen_port = ${port}`,
      "unix_socket_dir =",
      "auth_type = trust",
      `auth_file = ${path.join(dir, "userlist.txt")}`,
      "pool_mode = transaction",
      "default_pool_size = 5",
      "ignore_startup_parameters = extra_float_digits,options",
      "",
    ].join("\n"),
    { mode: 0o644 },
  );
  // PgBouncer refuses to run as root; -u switches to an ordinary user.
  const asRoot = process.getuid?.() === 0 ? ["-u", "postgres"] : [];
  bouncer = spawn(binary, [...asRoot, path.join(dir, "pgbouncer.ini")], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let log = "";
  bouncer.stderr?.on("data", (d) => {
    log += d;
  });
  for (let i = 0; i < 100 && !/listening on 127\.0\.0\.1/.test(log) && bouncer.exitCode === null; i++) {
    await new Promise((r) => setTimeout(r, 50));
  }
  if (bouncer.exitCode !== null) throw new Error(`pgbouncer did not start:\n${log}`);
  const pooled = new URL(direct);
  pooled.port = String(port);
  pooled.hostname = "127.0.0.1";
  // setup.ts opened no connection yet on PostgreSQL: the app's DB layer opens its pool through the pooler.
  process.env.DATABASE_URL = pooled.toString();
  process.env.DATABASE_PREPARE = "false";
}

afterAll(() => {
  bouncer?.kill("SIGTERM");
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(Boolean(skipReason))("through PgBouncer in transaction mode", () => {
  let acme: Awaited<ReturnType<typeof companyWithRoles>>;
  beforeAll(async () => {
    acme = await companyWithRoles();
  });

  it("signs in, lists, and writes under If-Match", async () => {
    expect(process.env.DATABASE_URL).not.toBe(direct);
    const user = await createUser(acme.company, { roles: ["editor"] });
    // Sign-in as the login route does it (Auth.js itself cannot load under vitest): the password check, which
    // reads and writes login_attempts, then a session, whose cookie every call below authenticates with.
    const signIn = await checkCredentials({ email: user.email, password: testPassword });
    expect(signIn).toMatchObject({ ok: true, user: { uid: user.uid } });
    const cookie = await sessionCookie(user);

    const created = await call(estimateList.POST, "POST", "/api/v1/estimate", {
      cookie,
      body: { name: "Pooled" },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const uid = created.body.uid as string;
    const list = await call(estimateList.GET, "GET", "/api/v1/estimate", { cookie });
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body)).toContain(uid);

    const put = (name: string, ifMatch: string) =>
      call(estimateItem.PUT, "PUT", `/api/v1/estimate/${uid}`, {
        cookie,
        body: { name },
        headers: { "if-match": ifMatch },
        params: { uid },
      });
    expect((await put("Stale", '"99"')).status).toBe(412);
    const renamed = await put("Pooled, renamed", created.headers.get("etag") ?? '"1"');
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const read = await call(estimateItem.GET, "GET", `/api/v1/estimate/${uid}`, { cookie, params: { uid } });
    expect(read.status).toBe(200);
    expect(JSON.stringify(read.body)).toContain("Pooled, renamed");
  });
});
