import { expect, type Page, test } from "@playwright/test";
import { screenshot, screenshotsSkipReason, takingScreenshots } from "./fixtures/screenshots";
import { signInByApi } from "./pages/login-page";

// The estimate list's row menu archives and deletes (each asks first, then says so in a toast), and a kit
// form with unsaved changes holds an in-app link click for the 'Leave without saving?' dialog.
test.beforeEach(async ({ context, page }) => {
  await context.addInitScript(() => window.localStorage.setItem("dark-mode-promo-dismissed", "1"));
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInByApi(page, "admin@acme.test");
});

async function createEstimate(page: Page, name: string) {
  const res = await page.request.post("/api/v1/estimate", { data: { name } });
  expect(res.status()).toBe(201);
}

async function rowMenu(page: Page, name: string, item: "Archive…" | "Delete…") {
  await page.goto(`/estimate?q=${encodeURIComponent(name)}`);
  await expect(page.getByTestId("estimate-row").filter({ hasText: name })).toBeVisible();
  await page.getByRole("button", { name: `Actions for ${name}` }).click();
  await page.getByRole("menuitem", { name: item }).click();
}

test("archive and delete from the row menu", async ({ page }) => {
  const stamp = Date.now().toString(36);
  const archiveName = `Row archive ${stamp}`;
  const deleteName = `Row delete ${stamp}`;
  await createEstimate(page, archiveName);
  await createEstimate(page, deleteName);

  await rowMenu(page, archiveName, "Archive…");
  const archive = page.getByRole("dialog", { name: `Archive "${archiveName}"?` });
  await archive.getByRole("button", { name: "Archive" }).click();
  await expect(page.getByText("Estimate archived").first()).toBeVisible();
  await expect(archive).toHaveCount(0);
  // The default list leaves archived estimates out; the Archived filter still finds it.
  await expect(page.getByTestId("estimates-empty")).toBeVisible();
  await page.goto(`/estimate?q=${encodeURIComponent(archiveName)}&status=archived`);
  await expect(page.getByTestId("estimate-row").filter({ hasText: archiveName })).toBeVisible();

  await rowMenu(page, deleteName, "Delete…");
  const remove = page.getByRole("dialog", { name: `Delete "${deleteName}"?` });
  // Cancel keeps the estimate.
  await remove.getByRole("button", { name: "Cancel" }).click();
  await expect(remove).toHaveCount(0);
  await expect(page.getByTestId("estimate-row").filter({ hasText: deleteName })).toBeVisible();
  await page.getByRole("button", { name: `Actions for ${deleteName}` }).click();
  await page.getByRole("menuitem", { name: "Delete…" }).click();
  await remove.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Estimate deleted").first()).toBeVisible();
  await expect(page.getByTestId("estimate-row").filter({ hasText: deleteName })).toHaveCount(0);
  await expect(page.getByTestId("estimates-empty")).toBeVisible();
});

test("a form with unsaved changes asks before an in-app link leaves it", async ({ page }) => {
  await page.goto("/settings/company");
  const name = page.getByLabel("Company Name");
  await expect(name).toBeEditable();
  const original = await name.inputValue();
  await name.fill(`${original} (draft)`);

  const link = page.getByRole("link", { name: "Estimate", exact: true }).first();
  await link.click();
  const dialog = page.getByRole("dialog", { name: "Leave without saving?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Stay on page" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/settings\/company$/);
  await expect(name).toHaveValue(`${original} (draft)`);

  await link.click();
  await dialog.getByRole("button", { name: "Leave without saving" }).click();
  await expect(page).toHaveURL(/\/estimate$/);
  await expect(page.getByTestId("estimate-list")).toBeVisible();
});

test("the row menu and its confirm dialog (screenshots)", async ({ page }) => {
  test.skip(!takingScreenshots, screenshotsSkipReason);
  const name = `Row shots ${Date.now().toString(36)}`;
  await createEstimate(page, name);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    for (const theme of ["light", "dark"] as const) {
      await page.goto(`/estimate?q=${encodeURIComponent(name)}`);
      await page.evaluate((t) => window.localStorage.setItem("theme", t), theme);
      await page.reload();
      await page.getByRole("button", { name: `Actions for ${name}` }).click();
      const menu = page.getByRole("menu");
      await expect(menu.getByRole("menuitem", { name: "Delete…" })).toBeVisible();
      await menu.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((x) => x.finished)));
      await screenshot(page, `estimate-row-menu-${width}-${theme}`);
      await page.getByRole("menuitem", { name: "Delete…" }).click();
      const dialog = page.getByRole("dialog", { name: `Delete "${name}"?` });
      await expect(dialog).toBeVisible();
      // Past its opening animation, so the picture shows the dialog as it rests.
      await dialog.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((x) => x.finished)));
      await screenshot(page, `estimate-row-delete-${width}-${theme}`);
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await expect(dialog).toHaveCount(0);
    }
  }
});
