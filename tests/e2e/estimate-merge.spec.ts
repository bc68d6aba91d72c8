import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { signInByApi } from "./pages/login-page";
import { Toasts } from "./pages/toasts";

// A stale save of the inputs (412) merges instead of dropping the user's change: someone else's save is
// slipped in just before the editor's PUT reaches the server, so the 412 is certain, not a race.

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => window.localStorage.setItem("dark-mode-promo-dismissed", "1"));
});

async function estimateWithInputs(request: APIRequestContext) {
  const created = await request.post("/api/v1/estimate", { data: { name: `Merge ${Date.now()}` } });
  expect(created.status()).toBe(201);
  const estimate = await created.json();
  const inputs = await request.put(`/api/v1/estimate/${estimate.uid}/inputs`, {
    data: {
      inputs: [
        { name: "GSF", unit: "SF", value: 10_000 },
        { name: "UNITS", unit: "EA", value: 100 },
      ],
    },
    headers: { "If-Match": `"${estimate.version}"` },
  });
  expect(inputs.status()).toBe(200);
  return estimate.uid as string;
}

async function serverInputs(request: APIRequestContext, uid: string) {
  const body = await (await request.get(`/api/v1/estimate/${uid}`)).json();
  return Object.fromEntries(
    (body.estimate.inputs as { name: string; value: number }[]).map((i) => [i.name, i.value]),
  );
}

/** The admin saves `values` through the API just before the editor's next PUT /inputs goes out. */
async function someoneSavesFirst(
  page: Page,
  admin: APIRequestContext,
  uid: string,
  values: Record<string, number>,
) {
  await page.route(
    `**/api/v1/estimate/${uid}/inputs`,
    async (route) => {
      const open = await (await admin.get(`/api/v1/estimate/${uid}`)).json();
      const inputs = (
        open.estimate.inputs as { uid: string; name: string; unit: string; value: number }[]
      ).map((i) => ({ uid: i.uid, name: i.name, unit: i.unit, value: values[i.name] ?? i.value }));
      const put = await admin.put(`/api/v1/estimate/${uid}/inputs`, {
        data: { inputs },
        headers: { "If-Match": `"${open.estimate.version}"` },
      });
      expect(put.status()).toBe(200);
      await route.continue();
    },
    { times: 1 },
  );
}

async function adminContext(playwright: typeof import("@playwright/test")["request"], baseURL: string) {
  const admin = await playwright.newContext({ baseURL });
  expect(
    (
      await admin.post("/api/v1/auth/login", { data: { email: "admin@acme.test", password: "plinth-demo" } })
    ).status(),
  ).toBe(200);
  return admin;
}

test("a change to another input made meanwhile is kept beside mine", async ({ page, playwright }) => {
  await signInByApi(page, "editor@acme.test");
  const uid = await estimateWithInputs(page.request);
  const admin = await adminContext(playwright.request, test.info().project.use.baseURL!);
  await page.goto(`/estimate/${uid}`);
  await expect(page.getByTestId("budget-grid")).toBeVisible();
  await someoneSavesFirst(page, admin, uid, { UNITS: 130 });

  await page.getByRole("tab", { name: "Inputs" }).click();
  await page.getByLabel("GSF value").fill("12000");
  await page.getByLabel("GSF value").blur();
  const toast = new Toasts(page).withText("changed the inputs at the same time");
  await expect(toast).toContainText("Both changes are kept.");
  await expect.poll(() => serverInputs(page.request, uid)).toEqual({ GSF: 12_000, UNITS: 130 });
  await expect(page.getByLabel("UNITS value")).toHaveValue("130");
  await admin.dispose();
});

test("the same input changed by both: their value stands and I am told", async ({ page, playwright }) => {
  await signInByApi(page, "editor@acme.test");
  const uid = await estimateWithInputs(page.request);
  const admin = await adminContext(playwright.request, test.info().project.use.baseURL!);
  await page.goto(`/estimate/${uid}`);
  await expect(page.getByTestId("budget-grid")).toBeVisible();
  await someoneSavesFirst(page, admin, uid, { GSF: 15_000 });

  await page.getByRole("tab", { name: "Inputs" }).click();
  await page.getByLabel("GSF value").fill("12000");
  await page.getByLabel("GSF value").blur();
  const toast = new Toasts(page).withText("changed the inputs at the same time");
  await expect(toast).toContainText("Their GSF kept");
  await expect(page.getByLabel("GSF value")).toHaveValue("15000");
  await expect.poll(() => serverInputs(page.request, uid)).toEqual({ GSF: 15_000, UNITS: 100 });
  await admin.dispose();
});
