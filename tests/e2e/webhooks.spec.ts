import { createServer, type Server } from "node:http";
import { expect, test } from "@playwright/test";
import { screenshot, takingScreenshots as shots } from "./fixtures/screenshots";
import { signInByApi } from "./pages/login-page";

// An admin adds a webhook endpoint (a loopback receiver here; the e2e server allows loopback with
// OUTBOUND_ALLOW_LOOPBACK=1), sees its secret once, sends a test, sees it answered 200, redelivers it and
// rotates the secret; a viewer has no Settings › Webhooks. SCREENSHOTS also saves the Rotate dialog.
let server: Server;
let port = 0;
let received = 0;

test.beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      received++;
      res.writeHead(200, { "content-type": "text/plain" }).end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as { port: number }).port;
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => window.localStorage.setItem("dark-mode-promo-dismissed", "1"));
});

test("an admin adds an endpoint, tests, redelivers and rotates its secret; a viewer has no webhooks", async ({
  page,
}) => {
  await signInByApi(page, "admin@acme.test");
  await page.goto("/settings/webhooks");
  const url = `http://127.0.0.1:${port}/hook-${Date.now()}`;
  await page.getByRole("button", { name: "New endpoint" }).click();
  await page.getByLabel("Endpoint URL").fill(url);
  await page.getByRole("button", { name: "Add endpoint" }).click();
  const secret = await page.getByTestId("webhook-secret").inputValue();
  expect(secret).toMatch(/^whsec_/);
  await page.getByRole("button", { name: "Done" }).click();
  const card = page.getByTestId("webhook-endpoint").filter({ hasText: url });
  await expect(card).toBeVisible();
  await expect(card.getByTestId("webhook-secret")).toHaveCount(0);

  await card.getByRole("button", { name: "Send test" }).click();
  const row = card.getByTestId("webhook-delivery-row").first();
  await expect(async () => {
    await page.reload();
    await card.getByRole("button", { name: "Deliveries" }).click();
    await expect(row).toContainText("ping", { timeout: 2000 });
    await expect(row).toContainText("200", { timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  const before = received;
  await row.getByRole("button", { name: /^Redeliver/ }).click();
  await expect(async () => {
    expect(received).toBeGreaterThan(before);
    await page.reload();
    await card.getByRole("button", { name: "Deliveries" }).click();
    // Redeliver sends the delivery again: a second attempt on it or a new row in the log (loaded on opening).
    await expect(row).toBeVisible();
    const rows = await card.getByTestId("webhook-delivery-row").count();
    const attempts = await row.getByRole("cell").nth(3).innerText();
    expect(rows >= 2 || attempts.startsWith("2")).toBe(true);
  }).toPass({ timeout: 30_000 });

  await card.getByRole("button", { name: "Rotate secret" }).click();
  const confirm = page.getByRole("alertdialog").or(page.getByRole("dialog"));
  await expect(confirm).toContainText("Rotate the signing secret?");
  if (shots) {
    for (const [scheme, width] of [
      ["light", 1280],
      ["dark", 1280],
      ["light", 390],
      ["dark", 390],
    ] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width, height: 800 });
      await screenshot(page, `webhook-rotate-${scheme}-${width}`);
    }
  }
  await page.getByRole("button", { name: "Rotate secret" }).last().click();
  const rotated = await page.getByTestId("webhook-secret").inputValue();
  expect(rotated).toMatch(/^whsec_/);
  expect(rotated).not.toBe(secret);
  await page.getByRole("button", { name: "Done" }).click();
  await card.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("button", { name: "Delete endpoint" }).click();
  await expect(card).toHaveCount(0);

  await signInByApi(page, "viewer@acme.test");
  await page.goto("/settings/company");
  await expect(page.getByRole("link", { name: "Webhooks" })).toHaveCount(0);
});
