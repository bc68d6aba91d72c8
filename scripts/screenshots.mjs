// node scripts/screenshots.mjs [baseUrl] — signs in as a demo account and captures pages in light/dark,
// desktop/phone width into screenshots/ (ignored by git). For looking at what was built.
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";

const base = process.argv[2] ?? "http://localhost:3000";
const pages = (process.env.PAGES ?? "/login,/dashboard").split(",");
const account = process.env.ACCOUNT ?? "admin@acme.test";
mkdirSync("screenshots", { recursive: true });

const browser = await chromium.launch({
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
});
for (const [width, height, label] of [
  [1280, 800, "desktop"],
  [390, 844, "phone"],
]) {
  for (const scheme of ["light", "dark"]) {
    const context = await browser.newContext({
      viewport: { width, height },
      colorScheme: scheme,
      baseURL: base,
    });
    await context.addInitScript((theme) => localStorage.setItem("theme", theme), scheme);
    const page = await context.newPage();
    for (const path of pages) {
      if (path !== "/login" && !path.startsWith("/users/activate")) {
        const res = await page.request.post("/api/v1/auth/login", {
          data: { email: account, password: "plinth-demo" },
        });
        if (!res.ok()) throw new Error(`login failed ${res.status()}`);
      }
      await page.goto(path);
      await page.waitForLoadState("load");
      await page.waitForTimeout(400);
      const name = `screenshots/${path.replaceAll("/", "_") || "root"}-${label}-${scheme}.png`;
      await page.screenshot({ path: name, fullPage: true });
      console.log(name);
    }
    await context.close();
  }
}
await browser.close();
