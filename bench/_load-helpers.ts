import type { ChildProcess } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import http from "node:http";
import { performance } from "node:perf_hooks";

// Helpers of bench/load.ts: the closed loop, medians, waiting for a server, resident memory. ──────────────────────────────────────────────────────────────────────────────────────────
export type Run = { rps: number; p95: number; errors: number; bytes: number };

export function median(xs: number[]) {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}
export const fmt = (x: number, digits: number) => x.toFixed(digits).padStart(7);

export function tripsOf(stages: unknown[]): string {
  const count = (xs: unknown[]): number[] =>
    xs.flatMap((s) => (Array.isArray(s) ? [s.length] : count((s as { tx: unknown[] }).tx)));
  const n = count(stages);
  return `${n.reduce((a, b) => a + b, 0)} statements in ${n.length} round trips (${n.join(" → ")})`;
}

/** Closed loop: `conns` keep-alive connections, each sending its next GET once the last answer is read. */
export async function loop(
  port: number,
  urlPath: string,
  headers: Record<string, string>,
  conns: number,
  seconds: number,
) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: conns });
  const times: number[] = [];
  let errors = 0;
  let bytes = 0;
  const one = () =>
    new Promise<void>((resolve) => {
      const t0 = performance.now();
      const req = http.request(
        { agent, host: "127.0.0.1", port, path: urlPath, headers, timeout: 10_000 },
        (res) => {
          let n = 0;
          res.on("data", (chunk: Buffer) => {
            n += chunk.length;
          });
          res.on("end", () => {
            if (res.statusCode !== 200) errors++;
            times.push(performance.now() - t0);
            bytes = n;
            resolve();
          });
          res.on("error", () => {
            errors++;
            resolve();
          });
        },
      );
      req.on("timeout", () => req.destroy(new Error("timeout")));
      req.on("error", () => {
        errors++;
        resolve();
      });
      req.end();
    });
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: conns }, async () => {
      while (performance.now() < deadline) await one();
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  times.sort((a, b) => a - b);
  const p95 = times[Math.min(times.length - 1, Math.floor(0.95 * times.length))] ?? Number.NaN;
  return { rps: times.length / elapsed, p95, errors, bytes };
}

export async function waitFor(port: number, urlPath: string, children: ChildProcess[]) {
  const until = Date.now() + 15 * 60_000;
  while (Date.now() < until) {
    for (const child of children) {
      if (child.exitCode !== null) throw new Error(`a server exited (${child.spawnargs.join(" ")})`);
    }
    const ok = await new Promise<boolean>((resolve) => {
      http
        .get({ host: "127.0.0.1", port, path: urlPath }, (res) => {
          res.resume();
          resolve(true);
        })
        .on("error", () => resolve(false));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`port ${port} did not answer`);
}

/** Resident memory of a process and its descendants (flock → sh → next), from /proc. */
export function treeRssMiB(root: number): number {
  const parent = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      parent.set(Number(entry), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]));
    } catch {}
  }
  let kib = 0;
  for (const pid of parent.keys()) {
    let p: number | undefined = pid;
    while (p && p !== root) p = parent.get(p);
    if (!p) continue;
    try {
      const m = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
      kib += Number(m?.[1] ?? 0);
    } catch {}
  }
  return kib / 1024;
}
