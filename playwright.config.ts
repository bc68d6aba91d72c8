import { defineConfig } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);
const realtimePort = Number(process.env.E2E_REALTIME_PORT ?? 6101);

// Debian's Chromium (Playwright's own browser download cannot reach its host here).
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  // One retry under CI: a 2-core machine under load occasionally misses a UI timing (an animating sheet, a
  // socket slow to open); a test that fails twice fails the run, and flaky ones are listed as such.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: [["list"]],
  use: {
    baseURL: `http://localhost:${port}`,
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
  webServer: {
    // A fresh embedded database per run, served the way `npm start` serves it.
    // Its own realtime port too, so it runs beside a dev server (6001).
    command: `rm -rf .data/e2e && OUTBOUND_ALLOW_LOOPBACK=1 PGLITE_DATA_DIR=.data/e2e/pglite PORT=${port} PUSHER_PORT=${realtimePort} node scripts/start.mjs`,
    url: `http://localhost:${port}/api/health`,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: "pipe",
  },
});
