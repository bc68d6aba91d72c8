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

test("an unknown or foreign estimate, record or comparison answers HTTP 404 under the app's header", async ({
  page,
}) => {
  await signInByApi(page, "admin@acme.test");
  for (const path of [
    "/estimate/00000000-0000-4000-8000-00000000abcd",
    "/estimate/not-a-uid",
    "/project-record/00000000-0000-4000-8000-00000000abcd",
    "/comparison/00000000-0000-4000-8000-00000000abcd",
  ]) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
    await expect(page.getByTestId("error-panel")).toHaveAttribute("data-status", "404");
    await expect(page.getByRole("link", { name: "Project Database" })).toBeVisible();
  }
});

test("the dashboard shows the latest product updates", async ({ page }) => {
  await signInByApi(page, "admin@birch.test");
  await page.goto("/dashboard");
  const card = page.getByTestId("latest-updates");
  await expect(card.getByRole("listitem")).toHaveCount(3);
  await card.getByRole("link", { name: "All updates" }).click();
  await expect(page).toHaveURL(/\/product$/);
});

test("the first Tab stop skips the header to the page's main content", async ({ page }) => {
  await signInByApi(page, "viewer@acme.test");
  await page.goto("/project");
  await expect(page.getByRole("link", { name: "Project Database" })).toBeVisible();
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.locator("main#main")).toBeFocused();
  await expect(page.getByRole("button", { name: /^User menu \([A-Z]{1,2}\)$/ })).toBeVisible();
});
