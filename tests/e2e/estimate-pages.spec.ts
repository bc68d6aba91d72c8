import { expect, test } from "@playwright/test";
import { AppHeader } from "./pages/app-header";
import {
  AddEstimatePage,
  EstimateListPage,
  estimateUrl,
  MarkupSettingsPage,
  price,
  uidOf,
} from "./pages/estimate-pages";
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
