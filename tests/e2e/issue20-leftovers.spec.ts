import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { signInByApi } from "./pages/login-page";

// Issue 20's leftovers: the browser's Back button asks before leaving unsaved changes (and its buttons say
// what they do); saves, invites and deletes confirm with a toast; the phone dashboard's document order is its
// screen order; normalised figures show the index values behind their factors; the new estimate form shows
// what a linked project gives it; an assembly drags from the library panel into the grid; the dark-mode promo
// shows beside the header's theme button at 1024–1279 px. SCREENSHOTS=dir saves what these screens look like.
const shots = process.env.SCREENSHOTS;

async function post<T = { uid: string; name: string }>(
  request: APIRequestContext,
  path: string,
  data: unknown,
) {
  const res = await request.post(path, { data });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return (await res.json()) as T;
}

const dismissPromo = (page: Page) =>
  page.context().addInitScript(() => window.localStorage.setItem("dark-mode-promo-dismissed", "1"));

async function shoot(page: Page, name: string) {
  if (!shots) return;
  for (const theme of ["light", "dark"] as const) {
    await page.evaluate((t) => {
      document.documentElement.classList.toggle("dark", t === "dark");
      document.documentElement.style.colorScheme = t;
    }, theme);
    await page.screenshot({ path: `${shots}/issue20-${name}-${theme}.png` });
  }
  await page.evaluate(() => {
    document.documentElement.classList.remove("dark");
    document.documentElement.style.colorScheme = "light";
  });
}

test("Back asks before leaving unsaved changes: Stay on page keeps them, Leave without saving goes", async ({
  page,
}) => {
  await dismissPromo(page);
  await signInByApi(page, "admin@acme.test");
  await page.goto("/estimate");
  await page.goto("/settings/company");
  const name = page.getByLabel("Company Name");
  await expect(name).toBeEditable();
  const original = await name.inputValue();
  // Typed, as a person types (a key press is the user activation the browser wants before a history entry).
  await name.click();
  await name.press("End");
  await page.keyboard.type(" (draft)");
  await expect(name).toHaveValue(`${original} (draft)`);

  const dialog = page.getByRole("dialog", { name: "Leave without saving?" });
  await page.goBack();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Cancel" })).toHaveCount(0);
  await shoot(page, "leave-dialog");
  await dialog.getByRole("button", { name: "Stay on page" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/settings\/company$/);
  await expect(name).toHaveValue(`${original} (draft)`);

  // Asked again on the next Back, and this time it leaves, without the browser's own prompt.
  await page.goBack();
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Leave without saving" }).click();
  await expect(page).toHaveURL(/\/estimate$/);
  await expect(page.getByTestId("estimate-list")).toBeVisible();

  // Typed and taken back (clean again, as after a save): nothing is asked, and one Back leaves the page.
  await page.goto("/settings/company");
  await name.click();
  await name.press("End");
  await page.keyboard.type("xy");
  await page.keyboard.press("Backspace");
  await page.keyboard.press("Backspace");
  await expect(name).toHaveValue(original);
  await page.goBack();
  await expect(page).toHaveURL(/\/estimate$/);
  await expect(dialog).toHaveCount(0);
});

test("saves confirm with a toast (an API key created, a comparison renamed)", async ({ page }) => {
  await dismissPromo(page);
  await signInByApi(page, "admin@acme.test");
  await page.goto("/settings/api-keys");
  const key = `Toast key ${Date.now()}`;
  await page.getByRole("button", { name: "New API key" }).click();
  await page.getByLabel("Name").fill(key);
  await page.getByRole("button", { name: "Create key" }).click();
  await expect(page.getByText(`API key “${key}” created`).first()).toBeVisible();
  await shoot(page, "toast-api-key");
  await page.getByRole("button", { name: "Done" }).click();

  const comparison = await post(page.request, "/api/v1/comparison", { name: `Toast cmp ${Date.now()}` });
  await page.goto(`/comparison/${comparison.uid}`);
  await page.getByRole("button", { name: "Rename", exact: true }).click();
  const rename = page.getByRole("dialog", { name: "Rename comparison" });
  await rename.getByLabel("Name").fill(`${comparison.name} (renamed)`);
  await rename.getByRole("button", { name: "Rename" }).click();
  await expect(page.getByText("Comparison renamed").first()).toBeVisible();
});

test("on a phone the dashboard's document order is its screen order: estimates, projects, key figures", async ({
  page,
}) => {
  await dismissPromo(page);
  await signInByApi(page, "editor@acme.test");
  const order = () =>
    page.evaluate(() => {
      const ids = ["estimate-cards", "kpi-cards"];
      const found = ids.map((id) =>
        document.querySelector(`[data-testid="dashboard-figures"] [data-testid^="${id}"]`),
      );
      const [estimates, figures] = found as HTMLElement[];
      const wrappers = [...document.querySelectorAll<HTMLElement>('[data-testid="dashboard-figures"] > div')];
      return {
        estimatesFirstInDom: Boolean(
          estimates.compareDocumentPosition(figures) & Node.DOCUMENT_POSITION_FOLLOWING,
        ),
        estimatesFirstOnScreen: estimates.getBoundingClientRect().top < figures.getBoundingClientRect().top,
        cssOrders: wrappers.map((w) => getComputedStyle(w).order),
      };
    });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/dashboard");
  await expect(page.getByTestId("kpi-cards")).toBeVisible();
  await expect
    .poll(order)
    .toEqual({ estimatesFirstInDom: true, estimatesFirstOnScreen: true, cssOrders: ["0", "0", "0"] });
  await shoot(page, "dashboard-390");

  // Wider, the key figures lead, on the screen and in the document alike.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect
    .poll(order)
    .toEqual({ estimatesFirstInDom: false, estimatesFirstOnScreen: false, cssOrders: ["0", "0", "0"] });
});

test("normalised figures show the index values behind their factors (comparison, library panel)", async ({
  page,
}) => {
  await dismissPromo(page);
  await signInByApi(page, "editor@acme.test");
  const stamp = Date.now();
  const project = await post<{ uid: string; record_uid: string }>(page.request, "/api/v1/project", {
    name: `Factors ${stamp}`,
    city: "New York",
    state: "NY",
    record: {
      stage: "final",
      cost_basis_date: "2022-06-15",
      metrics: { gsf: 50_000 },
      costs: [{ cost_code: "03 30 00", description: "Concrete", amount_cents: 1_000_000_00 }],
    },
  });
  const comparison = await post(page.request, "/api/v1/comparison", {
    name: `Factors ${stamp}`,
    record_uids: [project.record_uid],
    target_location: "TX",
  });
  await page.goto(`/comparison/${comparison.uid}`);
  const factors = page.getByTestId("item-factors").first();
  await expect(factors).toContainText(/× \d\.\d+ location \(\d[\d.,]* \/ \d[\d.,]*\)/);
  await shoot(page, "comparison-factors");

  await post(page.request, "/api/v1/cost-item", {
    cost_code: "09 21 16",
    description: `Board ${stamp}`,
    unit: "SF",
    unit_cost_cents: 200,
    price_date: "2025-01-01",
    location: "NY",
  });
  const est = await post(page.request, "/api/v1/estimate", { name: `Factors ${stamp}`, state: "TX" });
  await page.goto(`/estimate/${est.uid}`);
  await page.getByRole("button", { name: "Library panel" }).click();
  const panel = page.getByTestId("library-panel");
  await panel.getByLabel("Search the library").fill(`Board ${stamp}`);
  // The panel lists the library's other items until the search has answered: wait for this test's own.
  const item = panel.getByTestId("library-panel-item").filter({ hasText: `Board ${stamp}` });
  await expect(item).toContainText(/location \(\d[\d.,]* \/ \d[\d.,]*\)/);
  await shoot(page, "library-panel-factors");
});

test("an assembly drags from the library panel into the grid and asks its driver quantity", async ({
  page,
}) => {
  await dismissPromo(page);
  await signInByApi(page, "editor@acme.test");
  const stamp = Date.now();
  const stud = await post(page.request, "/api/v1/cost-item", {
    cost_code: "09 22 16",
    description: `Stud ${stamp}`,
    unit: "LF",
    unit_cost_cents: 300,
    price_date: "2026-01-01",
  });
  await post(page.request, "/api/v1/assembly", {
    name: `Wall ${stamp}`,
    driver: "WALL",
    driver_unit: "LF",
    items: [{ cost_item_uid: stud.uid, formula: "WALL * 3" }],
  });
  const est = await post(page.request, "/api/v1/estimate", { name: `Drag ${stamp}` });
  await page.goto(`/estimate/${est.uid}`);
  await expect(page.getByTestId("budget-grid")).toBeVisible();
  await page.getByRole("button", { name: "Library panel" }).click();
  const panel = page.getByTestId("library-panel");
  await panel.getByLabel("Search the library").fill(`Wall ${stamp}`);
  const assembly = panel.getByTestId("library-panel-assembly");
  await expect(assembly).toHaveCount(1);
  await assembly.dragTo(page.getByTestId("budget-grid"));
  const quantity = panel.getByLabel(/Driver quantity/);
  await expect(quantity).toBeFocused();
  await page.keyboard.type("10");
  await page.keyboard.press("Enter");
  await expect(page.locator('[role=row][aria-rowindex="1"] [data-col="quantity"]')).toContainText("30", {
    timeout: 10_000,
  });
});

test("the new estimate form shows what a linked project gives it", async ({ page }) => {
  await dismissPromo(page);
  await signInByApi(page, "editor@acme.test");
  const types = (await (await page.request.get("/api/v1/reference/building-type")).json()) as {
    content: Record<string, { uid: string; label: string; level: number }>;
  };
  const type = Object.values(types.content).find((t) => t.level === 2)!;
  const name = `Linked ${Date.now()}`;
  await post(page.request, "/api/v1/project", {
    name,
    client: "Harbor Holdings",
    city: "Houston",
    state: "TX",
    metro: "houston-tx",
    building_type_uid: type.uid,
    record: {
      stage: "final",
      cost_basis_date: "2024-06-15",
      metrics: { gsf: 120_000, units: 90 },
      costs: [{ cost_code: "03 30 00", description: "Concrete", amount_cents: 1_000_000_00 }],
    },
  });
  await page.goto("/estimate/add");
  await page.getByLabel("Project").fill(name);
  await page.getByRole("option", { name: new RegExp(name) }).click();
  await expect(page.getByLabel("Client")).toHaveValue("Harbor Holdings");
  await expect(page.getByLabel("Location")).toHaveValue("Houston, TX");
  await expect(page.getByLabel("Building type")).toHaveValue(type.uid);
  const takes = page.getByTestId("project-takes");
  await expect(takes).toContainText(type.label);
  await expect(page.getByTestId("project-takes-inputs")).toContainText("GSF 120,000 SF");
  await expect(page.getByTestId("project-takes-inputs")).toContainText("UNITS 90 EA");
  await shoot(page, "new-estimate-project");
  await page.setViewportSize({ width: 390, height: 844 });
  await takes.scrollIntoViewIfNeeded();
  await shoot(page, "new-estimate-project-390");
});

test("the dark-mode promo shows beside the theme button at 1024–1279 px, inside the header", async ({
  page,
}) => {
  await signInByApi(page, "editor@acme.test");
  for (const width of [1024, 1152]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/estimate");
    const promo = page.getByTestId("dark-mode-promo");
    await expect(promo).toBeVisible();
    const header = (await page.locator("header").first().boundingBox())!;
    const box = (await promo.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(header.y);
    expect(box.y + box.height).toBeLessThanOrEqual(header.y + header.height);
    // Nothing in the header is pushed off the screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    if (shots)
      await page.screenshot({
        path: `${shots}/issue20-promo-${width}.png`,
        clip: { x: 0, y: 0, width, height: 120 },
      });
  }
});
