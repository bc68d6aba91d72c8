import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { screenshot, screenshotsSkipReason, takingScreenshots as shots } from "./fixtures/screenshots";
import { signInByApi } from "./pages/login-page";

// The cost library in the budget grid, by keyboard: insert an assembly on a driver quantity and re-drive it by
// changing that input; take a unit cost from what past jobs paid, with the source kept on the line.
test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => window.localStorage.setItem("dark-mode-promo-dismissed", "1"));
});

async function post(request: APIRequestContext, path: string, data: unknown) {
  const res = await request.post(path, { data });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return res.json();
}

const cell = (page: Page, row: number, col: string) =>
  page.locator(`[role=row][aria-rowindex="${row + 1}"] [data-col="${col}"]`);

test("insert an assembly by keyboard, re-drive it, and take a unit cost from history", async ({ page }) => {
  await signInByApi(page, "editor@acme.test");
  const stamp = Date.now();
  const item = (code: string, description: string, cents: number) =>
    post(page.request, "/api/v1/cost-item", {
      cost_code: code,
      description,
      unit: "SF",
      unit_cost_cents: cents,
      price_date: "2026-01-01",
    });
  const board = await item("09 21 16", `Gypsum board ${stamp}`, 200);
  const paint = await item("09 91 23", `Paint ${stamp}`, 100);
  await post(page.request, "/api/v1/assembly", {
    name: `Partition ${stamp}`,
    driver: "WALL",
    driver_unit: "LF",
    items: [
      { cost_item_uid: board.uid, formula: "WALL * 20" },
      { cost_item_uid: paint.uid, formula: "WALL * 10" },
    ],
  });
  // A past estimate priced the code: history offers its median.
  const past = await post(page.request, "/api/v1/estimate", { name: `Past ${stamp}` });
  const pastCode = `99 ${String(stamp).slice(-4)} 00`;
  await post(page.request, `/api/v1/estimate/${past.uid}/line`, {
    create: [
      { client_key: "a", cost_code: pastCode, unit: "EA", quantity: 1, unit_cost_cents: 1000 },
      { client_key: "b", cost_code: pastCode, unit: "EA", quantity: 1, unit_cost_cents: 3000 },
    ],
  });
  const est = await post(page.request, "/api/v1/estimate", { name: `Library ${stamp}` });
  await page.goto(`/estimate/${est.uid}`);
  await expect(page.getByTestId("budget-grid")).toBeVisible();

  // Alt+L, type, Enter on the assembly, type the driver quantity, Enter.
  await page.keyboard.press("Alt+KeyL");
  const dialog = page.getByTestId("library-dialog");
  const search = dialog.getByLabel("Search the cost library");
  await expect(search).toBeFocused();
  await page.keyboard.type(`Partition ${stamp}`);
  await expect(dialog.getByTestId("library-assembly")).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Enter");
  await expect(dialog.getByLabel(/Driver quantity/)).toBeFocused();
  await page.keyboard.type("10");
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(cell(page, 0, "quantity")).toContainText("200", { timeout: 10_000 });
  await expect(cell(page, 1, "quantity")).toContainText("100");
  // 200 SF × $2 + 100 SF × $1
  await expect(page.getByTestId("direct-total")).toContainText("$500");

  // Re-drive: the Inputs tab holds WALL; 10 → 25 moves the whole group.
  await page.getByRole("tab", { name: /Inputs/ }).click();
  const value = page.getByLabel("WALL value");
  await value.fill("25");
  await value.press("Tab");
  await expect(cell(page, 0, "quantity")).toContainText("500");
  await page.getByRole("tab", { name: "Summary" }).click();
  await expect(page.getByTestId("direct-total")).toContainText("$1,250");

  // History: the code's past median ($20.00 of $10 and $30), taken by Enter as a line with its source.
  await page.keyboard.press("Alt+KeyL");
  await expect(search).toBeFocused();
  await page.keyboard.type(pastCode);
  const history = dialog.getByTestId("library-history");
  await expect(history).toContainText("median $20.00");
  await page.keyboard.press("Enter");
  await expect(cell(page, 2, "cost_code")).toHaveText(pastCode);
  await expect(cell(page, 2, "unit_cost")).toContainText("20.00");
  await expect
    .poll(async () => {
      const again = await (await page.request.get(`/api/v1/estimate/${est.uid}`)).json();
      const sourceAt = again.lines.fields.indexOf("source");
      return again.lines.rows.map((r: unknown[]) => r[sourceAt]);
    })
    .toContainEqual(expect.stringMatching(/^History: median of 2/));
});

// Typing in the grid searches the library: ↓ Enter fills the line at the item's price; Enter with nothing
// highlighted writes the typed text. The side panel inserts by its Insert button and by a drag onto a line.
test("pick an item from a cell's suggestions, and insert from the side panel", async ({ page }) => {
  await signInByApi(page, "editor@acme.test");
  const stamp = Date.now();
  const word = `Zinc${stamp}`;
  const item = (description: string, cents: number) =>
    post(page.request, "/api/v1/cost-item", {
      cost_code: "05 50 00",
      description,
      unit: "LF",
      unit_cost_cents: cents,
      price_date: "2026-01-01",
    });
  const angle = await item(`${word} angle`, 1234);
  await item(`${word} channel`, 5678);
  const est = await post(page.request, "/api/v1/estimate", { name: `Suggest ${stamp}` });
  const priced = await (
    await page.request.get(`/api/v1/cost-item/${angle.uid}?estimate_uid=${est.uid}`)
  ).json();
  const price = ((priced.normalised?.unit_cost_cents ?? priced.unit_cost_cents) / 100).toFixed(2);
  await page.goto(`/estimate/${est.uid}`);
  await expect(page.getByTestId("budget-grid")).toBeVisible();

  await cell(page, 0, "description").click();
  await page.keyboard.type(`${word} ang`);
  const editor = page.getByTestId("cell-editor");
  await expect(editor).toHaveValue(`${word} ang`); // no keystroke lost to the list
  const suggestions = page.getByTestId("cell-suggestion");
  await expect(suggestions).toHaveCount(1);
  await expect(editor).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("ArrowDown");
  await expect(suggestions.first()).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Enter");
  await expect(cell(page, 0, "description")).toContainText(`${word} angle`);
  await expect(cell(page, 0, "unit_cost")).toContainText(price);

  // Enter with nothing highlighted writes the text as typed.
  await cell(page, 1, "description").click();
  await page.keyboard.type(`${word} an`);
  await expect(page.getByTestId("cell-suggestions")).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(cell(page, 1, "description")).toHaveText(`${word} an`);

  // The side panel: Insert adds at the end; a drag onto line 1 inserts before it.
  await page.getByRole("button", { name: "Library panel" }).click();
  const panel = page.getByTestId("library-panel");
  await panel.getByLabel("Search the library").fill(`${word} channel`);
  const channel = panel.getByTestId("library-panel-item");
  await expect(channel).toHaveCount(1);
  await channel.getByRole("button", { name: `Insert ${word} channel` }).click();
  await expect(cell(page, 2, "description")).toContainText(`${word} channel`);
  await channel.dragTo(cell(page, 0, "unit"));
  await expect(cell(page, 0, "description")).toContainText(`${word} channel`);
  await expect(cell(page, 1, "description")).toContainText(`${word} angle`);
});

// SCREENSHOTS saves Settings › Cost library and the grid's library search, light, dark and phone width.
test("screenshots of the cost library", async ({ page }) => {
  test.skip(!shots, screenshotsSkipReason);
  test.setTimeout(90_000); // five pages, three of them full-page captures
  await signInByApi(page, "editor@acme.test");
  const stamp = Date.now();
  const first = await post(page.request, "/api/v1/cost-item", {
    cost_code: "09 21 16",
    description: `Gypsum board 5/8 in type X, one side ${stamp}`,
    unit: "SF",
    unit_cost_cents: 215,
    split: { labor_cents: 120, material_cents: 95 },
    cost_type: "subcontract",
    source: "Supplier quote",
    price_date: "2025-06-01",
    location: "TX",
  });
  // The price moved since an estimate took it.
  const est = await post(page.request, "/api/v1/estimate", { name: `Library shots ${stamp}`, state: "TX" });
  await post(page.request, `/api/v1/estimate/${est.uid}/line`, {
    create: [
      {
        client_key: "a",
        cost_code: "09 21 16",
        description: "Gypsum board",
        quantity: 1200,
        unit: "SF",
        unit_cost_cents: 200,
        cost_item_uid: first.uid,
        library_cents: 200,
        source: "Library",
      },
    ],
  });
  for (const [name, dark, width] of [
    ["library", false, 1280],
    ["library-dark", true, 1280],
    ["library-phone", false, 390],
  ] as const) {
    await page.setViewportSize({ width, height: 800 });
    await page.addInitScript((d) => window.localStorage.setItem("theme", d ? "dark" : "light"), dark);
    await page.goto("/settings/cost-library");
    await expect(page.getByTestId("cost-item-list")).toBeVisible();
    await screenshot(page, `${name}`, { fullPage: true });
    if (width < 600) {
      // On a phone the side panel is a sheet.
      await page.goto(`/estimate/${est.uid}`);
      await page.getByRole("button", { name: "Library", exact: true }).click();
      await expect(page.getByTestId("library-panel-item").first()).toBeVisible();
      await page.waitForTimeout(600); // the sheet's slide-in
      await screenshot(page, `${name}-panel`);
      continue;
    }
    await page.goto(`/estimate/${est.uid}`);
    await expect(page.getByTestId("library-moved")).toBeVisible();
    await page.keyboard.press("Alt+KeyL");
    await expect(page.getByLabel("Search the cost library")).toBeFocused();
    await page.keyboard.type("09 2");
    await expect(page.getByTestId("library-item").first()).toBeVisible();
    // The results of the whole query, not of a keystroke before it.
    await expect(page.getByTestId("library-item").filter({ hasNotText: /^09 2/ })).toHaveCount(0);
    await screenshot(page, `${name}-grid`);
    await page.keyboard.press("Escape");
    // The cell's suggestions as a description is typed, and the side panel.
    await page.locator('[role=row][aria-rowindex="2"] [data-col="description"]').click();
    await page.keyboard.type("gypsum");
    await page.keyboard.press("ArrowDown");
    await expect(page.getByTestId("cell-suggestion").first()).toHaveAttribute("aria-selected", "true");
    await screenshot(page, `${name}-suggest`);
    await page.keyboard.press("Escape");
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Library panel" }).click();
    await expect(page.getByTestId("library-panel-item").first()).toBeVisible();
    await screenshot(page, `${name}-panel`);
  }
});
