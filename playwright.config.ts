import { defineConfig } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);
const realtimePort = Number(process.env.E2E_REALTIME_PORT ?? 6101);

// Two workers, each with a server of its own (its own embedded database and realtime server): the tests of one
// worker never meet the other's data, and within a worker they run one at a time as before. One worker and its
// server leave half of a 2-core machine idle (the browser waits on the server and the other way round).
const workers = 2;
// Playwright sets TEST_PARALLEL_INDEX in each worker process, which loads this file again: worker n (two running
// at once never share an index) talks to server n. The runner itself starts every server.
const serverIndex = Number(process.env.TEST_PARALLEL_INDEX ?? 0);

// Debian's Chromium (Playwright's own browser download cannot reach its host here).
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers,
  // One retry under CI: a 2-core machine under load occasionally misses a UI timing (an animating sheet, a
  // socket slow to open); a test that fails twice fails the run, and flaky ones are listed as such.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: [["list"]],
  use: {
    baseURL: `http://localhost:${port + serverIndex}`,
    screenshot: "only-on-failure",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  // A fresh embedded database per server and run, served the way `npm start` serves it, with its own realtime
  // port too, so it runs beside a dev server (6001). The servers start one after the other: the first builds
  // when the build is stale (scripts/start.mjs); the others never build (scripts/e2e-serve.mjs), so a source
  // edited during the first build cannot start a second build under the first server.
  webServer: Array.from({ length: workers }, (_, i) => ({
    command: `rm -rf .data/e2e-${i} && OUTBOUND_ALLOW_LOOPBACK=1 PGLITE_DATA_DIR=.data/e2e-${i}/pglite PORT=${port + i} PUSHER_PORT=${realtimePort + i} node scripts/${i === 0 ? "start" : "e2e-serve"}.mjs`,
    url: `http://localhost:${port + i}/api/health`,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: "pipe" as const,
  })),
});
