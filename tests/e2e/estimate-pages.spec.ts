import { readFileSync } from "node:fs";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { AppHeader } from "./pages/app-header";
import { AddEstimatePage, EstimateListPage, estimateUrl, MarkupSettingsPage } from "./pages/estimate-pages";
import { signInByApi } from "./pages/login-page";
import { Toasts } from "./pages/toasts";

// The estimate pages around the editor: create (validation first), the list with its totals and URL
// filters, duplicate, the company's default markups copied into a new estimate, and who may see what.
// Names are unique per run so the seed's estimates never interfere.

const tag = Date.now().toString(36);
const name = `Riverside Clinic ${tag}`;
const copyName = `Riverside Clinic copy ${tag}`;

test.beforeEach(async ({ page }) => {
  await AppHeader.skipDarkModePromo(page);
});

const uidOf = (url: string) => url.split("/").pop()!;

/** Prices the estimate through the API: no markups, 20,000 GSF, $1,234,567.89 of lump sums. */
async function price(request: APIRequestContext, uid: string) {
  const open = await request.get(`/api/v1/estimate/${uid}`);
  expect(open.status()).toBe(200);
  const { estimate } = await open.json();
  const markups = await request.put(`/api/v1/estimate/${uid}/markup`, {
    data: { markups: [] },
    headers: { "if-match": `"${estimate.version}"` },
  });
  expect(markups.status(), await markups.text()).toBe(200);
  const inputs = await request.put(`/api/v1/estimate/${uid}/inputs`, {
    data: { inputs: [{ name: "GSF", label: "Gross square feet", unit: "SF", value: 20_000 }] },
    headers: { "if-match": `"${(await markups.json()).version}"` },
  });
  expect(inputs.status(), await inputs.text()).toBe(200);
  const lines = await request.post(`/api/v1/estimate/${uid}/line`, {
    data: {
      create: [
        { cost_code: "03 30 00", description: "Concrete", quantity: 1, lump_sum_cents: 100_000_000 },
        {
          cost_code: "09 21 16",
          description: "Gypsum board",
          quantity: "GSF * 2",
          unit: "SF",
          unit_cost_cents: 583.4445,
        },
      ],
    },
  });
  expect(lines.status(), await lines.text()).toBe(200);
  return (await lines.json()).totals as { grand_total_cents: number };
}

test.describe
  .serial("estimate pages", () => {
    test("an editor creates an estimate after a validation error and finds it in the list with its total", async ({
      page,
    }) => {
      await signInByApi(page, "editor@acme.test");
      const add = new AddEstimatePage(page);
      await add.open();
      await add.field("Duration (months)").fill("2.5");
      await add.submit();
      await expect(add.fieldError("name")).toHaveText("Required");
      await expect(add.fieldError("duration_months")).toHaveText(
        "Must be a whole number of months from 0 to 600",
      );
      await expect(page.getByTestId("form-error")).toHaveText("Check the 2 fields marked below.");
      await expect(page).toHaveURL(/\/estimate\/add$/);

      await add.field("Name").fill(name);
      await add.field("Number").fill(`E-${tag}`);
      await add.field("Duration (months)").fill("18");
      await add.field("Construction start").fill("2027-01-01");
      // 18 months from Jan 1, 2027: the midpoint is 9 months in.
      await expect(page.getByTestId("construction-midpoint")).toContainText("Oct 1, 2027");
      await add.field("Design stage").selectOption("sd");
      await add.submit();
      await expect(page).toHaveURL(estimateUrl);

      const totals = await price(page.request, uidOf(page.url()));
      // $1,000,000 + 40,000 SF × $5.834445 = $233,377.80 → $1,233,377.80; ÷ 20,000 GSF = $61.67
      expect(totals.grand_total_cents).toBe(123_337_780);

      const list = new EstimateListPage(page);
      await list.open(`q=${encodeURIComponent(tag)}`);
      const row = list.row(name);
      await expect(row).toHaveCount(1);
      await expect(row.getByTestId("estimate-total")).toHaveText("$1,233,378");
      await expect(row.getByTestId("estimate-cpg")).toHaveText("$61.67");
      await expect(row.getByTestId("status-badge")).toHaveText("Draft");
    });

    test("the status filter lives in the URL", async ({ page }) => {
      await signInByApi(page, "editor@acme.test");
      const list = new EstimateListPage(page);
      await list.open(`q=${encodeURIComponent(tag)}`);
      await expect(list.row(name)).toHaveCount(1);
      await list.toggleStatus("final");
      await expect(page).toHaveURL(/status=final/);
      await expect(list.empty).toContainText("No estimates match");
      await list.toggleStatus("draft");
      await expect(list.row(name)).toHaveCount(1);
      await page.reload();
      await expect(page.getByTestId("status-filter-draft")).toHaveAttribute("aria-pressed", "true");
      await expect(page.getByTestId("status-filter-final")).toHaveAttribute("aria-pressed", "true");
      await expect(list.row(name)).toHaveCount(1);
    });

    test("duplicating from the list opens the copy, and both are listed", async ({ page }) => {
      await signInByApi(page, "editor@acme.test");
      const list = new EstimateListPage(page);
      await list.open(`q=${encodeURIComponent(tag)}`);
      await list.duplicate(name, copyName);
      await expect(page).toHaveURL(estimateUrl);
      const copy = await page.request.get(`/api/v1/estimate/${uidOf(page.url())}`);
      expect((await copy.json()).estimate).toMatchObject({ name: copyName, grand_total_cents: 123_337_780 });
      await list.open(`q=${encodeURIComponent(tag)}&sort=name`);
      await expect(list.rows).toHaveCount(2);
      await expect(list.row(copyName).getByTestId("estimate-total")).toHaveText("$1,233,378");
    });

    test("an admin edits the default markups (live validation) and a new estimate starts with them", async ({
      page,
    }) => {
      await signInByApi(page, "admin@acme.test");
      const settings = new MarkupSettingsPage(page);
      await settings.open();
      await expect(
        page.getByRole("navigation", { name: "Settings" }).getByRole("link", { name: "Markups" }),
      ).toHaveAttribute("aria-current", "page");
      const before = await settings.rows.count();
      await page.getByRole("button", { name: "Add markup" }).click();
      const row = settings.rows.nth(before);
      await expect(row.getByTestId("markup-problem")).toHaveText("Every markup needs a name");
      await expect(settings.saveButton).toBeDisabled();
      await row.getByTestId("markup-name").fill(`Fee ${tag}`);
      await row.getByTestId("markup-percent").fill("4.5");
      await row.getByTestId("markup-base").selectOption("direct");
      await row.getByTestId("markup-categories").fill("05");
      await row.getByLabel("Material only (sales tax)").check();
      await expect(row.getByTestId("markup-problem")).toHaveCount(0);
      await settings.saveButton.click();
      await expect(new Toasts(page).withText("Default markups saved")).toBeVisible();

      await page.reload();
      await expect(settings.rows.nth(before).getByTestId("markup-name")).toHaveValue(`Fee ${tag}`);

      const add = new AddEstimatePage(page);
      await add.open();
      await add.field("Name").fill(`Markup check ${tag}`);
      await add.submit();
      await expect(page).toHaveURL(estimateUrl);
      const open = await page.request.get(`/api/v1/estimate/${uidOf(page.url())}`);
      const { estimate } = await open.json();
      expect(estimate.markups.at(-1)).toMatchObject({
        name: `Fee ${tag}`,
        kind: "percent",
        percent: 4.5,
        categories: ["05"],
        material_only: true,
        base: { direct: true, markups: [], running_total: false },
      });
    });

    test("a viewer reads but cannot create", async ({ page }) => {
      await signInByApi(page, "viewer@acme.test");
      const list = new EstimateListPage(page);
      await list.open(`q=${encodeURIComponent(tag)}`);
      await expect(list.row(name)).toHaveCount(1);
      await expect(list.newEstimateButton).toHaveCount(0);
      await page.goto("/estimate/add");
      await expect(page.getByRole("heading", { name: "You can only view estimates" })).toBeVisible();
      const res = await page.request.post("/api/v1/estimate", { data: { name: "Sneaky" } });
      expect(res.status()).toBe(403);
      await page.goto("/settings/markups");
      await expect(page.getByText("Only company admins can change the default markups.")).toBeVisible();
      await expect(page.getByTestId("save-markups")).toHaveCount(0);
    });

    test("Birch (no V2 estimates) gets no Estimate menu and no estimate pages", async ({ page }) => {
      await signInByApi(page, "admin@birch.test");
      await page.goto("/dashboard");
      const header = new AppHeader(page);
      expect(await header.navLabels()).not.toContain("Estimate");
      await expect(page.getByTestId("estimate-cards")).toHaveCount(0);
      await page.goto("/estimate");
      await expect(page.getByTestId("error-panel")).toHaveAttribute("data-status", "404");
      await page.goto("/settings/company");
      await expect(
        page.getByRole("navigation", { name: "Settings" }).getByRole("link", { name: "Markups" }),
      ).toHaveCount(0);
    });
  });

test("the editor exports the budget: a CSV download with the engine's totals, a PDF download, print shows only the budget", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInByApi(page, "editor@acme.test");
  const made = await page.request.post("/api/v1/estimate", { data: { name: `Export ${tag}` } });
  expect(made.status()).toBe(201);
  const uid = (await made.json()).uid as string;
  const totals = await price(page.request, uid);
  await page.goto(`/estimate/${uid}`);
  await expect(page.getByTestId("estimate-name")).toHaveText(`Export ${tag}`);

  await page.getByTestId("export-menu").click();
  const [csv] = await Promise.all([page.waitForEvent("download"), page.getByTestId("export-csv").click()]);
  expect(csv.suggestedFilename()).toBe(`Export ${tag}.csv`);
  const text = readFileSync((await csv.path())!, "utf8");
  const grand = text.split("\r\n").find((l) => l.startsWith("grand_total,"))!;
  expect(grand.split(",").at(-1)).toBe((totals.grand_total_cents / 100).toFixed(2));
  expect(text).toContain("line,03 30 00,Concrete,1,");

  await page.getByTestId("export-menu").click();
  const [pdf] = await Promise.all([page.waitForEvent("download"), page.getByTestId("export-pdf").click()]);
  expect(pdf.suggestedFilename()).toBe(`Export ${tag}.pdf`);
  const pdfBytes = readFileSync((await pdf.path())!);
  expect(pdfBytes.subarray(0, 5).toString()).toBe("%PDF-");

  // Print: only the budget block, with the direct cost and the grand total.
  await page.evaluate(() => window.dispatchEvent(new Event("beforeprint")));
  await page.emulateMedia({ media: "print" });
  await expect(page.getByTestId("estimate-print")).toBeVisible();
  await expect(page.getByTestId("estimate-print")).toContainText("$1,233,377.80");
  await expect(page.getByTestId("export-menu")).toBeHidden();
  await expect(page.locator("nav").first()).toBeHidden();

  // Screenshots on request (EXPORT_SHOTS=1): the menu and the print preview, light and dark, 1280 and 390 px.
  if (process.env.EXPORT_SHOTS) {
    for (const theme of ["light", "dark"] as const) {
      for (const width of [1280, 390]) {
        await page.emulateMedia({ media: "screen", colorScheme: theme });
        await page.setViewportSize({ width, height: 900 });
        await page.keyboard.press("Escape");
        await page.getByTestId("export-menu").click();
        await page.waitForTimeout(400);
        await page.screenshot({ path: `/tmp/export-shots/menu-${theme}-${width}.png` });
        await page.keyboard.press("Escape");
        await page.evaluate(() => window.dispatchEvent(new Event("beforeprint")));
        await page.emulateMedia({ media: "print", colorScheme: theme });
        await page.screenshot({ path: `/tmp/export-shots/print-${theme}-${width}.png`, fullPage: true });
      }
    }
  }
});
