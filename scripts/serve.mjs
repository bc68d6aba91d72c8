/**
 * The production server (`npm start` runs it through scripts/start.mjs): Next's own request handler for
 * everything, except GET /api/v1/… which scripts/api-fast-path.mjs answers with the same route handler and
 * headers but without Next's request pipeline. Same flags as `next start`: -p/--port, -H/--hostname. Shuts
 * down gracefully on SIGTERM (scripts/graceful-shutdown.mjs).
 */
import { createServer } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import next from "next";
import { createApiFastPath } from "./api-fast-path.mjs";
import { closeDatabase, gracefulShutdown } from "./graceful-shutdown.mjs";
import { keepSourcesOneByte } from "./one-byte-sources.mjs";

function argument(names, fallback) {
  const at = process.argv.findIndex((a) => names.includes(a));
  return at !== -1 && process.argv[at + 1] ? process.argv[at + 1] : fallback;
}

const port = Number(argument(["-p", "--port"], process.env.PORT ?? "3000"));
const hostname = argument(["-H", "--hostname"], undefined);
const dir = path.resolve(import.meta.dirname, "..");
process.env.NODE_ENV = "production";
// Before the build's chunks and Next's runtime load: their sources are kept one byte per character.
keepSourcesOneByte(
  [".next/server/", "node_modules/next/dist/compiled/"].map((d) => pathToFileURL(path.join(dir, d)).href),
);
// SIGTERM: stop accepting, finish the requests in flight (at most this long), close the database pool.
const shutdownMs = 10_000;

const app = next({ dev: false, dir, hostname: hostname ?? "localhost", port });
const handleWithNext = app.getRequestHandler();
await app.prepare();
// After prepare: Next's server modules expect the environment it sets up (AsyncLocalStorage on globalThis).
const { NextRequest } = await import("next/server.js");
const fastPath = createApiFastPath(path.join(dir, ".next"), { NextRequest });

const server = createServer(async (req, res) => {
  if (fastPath) {
    try {
      if (await fastPath(req, res)) return;
    } catch (error) {
      // Nothing sent yet: a read is safe to answer again, by Next. Otherwise the connection is all that is left.
      if (res.headersSent) {
        console.error(error);
        res.destroy();
        return;
      }
      for (const name of res.getHeaderNames()) res.removeHeader(name);
    }
  }
  await handleWithNext(req, res);
});
server.listen(port, hostname, () => {
  fastPath?.warm();
  console.log(
    `Serving on http://${hostname ?? "localhost"}:${port}${fastPath ? "" : " (API fast path off)"}`,
  );
});

let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    // A pool that will not close must not keep the process: exit shortly after the grace period regardless.
    setTimeout(() => process.exit(1), shutdownMs + 5_000).unref();
    await gracefulShutdown(server, { timeoutMs: shutdownMs, cleanup: closeDatabase });
    process.exit(0);
  });
}
