import { randomUUID } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { screenshot, takingScreenshots as shots } from "./fixtures/screenshots";
import { signInByApi } from "./pages/login-page";

// Bid packages and the bidders directory (issue 14a): a package made from budget lines in the estimate's Bids
// tab (its budget the lines' sum, to the cent), and a bidder added in Settings › Bidders. SCREENSHOTS also
// saves both screens (light, dark, phone).

async function shoot(page: Page, name: string) {
  if (!shots) return;
  for (const dark of [false, true]) {
    await page.evaluate((d) => {
      localStorage.setItem("dark-mode-promo-dismissed", "1");
      localStorage.setItem("theme", d ? "dark" : "light");
      document.documentElement.classList.toggle("dark", d);
    }, dark);
    // Colours ease over 150 ms after the theme changes (and a closed dialog's overlay fades out).
    await page.waitForTimeout(400);
    await screenshot(page, `${name}${dark ? "-dark" : ""}`);
  }
}

test("a package from budget lines in the Bids tab; a bidder in Settings › Bidders", async ({ page }) => {
  test.setTimeout(60_000);
  const tag = randomUUID().slice(0, 6);
  await signInByApi(page, "editor@acme.test");
  const api = page.request;
  const estimate = await (await api.post("/api/v1/estimate", { data: { name: `Bids ${tag}` } })).json();
  const lines = await api.post(`/api/v1/estimate/${estimate.uid}/line`, {
    data: {
      create: [
        {
          client_key: "a",
          cost_code: "03 30 00",
          description: "Slab on grade",
          quantity: 3,
          unit_cost_cents: 123_456,
        },
        {
          client_key: "b",
          cost_code: "09 21 16",
          description: "Gypsum board",
          quantity: 1,
          unit_cost_cents: 99_999,
        },
        { client_key: "c", cost_code: "09 91 00", description: "Painting", lump_sum_cents: 50_001 },
      ],
    },
  });
  expect(lines.status()).toBe(200);

  await page.goto(`/estimate/${estimate.uid}`);
  await page.getByRole("tab", { name: "Bids" }).click();
  await expect(page.getByText("No bid packages yet.")).toBeVisible();
  await page.getByRole("button", { name: "New package" }).click();
  const detail = page.getByTestId("bid-package-detail");
  await detail.getByLabel("Name", { exact: true }).fill("Drywall and paint");
  await detail.getByLabel("Trade").selectOption("09");
  await detail.getByRole("checkbox", { name: "09 21 16 Gypsum board" }).check();
  await detail.getByRole("checkbox", { name: "09 91 00 Painting" }).check();
  await expect(detail.getByTestId("bid-lines-total")).toHaveText("2 lines · $1,500.00");
  await detail.getByLabel("New scope item").fill("Level 5 finish at lobby");
  await detail.getByRole("button", { name: "Add", exact: true }).click();
  await detail.getByRole("button", { name: "Create package" }).click();
  await expect(detail.getByTestId("bid-package-status")).toHaveText("Draft");
  await expect(detail.getByTestId("bid-package-detail-budget")).toHaveText("$1,500.00");
  await detail.evaluate((el) => el.closest("[role=dialog]")?.scrollTo(0, 0));
  await shoot(page, "bids-package-detail");
  // Its Close button (Escape would first dismiss the 'created' toast, the newer layer).
  await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
  await expect(page.getByRole("dialog")).toBeHidden();
  const card = page.getByTestId("bid-package-card").filter({ hasText: "Drywall and paint" });
  await expect(card.getByTestId("bid-package-budget")).toHaveText("$1,500.00");
  await expect(card).toContainText("0 invited · 0 submitted");
  await shoot(page, "bids-tab");
  // A line in that package is locked for the next one, shown with its package's name.
  await page.getByRole("button", { name: "New package" }).click();
  await expect(detail.getByText("in “Drywall and paint”")).toHaveCount(2);
  await expect(detail.getByRole("checkbox", { name: "09 21 16 Gypsum board" })).toBeDisabled();
  await page.keyboard.press("Escape");

  await page.goto("/settings/bidders");
  await page.getByRole("button", { name: "New bidder" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Company name").fill(`Apex Drywall ${tag}`);
  await dialog.locator("#bidder-trades").selectOption("09");
  await dialog.getByLabel("Service area").fill("Houston metro");
  await dialog.getByLabel("Prequalified").check();
  await dialog.getByRole("button", { name: "Add contact" }).click();
  await dialog.getByLabel("Contact 1 name").fill("Dana Apex");
  await dialog.getByLabel("Contact 1 email").fill(`dana-${tag}@apex.test`);
  await dialog.getByRole("button", { name: "Add bidder" }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByTestId("bidder-row").filter({ hasText: `Apex Drywall ${tag}` });
  await expect(row).toContainText("09 Finishes");
  await expect(row).toContainText("Prequalified");
  await expect(row).toContainText("Dana Apex");
  await shoot(page, "bidders-page");
  if (shots) {
    await page.setViewportSize({ width: 390, height: 844 });
    await shoot(page, "bidders-page-phone");
    await page.goto(`/estimate/${estimate.uid}`);
    await page.getByRole("tab", { name: "Bids" }).click();
    await expect(page.getByTestId("bid-package-card")).toBeVisible();
    await shoot(page, "bids-tab-phone");
    await page.getByTestId("bid-package-card").click();
    await expect(detail.getByTestId("bid-package-status")).toBeVisible();
    await detail.evaluate((el) => el.closest("[role=dialog]")?.scrollTo(0, 0));
    await shoot(page, "bids-package-detail-phone");
  }
});
