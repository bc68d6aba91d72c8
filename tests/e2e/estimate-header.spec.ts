import { type APIRequestContext, type Browser, expect, test } from "@playwright/test";
import { screenshot, screenshotsSkipReason, takingScreenshots } from "./fixtures/screenshots";
import { EstimateEditorPage } from "./pages/estimate-pages";
import { signInByApi } from "./pages/login-page";

// The estimate's details from inside the editor: an editor edits the header through the dialog
// and sees it at once and after a reload, a viewer has no way to, the location index shows in the summary,
// and a percent markup switched from markup on cost to margin on price reprices the grand total.

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => window.localStorage.setItem("dark-mode-promo-dismissed", "1"));
});

const tag = Date.now().toString(36);

/** $100,000.00 of direct cost and one 10% fee on it, marked up on cost: $110,000.00. */
async function createEstimate(request: APIRequestContext, name: string) {
  const created = await request.post("/api/v1/estimate", { data: { name } });
  expect(created.status()).toBe(201);
  const estimate = await created.json();
  // A new estimate copies the company's default markups; this one has only the fee.
  const markups = await request.put(`/api/v1/estimate/${estimate.uid}/markup`, {
    data: {
      markups: [
        {
          uid: "fee",
          name: "Fee",
          kind: "percent",
          percent: 10,
          base: { direct: true, markups: [], running_total: false },
        },
      ],
    },
    headers: { "If-Match": `"${estimate.version}"` },
  });
  expect(markups.status(), await markups.text()).toBe(200);
  const lines = await request.post(`/api/v1/estimate/${estimate.uid}/line`, {
    data: {
      create: [{ cost_code: "03 30 00", description: "Concrete", quantity: 1, lump_sum_cents: 10_000_000 }],
    },
  });
  expect(lines.status(), await lines.text()).toBe(200);
  expect((await lines.json()).totals.grand_total_cents).toBe(11_000_000);
  return estimate.uid as string;
}

async function serverEstimate(request: APIRequestContext, uid: string) {
  const res = await request.get(`/api/v1/estimate/${uid}`);
  expect(res.status()).toBe(200);
  return (await res.json()).estimate;
}

test.describe
  .serial("estimate details in the editor", () => {
    let uid = "";

    test("an editor edits the name and status through the dialog; the header shows them, also after a reload", async ({
      page,
    }) => {
      await signInByApi(page, "editor@acme.test");
      uid = await createEstimate(page.request, `Harbor School ${tag}`);
      const editor = new EstimateEditorPage(page);
      await editor.open(uid);
      await expect(editor.name).toHaveText(`Harbor School ${tag}`);
      await expect(editor.status).toHaveText("Draft");
      await expect(page.getByTestId("location-index")).toHaveCount(0);

      await editor.editDetails.click();
      await expect(editor.dialog).toBeVisible();
      await expect(editor.field("Name")).toHaveValue(`Harbor School ${tag}`);
      await editor.field("Name").fill(`Harbor Middle School ${tag}`);
      await editor.field("Number").fill(`HS-${tag}`);
      await editor.field("Status").selectOption("in_review");
      await editor.field("Client").fill("Harbor ISD");
      await editor.field("Location").fill("Houston, TX");
      await editor.field("State").selectOption("TX");
      await editor.field("Metro").selectOption("houston-tx");
      await editor.saveDetails();

      // Shown at once, without a reload.
      await expect(editor.name).toHaveText(`Harbor Middle School ${tag}`);
      await expect(page).toHaveTitle(`Harbor Middle School ${tag} · Plinth`);
      await expect(editor.status).toHaveText("In review");
      await expect(editor.facts).toHaveText(`HS-${tag} · Harbor ISD · Houston, TX · 1 line`);
      // Houston's sample index is 87.2 against a national 100.
      await expect(page.getByTestId("location-index")).toContainText(
        "Location index (reference only): Houston, TX × 0.872 vs national average",
      );

      await page.reload();
      await expect(editor.name).toHaveText(`Harbor Middle School ${tag}`);
      await expect(editor.status).toHaveText("In review");
      await expect(editor.facts).toContainText("Harbor ISD");
      await expect(page.getByTestId("location-index")).toContainText("Houston, TX × 0.872");
      expect(await serverEstimate(page.request, uid)).toMatchObject({
        name: `Harbor Middle School ${tag}`,
        status: "in_review",
        client: "Harbor ISD",
        metro: "houston-tx",
      });
    });

    test("a viewer sees the details but has no Edit details button", async ({ page }) => {
      await signInByApi(page, "viewer@acme.test");
      const editor = new EstimateEditorPage(page);
      await editor.open(uid);
      await expect(page.getByTestId("read-only")).toBeVisible();
      await expect(editor.name).toHaveText(`Harbor Middle School ${tag}`);
      await expect(editor.status).toHaveText("In review");
      await expect(editor.editDetails).toHaveCount(0);
      await editor.showPanel("Markups");
      await expect(editor.markupMethod("Fee")).toBeDisabled();
    });

    test("switching a percent markup to margin on price reprices the grand total, and it is saved", async ({
      page,
    }) => {
      await signInByApi(page, "editor@acme.test");
      const editor = new EstimateEditorPage(page);
      await editor.open(uid);
      // $100,000.00 + 10% of it.
      await expect(editor.grandTotal).toHaveText("$110,000.00");
      await editor.showPanel("Markups");
      await expect(editor.markupMethod("Fee")).toHaveValue("markup");
      await editor.markupMethod("Fee").selectOption("margin");
      await screenshot(page.getByTestId("markups-panel"), "estimate-header-markups");
      await editor.showPanel("Summary");
      // A 10% margin on price: $100,000.00 × 0.10 ÷ 0.90 = $11,111.11, so the fee is 10% of $111,111.11.
      await expect(editor.grandTotal).toHaveText("$111,111.11");
      // The markups save with the version the header save left (no 412 after editing the details).
      await expect
        .poll(async () => (await serverEstimate(page.request, uid)).markups[0]?.method, { timeout: 10_000 })
        .toBe("margin");
      expect((await serverEstimate(page.request, uid)).grand_total_cents).toBe(11_111_111);
      await page.reload();
      await expect(editor.grandTotal).toHaveText("$111,111.11");
    });

    test("the details dialog in light and dark, at 1280 px and on a phone (screenshots)", async ({
      browser,
    }) => {
      test.skip(!takingScreenshots, screenshotsSkipReason);
      test.setTimeout(90_000);
      for (const [width, height] of [
        [1280, 800],
        [390, 844],
      ] as const) {
        for (const theme of ["light", "dark"] as const) {
          await screenshotDialog(browser, uid, width, height, theme);
        }
      }
    });
  });

async function screenshotDialog(
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
    const editor = new EstimateEditorPage(page);
    await editor.open(uid);
    await expect(page.getByTestId("estimate-editor")).toHaveAttribute(
      "data-layout",
      width < 768 ? "phone" : "desktop",
    );
    await expect(editor.status).toBeVisible();
    const button = (await editor.editDetails.boundingBox())!;
    expect(button.x + button.width).toBeLessThanOrEqual(width);
    await screenshot(page, `estimate-header-${width}-${theme}`);
    await editor.editDetails.click();
    await expect(editor.dialog).toBeVisible();
    await expect(editor.field("Name")).toBeVisible();
    await screenshot(page, `estimate-header-dialog-${width}-${theme}`);
  } finally {
    await context.close();
  }
}
