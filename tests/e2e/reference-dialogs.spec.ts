import { expect, test } from "@playwright/test";
import { signInByApi } from "./pages/login-page";

// Settings › Cost data: the cost code and building type dialogs check on submit, save, and close.

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => window.localStorage.setItem("dark-mode-promo-dismissed", "1"));
});

test("an admin adds a company cost code after the dialog asks for its code and title", async ({ page }) => {
  await signInByApi(page, "admin@acme.test");
  await page.goto("/settings/cost-data");
  const panel = page.getByRole("tabpanel", { name: "Cost codes" });
  await panel.getByRole("button", { name: "Add code" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a cost code" });
  await dialog.getByLabel("Classification").selectOption({ label: "Company" });
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.locator('[data-slot="field-error"]')).toHaveText(["Required", "Required"]);

  const code = `KIT-${Date.now() % 100_000}`;
  await dialog.getByLabel("Code", { exact: true }).fill(code);
  await dialog.getByLabel("Title").fill("Form kit concrete");
  await dialog.getByLabel("Rolls up to MasterFormat division (optional)").fill("03");
  await expect(dialog.locator('[data-slot="field-error"]')).toHaveCount(0);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  await panel.getByRole("searchbox", { name: "Search cost codes" }).fill(code);
  await expect(panel.getByRole("row").filter({ hasText: code })).toContainText("Form kit concrete");
});

test("an admin adds a building type category", async ({ page }) => {
  await signInByApi(page, "admin@acme.test");
  await page.goto("/settings/cost-data");
  await page.getByRole("tab", { name: "Building types" }).click();
  const panel = page.getByRole("tabpanel", { name: "Building types" });
  await panel.getByRole("button", { name: "Add building type" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a building type" });
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.locator('[data-slot="field-error"]')).toHaveText("Required");
  const name = `Kit hall ${Date.now() % 100_000}`;
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  await expect(panel.getByRole("heading", { name })).toBeVisible();
});
