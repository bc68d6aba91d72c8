import { expect, type Page, test } from "@playwright/test";
import { screenshot, takingScreenshots as shots } from "./fixtures/screenshots";
import { signInByApi } from "./pages/login-page";
import { Toasts } from "./pages/toasts";

// Bulk operations in the budget grid (issue 20): lines selected by keyboard, re-priced +10% through the Bulk
// edit menu — the direct cost changes to the cent (half-cent unit costs round away from zero) and Ctrl+Z puts
// it back, on screen and on the server — then one set-field operation. SCREENSHOTS also saves the menu and
// the dialog (light, dark), the toolbar at 800 px and the phone layout.

async function shoot(page: Page, name: string) {
  if (!shots) return;
  for (const dark of [false, true]) {
    await page.evaluate((d) => {
      localStorage.setItem("theme", d ? "dark" : "light");
      document.documentElement.classList.toggle("dark", d);
    }, dark);
    await page.waitForTimeout(400);
    await screenshot(page, `${name}${dark ? "-dark" : ""}`);
  }
}

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => window.localStorage.setItem("dark-mode-promo-dismissed", "1"));
});

const cell = (page: Page, row: number, col: string) =>
  page.locator(`[role=row][aria-rowindex="${row + 1}"] [data-col="${col}"]`);

/** The lines' unit costs and cost types as the server has them. */
async function serverLines(page: Page, uid: string) {
  const body = await (await page.request.get(`/api/v1/estimate/${uid}`)).json();
  const f: string[] = body.lines.fields;
  return (body.lines.rows as unknown[][]).map((r) => ({
    unit_cost_cents: r[f.indexOf("unit_cost_cents")],
    cost_type: r[f.indexOf("cost_type")],
  }));
}

test("select lines, re-price +10% (to the cent), undo; set the cost type of many lines", async ({ page }) => {
  test.setTimeout(45_000);
  await signInByApi(page, "editor@acme.test");
  const created = await page.request.post("/api/v1/estimate", { data: { name: `Bulk ${Date.now()}` } });
  const uid = (await created.json()).uid as string;
  const lines = await page.request.post(`/api/v1/estimate/${uid}/line`, {
    data: {
      create: [
        { cost_code: "03 30 00", description: "Slab", quantity: "10", unit: "SF", unit_cost_cents: 1235 },
        { cost_code: "05 12 00", description: "Steel", quantity: "3", unit: "TON", unit_cost_cents: 9999 },
        { cost_code: "09 29 00", description: "Tape", quantity: "1", unit: "LF", unit_cost_cents: 5 },
        { cost_code: "09 91 00", description: "Paint", quantity: "2", unit: "EA", unit_cost_cents: 10000 },
      ],
    },
  });
  expect(lines.status()).toBe(200);
  await page.goto(`/estimate/${uid}`);
  const direct = page.getByTestId("direct-total");
  // 10 × 12.35 + 3 × 99.99 + 1 × 0.05 + 2 × 100.00
  await expect(direct).toHaveText("$623.52");
  const menu = page.getByTestId("bulk-menu");
  await expect(menu).toHaveText("Bulk edit");

  // The first three lines, by keyboard: a click, Shift+↓ twice; Shift+Tab reaches Bulk edit.
  await cell(page, 0, "description").click();
  await page.keyboard.press("Shift+ArrowDown");
  await page.keyboard.press("Shift+ArrowDown");
  await expect(menu).toHaveText("Bulk edit · 3 lines");
  await page.keyboard.press("Shift+Tab");
  await expect(menu).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("menuitem", { name: "Re-price…" })).toBeVisible();
  await shoot(page, "bulk-menu");
  await page.getByRole("menuitem", { name: "Re-price…" }).click();
  const dialog = page.getByRole("dialog", { name: "Re-price 3 lines" });
  await dialog.getByLabel("Percentage").fill("10");
  await shoot(page, "bulk-reprice-dialog");
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(new Toasts(page).withText("3 lines re-priced by +10%")).toBeVisible();
  // 10 × 13.59 (13.585) + 3 × 109.99 (109.989) + 1 × 0.06 (0.055) + 2 × 100.00, the last not selected
  await expect(direct).toHaveText("$665.93");
  await expect(page.getByTestId("save-state")).toHaveAttribute("data-state", "saved");
  expect((await serverLines(page, uid)).map((l) => l.unit_cost_cents)).toEqual([1359, 10999, 6, 10000]);

  // One undo step puts every line back, saved too.
  await page.keyboard.press("Control+z");
  await expect(direct).toHaveText("$623.52");
  await expect(page.getByTestId("save-state")).toHaveAttribute("data-state", "saved");
  await expect
    .poll(async () => (await serverLines(page, uid)).map((l) => l.unit_cost_cents))
    .toEqual([1235, 9999, 5, 10000]);

  // Set a field: the cost type of the three selected lines.
  await menu.click();
  await page.getByRole("menuitem", { name: "Set a field…" }).click();
  const set = page.getByRole("dialog", { name: "Set a field on 3 lines" });
  await set.getByLabel("Cost type", { exact: true }).selectOption("labor");
  await shoot(page, "bulk-set-field-dialog");
  await set.getByRole("button", { name: "Apply" }).click();
  await expect(new Toasts(page).withText("Cost type set to Labor on 3 lines")).toBeVisible();
  for (const r of [0, 1, 2]) await expect(cell(page, r, "cost_type")).toHaveText("Labor");
  await expect(cell(page, 3, "cost_type")).not.toHaveText("Labor");
  await expect(page.getByTestId("save-state")).toHaveAttribute("data-state", "saved");
  expect((await serverLines(page, uid)).map((l) => l.cost_type)).toEqual(["labor", "labor", "labor", null]);

  if (shots) {
    await page.setViewportSize({ width: 800, height: 900 });
    await shoot(page, "bulk-toolbar-800");
    await page.setViewportSize({ width: 390, height: 844 });
    await shoot(page, "bulk-phone");
  }
});
