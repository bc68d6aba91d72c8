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

test("the cost data tabs follow the keyboard: arrows, Home and End open the tab they reach", async ({
  page,
}) => {
  await signInByApi(page, "viewer@acme.test");
  await page.goto("/settings/cost-data");
  const first = page.getByRole("tab", { name: "Cost codes" });
  await expect(first).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel", { name: "Cost codes" })).toBeVisible();
  // One tab stop: only the open tab is in the tab order.
  await expect(page.getByRole("tab", { name: "Units" })).toHaveAttribute("tabindex", "-1");

  await first.focus();
  await page.keyboard.press("ArrowRight");
  const types = page.getByRole("tab", { name: "Building types" });
  await expect(types).toBeFocused();
  await expect(types).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel", { name: "Building types" })).toBeVisible();
  await expect(page.getByRole("tabpanel", { name: "Cost codes" })).toHaveCount(0);

  await page.keyboard.press("End");
  await expect(page.getByRole("tab", { name: "Escalation" })).toBeFocused();
  await expect(page.getByRole("tabpanel", { name: "Escalation" })).toBeVisible();
  await page.keyboard.press("ArrowRight"); // wraps to the first
  await expect(first).toBeFocused();
  await page.keyboard.press("ArrowLeft"); // and back to the last
  await expect(page.getByRole("tab", { name: "Escalation" })).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Home");
  await expect(page.getByRole("tabpanel", { name: "Cost codes" })).toBeVisible();
});
