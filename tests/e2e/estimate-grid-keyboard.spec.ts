import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { screenshot, screenshotsSkipReason, takingScreenshots as shots } from "./fixtures/screenshots";
import { signInByApi } from "./pages/login-page";
import { Toasts } from "./pages/toasts";

// The budget grid like a spreadsheet, and no keyboard trap: Tab leaves it from a cell not being typed in,
// Enter after a Tab run goes back to where the run began, the cost type is a list, a viewer is told it is
// read only.
test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => window.localStorage.setItem("dark-mode-promo-dismissed", "1"));
});

async function createEstimate(request: APIRequestContext, name: string) {
  const created = await request.post("/api/v1/estimate", { data: { name } });
  expect(created.status()).toBe(201);
  return (await created.json()).uid as string;
}

const grid = (page: Page) => page.getByTestId("budget-grid");
const cell = (page: Page, row: number, col: string) =>
  page.locator(`[role=row][aria-rowindex="${row + 1}"] [data-col="${col}"]`);

/** The cell the grid announces as current (aria-activedescendant). */
async function currentCell(page: Page) {
  const id = await grid(page).getAttribute("aria-activedescendant");
  return page.locator(`[id="${id}"]`).getAttribute("data-cell");
}

test("Tab leaves the grid; Enter after a Tab run returns to its first column; the cost type is a list", async ({
  page,
}) => {
  await signInByApi(page, "editor@acme.test");
  const uid = await createEstimate(page.request, `Grid keys ${Date.now()}`);
  await page.goto(`/estimate/${uid}`);
  await expect(grid(page)).toBeVisible();
  await expect(page.getByTestId("grid-shortcuts")).toContainText("Tab/Shift+Tab leave the grid");
  await grid(page).focus();

  // A run of Tabs while typing, then Enter: the next row, in the column the run began (the description).
  await page.keyboard.type("03 30 00");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Slab on grade");
  await page.keyboard.press("Enter");
  await expect.poll(() => currentCell(page)).toBe("1:0");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.type("Rebar");
  await page.keyboard.press("Tab");
  await page.keyboard.type("2");
  await page.keyboard.press("Tab");
  await page.keyboard.type("TON");
  await page.keyboard.press("Enter");
  await expect.poll(() => currentCell(page)).toBe("2:1");
  await expect(cell(page, 1, "unit")).toHaveText("TON");

  // From a cell not being typed in, Tab leaves the grid and Shift+Tab comes back.
  await page.keyboard.press("Tab");
  await expect(grid(page)).not.toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(grid(page)).toBeFocused();

  // The cost type: the ▾ opens the list with each type's letter; a click takes one, a letter another.
  await cell(page, 0, "cost_type").click();
  await cell(page, 0, "cost_type").getByTestId("cost-type-open").click();
  const list = page.getByRole("listbox", { name: "Cost type" });
  await expect(list.getByRole("option")).toHaveText([
    "Materialm",
    "Laborl",
    "Equipmente",
    "Subcontracts",
    "Othero",
    "None",
  ]);
  await list.getByRole("option", { name: /Labor/ }).click();
  await expect(cell(page, 0, "cost_type")).toHaveText("Labor");
  await cell(page, 1, "cost_type").click();
  await page.keyboard.type("m");
  await expect(list.getByRole("option", { selected: true })).toHaveText("Materialm");
  await page.keyboard.press("Enter");
  await expect(cell(page, 1, "cost_type")).toHaveText("Material");

  await expect(page.getByTestId("save-state")).toHaveAttribute("data-state", "saved");
  const body = await (await page.request.get(`/api/v1/estimate/${uid}`)).json();
  const f: string[] = body.lines.fields;
  const types = (body.lines.rows as unknown[][]).map((r) => r[f.indexOf("cost_type")]);
  expect(types).toEqual(["labor", "material"]);
});

test("a viewer typing in the grid is told once that it is read only", async ({ page }) => {
  await signInByApi(page, "editor@acme.test");
  const uid = await createEstimate(page.request, `Grid viewer ${Date.now()}`);
  await signInByApi(page, "viewer@acme.test");
  await page.goto(`/estimate/${uid}`);
  await grid(page).focus();
  await page.keyboard.type("12");
  const toasts = new Toasts(page);
  await expect(toasts.withText("This estimate is read only for you")).toHaveCount(1);
  await expect(page.getByTestId("cell-editor")).toHaveCount(0);
  await expect(page.getByTestId("grid-shortcuts")).toContainText("Read only");
});

// SCREENSHOTS saves the grid scrolled sideways (frozen columns, the hint, the cost type list) in light,
// dark and at phone width.
test("screenshots of the grid", async ({ page }) => {
  test.skip(!shots, screenshotsSkipReason);
  await signInByApi(page, "editor@acme.test");
  const created = await page.request.post("/api/v1/estimate", { data: { name: `Grid shots ${Date.now()}` } });
  const estimate = await created.json();
  const base = { direct: true, markups: [], running_total: false };
  await page.request.put(`/api/v1/estimate/${estimate.uid}/markup`, {
    data: {
      markups: [{ uid: "tax", name: "Sales tax", kind: "percent", percent: 8.25, base, material_only: true }],
    },
    headers: { "If-Match": `"${estimate.version}"` },
  });
  const line = (i: number, cost_type: string | null, alternate = false) => ({
    cost_code: `09 ${20 + i} 00`,
    description: `Interior finishes, package ${i + 1}`,
    quantity: 100 + i * 10,
    unit: "SF",
    unit_cost_cents: 1250 + i * 100,
    cost_type,
    alternate,
  });
  const types = ["material", null, "labor", "material", null, "subcontract", "equipment", "material"];
  await page.request.post(`/api/v1/estimate/${estimate.uid}/line`, {
    data: { create: types.map((t, i) => line(i, t, i === 3)) },
  });
  for (const [name, dark, width] of [
    ["grid", false, 1280],
    ["grid-dark", true, 1280],
    ["grid-phone", false, 390],
  ] as const) {
    await page.setViewportSize({ width, height: 800 });
    await page.addInitScript((d) => window.localStorage.setItem("theme", d ? "dark" : "light"), dark);
    await page.goto(`/estimate/${estimate.uid}`);
    if (width < 600) {
      await page.waitForTimeout(500);
      await screenshot(page, `${name}`);
      continue;
    }
    await expect(grid(page)).toBeVisible();
    await cell(page, 2, "cost_type").click();
    await cell(page, 2, "cost_type").getByTestId("cost-type-open").click();
    await grid(page).evaluate((el) => {
      el.scrollLeft = 300;
    });
    await page.waitForTimeout(300);
    await screenshot(page, `${name}`);
  }
});
