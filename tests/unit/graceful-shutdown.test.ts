import { createServer, request } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { gracefulShutdown } from "../../scripts/graceful-shutdown.mjs";

// The production server's SIGTERM handling (scripts/serve.mjs) on a small server of its own.
function slowServer(ms: number) {
  const server = createServer((_req, res) => {
    setTimeout(() => res.end("done"), ms);
  });
  return new Promise<{ server: typeof server; port: number }>((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve({ server, port: (server.address() as AddressInfo).port })),
  );
}

/** A keep-alive GET: its status and body, or the error that ended it. */
function get(port: number) {
  return new Promise<string>((resolve) => {
    const req = request(
      { port, host: "127.0.0.1", path: "/", headers: { connection: "keep-alive" } },
      (res) => {
        let body = "";
        res.on("data", (chunk) => {
          body += chunk;
        });
        res.on("end", () => resolve(`${res.statusCode} ${body}`));
        res.on("error", (e) => resolve(`error ${(e as NodeJS.ErrnoException).code ?? e.message}`));
      },
    );
    req.on("error", (e) => resolve(`error ${(e as NodeJS.ErrnoException).code ?? e.message}`));
    req.end();
  });
}

describe("graceful shutdown", () => {
  it("refuses new connections, finishes the request in flight, then closes the pool", async () => {
    const { server, port } = await slowServer(400);
    const events: string[] = [];
    const inFlight = get(port).then((r) => events.push(`request: ${r}`));
    await new Promise((r) => setTimeout(r, 50));
    const started = Date.now();
    const done = gracefulShutdown(server, {
      timeoutMs: 5_000,
      log: () => {},
      cleanup: async () => {
        events.push("pool closed");
      },
    });
    expect(await get(port)).toBe("error ECONNREFUSED");
    await Promise.all([inFlight, done]);
    expect(events).toEqual(["request: 200 done", "pool closed"]);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("cuts a request still running after the grace period", async () => {
    const { server, port } = await slowServer(60_000);
    const inFlight = get(port);
    await new Promise((r) => setTimeout(r, 50));
    const lines: string[] = [];
    const started = Date.now();
    await gracefulShutdown(server, { timeoutMs: 300, log: (l) => lines.push(l) });
    expect(await inFlight).toBe("error ECONNRESET");
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(lines).toEqual([
      "Shutting down: finishing the requests in flight (at most 0.3 s)…",
      "Shutdown: requests still running after the grace period were cut off.",
    ]);
  });
});
