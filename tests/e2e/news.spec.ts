import { expect, test } from "@playwright/test";
import { signInByApi } from "./pages/login-page";
import { ProductPage } from "./pages/product-page";

test("/product lists the seeded updates newest first, dates written like 'Oct 15, 2025'", async ({
  page,
}) => {
  await signInByApi(page, "viewer@acme.test");
  const product = new ProductPage(page);
  await product.open();
  const dates = await product.dates();
  expect(dates.length).toBeGreaterThanOrEqual(15);
  expect(dates).toEqual([...dates].sort().reverse());
  const newestSeeded = product.item("Legacy V1 estimates are being phased out");
  await expect(newestSeeded.locator("time")).toHaveText("Oct 15, 2025");
  await expect(newestSeeded).toContainText("Convert to V2");
  const titles = await product.items.getByRole("heading", { level: 2 }).allTextContents();
  expect(titles.indexOf("Legacy V1 estimates are being phased out")).toBeLessThan(
    titles.indexOf("Group and filter the detailed budget"),
  );
  // The sanitised HTML renders as markup, links opening safely in a new tab.
  const link = product.item("Public API").getByRole("link", { name: "support@plinth.example" });
  await expect(link).toHaveAttribute("href", "mailto:support@plinth.example");
});

test("opening /product sets the last-seen cookie to the newest title for 365 days", async ({
  page,
  context,
}) => {
  await signInByApi(page, "editor@acme.test");
  const newest = await (await page.request.get("/api/v1/news?limit=1")).json();
  const newestTitle: string = newest.content[newest.query[0]].title;
  expect((await context.cookies()).find((c) => c.name === "last-seen-news-title")).toBeUndefined();
  await new ProductPage(page).open();
  await expect
    .poll(async () => (await context.cookies()).find((c) => c.name === "last-seen-news-title")?.value)
    .toBe(encodeURIComponent(newestTitle));
  const cookie = (await context.cookies()).find((c) => c.name === "last-seen-news-title")!;
  const days = (cookie.expires - Date.now() / 1000) / 86_400;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThanOrEqual(365);
});

test("staff add an update: it appears first, sanitised, and can be deleted after a confirmation", async ({
  page,
}) => {
  await signInByApi(page, "staff@plinth.test");
  const product = new ProductPage(page);
  await product.open();
  const title = `Faster template selection ${Date.now()}`;
  await product.add({
    title,
    description:
      '<p>Templates open <strong>60% faster</strong>.<img src=x onerror="window.pwned=1"></p><script>window.pwned=1</script>',
  });
  await expect(product.items.first().getByRole("heading", { level: 2 })).toHaveText(title);
  await expect(product.items.first().locator("strong")).toHaveText("60% faster");
  await expect(product.items.first().locator("img, script")).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
  // Still first after a reload (it was saved), then gone after the delete (keeps the run's data as seeded).
  await page.reload();
  await expect(product.items.first().getByRole("heading", { level: 2 })).toHaveText(title);
  await product.remove(title);
  await expect(product.item(title)).toHaveCount(0);
});

test("staff see validation messages in the form", async ({ page }) => {
  await signInByApi(page, "staff@plinth.test");
  const product = new ProductPage(page);
  await product.open();
  await product.addButton.click();
  const dialog = page.getByRole("dialog", { name: "Add update" });
  await dialog.getByRole("button", { name: "Add update" }).click();
  await expect(dialog.getByText("Required")).toHaveCount(2);
  await dialog.getByLabel("Title").fill("x");
  await expect(dialog.getByText("Required")).toHaveCount(1);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
});

test("a customer user sees no Add, Edit or Delete", async ({ page }) => {
  await signInByApi(page, "admin@acme.test");
  const product = new ProductPage(page);
  await product.open();
  await expect(product.items.first()).toBeVisible();
  await expect(product.addButton).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^(Edit|Delete) / })).toHaveCount(0);
});
