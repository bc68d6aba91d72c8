import { readFileSync } from "node:fs";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { screenshot, takingScreenshots } from "./fixtures/screenshots";
import { AppHeader } from "./pages/app-header";
import { AddEstimatePage, EstimateEditorPage, estimateUrl, price, uidOf } from "./pages/estimate-pages";
import { signInByApi } from "./pages/login-page";

// An estimate's life past the grid: consolidated estimates, templates and imports, versions and the final lock,
// publishing to the cost database, and exports. Names are unique per run so the seed's estimates never interfere.

const tag = Date.now().toString(36);

test.beforeEach(async ({ page }) => {
  await AppHeader.skipDarkModePromo(page);
});

// Consolidated estimates: two children rolled up live. With SCREENSHOTS the page is photographed
// in light and dark at 1280 and 390 px.
test("a consolidated estimate of two children totals their sum and follows a child's edit live", async ({
  page,
}) => {
  await signInByApi(page, "editor@acme.test");
  const child = async (label: string) => {
    const res = await page.request.post("/api/v1/estimate", { data: { name: `${label} ${tag}` } });
    expect(res.status(), await res.text()).toBe(201);
    const uid = (await res.json()).uid as string;
    return { uid, total: (await price(page.request, uid)).grand_total_cents };
  };
  const a = await child("North tower");
  const b = await child("South tower");

  await page.goto("/estimate");
  await page.getByTestId("new-consolidated").click();
  await page.getByLabel("Name").fill(`Riverside campus ${tag}`);
  await page.getByRole("button", { name: "Create" }).click();
  await expect(page).toHaveURL(estimateUrl);
  await expect(page.getByTestId("consolidated-estimate")).toBeVisible();
  await expect(page.getByTestId("rollup-summary")).toHaveAttribute("data-mode", "rollup");

  for (const label of ["North tower", "South tower"]) {
    await page.getByRole("button", { name: "Add child" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("searchbox").fill(`${label} ${tag}`);
    await dialog.getByTestId("estimate-choice").filter({ hasText: label }).click();
    await dialog.getByRole("button", { name: "Add child" }).click();
    await expect(dialog).toHaveCount(0);
  }
  await expect(page.getByTestId("child-row")).toHaveCount(2);
  // price() leaves the children without markups: the roll-up's direct cost is the sum of their totals (the
  // consolidated estimate's own markups, the company default, apply on top).
  const money = (cents: number) =>
    `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  await expect(page.getByTestId("rollup-direct")).toHaveText(money(a.total + b.total));

  // Another tab (the child's owner) adds a line to one child: the parent updates without a reload.
  const more = await page.request.post(`/api/v1/estimate/${b.uid}/line`, {
    data: {
      create: [{ cost_code: "31 00 00", description: "Sitework", quantity: 1, lump_sum_cents: 5_000_000 }],
    },
  });
  expect(more.status(), await more.text()).toBe(200);
  await expect(page.getByTestId("rollup-direct")).toHaveText(money(a.total + b.total + 5_000_000));
  await page.getByRole("tab", { name: "By child" }).click();
  await expect(page.getByTestId("rollup-by-child")).toContainText("South tower");

  await page.goto(`/estimate?q=${encodeURIComponent(`Riverside campus ${tag}`)}`);
  await expect(page.getByText("Consolidated · 2 children").first()).toBeVisible();

  if (!takingScreenshots) return;
  const parentUrl = await page
    .getByRole("link", { name: `Riverside campus ${tag}` })
    .first()
    .getAttribute("href");
  for (const theme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await page.evaluate((t) => window.localStorage.setItem("theme", t), theme);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(parentUrl!);
      await expect(page.getByTestId("rollup-summary")).toBeVisible();
      await page.waitForTimeout(600);
      await screenshot(page, `consolidated-${theme}-${width}`, { fullPage: true });
    }
  }
});

// Templates and imports. With SCREENSHOTS the add page with its picker, the templates list and the import
// dialogs are photographed in light and dark at 1280 and 390 px.
async function templateShots(page: Page, file: string, open: () => Promise<void>) {
  if (!takingScreenshots) return;
  for (const theme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await page.evaluate((t) => window.localStorage.setItem("theme", t), theme);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await open();
      await page.waitForTimeout(600);
      await screenshot(page, `templates-${file}-${theme}-${width}`, { fullPage: true });
    }
  }
  await page.emulateMedia({ colorScheme: "light" });
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("a new estimate from a template: searched and previewed in the picker, created with its lines", async ({
  page,
}) => {
  test.slow(takingScreenshots, "photographs every screen");
  await signInByApi(page, "editor@acme.test");
  const source = await page.request.post("/api/v1/estimate", { data: { name: `Template source ${tag}` } });
  const sourceUid = (await source.json()).uid as string;
  const totals = await price(page.request, sourceUid);
  const made = await page.request.post("/api/v1/estimate-template", {
    data: { name: `Clinic template ${tag}`, from_estimate_uid: sourceUid },
  });
  expect(made.status(), await made.text()).toBe(201);

  await page.goto("/estimate/templates");
  await expect(page.getByTestId("template-row").filter({ hasText: `Clinic template ${tag}` })).toBeVisible();
  await templateShots(page, "templates-list", async () => {
    await page.goto("/estimate/templates");
    await expect(page.getByTestId("template-row").first()).toBeVisible();
  });

  const add = new AddEstimatePage(page);
  const pick = async () => {
    await add.open();
    await page.getByRole("radio", { name: /From a template/ }).check();
    await page.getByRole("searchbox", { name: "Search templates" }).fill(`Clinic template ${tag}`);
    await page
      .getByTestId("template-choice")
      .filter({ hasText: `Clinic template ${tag}` })
      .click();
    await expect(page.getByTestId("template-total")).toHaveText("$1,233,378");
  };
  await templateShots(page, "add-from-template", pick);
  await pick();
  await expect(page.getByTestId("template-preview")).toContainText("$61.67");
  await add.field("Name").fill(`From template ${tag}`);
  await add.submit();
  await expect(page).toHaveURL(estimateUrl);
  await expect(page.getByTestId("estimate-facts")).toContainText("2 lines");
  const created = await page.request.get(`/api/v1/estimate/${uidOf(page.url())}`);
  const body = await created.json();
  expect(body.estimate.kind).toBe("estimate");
  expect(body.estimate.grand_total_cents).toBe(totals.grand_total_cents);
});

test("importing inputs from CSV: row errors first, then exactly the file's inputs change", async ({
  page,
}) => {
  test.slow(takingScreenshots, "photographs every screen");
  await signInByApi(page, "editor@acme.test");
  const res = await page.request.post("/api/v1/estimate", { data: { name: `Inputs import ${tag}` } });
  const uid = (await res.json()).uid as string;
  await price(page.request, uid);
  await page.goto(`/estimate/${uid}`);
  const openDialog = async () => {
    await page.goto(`/estimate/${uid}`);
    await page.getByTestId("import-menu").click();
    await page.getByRole("menuitem", { name: "Inputs from CSV…" }).click();
    await expect(page.getByTestId("inputs-import-dialog")).toBeVisible();
  };
  const upload = (text: string) =>
    page
      .getByLabel("Inputs CSV file")
      .setInputFiles({ name: "inputs.csv", mimeType: "text/csv", buffer: Buffer.from(text) });

  await openDialog();
  await upload("name,value,unit\r\nGSF,25000,SF\r\nUNITS,12.5x,EA\r\nROOF,100,FURLONGS");
  await expect(page.getByTestId("import-errors")).toContainText("Row 3, value: Enter a number");
  await expect(page.getByTestId("import-errors")).toContainText("Row 4, unit: Unknown unit FURLONGS");
  await expect(page.getByTestId("apply-inputs-import")).toBeDisabled();
  await templateShots(page, "inputs-import-errors", async () => {
    await openDialog();
    await upload("name,value,unit\r\nGSF,25000,SF\r\nUNITS,12.5x,EA\r\nROOF,100,FURLONGS");
    await expect(page.getByTestId("import-errors")).toBeVisible();
  });

  await openDialog();
  await upload("name,value,unit\r\nGSF,25000,SF\r\nUNITS,40,EA");
  await expect(page.getByTestId("inputs-import-preview")).toContainText("Changed");
  await expect(page.getByTestId("inputs-import-preview")).toContainText("New");
  await page.getByTestId("apply-inputs-import").click();
  await expect(page.getByTestId("inputs-import-dialog")).toHaveCount(0);
  const after = await (await page.request.get(`/api/v1/estimate/${uid}`)).json();
  expect(after.estimate.inputs.map((i: { name: string; value: number }) => [i.name, i.value])).toEqual([
    ["GSF", 25000],
    ["UNITS", 40],
  ]);
  // 40,000 SF of gypsum board became 50,000 SF: $1,000,000 + 50,000 × $5.834445.
  expect(after.estimate.grand_total_cents).toBe(129_172_225);

  await templateShots(page, "lines-import", async () => {
    await page.goto(`/estimate/${uid}`);
    await page.getByTestId("import-menu").click();
    await page.getByRole("menuitem", { name: "Budget lines from CSV or XLSX…" }).click();
    await page.getByLabel("Lines file").setInputFiles({
      name: "lines.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(
        "Code,Desc,Qty,UOM,Unit Price\r\n03 30 00,Slab,GSF * 0.5,CY,150\r\n05 12 00,Steel,1..2,TON,3000",
      ),
    });
    await expect(page.getByTestId("line-import-summary")).toBeVisible();
  });
});

// Versions and publish (issue 12). With SCREENSHOTS the screens are photographed.
async function versionShots(
  page: Page,
  path: string,
  file: string,
  ready: string,
  open?: () => Promise<void>,
) {
  if (!takingScreenshots) return;
  for (const theme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await page.evaluate((t) => window.localStorage.setItem("theme", t), theme);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await open?.();
      await expect(page.getByTestId(ready).first()).toBeVisible();
      await page.waitForTimeout(600);
      await screenshot(page, `versions-${file}-${theme}-${width}`, { fullPage: true });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A draft estimate of the editor with two lines, through the API; answers its uid and the lines' uids. */
async function estimateWithLines(request: APIRequestContext, title: string) {
  const created = await request.post("/api/v1/estimate", { data: { name: title } });
  expect(created.status(), await created.text()).toBe(201);
  const uid = (await created.json()).uid as string;
  const lines = await request.post(`/api/v1/estimate/${uid}/line`, {
    data: {
      create: [
        {
          client_key: "a",
          cost_code: "03 30 00",
          description: "Slab on grade",
          quantity: 100,
          unit: "CY",
          unit_cost_cents: 15_000,
        },
        { client_key: "b", cost_code: "09 91 00", description: "Painting", lump_sum_cents: 2_500_000 },
      ],
    },
  });
  expect(lines.status(), await lines.text()).toBe(200);
  return { uid, lines: (await lines.json()).created as { uid: string; version: number }[] };
}

test("versions: take two, compare them per line with deltas to the cent", async ({ page }) => {
  await signInByApi(page, "editor@acme.test");
  const { uid, lines } = await estimateWithLines(page.request, `Versions ${tag}`);
  const v1 = await page.request.post(`/api/v1/estimate/${uid}/version`, { data: { name: "SD set" } });
  expect(v1.status()).toBe(201);
  const patched = await page.request.patch(`/api/v1/estimate/${uid}/line/${lines[0]!.uid}`, {
    data: { quantity: "101.5" },
    headers: { "if-match": `"${lines[0]!.version}"` },
  });
  expect(patched.status(), await patched.text()).toBe(200);

  await page.goto(`/estimate/${uid}`);
  await page.getByTestId("versions-button").first().click();
  const dialog = page.getByTestId("versions-dialog");
  await dialog.getByTestId("version-name").fill("DD set");
  await dialog.getByTestId("take-version").click();
  await expect(dialog.getByTestId("version-row")).toHaveCount(2);
  await dialog.getByRole("checkbox", { name: "Compare SD set" }).check();
  await dialog.getByRole("checkbox", { name: "Compare DD set" }).check();
  await dialog.getByTestId("compare-versions").click();

  await expect(page).toHaveURL(/\/estimate\/compare\?left=version/);
  await expect(page.getByTestId("compare-summary")).toHaveText(
    /0 added · 0 removed · 1 changed · 1 unchanged/,
  );
  const changed = page.locator('[data-status="changed"]');
  await expect(changed).toContainText("Slab on grade");
  await expect(changed).toContainText("+$225.00");
  await page.getByTestId("changes-only").check();
  await expect(page.getByTestId("compare-lines").locator("tbody tr")).toHaveCount(1);
  await expect(page.getByTestId("compare-csv")).toHaveAttribute("href", /changes_only=1/);

  const compareUrl = new URL(page.url()).pathname + new URL(page.url()).search;
  await versionShots(page, compareUrl, "compare", "compare-view");
  await versionShots(page, `/estimate/${uid}`, "versions-panel", "versions-dialog", async () => {
    await page.getByTestId("versions-button").first().click();
  });
});

test("a final estimate is locked, published to the cost database and its record links back", async ({
  page,
}) => {
  await signInByApi(page, "editor@acme.test");
  const title = `Published ${tag}`;
  const { uid } = await estimateWithLines(page.request, title);
  const open = await (await page.request.get(`/api/v1/estimate/${uid}`)).json();
  const final = await page.request.put(`/api/v1/estimate/${uid}`, {
    data: { status: "final" },
    headers: { "if-match": `"${open.estimate.version}"` },
  });
  expect(final.status()).toBe(200);

  await page.goto(`/estimate/${uid}`);
  const banner = page.getByTestId("lock-banner");
  await expect(banner).toContainText("Final — locked");
  await expect(page.getByRole("button", { name: "Edit details" })).toHaveCount(0);
  await versionShots(page, `/estimate/${uid}`, "lock-banner", "lock-banner");
  await page.goto(`/estimate/${uid}`);
  await banner.getByTestId("publish-estimate").click();
  await banner.getByTestId("published-record-link").click();

  await expect(page).toHaveURL(/\/project-record\//);
  await expect(page.getByTestId("record-stage")).toHaveText("Published estimate");
  const from = page.getByTestId("record-from-estimate");
  await expect(from).toContainText(title);
  const recordPath = new URL(page.url()).pathname;
  await versionShots(page, recordPath, "record-link", "record-from-estimate");
  await page.goto(recordPath);
  await from.getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`/estimate/${uid}`));
  await expect(page.getByTestId("lock-banner")).toContainText("Republish");
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

  const editor = new EstimateEditorPage(page);
  await editor.openExportMenu();
  const [csv] = await Promise.all([page.waitForEvent("download"), page.getByTestId("export-csv").click()]);
  expect(csv.suggestedFilename()).toBe(`Export ${tag}.csv`);
  const text = readFileSync((await csv.path())!, "utf8");
  const grand = text.split("\r\n").find((l) => l.startsWith("grand_total,"))!;
  expect(grand.split(",").at(-1)).toBe((totals.grand_total_cents / 100).toFixed(2));
  expect(text).toContain("line,03 30 00,Concrete,1,");

  // The PDF answers as a download, then the menu's link downloads it.
  const direct = await page.request.get(`/api/v1/estimate/${uid}/export?format=pdf`);
  expect(direct.status()).toBe(200);
  expect(direct.headers()["content-type"]).toBe("application/pdf");
  expect(direct.headers()["content-disposition"]).toContain("attachment;");
  // A fresh page for the second download (the browser may hold back a page's further downloads).
  await page.reload();
  await expect(page.getByTestId("estimate-name")).toHaveText(`Export ${tag}`);
  await editor.openExportMenu(page.getByTestId("export-pdf"));
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

  // Screenshots on request (SCREENSHOTS): the menu and the print preview, light and dark, 1280 and 390 px.
  if (takingScreenshots) {
    for (const theme of ["light", "dark"] as const) {
      for (const width of [1280, 390]) {
        await page.emulateMedia({ media: "screen", colorScheme: theme });
        await page.setViewportSize({ width, height: 900 });
        await page.keyboard.press("Escape");
        await page.getByTestId("export-menu").click();
        await page.waitForTimeout(400);
        await screenshot(page, `export-menu-${theme}-${width}`);
        await page.keyboard.press("Escape");
        await page.evaluate(() => window.dispatchEvent(new Event("beforeprint")));
        await page.emulateMedia({ media: "print", colorScheme: theme });
        await screenshot(page, `export-print-${theme}-${width}`, { fullPage: true });
      }
    }
  }
});
