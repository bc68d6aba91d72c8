import { expect, test } from "@playwright/test";
import { signInByApi } from "./pages/login-page";
import { SettingsPage } from "./pages/settings-page";

// An admin issues an API key, an integration uses it, the admin revokes it; the API reference describes it all.
test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => window.localStorage.setItem("dark-mode-promo-dismissed", "1"));
});

test("an admin issues a key (shown once), it reads the API, and revoking it stops it at once", async ({
  page,
  playwright,
}) => {
  await signInByApi(page, "admin@acme.test");
  const settings = new SettingsPage(page);
  await settings.open("api-keys");
  const name = `Nightly export ${Date.now()}`;
  await page.getByRole("button", { name: "New API key" }).click();
  await page.getByRole("button", { name: "Create key" }).click();
  await expect(page.locator("#api-key-name-error")).toHaveText("Required");
  await page.getByLabel("Name").fill(name);
  await page.getByRole("button", { name: "Create key" }).click();
  const secret = await page.getByTestId("api-key-secret").inputValue();
  expect(secret).toMatch(/^plk_/);
  await page.getByRole("button", { name: "Done" }).click();
  const row = page.getByTestId(`api-key-row-${name}`);
  await expect(row).toContainText(secret.slice(0, 8));
  await expect(row).toContainText("viewer");

  const integration = await playwright.request.newContext({
    baseURL: test.info().project.use.baseURL,
    extraHTTPHeaders: { authorization: `Bearer ${secret}` },
  });
  const company = await integration.get("/api/v1/company");
  expect(company.status()).toBe(200);
  expect((await company.json()).company_name).toBe("Acme Builders");
  expect((await integration.put("/api/v1/company", { data: { company_name: "Nope" } })).status()).toBe(403);

  await row.getByRole("button", { name: "Revoke" }).click();
  await page.getByRole("button", { name: "Revoke key" }).click();
  await expect(row).toHaveCount(0);
  expect((await integration.get("/api/v1/company")).status()).toBe(401);
  await integration.dispose();
});

test("the API reference lists the endpoints with their guards; an editor has no API keys section", async ({
  page,
}) => {
  await signInByApi(page, "admin@acme.test");
  await page.goto("/settings/api-keys");
  await page.getByRole("link", { name: "API reference" }).click();
  await expect(page).toHaveURL(/\/api-reference$/);
  await expect(page.getByRole("heading", { name: "Plinth API" })).toBeVisible();
  const keys = page.locator("#postApiV1ApiKey");
  await expect(keys).toContainText("/api/v1/api-key");
  await expect(keys).toContainText("Needs the admin role or above.");
  const doc = await page.request.get("/api/v1/openapi.json");
  expect((await doc.json()).openapi).toBe("3.1.0");

  await signInByApi(page, "editor@acme.test");
  await page.goto("/settings/company");
  await expect(page.getByRole("link", { name: "API keys" })).toHaveCount(0);
  await page.goto("/settings/api-keys");
  await expect(page.getByText("Only company admins can open this section.")).toBeVisible();
});
