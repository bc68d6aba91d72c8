import {
  type APIRequestContext,
  type Browser,
  expect,
  type Locator,
  type Page,
  test,
} from "@playwright/test";
import { screenshot, screenshotsSkipReason, takingScreenshots } from "./fixtures/screenshots";
import { signInByApi } from "./pages/login-page";

// Settings › Cost data › Escalation: an admin derives the past years of the table from a cost index.

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => window.localStorage.setItem("dark-mode-promo-dismissed", "1"));
});

const actionName = "Derive past years from the cost index";

/** Page object for the Escalation tab and its derive dialog. */
class EscalationTab {
  readonly panel: Locator;
  readonly deriveButton: Locator;
  readonly dialog: Locator;

  constructor(private readonly page: Page) {
    this.panel = page.getByRole("tabpanel", { name: "Escalation" });
    this.deriveButton = this.panel.getByRole("button", { name: actionName });
    this.dialog = page.getByRole("dialog", { name: actionName });
  }

  async open() {
    await this.page.goto("/settings/cost-data");
    await this.page.getByRole("tab", { name: "Escalation" }).click();
    await expect(this.row(2030)).toBeVisible();
  }

  row(year: number) {
    return this.panel
      .getByRole("row")
      .filter({ has: this.page.getByRole("cell", { name: String(year), exact: true }) });
  }
}

async function indexUid(request: APIRequestContext, sample: boolean) {
  const res = await request.get("/api/v1/reference/cost-index");
  const body = await res.json();
  return body.query.find((u: string) => body.content[u].is_sample === sample) as string;
}

/** The seeded sample index gives the seeded sample rates back: the table as other tests expect it. */
async function restoreSampleYears(request: APIRequestContext) {
  const res = await request.post("/api/v1/reference/escalation-rate/derive", {
    data: { cost_index_uid: await indexUid(request, true) },
  });
  expect(res.status()).toBe(200);
}

test("an admin previews and derives past years from a cost index; the forecast stays", async ({ page }) => {
  test.setTimeout(60_000);
  await signInByApi(page, "admin@acme.test");
  const name = `E2E index ${Date.now().toString(36)}`;
  const created = await page.request.post("/api/v1/reference/cost-index", {
    data: {
      name,
      frequency: "monthly",
      points: [
        { period: "2021-01", value: 100 },
        { period: "2022-01", value: 105 },
        { period: "2023-01", value: 112.35 },
        { period: "2023-06", value: 114 },
      ],
    },
  });
  expect(created.status()).toBe(201);
  const uid = (await created.json()).uid as string;
  const tab = new EscalationTab(page);
  try {
    await tab.open();
    const forecast2030 = await tab.row(2030).textContent();
    await tab.deriveButton.click();
    await expect(tab.dialog).toBeVisible();
    await tab.dialog.getByLabel("Cost index").selectOption(uid);
    await expect(tab.dialog.getByTestId("derive-summary")).toHaveText("Replaces 2 years, 2021–2022.");
    const preview = tab.dialog.getByTestId("derive-preview");
    await expect(preview.getByRole("row", { name: /^2021 / })).toContainText("5.00 %");
    await expect(preview.getByRole("row", { name: /^2022 / })).toContainText("7.00 %");
    await tab.dialog.getByRole("button", { name: "Replace 2 years" }).click();
    await expect(tab.dialog).toBeHidden();
    await expect(page.getByText(`2 years (2021–2022) now follow ${name}.`).first()).toBeVisible();
    await expect(tab.row(2021)).toContainText("5.00 %");
    await expect(tab.row(2021)).toContainText("Actual");
    await expect(tab.row(2022)).toContainText("7.00 %");
    await expect(tab.row(2030)).toHaveText(forecast2030 ?? "");

    // An index without a whole past year: nothing to replace, the action explains why.
    const short = await page.request.post("/api/v1/reference/cost-index", {
      data: { name: `${name} short`, frequency: "monthly", points: [{ period: "2025-03", value: 100 }] },
    });
    await tab.deriveButton.click();
    await tab.dialog.getByLabel("Cost index").selectOption((await short.json()).uid);
    await expect(tab.dialog.getByTestId("derive-preview-empty")).toBeVisible();
    await expect(tab.dialog.getByRole("button", { name: "Replace" })).toBeDisabled();
    await tab.dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(tab.dialog).toBeHidden();
  } finally {
    await restoreSampleYears(page.request);
  }
});

test("an editor sees the escalation table without the derive action", async ({ page }) => {
  await signInByApi(page, "editor@acme.test");
  const tab = new EscalationTab(page);
  await tab.open();
  await expect(tab.deriveButton).toHaveCount(0);
});

async function screenshots(browser: Browser, width: number, theme: "light" | "dark") {
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
    await signInByApi(page, "admin@acme.test");
    const tab = new EscalationTab(page);
    await tab.open();
    await expect(page.locator("html")).toHaveClass(theme === "dark" ? /dark/ : /^(?!.*dark)/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await screenshot(page, `escalation-tab-${width}-${theme}`);
    await tab.deriveButton.click();
    await expect(tab.dialog.getByTestId("derive-summary")).toBeVisible();
    await tab.dialog.evaluate((el) =>
      Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)),
    );
    await screenshot(page, `escalation-derive-${width}-${theme}`);
  } finally {
    await context.close();
  }
}

for (const width of [1280, 390]) {
  test(`${width} px: the escalation tab and the derive dialog in light and dark (screenshots)`, async ({
    browser,
  }) => {
    test.skip(!takingScreenshots, screenshotsSkipReason);
    for (const theme of ["light", "dark"] as const) await screenshots(browser, width, theme);
  });
}
