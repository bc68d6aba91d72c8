/**
 * The estimate editor in Chromium on a 50,000-line estimate, against these targets:
 *   open → interactive grid ≤ 1 s (BENCH_OPEN_MS overrides it on a noisy machine) · edit a cell → grand total
 *   repainted p95 over 100 edits ≤ 50 ms · DOM elements while scrolling top to bottom < 3,000 ·
 *   paste 1,000 rows → saved ≤ 2 s.
 * Every one of 5 opens must meet its target; the paste goes through the real clipboard and Ctrl+V. Prints the
 * open's bytes on the wire (compressed) and decoded, from the browser's resource timing.
 * Uses BENCH_URL when set (a running app); otherwise starts the app as `npm start` does (building when stale) on
 * BENCH_PORT (3130) with a fresh embedded database, and stops it afterwards.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { chromium, request as pwRequest } from "@playwright/test";

const root = path.resolve(import.meta.dirname, "..");
const LINES = Number(process.env.BENCH_LINES ?? 50_000);
const CHUNK = 2_000;
const OPEN_TARGET_MS = Number(process.env.BENCH_OPEN_MS ?? 1_000);

async function startServer(): Promise<{ url: string; stop(): void }> {
  if (process.env.BENCH_URL) return { url: process.env.BENCH_URL, stop() {} };
  // scripts/start.mjs builds first when the build is missing or older than the sources (like `npm start`).
  const port = Number(process.env.BENCH_PORT ?? 3130);
  const dataDir = path.join(root, ".data", "bench-editor");
  rmSync(dataDir, { recursive: true, force: true });
  const child: ChildProcess = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      PUSHER_PORT: String(process.env.BENCH_REALTIME_PORT ?? 6130),
      PGLITE_DATA_DIR: path.join(dataDir, "pglite"),
    },
    stdio: "ignore",
    detached: true,
  });
  const url = `http://localhost:${port}`;
  for (let i = 0; i < 360; i++) {
    try {
      const r = await fetch(`${url}/api/health`);
      if (r.ok) break;
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

function p95(values: number[]) {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(s.length * 0.95) - 1)];
}

const codes = Array.from({ length: 2000 }, (_, i) => {
  const div = String(2 + (i % 40)).padStart(2, "0");
  const sec = String(Math.floor(i / 40) % 100).padStart(2, "0");
  return `${div} ${sec} ${String(i % 7).padStart(2, "0")}`;
});

async function main() {
  const server = await startServer();
  const api = await pwRequest.newContext({ baseURL: server.url });
  try {
    const login = await api.post("/api/v1/auth/login", {
      data: { email: "editor@acme.test", password: "plinth-demo" },
    });
    if (login.status() !== 200) throw new Error(`login ${login.status()}`);
    const created = await api.post("/api/v1/estimate", { data: { name: `Bench ${LINES} lines` } });
    const estimate = await created.json();
    await api.put(`/api/v1/estimate/${estimate.uid}/inputs`, {
      data: { inputs: [{ name: "GSF", unit: "SF", value: 250000 }] },
      headers: { "If-Match": `"${estimate.version}"` },
    });
    const t0 = Date.now();
    for (let start = 0; start < LINES; start += CHUNK) {
      const create = Array.from({ length: Math.min(CHUNK, LINES - start) }, (_, j) => {
        const i = start + j;
        return {
          cost_code: codes[i % codes.length],
          description: `Line ${i + 1}`,
          quantity: i % 10 === 0 ? "GSF * 0.01" : String(1 + (i % 97)),
          unit: "EA",
          unit_cost_cents: 100 + (i % 5000),
          cost_type: i % 3 === 0 ? "material" : "labor",
        };
      });
      const r = await api.post(`/api/v1/estimate/${estimate.uid}/line`, {
        data: { create },
        timeout: 300_000,
      });
      if (!r.ok()) throw new Error(`bulk create ${r.status()} ${await r.text()}`);
    }
    console.log(
      `setup: ${LINES} lines created through the API in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
    );

    const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
    const context = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      permissions: ["clipboard-read", "clipboard-write"],
    });
    const login2 = await context.request.post(`${server.url}/api/v1/auth/login`, {
      data: { email: "editor@acme.test", password: "plinth-demo" },
    });
    if (login2.status() !== 200) throw new Error("browser login");
    const page = await context.newPage();
    // Warm the route once (first compile of server code paths), then measure a fresh open.
    await page.goto(`${server.url}/estimate/${estimate.uid}`);
    await page.waitForSelector('[data-testid="line-row"]', { timeout: 60_000 });
    const opens: number[] = [];
    for (let i = 0; i < 5; i++) {
      const start = Date.now();
      await page.goto(`${server.url}/estimate/${estimate.uid}`);
      await page.waitForSelector('[data-testid="line-row"]', { timeout: 60_000 });
      await page.waitForFunction(() =>
        Boolean((window as never as { __estimateEditor?: unknown }).__estimateEditor),
      );
      opens.push(Date.now() - start);
    }
    const fetchAndBuild = await page.evaluate(
      () => (window as never as { __estimateEditor: { openedMs: number } }).__estimateEditor.openedMs,
    );
    // The open's answer as the last navigation fetched it: bytes on the wire (after the transfer's gzip) and
    // decoded.
    const transfer = await page.evaluate(() => {
      const entry = performance
        .getEntriesByType("resource")
        .find((e) => /\/api\/v1\/estimate\/[0-9a-f-]+(\?lines=\w+)?$/.test(e.name)) as
        | PerformanceResourceTiming
        | undefined;
      return entry
        ? {
            wire_bytes: entry.encodedBodySize,
            decoded_bytes: entry.decodedBodySize,
            request_to_last_byte_ms: Math.round(entry.responseEnd - entry.requestStart),
          }
        : null;
    });

    // Edits: type a quantity and Enter; time from the Enter keydown to the frame after the grand total changed.
    await page.evaluate(() => {
      const w = window as never as { __edits: number[]; __enterAt: number };
      w.__edits = [];
      const total = document.querySelector('[data-testid="grand-total"]')!;
      window.addEventListener(
        "keydown",
        (e) => {
          if (e.key === "Enter") w.__enterAt = performance.now();
        },
        true,
      );
      new MutationObserver(() => {
        const at = w.__enterAt;
        if (!at) return;
        w.__enterAt = 0;
        requestAnimationFrame(() => setTimeout(() => w.__edits.push(performance.now() - at), 0));
      }).observe(total, { childList: true, subtree: true, characterData: true });
    });
    await page.locator('[role=row][aria-rowindex="1"] [data-col="quantity"]').click();
    for (let i = 0; i < 100; i++) {
      await page.keyboard.type(String(200 + i));
      await page.keyboard.press("Enter");
      await page.waitForFunction(
        (n) => (window as never as { __edits: number[] }).__edits.length >= n,
        i + 1,
      );
    }
    const edits: number[] = await page.evaluate(() => (window as never as { __edits: number[] }).__edits);

    // Scroll top to bottom: the DOM stays small.
    const dom = await page.evaluate(async () => {
      const grid = document.querySelector('[data-testid="budget-grid"]') as HTMLElement;
      let max = document.getElementsByTagName("*").length;
      const steps = 60;
      for (let s = 0; s <= steps; s++) {
        grid.scrollTop = (grid.scrollHeight * s) / steps;
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        max = Math.max(max, document.getElementsByTagName("*").length);
      }
      return max;
    });

    // Paste 1,000 rows at the end → saved.
    await page.evaluate(() => {
      const grid = document.querySelector('[data-testid="budget-grid"]') as HTMLElement;
      grid.scrollTop = grid.scrollHeight;
    });
    await page.locator('[data-testid="new-row"] [data-col="cost_code"]').click();
    // A real paste: the rows go onto the browser's clipboard, then Ctrl+V in the grid (as from Excel).
    const rows = Array.from(
      { length: 1000 },
      (_, i) => `09 91 ${String(i % 100).padStart(2, "0")}\tPasted ${i}\t${i + 1}\tSF\t${(i % 50) + 0.25}`,
    ).join("\r\n");
    await page.evaluate((text) => navigator.clipboard.writeText(text), rows);
    const before = await page.evaluate(() =>
      (
        window as never as { __estimateEditor: { store: { lineCount(): number } } }
      ).__estimateEditor.store.lineCount(),
    );
    const pasteStart = Date.now();
    await page.keyboard.press("Control+V");
    await page.waitForFunction(
      (n) =>
        (
          window as never as { __estimateEditor: { store: { lineCount(): number } } }
        ).__estimateEditor.store.lineCount() >= n,
      before + 1000,
      { timeout: 10_000 },
    );
    await page.evaluate(() =>
      (
        window as never as { __estimateEditor: { store: { whenIdle(): Promise<void> } } }
      ).__estimateEditor.store.whenIdle(),
    );
    const pasteMs = Date.now() - pasteStart;
    const state = await page.getAttribute('[data-testid="save-state"]', "data-state");

    const result = {
      lines: LINES,
      open_ms: {
        runs: opens,
        median: opens.slice().sort((a, b) => a - b)[2],
        worst: Math.max(...opens),
        fetch_and_build_ms: Math.round(fetchAndBuild),
        target_ms: OPEN_TARGET_MS,
      },
      open_transfer: transfer,
      edit_to_grand_total_ms: {
        p50: +p95(
          edits
            .slice()
            .sort((a, b) => a - b)
            .slice(0, 50),
        ).toFixed(1),
        p95: +p95(edits).toFixed(1),
        max: +Math.max(...edits).toFixed(1),
      },
      max_dom_elements_while_scrolling: dom,
      paste_1000_rows_to_saved_ms: Math.round(pasteMs),
      save_state_after_paste: state,
    };
    console.log(JSON.stringify(result, null, 2));
    const ok =
      // Every one of the opens, not the best of them.
      Math.max(...opens) <= OPEN_TARGET_MS &&
      result.edit_to_grand_total_ms.p95 <= 50 &&
      dom < 3000 &&
      pasteMs <= 2000;
    console.log(ok ? "all targets met" : "TARGET MISSED");
    if (!ok) process.exitCode = 1;
    await browser.close();
  } finally {
    await api.dispose();
    server.stop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
