import { expect, test } from "@playwright/test";
import { signInByApi } from "./pages/login-page";

test("an unknown page shows the centred 404 panel with a way back", async ({ page }) => {
  await signInByApi(page, "viewer@acme.test");
  const res = await page.goto("/no-such-page");
  expect(res?.status()).toBe(404);
  const panel = page.getByTestId("error-panel");
  await expect(panel).toHaveAttribute("data-status", "404");
  await expect(panel.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await panel.getByRole("link", { name: "Back to the dashboard" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("the dashboard shows the latest product updates", async ({ page }) => {
  await signInByApi(page, "admin@birch.test");
  await page.goto("/dashboard");
  const card = page.getByTestId("latest-updates");
  await expect(card.getByRole("listitem")).toHaveCount(3);
  await card.getByRole("link", { name: "All updates" }).click();
  await expect(page).toHaveURL(/\/product$/);
});
