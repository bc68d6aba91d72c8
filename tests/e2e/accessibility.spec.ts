import { type Browser, expect, type Page, test } from "@playwright/test";
import axe from "axe-core";
import { signInByApi } from "./pages/login-page";

// axe-core (WCAG 2.1 A and AA) on the main pages (dashboard, project list, record, estimate, settings), light
// and dark, at 1280 px and (the estimate) 390 px: no serious or critical violation. One browser context per
// theme visits the pages in turn; axe is injected from node_modules (nothing downloads).
// The dark-mode promo is left as a first visit shows it, so it is checked too.

const wcag21aa = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

type Finding = { page: string; rule: string; impact: string; help: string; nodes: string[] };

/** Runs axe on the page as it stands and returns its serious and critical violations, readably. */
async function seriousViolations(page: Page, label: string): Promise<Finding[]> {
  await page.addScriptTag({ content: axe.source });
  const violations = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof axe }).axe
        .run(document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] })
        .then((r) => r.violations),
    wcag21aa,
  );
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({
      page: label,
      rule: v.id,
      impact: v.impact ?? "",
      help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(" ")} — ${n.failureSummary ?? ""}`),
    }));
}

/** Waits for the page's heading, then for finite transitions (a fading panel reads as low contrast); a
 * skeleton's endless pulse is not waited for. */
async function settle(page: Page) {
  // The dashboard is the first page a freshly started server renders: on a busy machine that takes a while.
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible({ timeout: 15_000 });
  await page.waitForLoadState("load");
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== "running" || a.effect?.getComputedTiming().iterations === Infinity),
  );
}

async function firstUid(page: Page, path: string) {
  const res = await page.request.get(path);
  expect(res.status()).toBe(200);
  return ((await res.json()).query as string[])[0]!;
}

async function auditTheme(browser: Browser, baseURL: string, theme: "light" | "dark") {
  const context = await browser.newContext({
    baseURL,
    bypassCSP: true,
    viewport: { width: 1280, height: 800 },
  });
  await context.addInitScript((t) => window.localStorage.setItem("theme", t), theme);
  const page = await context.newPage();
  const findings: Finding[] = [];
  const visit = async (path: string, ready?: () => Promise<void>) => {
    await page.goto(path);
    await settle(page);
    await ready?.();
    findings.push(...(await seriousViolations(page, `${theme} ${page.viewportSize()?.width}px ${path}`)));
  };

  await signInByApi(page, "admin@acme.test");
  const record = await firstUid(page, "/api/v1/project-record?limit=1");
  const estimate = await firstUid(page, "/api/v1/estimate?limit=1");
  await visit("/dashboard");
  // Ten rows stand for the fifty (the same row markup; axe's contrast check is per cell, and slow).
  await visit("/project?limit=10", () => expect(page.getByRole("table").first()).toBeVisible());
  await visit(`/project-record/${record}`);
  await visit(`/estimate/${estimate}`, () => expect(page.getByTestId("budget-grid")).toBeVisible());
  await visit("/settings/company");
  // A phone: the estimate is a scrolling list of lines.
  await page.setViewportSize({ width: 390, height: 844 });
  await visit(`/estimate/${estimate}`, () => expect(page.getByTestId("line-list")).toBeVisible());
  await context.close();
  return findings;
}

// The two themes run side by side (a context each), so the check takes the time of one.
test("axe-core, WCAG 2.1 A/AA: no serious or critical violation on the main pages, light and dark", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const findings = (
    await Promise.all((["light", "dark"] as const).map((theme) => auditTheme(browser, baseURL!, theme)))
  ).flat();
  expect(findings, JSON.stringify(findings, null, 2)).toEqual([]);
});
