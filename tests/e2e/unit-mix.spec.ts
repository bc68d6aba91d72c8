import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import { screenshot, screenshotsSkipReason, takingScreenshots } from "./fixtures/screenshots";
import { signInByApi } from "./pages/login-page";

// The Unit mix panel (issue 13): build a mix in the editor and watch $/unit update, here and for someone
// else viewing the estimate; the panel in light, dark and at phone width (screenshots, with SCREENSHOTS).

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => window.localStorage.setItem("dark-mode-promo-dismissed", "1"));
});

async function createEstimate(request: APIRequestContext, name: string, buildingType?: string) {
  let building_type_uid: string | undefined;
  if (buildingType) {
    const types = await (await request.get("/api/v1/reference/building-type")).json();
    const found = Object.values(types.content as Record<string, { uid: string; label: string }>).find(
      (t) => t.label === buildingType,
    );
    building_type_uid = found?.uid;
  }
  const created = await request.post("/api/v1/estimate", { data: { name, building_type_uid } });
  expect(created.status()).toBe(201);
  const estimate = await created.json();
  const inputs = await request.put(`/api/v1/estimate/${estimate.uid}/inputs`, {
    data: { inputs: [{ name: "GSF", unit: "SF", value: 10000 }] },
    headers: { "If-Match": `"${estimate.version}"` },
  });
  expect(inputs.status()).toBe(200);
  const markups = await request.put(`/api/v1/estimate/${estimate.uid}/markup`, {
    data: { markups: [] },
    headers: { "If-Match": `"${(await inputs.json()).version}"` },
  });
  expect(markups.status()).toBe(200);
  // $1,000,000 of site work, whatever the mix.
  const lines = await request.post(`/api/v1/estimate/${estimate.uid}/line`, {
    data: {
      create: [{ client_key: "a", cost_code: "31 00 00", quantity: "1", unit_cost_cents: 100_000_000 }],
    },
  });
  expect(lines.status()).toBe(200);
  return estimate.uid as string;
}

async function openEditor(page: Page, uid: string) {
  await page.goto(`/estimate/${uid}`);
  await expect(page.getByTestId("estimate-editor")).toBeVisible();
}

const row = (page: Page, i: number) => page.getByTestId("unit-mix-row").nth(i);

test.describe("unit mix", () => {
  test("build a mix in the editor and watch $/unit update, also for a viewer", async ({ page, browser }) => {
    await signInByApi(page, "editor@acme.test");
    const uid = await createEstimate(page.request, `Unit mix ${Date.now()}`);

    // Someone viewing the same estimate.
    const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    await other.addInitScript(() => window.localStorage.setItem("dark-mode-promo-dismissed", "1"));
    const viewer = await other.newPage();
    await signInByApi(viewer, "viewer@acme.test");
    await openEditor(viewer, uid);

    await openEditor(page, uid);
    // Not a residential type: the mix is added from the summary.
    await page.getByRole("button", { name: /Add a unit mix/ }).click();
    const panel = page.getByTestId("unit-mix-panel");
    await expect(panel).toBeVisible();
    await panel.getByRole("button", { name: "Add unit type" }).click();
    await row(page, 0).getByLabel("Count").fill("10");
    await row(page, 0).getByLabel("Avg NRSF").fill("550");
    await expect(panel.getByTestId("unit-mix-per-unit")).toHaveText("$100,000");

    await panel.getByRole("button", { name: "Add unit type" }).click();
    await row(page, 1).getByLabel("Count").fill("30");
    await row(page, 1).getByLabel("Avg NRSF").fill("750");
    await expect(panel.getByTestId("unit-mix-units")).toHaveText("40");
    await expect(panel.getByTestId("unit-mix-per-unit")).toHaveText("$25,000");
    await expect(panel.getByTestId("unit-mix-status")).toHaveText("Saved", { timeout: 15_000 });

    // The summary and the inputs panel show what the mix derives.
    await page.getByRole("tab", { name: "Summary" }).click();
    await expect(page.getByTestId("per-unit")).toHaveText("$25,000.00");
    await expect(page.getByTestId("per-nrsf")).toHaveText(`$${(1_000_000 / 28_000).toFixed(2)}`);
    await page.getByRole("tab", { name: "Inputs" }).click();
    await expect(page.getByTestId("mix-input-UNITS")).toContainText("40");
    await expect(page.getByTestId("mix-inputs")).toContainText("from unit mix");

    // The viewer's summary follows live.
    await expect(viewer.getByTestId("per-unit")).toHaveText("$25,000.00", { timeout: 15_000 });
    await other.close();

    // Saved: a reload shows the mix.
    await page.reload();
    await page.getByRole("tab", { name: "Unit mix" }).click();
    await expect(page.getByTestId("unit-mix-units")).toHaveText("40");
  });

  test("a hand-entered UNITS input: the panel asks which to keep", async ({ page }) => {
    await signInByApi(page, "editor@acme.test");
    const uid = await createEstimate(page.request, `Conflict ${Date.now()}`);
    const open = await (await page.request.get(`/api/v1/estimate/${uid}`)).json();
    const inputs = await page.request.put(`/api/v1/estimate/${uid}/inputs`, {
      data: { inputs: [...open.estimate.inputs, { name: "UNITS", value: 7 }] },
      headers: { "If-Match": `"${open.estimate.version}"` },
    });
    expect(inputs.status()).toBe(200);
    await openEditor(page, uid);
    await page.getByRole("button", { name: /Add a unit mix/ }).click();
    const panel = page.getByTestId("unit-mix-panel");
    await panel.getByRole("button", { name: "Add unit type" }).click();
    await row(page, 0).getByLabel("Count").fill("20");
    const conflict = panel.getByTestId("unit-mix-conflict");
    await expect(conflict).toContainText("The estimate already has an input named UNITS");
    // The panel's $/unit divides by the mix's own count.
    await expect(panel.getByTestId("unit-mix-per-unit")).toHaveText("$50,000");
    await conflict.getByRole("button", { name: "Use the unit mix" }).click();
    await expect(conflict).toBeHidden();
    await expect(panel.getByTestId("unit-mix-status")).toHaveText("Saved");
    await page.getByRole("tab", { name: "Inputs" }).click();
    await expect(page.getByTestId("mix-input-UNITS")).toContainText("20");
    await expect
      .poll(
        async () => (await (await page.request.get(`/api/v1/estimate/${uid}`)).json()).estimate.inputs.length,
      )
      .toBe(1);
  });

  test("the panel in light, dark and at 390 px (screenshots)", async ({ browser, page }) => {
    test.skip(!takingScreenshots, screenshotsSkipReason);
    test.setTimeout(90_000);
    await signInByApi(page, "editor@acme.test");
    const uid = await createEstimate(page.request, `Garden ${Date.now()}`, "Multifamily › Garden");
    const current = await (await page.request.get(`/api/v1/estimate/${uid}/unit-mix`)).json();
    const saved = await page.request.put(`/api/v1/estimate/${uid}/unit-mix`, {
      data: {
        enabled: true,
        rows: [
          { type: "studio", count: 24, avg_nrsf: 520, beds: 1, baths: 1, market_rent_cents: 165_000 },
          { type: "1br", count: 96, avg_nrsf: 720, beds: 1, baths: 1, market_rent_cents: 195_000 },
          { type: "2br", count: 60, avg_nrsf: 1050, beds: 2, baths: 2, market_rent_cents: 260_000 },
          { type: "custom", name: "PENTHOUSE", count: 4, avg_nrsf: 1800, beds: 3, baths: 3.5 },
        ],
      },
      headers: { "If-Match": `"${current.version}"` },
    });
    expect(saved.status()).toBe(200);
    for (const [width, height] of [
      [1280, 900],
      [390, 844],
    ] as const) {
      for (const theme of ["light", "dark"] as const) {
        if (width === 390 && theme === "dark") continue;
        await shootPanel(browser, uid, width, height, theme);
      }
    }
  });
});

async function shootPanel(
  browser: Browser,
  uid: string,
  width: number,
  height: number,
  theme: "light" | "dark",
) {
  const context = await browser.newContext({
    viewport: { width, height },
    baseURL: test.info().project.use.baseURL,
  });
  await context.addInitScript((t) => {
    window.localStorage.setItem("theme", t);
    window.localStorage.setItem("dark-mode-promo-dismissed", "1");
  }, theme);
  try {
    const page = await context.newPage();
    await signInByApi(page, "editor@acme.test");
    await openEditor(page, uid);
    await page.getByRole("tab", { name: "Unit mix" }).click();
    await expect(page.getByTestId("unit-mix-comparison")).toContainText("n =");
    await screenshot(page, `unit-mix-${width}-${theme}`, { fullPage: width < 768 });
    if (width >= 768) {
      // The totals and the comparison, at the foot of the panel.
      await page.getByTestId("unit-mix-comparison").scrollIntoViewIfNeeded();
      await screenshot(page, `unit-mix-${width}-${theme}-totals`);
    }
  } finally {
    await context.close();
  }
}
