/**
 * The leveling sheet in Chromium with 30 bidders × 300 scope items (29 submitted bids, 9,000 cells), against
 * the target: interactive ≤ 1 s after navigation (BENCH_LEVELING_MS overrides it). Measured from the click that
 * opens the package in the estimate's Bids tab to the sheet's leveled totals painted and a cell's editor opened by
 * a click (so the page answers input); 5 opens, every one must meet the target. Also prints the sheet's GET time.
 * Uses BENCH_URL when set (a running app); otherwise starts the app as `npm start` does on BENCH_PORT (3140)
 * with a fresh embedded database, and stops it afterwards.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { chromium, request as pwRequest } from "@playwright/test";
import { seedLevelingPackage } from "./_bids-seed";

const root = path.resolve(import.meta.dirname, "..");
const TARGET_MS = Number(process.env.BENCH_LEVELING_MS ?? 1_000);
const BIDDERS = 30;
const ITEMS = 300;

async function startServer(): Promise<{ url: string; stop(): void }> {
  if (process.env.BENCH_URL) return { url: process.env.BENCH_URL, stop() {} };
  const port = Number(process.env.BENCH_PORT ?? 3140);
  const dataDir = path.join(root, ".data", "bench-leveling");
  rmSync(dataDir, { recursive: true, force: true });
  const child: ChildProcess = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      PUSHER_PORT: String(process.env.BENCH_REALTIME_PORT ?? 6140),
      PGLITE_DATA_DIR: path.join(dataDir, "pglite"),
    },
    stdio: "ignore",
    detached: true,
  });
  const url = `http://localhost:${port}`;
  // Up to 15 minutes: `npm start` builds first when the build is stale, which takes minutes on a busy machine.
  for (let i = 0; i < 1800; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    url,
    stop() {
      try {
        process.kill(-child.pid!, "SIGTERM");
      } catch {}
    },
  };
}

async function main() {
  const server = await startServer();
  const api = await pwRequest.newContext({ baseURL: server.url });
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu"],
  });
  try {
    const login = await api.post("/api/v1/auth/login", {
      data: { email: "editor@acme.test", password: "plinth-demo" },
    });
    if (login.status() !== 200) throw new Error(`login ${login.status()}`);
    let t = performance.now();
    const { estimateUid, packageUid } = await seedLevelingPackage(api, { bidders: BIDDERS, items: ITEMS });
    console.log(
      `seeded ${BIDDERS} bidders × ${ITEMS} scope items in ${(performance.now() - t).toFixed(0)} ms`,
    );
    t = performance.now();
    const sheet = await api.get(`/api/v1/bid-package/${packageUid}/leveling`);
    console.log(
      `GET leveling: ${(performance.now() - t).toFixed(0)} ms, ${(await sheet.body()).length} bytes`,
    );

    const context = await browser.newContext({
      storageState: await api.storageState(),
      viewport: { width: 1440, height: 900 },
    });
    await context.addInitScript(() => localStorage.setItem("dark-mode-promo-dismissed", "1"));
    const page = await context.newPage();
    const runs: number[] = [];
    for (let i = 0; i < 5; i++) {
      await page.goto(`${server.url}/estimate/${estimateUid}`);
      await page.getByRole("tab", { name: "Bids" }).click();
      const card = page.getByTestId("bid-package-card").first();
      await card.waitFor();
      const start = performance.now();
      await card.click();
      // The leveled totals (sticky at the bottom) painted: every column's figures are in.
      await page.locator("[data-testid=leveling-sheet] tfoot").getByText("Leveled total").waitFor();
      await page.locator("[data-testid=leveling-sheet] td[role=button]").first().click();
      await page.getByLabel("Plug (your price for scope the bid leaves out)").waitFor();
      const ms = performance.now() - start;
      runs.push(ms);
      console.log(`open ${i + 1}: sheet interactive in ${ms.toFixed(0)} ms`);
    }
    const worst = Math.max(...runs);
    const sorted = [...runs].sort((a, b) => a - b);
    console.log(
      `leveling ${BIDDERS}×${ITEMS}: median ${sorted[2]!.toFixed(0)} ms, worst ${worst.toFixed(0)} ms (target ≤ ${TARGET_MS} ms) → ${worst <= TARGET_MS ? "OK" : "OVER"}`,
    );
    if (worst > TARGET_MS) process.exitCode = 1;
  } finally {
    await browser.close();
    await api.dispose();
    server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
