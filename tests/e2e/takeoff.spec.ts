import path from "node:path";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { screenshot, takingScreenshots as shots } from "./fixtures/screenshots";
import { AppHeader } from "./pages/app-header";
import { signInByApi } from "./pages/login-page";

// Import a takeoff file into an estimate: the format is detected, a classification's unit mapped, the
// changes previewed and applied; the editor marks the linked lines. Then a revised file: the preview shows
// old → new quantities, applying updates the lines without adding any, and the same file again has nothing
// to apply. SCREENSHOTS also saves the page in light, dark and at phone width.

const fixtures = path.join(import.meta.dirname, "../fixtures/takeoff");

test.beforeEach(async ({ page }) => {
  await AppHeader.skipDarkModePromo(page);
});

async function newEstimate(page: Page) {
  const res = await page.request.post("/api/v1/estimate", {
    data: { name: `Takeoff ${Date.now().toString(36)}` },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).uid as string;
}

async function lineCount(page: Page, uid: string) {
  const res = await page.request.get(`/api/v1/estimate/${uid}`);
  return ((await res.json()).lines.rows as unknown[]).length;
}

async function chooseFile(page: Page, name: string) {
  await page.getByTestId("takeoff-file").setInputFiles(path.join(fixtures, name));
  await expect(page.getByTestId("takeoff-detected")).toContainText(name);
}

test("import a takeoff file, map, apply, then re-import a revised file and see the diff", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signInByApi(page, "editor@acme.test");
  const uid = await newEstimate(page);
  await page.goto(`/estimate/${uid}`);
  await page.getByTestId("import-takeoff").click();
  await expect(page).toHaveURL(new RegExp(`/estimate/${uid}/import-from-togal$`));
  await expect(page.getByRole("heading", { name: "Import takeoff" })).toBeVisible();

  await chooseFile(page, "togal-export.csv");
  await expect(page.getByTestId("takeoff-detected")).toContainText("Detected: Takeoff service export");
  await expect(page.getByTestId("takeoff-detected")).toContainText("600 rows");
  await expect(page.getByTestId("takeoff-classification")).toHaveCount(24);
  await expect(page.getByTestId("takeoff-summary")).toContainText("24 new lines");

  // LVT in square yards: the mapping changed, so the apply waits for a fresh preview.
  await page.getByLabel("Unit for 09 65 19 LVT Flooring").selectOption("SY");
  await expect(page.getByTestId("takeoff-apply")).toBeDisabled();
  await page.getByRole("button", { name: "Preview changes" }).click();
  await expect(page.getByTestId("takeoff-change").filter({ hasText: "LVT Flooring" })).toContainText("SY");
  if (shots) await screenshots(browser, uid);
  await page.getByTestId("takeoff-apply").click();
  await expect(page).toHaveURL(new RegExp(`/estimate/${uid}$`));
  await expect(page.getByTestId("takeoff-source").first()).toBeVisible();
  expect(await lineCount(page, uid)).toBe(24);
  if (shots) await screenshot(page, `takeoff-editor-marks`);

  // The revised set: quantities to update, old → new, no new lines.
  await page.goto(`/estimate/${uid}/import-from-togal`);
  await chooseFile(page, "togal-export-revised.csv");
  await expect(page.getByTestId("takeoff-summary")).toContainText("0 new lines");
  await expect(page.getByTestId("takeoff-summary")).toContainText("8 quantities to update");
  await expect(page.getByTestId("takeoff-change").first()).toContainText("→");
  if (shots) await screenshot(page, `takeoff-diff-light`, { fullPage: true });
  await page.getByTestId("takeoff-apply").click();
  await expect(page).toHaveURL(new RegExp(`/estimate/${uid}$`));
  expect(await lineCount(page, uid)).toBe(24);

  // The same file again changes nothing.
  await page.goto(`/estimate/${uid}/import-from-togal`);
  await chooseFile(page, "togal-export-revised.csv");
  await expect(page.getByTestId("takeoff-nothing")).toBeVisible();
  await expect(page.getByTestId("takeoff-apply")).toHaveText("Nothing to apply");
  await expect(page.getByTestId("takeoff-apply")).toBeDisabled();

  // Unlinking keeps the line and its quantity.
  await page.getByTestId("takeoff-links").locator("summary").click();
  await page.getByRole("button", { name: "Unlink 09 65 19 LVT Flooring" }).click();
  await expect(page.getByText("Line unlinked").first()).toBeVisible();
  await expect(page.getByTestId("takeoff-links").locator("summary")).toContainText("23 lines linked");
  expect(await lineCount(page, uid)).toBe(24);
});

test("a file with problems names the row and column and cannot be applied", async ({ page }) => {
  await signInByApi(page, "editor@acme.test");
  const uid = await newEstimate(page);
  await page.goto(`/estimate/${uid}/import-from-togal`);
  await page.getByTestId("takeoff-file").setInputFiles({
    name: "bad.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(
      "Classification,Measurement Type,Quantity,Unit,Page\nSlab,Area,lots,SF,A-101\nCurb,Linear,10,LF,C-101\n",
    ),
  });
  await expect(page.getByTestId("takeoff-errors")).toContainText(
    'Row 2, column Quantity: "lots" is not a number',
  );
  await expect(page.getByTestId("takeoff-apply")).toBeDisabled();
});

/** The page mid-import in light and dark at desktop width, and at 390 px in light. */
async function screenshots(browser: Browser, uid: string) {
  for (const [theme, width, height] of [
    ["light", 1280, 900],
    ["dark", 1280, 900],
    ["light", 390, 844],
  ] as const) {
    const context = await browser.newContext({
      viewport: { width, height },
      baseURL: test.info().project.use.baseURL,
    });
    await context.addInitScript((t) => {
      window.localStorage.setItem("theme", t);
      window.localStorage.setItem("dark-mode-promo-dismissed", "1");
    }, theme);
    const page = await context.newPage();
    await signInByApi(page, "editor@acme.test");
    await page.goto(`/estimate/${uid}/import-from-togal`);
    await chooseFile(page, "togal-export.csv");
    await screenshot(page, `takeoff-${theme}-${width}`, { fullPage: true });
    await context.close();
  }
}
