import { expect, type Page, test } from "@playwright/test";
import { signInByApi } from "./pages/login-page";
import { ProductPage } from "./pages/product-page";

// The screen-load policy (lib/ui/screen-load.ts) through a real lazily loaded screen: the staff news form's
// code is fetched on first use. The page's clock runs on, but the tests jump it over the 1 s retry and the 3 s
// countdown instead of waiting them out.
const chunks = "**/_next/static/chunks/**";

async function blockChunks(page: Page) {
  let blocked = 0;
  await page.route(chunks, (route) => {
    blocked++;
    return route.abort("failed");
  });
  return () => blocked;
}

test("a screen whose code fails to load is retried, then the app reloads with retry=1", async ({ page }) => {
  await signInByApi(page, "staff@plinth.test");
  await page.clock.install();
  const product = new ProductPage(page);
  await product.open();
  // The signed-in app is ready (its realtime client, which loads in its own chunk, included) before the
  // chunks are cut off: only the news form's code may fail here.
  await expect(product.addButton).toBeVisible();
  const blocked = await blockChunks(page);
  await product.addButton.click();
  await expect.poll(blocked).toBeGreaterThanOrEqual(1);
  await page.clock.fastForward(1_000);
  const screen = page.getByTestId("app-update-screen");
  await expect(screen).toHaveAttribute("data-mode", "reload", { timeout: 5_000 });
  await expect(screen).toContainText("New app version available");
  await expect(screen).toContainText("Reloading...");
  expect(blocked()).toBeGreaterThanOrEqual(2);
  // A new deploy's chunks are there again: the reload brings the app back.
  await page.unroute(chunks);
  await page.clock.fastForward(3_000);
  await page.waitForURL(/\/product\?retry=1$/, { timeout: 6_000 });
  await product.addButton.click();
  await expect(page.getByRole("dialog", { name: "Add update" })).toBeVisible();
  // Once a screen loaded, the address is tidied so a later failure starts the flow afresh.
  await expect(page).toHaveURL(/\/product$/);
});

test("a failure again on the reloaded page shows 'An error occurred loading the app'", async ({ page }) => {
  await signInByApi(page, "staff@plinth.test");
  await ProductPage.skipDarkModePromo(page);
  await page.clock.install();
  await page.goto("/product?retry=1");
  const product = new ProductPage(page);
  await expect(product.addButton).toBeVisible();
  const blocked = await blockChunks(page);
  await product.addButton.click();
  await expect.poll(blocked).toBeGreaterThanOrEqual(1);
  await page.clock.fastForward(1_000);
  const screen = page.getByTestId("app-update-screen");
  await expect(screen).toHaveAttribute("data-mode", "failed", { timeout: 5_000 });
  await expect(screen.getByRole("alert")).toContainText("An error occurred loading the app");
  // No countdown and no reload, however long it stays.
  await page.clock.fastForward(3_500);
  await expect(page).toHaveURL(/\/product\?retry=1$/);
});
