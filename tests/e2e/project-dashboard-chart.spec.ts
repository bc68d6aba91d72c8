import { type Browser, expect, test } from "@playwright/test";
import { signInByApi } from "./pages/login-page";

// The dashboard's $/GSF by building type: the P25–P75 band behind each median marker.

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => window.localStorage.setItem("dark-mode-promo-dismissed", "1"));
});

test("each building type shows its middle half as a band around the median, in words too", async ({
  page,
}) => {
  await signInByApi(page, "viewer@acme.test");
  await page.goto("/dashboard");
  const chart = page.getByTestId("median-cpg-chart");
  await expect(chart).toBeVisible();
  const bars = chart.getByTestId("median-cpg-bar");
  expect(await bars.count()).toBeGreaterThan(2);
  const first = bars.first();
  await expect(first.getByRole("img")).toHaveAttribute(
    "aria-label",
    /^.+: median \$[\d,]+ per GSF, middle half \$[\d,]+ to \$[\d,]+, over \d+ records$/,
  );
  await expect(first.locator("span[title^='P25–P75 $']")).toHaveCount(1);
  for (const i of [0, 1, 2]) {
    const bar = bars.nth(i);
    const band = (await bar.getByTestId("cpg-range").boundingBox())!;
    const median = (await bar.getByTestId("cpg-median").boundingBox())!;
    const centre = median.x + median.width / 2;
    expect(band.width).toBeGreaterThan(0);
    expect(centre).toBeGreaterThanOrEqual(band.x - 0.5);
    expect(centre).toBeLessThanOrEqual(band.x + band.width + 0.5);
  }
});

async function screenshot(browser: Browser, width: number, theme: "light" | "dark") {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    baseURL: test.info().project.use.baseURL,
  });
  await context.addInitScript((t) => {
    window.localStorage.setItem("theme", t);
    window.localStorage.setItem("dark-mode-promo-dismissed", "1");
  }, theme);
  try {
    const page = await context.newPage();
    await signInByApi(page, "viewer@acme.test");
    await page.goto("/dashboard");
    await expect(page.locator("html")).toHaveClass(theme === "dark" ? /dark/ : /^(?!.*dark)/);
    const chart = page.getByTestId("median-cpg-chart");
    await expect(chart).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const card = page.locator("[data-slot='card']", { has: chart });
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: `screenshots/dashboard-cpg-chart-${width}-${theme}.png` });
  } finally {
    await context.close();
  }
}

test("the chart in light and dark, at 1280 px and on a phone (screenshots)", async ({ browser }) => {
  // Four sign-ins and dashboards in a row, 6–8 s each on the 2-core CI machine: more than one test's 30 s.
  test.setTimeout(90_000);
  for (const width of [1280, 390])
    for (const theme of ["light", "dark"] as const) await screenshot(browser, width, theme);
});
