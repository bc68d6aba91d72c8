import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { type APIResponse, expect, type Page, test } from "@playwright/test";
import { LoginPage, signInByApi } from "./pages/login-page";

// Security finding 3: every answer carries the security headers; pages have a nonce-based policy that lets
// the app run without a single violation and that no other site can frame.

const staticHeaders = {
  "x-frame-options": "DENY",
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
};

function expectStaticHeaders(res: APIResponse) {
  const headers = res.headers();
  expect(headers).toMatchObject(staticHeaders);
  expect(headers["permissions-policy"]).toMatch(/camera=\(\)/);
  expect(headers["permissions-policy"]).toMatch(/geolocation=\(\)/);
  expect(headers["strict-transport-security"]).toBeUndefined();
}

/** The sources of one directive of a Content-Security-Policy. */
function directive(csp: string, name: string): string[] {
  const found = csp
    .split(";")
    .map((d) => d.trim().split(/\s+/))
    .find(([n]) => n === name);
  return found ? found.slice(1) : [];
}

function nonceOf(csp: string): string {
  const nonce = /'nonce-([^']+)'/.exec(directive(csp, "script-src").join(" "))?.[1];
  expect(nonce).toBeTruthy();
  return nonce!;
}

test("a page carries a nonce-based policy: a fresh nonce each time, on Next's scripts, never inline script", async ({
  request,
}) => {
  const first = await request.get("/login");
  const second = await request.get("/login");
  expect(first.status()).toBe(200);
  for (const res of [first, second]) {
    expectStaticHeaders(res);
    const csp = res.headers()["content-security-policy"]!;
    expect(directive(csp, "script-src")).not.toContain("'unsafe-inline'");
    expect(directive(csp, "script-src")).toContain("'strict-dynamic'");
    expect(directive(csp, "frame-ancestors")).toEqual(["'none'"]);
    expect(directive(csp, "object-src")).toEqual(["'none'"]);
  }
  const nonce = nonceOf(first.headers()["content-security-policy"]!);
  expect(nonceOf(second.headers()["content-security-policy"]!)).not.toBe(nonce);
  // Every script of the page carries this response's nonce (rendered per request, not prerendered).
  const html = await first.text();
  const scripts = html.match(/<script\b[^>]*>/g) ?? [];
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
});

test("the redirect to sign in carries the headers and still sets no cookie", async ({ request }) => {
  // /api-reference is a page, not an API route: the proxy sees it like any other.
  for (const [path, callback] of [
    ["/project?view=map", "%2Fproject%3Fview%3Dmap"],
    ["/api-reference", "%2Fapi-reference"],
  ]) {
    const res = await request.get(path!, { maxRedirects: 0 });
    expect(res.status()).toBe(307);
    expect(res.headers().location).toBe(`/login?callbackUrl=${callback}`);
    expect(res.headers()["set-cookie"]).toBeUndefined();
    expectStaticHeaders(res);
    expect(nonceOf(res.headers()["content-security-policy"]!)).toBeTruthy();
  }
});

test("API answers carry the headers: success, 401 and 404 JSON", async ({ page }) => {
  const apiPolicy = "default-src 'none'; frame-ancestors 'none'";
  const health = await page.request.get("/api/health");
  expect(health.status()).toBe(200);
  const unauthorised = await page.request.get("/api/v1/self");
  expect(unauthorised.status()).toBe(401);
  await signInByApi(page, "viewer@acme.test");
  const missing = await page.request.get("/api/v1/estimate/00000000-0000-4000-8000-0000000000ff");
  expect(missing.status()).toBe(404);
  expect(missing.headers()["content-type"]).toContain("application/json");
  const self = await page.request.get("/api/v1/self");
  expect(self.status()).toBe(200);
  for (const res of [health, unauthorised, missing, self]) {
    expectStaticHeaders(res);
    expect(res.headers()["content-security-policy"]).toBe(apiPolicy);
  }
});

test("HSTS is sent only when the request came over https", async ({ request }) => {
  const https = { "x-forwarded-proto": "https" };
  for (const path of ["/login", "/api/health", "/api/v1/self"]) {
    const res = await request.get(path, { headers: https });
    expect(res.headers()["strict-transport-security"], path).toMatch(/^max-age=\d{7,}/);
    expect((await request.get(path)).headers()["strict-transport-security"], path).toBeUndefined();
  }
  const page = await request.get("/login", { headers: https });
  expect(page.headers()["content-security-policy"]).toContain("upgrade-insecure-requests");
});

// The other site is a real server on 127.0.0.1 (another origin than the app's localhost). It must be a
// loopback server: Chromium refuses a public page framing a local one, whatever the app's headers say.
let otherSite: Server;

test.beforeAll(async () => {
  const app = new URL("/login", test.info().project.use.baseURL).href;
  otherSite = createServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/html" });
    res.end(`<!doctype html><iframe id="app" src="${app}" width="800" height="600"></iframe>`);
  });
  await new Promise<void>((resolve) => otherSite.listen(0, "127.0.0.1", resolve));
});

test.afterAll(() => new Promise<void>((resolve) => otherSite.close(() => resolve())));

async function frameLogin(page: Page) {
  const { port } = otherSite.address() as AddressInfo;
  await page.goto(`http://127.0.0.1:${port}/`);
  const frame = page.frames().find((f) => f !== page.mainFrame());
  expect(frame).toBeTruthy();
  await frame!.waitForLoadState();
  return { frame: frame!, framed: page.frameLocator("#app") };
}

test("another site cannot frame the app", async ({ page }) => {
  const { frame, framed } = await frameLogin(page);
  await expect.poll(() => frame.url()).toMatch(/^chrome-error:/);
  await expect(framed.getByLabel("Email")).toHaveCount(0);
});

test("(control) the same frame shows the sign-in form once the headers are stripped", async ({ page }) => {
  await page.route("**/login", async (route) => {
    const res = await route.fetch();
    const headers = { ...res.headers() };
    delete headers["content-security-policy"];
    delete headers["x-frame-options"];
    await route.fulfill({ response: res, headers });
  });
  const { framed } = await frameLogin(page);
  await expect(framed.getByLabel("Email")).toBeVisible();
});

type Violation = { directive: string; blocked: string; source: string };

/** Collects CSP violations of every document the page loads, and the console's CSP and policy errors. */
async function watchViolations(page: Page) {
  const violations: Violation[] = [];
  const consoleErrors: string[] = [];
  await page.context().exposeBinding("__cspViolation", (_source, v: Violation) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      const report = (window as unknown as { __cspViolation: (v: unknown) => void }).__cspViolation;
      report({ directive: e.effectiveDirective, blocked: e.blockedURI, source: e.sourceFile });
    });
  });
  page.on("console", (m) => {
    if (/Content Security Policy|Permissions-Policy/i.test(m.text())) consoleErrors.push(m.text());
  });
  return { violations, consoleErrors };
}

test("the main pages load without a single policy violation, the realtime connection included", async ({
  page,
}) => {
  const watched = await watchViolations(page);
  await page.addInitScript(() => window.localStorage.setItem("dark-mode-promo-dismissed", "1"));

  await page.goto("/login");
  await new LoginPage(page).signIn("admin@acme.test");
  await expect(page).toHaveURL(/\/dashboard$/);
  // The theme script ran (it carries the nonce) and the realtime socket opened under connect-src.
  await expect(page.locator("html")).toHaveClass(/\blight\b/);
  await expect(page.getByTestId("realtime-status")).toHaveAttribute("data-state", "open");

  const created = await page.request.post("/api/v1/estimate", { data: { name: "CSP estimate" } });
  expect(created.status()).toBe(201);
  const estimate = (await created.json()) as { uid: string };

  await page.goto("/project");
  await expect(page.getByTestId("record-row").first()).toBeVisible();
  await page.goto("/project?view=map");
  await expect(page.getByTestId("offline-map")).toBeVisible();
  await page.goto("/estimate");
  await expect(page.getByRole("heading", { name: "Estimates", exact: true })).toBeVisible();
  await page.goto(`/estimate/${estimate.uid}`);
  await expect(page.getByTestId("budget-grid")).toBeVisible();
  await page.goto("/product");
  await expect(page.getByRole("heading", { level: 1, name: "Product updates" })).toBeVisible();
  await page.goto("/api-reference");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.goto("/settings");
  await expect(page).toHaveURL(/\/settings\/company$/);
  await expect(page.getByRole("main")).toBeVisible();
  // A client-side navigation loads the next page's chunks through 'strict-dynamic'.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId("realtime-status")).toHaveAttribute("data-state", "open");
  await page.waitForLoadState("load");

  expect(watched.violations).toEqual([]);
  expect(watched.consoleErrors).toEqual([]);
  await page.request.delete(`/api/v1/estimate/${estimate.uid}`);
});
