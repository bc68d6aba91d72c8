import { type Browser, expect, type Locator, type Page, test } from "@playwright/test";
import { screenshot, screenshotsSkipReason, takingScreenshots } from "./fixtures/screenshots";
import { signInByApi } from "./pages/login-page";

// Settings › Cost data › Units: the built-in list, and company units an admin adds and removes.

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => window.localStorage.setItem("dark-mode-promo-dismissed", "1"));
});

/** Page object for the Units tab of Settings › Cost data. */
class UnitsTab {
  readonly panel: Locator;
  readonly addButton: Locator;
  readonly dialog: Locator;

  constructor(private readonly page: Page) {
    this.panel = page.getByRole("tabpanel", { name: "Units" });
    this.addButton = this.panel.getByRole("button", { name: "Add unit" });
    this.dialog = page.getByRole("dialog", { name: "Add a unit" });
  }

  async open() {
    await this.page.goto("/settings/cost-data");
    await this.page.getByRole("tab", { name: "Units" }).click();
    await expect(this.row("SF")).toBeVisible();
  }

  row(code: string) {
    return this.panel.getByTestId(`unit-${code}`);
  }

  async add(code: string, description: string, measures?: string) {
    await this.addButton.click();
    await expect(this.dialog).toBeVisible();
    await this.dialog.getByLabel("Code").fill(code);
    await this.dialog.getByLabel("Description").fill(description);
    if (measures) await this.dialog.getByLabel("Measures (optional)").selectOption({ label: measures });
    await this.dialog.getByRole("button", { name: "Add unit" }).click();
  }
}

test("an admin adds a company unit, is refused a built-in code, and deletes the unit", async ({ page }) => {
  await signInByApi(page, "admin@acme.test");
  const units = new UnitsTab(page);
  await units.open();
  await expect(units.row("SF")).toContainText("Square foot");
  await expect(units.row("SF")).toContainText("Built-in");
  await expect(units.panel.getByRole("table", { name: "Building metrics" })).toContainText("GSF");

  const code = `CR${Date.now() % 100_000}`;
  await units.add(code.toLowerCase(), "Crate of 12", "Count");
  await expect(units.dialog).toBeHidden();
  await expect(units.row(code)).toContainText("Crate of 12");
  await expect(units.row(code)).toContainText("Company");

  await units.add("sy", "Our square yard");
  await expect(units.dialog.getByRole("alert")).toHaveText(
    "SY is a built-in unit; built-in units cannot be added again or changed",
  );
  await units.dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(units.row("SY")).toContainText("Square yard");

  await units
    .row(code)
    .getByRole("button", { name: `Delete ${code}` })
    .click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(units.row(code)).toHaveCount(0);
});

test("an editor sees the units but cannot add one", async ({ page }) => {
  await signInByApi(page, "editor@acme.test");
  const units = new UnitsTab(page);
  await units.open();
  await expect(units.addButton).toHaveCount(0);
  await expect(units.row("SF").getByRole("button")).toHaveCount(0);
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
    const units = new UnitsTab(page);
    await units.open();
    await expect(page.locator("html")).toHaveClass(theme === "dark" ? /dark/ : /^(?!.*dark)/);
    // Nothing wider than the viewport (the tab list scrolls on its own).
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(overflow).toBeLessThanOrEqual(width);
    await screenshot(page, `units-tab-${width}-${theme}`);
    await screenshot(page, `units-tab-${width}-${theme}-full`, { fullPage: true });
    await units.addButton.click();
    await expect(units.dialog).toBeVisible();
    await units.dialog.getByRole("button", { name: "Add unit" }).click();
    await expect(units.dialog.getByText("Required").first()).toBeVisible();
    await screenshot(page, `units-dialog-${width}-${theme}`);
  } finally {
    await context.close();
  }
}

for (const width of [1280, 390]) {
  test(`${width} px: the Units tab in light and dark (screenshots)`, async ({ browser }) => {
    test.skip(!takingScreenshots, screenshotsSkipReason);
    for (const theme of ["light", "dark"] as const) await screenshots(browser, width, theme);
  });
}
