import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import { screenshot } from "./fixtures/screenshots";
import { signInByApi } from "./pages/login-page";

// The one-time Dark Mode promo sits over the top right of the page; these tests are not about it.
test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => window.localStorage.setItem("dark-mode-promo-dismissed", "1"));
});

// The estimate editor: keyboard-only building, TSV paste, grouping and saved views, undo/redo,
// and two people editing the same estimate live.

async function createEstimate(request: APIRequestContext, name: string, gsf = 10000) {
  const created = await request.post("/api/v1/estimate", { data: { name } });
  expect(created.status()).toBe(201);
  const estimate = await created.json();
  const inputs = await request.put(`/api/v1/estimate/${estimate.uid}/inputs`, {
    data: { inputs: [{ name: "GSF", unit: "SF", value: gsf }] },
    headers: { "If-Match": `"${estimate.version}"` },
  });
  expect(inputs.status()).toBe(200);
  return estimate.uid as string;
}

async function serverLines(request: APIRequestContext, uid: string) {
  const res = await request.get(`/api/v1/estimate/${uid}`);
  expect(res.status()).toBe(200);
  // Served gzipped once: the client undoes it and reads JSON.
  expect(res.headers()["content-encoding"]).toBe("gzip");
  const body = await res.json();
  const f: string[] = body.lines.fields;
  return (body.lines.rows as unknown[][]).map((r) => Object.fromEntries(f.map((k, i) => [k, r[i]])));
}

async function openEditor(page: Page, uid: string) {
  await page.goto(`/estimate/${uid}`);
  await expect(page.getByTestId("budget-grid")).toBeVisible();
}

const cell = (page: Page, row: number, col: string) =>
  page.locator(`[role=row][aria-rowindex="${row + 1}"] [data-col="${col}"]`);

async function saved(page: Page) {
  await expect(page.getByTestId("save-state")).toHaveAttribute("data-state", "saved");
}

async function pasteText(page: Page, text: string) {
  await page.getByTestId("budget-grid").evaluate((el, t) => {
    const data = new DataTransfer();
    data.setData("text/plain", t);
    el.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

test.describe("estimate editor", () => {
  test("builds a small estimate by keyboard only, and it is saved", async ({ page }) => {
    await signInByApi(page, "editor@acme.test");
    const uid = await createEstimate(page.request, `Keyboard ${Date.now()}`);
    await openEditor(page, uid);
    await page.getByTestId("budget-grid").focus();

    await page.keyboard.type("03 30 00");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Slab on grade");
    await page.keyboard.press("Tab");
    await page.keyboard.type("GSF * 0.35");
    await page.keyboard.press("Tab");
    await page.keyboard.type("SF");
    await page.keyboard.press("Tab");
    await page.keyboard.type("12.50");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Home");
    await page.keyboard.type("05 12 00");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Structural steel");
    await page.keyboard.press("Tab");
    await page.keyboard.type("40");
    await page.keyboard.press("Tab");
    await page.keyboard.type("TON");
    await page.keyboard.press("Tab");
    await page.keyboard.type("3000");
    await page.keyboard.press("Enter");

    await expect(cell(page, 0, "quantity")).toHaveText("3,500");
    await expect(cell(page, 0, "total")).toHaveText("$43,750.00");
    await expect(cell(page, 1, "total")).toHaveText("$120,000.00");
    await expect(page.getByTestId("direct-total")).toHaveText("$163,750.00");

    // F2 edits in place; Escape cancels.
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("F2");
    await page.keyboard.type("999");
    await page.keyboard.press("Escape");
    await expect(cell(page, 0, "unit_cost")).toHaveText("$12.50");

    await saved(page);
    const lines = await serverLines(page.request, uid);
    expect(lines.map((l) => [l.cost_code, l.quantity, l.unit, l.unit_cost_cents])).toEqual([
      ["03 30 00", "GSF * 0.35", "SF", 1250],
      ["05 12 00", "40", "TON", 300000],
    ]);
    await page.reload();
    await expect(page.getByTestId("direct-total")).toHaveText("$163,750.00");
  });

  test("pastes rows from a spreadsheet (TSV) as new lines in one request", async ({ page }) => {
    await signInByApi(page, "editor@acme.test");
    const uid = await createEstimate(page.request, `Paste ${Date.now()}`);
    await openEditor(page, uid);
    await page.getByTestId("budget-grid").focus();
    const bulk: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST" && r.url().endsWith(`/estimate/${uid}/line`)) bulk.push(r.url());
    });
    const tsv =
      '03 30 00\t"Footings, 24"" wide"\t120\tCY\t$450.00\r\n' +
      "04 20 00\tCMU walls\t2,000\tSF\t18.25\r\n" +
      "09 91 00\tPaint\tGSF * 2\tSF\t0.75\r\n";
    await pasteText(page, tsv);
    await expect(page.getByTestId("line-row")).toHaveCount(3);
    await expect(cell(page, 0, "description")).toHaveText('Footings, 24" wide');
    // 54,000 + 36,500 + 15,000
    await expect(page.getByTestId("direct-total")).toHaveText("$105,500.00");
    await saved(page);
    expect(bulk).toHaveLength(1);
    const lines = await serverLines(page.request, uid);
    expect(lines.map((l) => l.description)).toEqual(['Footings, 24" wide', "CMU walls", "Paint"]);
  });

  test("groups by division and saves the layout as a view", async ({ page }) => {
    await signInByApi(page, "editor@acme.test");
    const uid = await createEstimate(page.request, `Views ${Date.now()}`);
    await openEditor(page, uid);
    await page.getByTestId("budget-grid").focus();
    await pasteText(
      page,
      "03 30 00\tSlab\t100\tSF\t10\n03 20 00\tRebar\t2\tTON\t1000\n09 91 00\tPaint\t100\tSF\t1\n",
    );
    await saved(page);

    await page.getByRole("button", { name: /^Group/ }).click();
    await page.getByLabel("Group level 1").selectOption("division");
    await page.keyboard.press("Escape");
    const groups = page.getByTestId("group-row");
    await expect(groups).toHaveCount(2);
    await expect(groups.nth(0)).toContainText("03 Concrete");
    await expect(groups.nth(0).getByTestId("group-total")).toHaveText("$3,000.00");
    await expect(groups.nth(1).getByTestId("group-total")).toHaveText("$100.00");

    await page.getByTestId("views-menu").click();
    await page.getByRole("menuitem", { name: "Save as a new view…" }).click();
    await page.getByLabel("Name", { exact: true }).fill("By division");
    await page.getByRole("button", { name: "Save view" }).click();
    await expect(page.getByTestId("views-menu")).toHaveText(/By division/);

    await page.reload();
    await expect(page.getByTestId("budget-grid")).toBeVisible();
    await expect(page.getByTestId("group-row")).toHaveCount(0);
    await page.getByTestId("views-menu").click();
    await page.getByRole("menuitem", { name: /By division/ }).click();
    await expect(page.getByTestId("group-row")).toHaveCount(2);
    // Collapsing a group hides its lines.
    await page.getByRole("button", { name: "Collapse 03 Concrete" }).click();
    await expect(page.getByTestId("line-row")).toHaveCount(1);
  });

  test("undo and redo reach the server", async ({ page }) => {
    await signInByApi(page, "editor@acme.test");
    const uid = await createEstimate(page.request, `Undo ${Date.now()}`);
    await openEditor(page, uid);
    const grid = page.getByTestId("budget-grid");
    await grid.focus();
    await pasteText(page, "03 30 00\tSlab\t100\tSF\t10\n");
    await saved(page);
    await cell(page, 0, "quantity").click();
    await page.keyboard.type("250");
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("direct-total")).toHaveText("$2,500.00");
    await saved(page);

    await page.keyboard.press("Control+z");
    await expect(page.getByTestId("direct-total")).toHaveText("$1,000.00");
    await saved(page);
    expect((await serverLines(page.request, uid))[0].quantity).toBe("100");

    await page.keyboard.press("Control+Shift+z");
    await expect(page.getByTestId("direct-total")).toHaveText("$2,500.00");
    await saved(page);
    expect((await serverLines(page.request, uid))[0].quantity).toBe("250");

    // Deleting a row and undoing it brings the line back on the server too.
    await cell(page, 0, "description").click();
    await page.keyboard.press("Control+-");
    await expect(page.getByTestId("line-row")).toHaveCount(0);
    await saved(page);
    expect(await serverLines(page.request, uid)).toHaveLength(0);
    await page.keyboard.press("Control+z");
    await expect(page.getByTestId("line-row")).toHaveCount(1);
    await saved(page);
    expect((await serverLines(page.request, uid)).map((l) => l.quantity)).toEqual(["250"]);
  });

  test("two people editing the same estimate see each other's changes", async ({ browser }) => {
    const open = async (b: Browser, email: string) => {
      const context = await b.newContext();
      await context.addInitScript(() => window.localStorage.setItem("dark-mode-promo-dismissed", "1"));
      const page = await context.newPage();
      await signInByApi(page, email);
      return { page, context };
    };
    const a = await open(browser, "editor@acme.test");
    const b = await open(browser, "admin@acme.test");
    try {
      const uid = await createEstimate(a.page.request, `Together ${Date.now()}`);
      await openEditor(a.page, uid);
      await a.page.getByTestId("budget-grid").focus();
      await pasteText(a.page, "03 30 00\tSlab\t100\tSF\t10\n05 12 00\tSteel\t1\tTON\t1000\n");
      await saved(a.page);
      await openEditor(b.page, uid);
      await expect(b.page.getByTestId("line-row")).toHaveCount(2);
      await expect(a.page.getByTestId("presence")).toBeVisible();
      await expect(b.page.getByTestId("presence")).toBeVisible();

      await cell(a.page, 0, "description").click();
      await a.page.keyboard.type("Slab on grade");
      await a.page.keyboard.press("Enter");
      await cell(b.page, 1, "unit_cost").click();
      await b.page.keyboard.type("2000");
      await b.page.keyboard.press("Enter");

      await expect(cell(b.page, 0, "description")).toHaveText("Slab on grade");
      await expect(cell(a.page, 1, "unit_cost")).toHaveText("$2,000.00");
      await expect(a.page.getByTestId("direct-total")).toHaveText("$3,000.00");
      await expect(b.page.getByTestId("direct-total")).toHaveText("$3,000.00");
    } finally {
      await a.context.close();
      await b.context.close();
    }
  });

  test("viewers see a read-only editor", async ({ page }) => {
    await signInByApi(page, "editor@acme.test");
    const uid = await createEstimate(page.request, `Read only ${Date.now()}`);
    await page.request.post(`/api/v1/estimate/${uid}/line`, {
      data: {
        create: [{ cost_code: "03 30 00", description: "Slab", quantity: "10", unit_cost_cents: 100 }],
      },
    });
    await page.request.post("/api/v1/auth/logout");
    await signInByApi(page, "viewer@acme.test");
    await openEditor(page, uid);
    await expect(page.getByTestId("read-only")).toHaveText("Read only");
    await expect(page.getByTestId("new-row")).toHaveCount(0);
    await page.getByTestId("budget-grid").focus();
    await page.keyboard.type("x");
    await expect(page.getByTestId("cell-editor")).toHaveCount(0);
    await expect(page.getByTestId("direct-total")).toHaveText("$10.00");
  });
});

test.describe("one undo history", () => {
  test("Ctrl+Z after a markup change undoes that change, on screen and on the server; again, the grid edit", async ({
    page,
  }) => {
    await signInByApi(page, "editor@acme.test");
    const uid = await createEstimate(page.request, `Undo markup ${Date.now()}`);
    const open = await (await page.request.get(`/api/v1/estimate/${uid}`)).json();
    const fee = {
      uid: "fee",
      name: "Fee",
      kind: "percent",
      percent: 10,
      base: { direct: true, markups: [], running_total: false },
    };
    const put = await page.request.put(`/api/v1/estimate/${uid}/markup`, {
      data: { markups: [fee] },
      headers: { "If-Match": `"${open.estimate.version}"` },
    });
    expect(put.status()).toBe(200);
    const serverFee = async () =>
      (
        (await (await page.request.get(`/api/v1/estimate/${uid}`)).json()).estimate.markups as {
          percent: number;
        }[]
      )[0]?.percent;

    await openEditor(page, uid);
    await page.getByTestId("budget-grid").focus();
    await pasteText(page, "03 30 00\tSlab\t100\tSF\t10\n");
    await saved(page);
    // A grid edit first, then the markup: Ctrl+Z must undo the markup, not the older grid edit.
    await cell(page, 0, "quantity").click();
    await page.keyboard.type("250");
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("direct-total")).toHaveText("$2,500.00");
    await saved(page);

    await page.getByRole("tab", { name: "Markups" }).click();
    const percent = page.getByLabel("Fee percent");
    await percent.fill("15");
    await expect.poll(serverFee).toBe(15);

    await page.keyboard.press("Control+z");
    await expect(percent).toHaveValue("10");
    await expect.poll(serverFee).toBe(10);
    await page.getByRole("tab", { name: "Summary" }).click();
    await expect(page.getByTestId("direct-total")).toHaveText("$2,500.00");
    await expect(page.getByTestId("grand-total")).toHaveText("$2,750.00");

    // Again: now the grid edit.
    await page.keyboard.press("Control+z");
    await expect(page.getByTestId("direct-total")).toHaveText("$1,000.00");
    await saved(page);
    expect((await serverLines(page.request, uid))[0].quantity).toBe("100");
    await screenshot(page, "estimate-editor-undo-markup");

    // Redo brings the grid edit back, then the markup.
    await page.keyboard.press("Control+Shift+z");
    await page.keyboard.press("Control+Shift+z");
    await expect(page.getByTestId("grand-total")).toHaveText("$2,875.00");
    await expect.poll(serverFee).toBe(15);
  });
});
