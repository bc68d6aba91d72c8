// Graceful shutdown for the production server (scripts/serve.mjs): on SIGTERM or SIGINT it stops accepting
// connections, lets the requests already running finish (at most `timeoutMs`, then cuts what is left), closes
// the database pool, and exits. A load balancer sees the port closed at once and sends new requests elsewhere.

/** Shuts `server` down gracefully; `cleanup` (closing the pool) runs once no request is left. */
export function gracefulShutdown(
  server,
  { timeoutMs = 10_000, cleanup = async () => {}, log = console.log } = {},
) {
  return new Promise((resolve) => {
    log(`Shutting down: finishing the requests in flight (at most ${timeoutMs / 1000} s)…`);
    // A kept-alive connection becomes idle when its response ends: close it then, not at the next request.
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    const cut = setTimeout(() => {
      log("Shutdown: requests still running after the grace period were cut off.");
      server.closeAllConnections();
    }, timeoutMs);
    server.close(async () => {
      clearInterval(idle);
      clearTimeout(cut);
      try {
        await cleanup();
      } catch (error) {
        console.error("Shutdown: closing the database failed:", error);
      }
      resolve();
    });
    server.closeIdleConnections();
  });
}

/** The database handle the app's modules share in this process (db/index.ts keeps it on globalThis). */
export async function closeDatabase() {
  const holder = globalThis;
  const handle = holder.__plinthDb;
  holder.__plinthDb = undefined;
  await handle?.close();
}
