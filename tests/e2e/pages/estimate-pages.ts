import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";

export const estimateUrl = /\/estimate\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Page object for /estimate, the estimate list. */
export class EstimateListPage {
  readonly rows: Locator;
  readonly empty: Locator;

  constructor(private readonly page: Page) {
    this.rows = page.getByTestId("estimate-row");
    this.empty = page.getByTestId("estimates-empty");
  }

  async open(query = "") {
    await this.page.goto(`/estimate${query ? `?${query}` : ""}`);
    await expect(this.page.getByRole("heading", { name: "Estimates", exact: true })).toBeVisible();
  }

  row(name: string) {
    return this.rows.filter({ has: this.page.getByRole("link", { name, exact: true }) });
  }

  async search(text: string) {
    await this.page.getByTestId("estimate-search").fill(text);
    await this.page.getByTestId("estimate-search").press("Enter");
  }

  async toggleStatus(status: "draft" | "in_review" | "final" | "archived") {
    await this.page.getByTestId(`status-filter-${status}`).click();
  }

  async duplicate(name: string, copyName: string) {
    await this.row(name)
      .getByRole("button", { name: `Actions for ${name}` })
      .click();
    await this.page.getByRole("menuitem", { name: "Duplicate…" }).click();
    const dialog = this.page.getByRole("dialog", { name: "Duplicate estimate" });
    await dialog.getByLabel("Name of the copy").fill(copyName);
    await dialog.getByRole("button", { name: "Duplicate" }).click();
  }

  get newEstimateButton() {
    return this.page.getByRole("link", { name: "New estimate" });
  }
}

/** Page object for /estimate/add. */
export class AddEstimatePage {
  readonly form: Locator;

  constructor(private readonly page: Page) {
    this.form = page.getByTestId("add-estimate");
  }

  async open() {
    await this.page.goto("/estimate/add");
    await expect(this.page.getByRole("heading", { name: "New estimate" })).toBeVisible();
  }

  /** A field by its label; a required field's label ends in a (visual) asterisk. */
  field(label: string) {
    const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    return this.form.getByLabel(new RegExp(`^${escaped}\\*?$`));
  }

  async submit() {
    await this.form.getByRole("button", { name: "Create estimate" }).click();
  }

  fieldError(id: string) {
    return this.page.locator(`#new-estimate-${id}-error`);
  }
}

/** Page object for Settings › Markups. */
export class MarkupSettingsPage {
  readonly rows: Locator;

  constructor(private readonly page: Page) {
    this.rows = page.getByTestId("markup-row");
  }

  async open() {
    await this.page.goto("/settings/markups");
    await expect(this.page.getByRole("heading", { name: "Default markups" })).toBeVisible();
    // The rows' fields are their own chunk, streamed in after the heading: the seeded stack is never empty.
    await expect(this.rows.first()).toBeVisible();
  }

  get saveButton() {
    return this.page.getByTestId("save-markups");
  }

  problems() {
    return this.page.getByTestId("markup-problem");
  }
}

/** Page object for the estimate editor's header, its details dialog and its panels (/estimate/{uid}). */
export class EstimateEditorPage {
  readonly name: Locator;
  readonly status: Locator;
  readonly facts: Locator;
  readonly editDetails: Locator;
  readonly dialog: Locator;
  readonly grandTotal: Locator;

  constructor(private readonly page: Page) {
    const header = page.getByTestId("estimate-editor").locator("header").first();
    this.name = page.getByTestId("estimate-name");
    this.status = header.getByTestId("status-badge");
    this.facts = page.getByTestId("estimate-facts");
    this.editDetails = page.getByRole("button", { name: "Edit details" });
    this.dialog = page.getByRole("dialog", { name: "Estimate details" });
    this.grandTotal = page.getByTestId("grand-total");
  }

  async open(uid: string) {
    await this.page.goto(`/estimate/${uid}`);
    await expect(this.page.getByTestId("estimate-editor")).toBeVisible();
  }

  /** A field of the details dialog by its label; a required field's label ends in a (visual) asterisk. */
  field(label: string) {
    const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    return this.dialog.getByLabel(new RegExp(`^${escaped}\\*?$`));
  }

  async saveDetails() {
    await this.dialog.getByRole("button", { name: "Save details" }).click();
    await expect(this.dialog).toBeHidden();
  }

  async showPanel(name: "Summary" | "Inputs" | "Markups") {
    await this.page.getByRole("tab", { name }).click();
  }

  markupMethod(markupName: string) {
    return this.page.getByLabel(`${markupName} method`);
  }

  /**
   * Opens the Export menu and waits for `item`. Right after a navigation the header may not have hydrated yet,
   * and a click that reaches no handler is lost, so the click is tried again until the menu shows.
   */
  async openExportMenu(item = this.page.getByTestId("export-csv")) {
    await expect(async () => {
      if (!(await item.isVisible())) await this.page.getByTestId("export-menu").click();
      await expect(item).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
  }
}

export const uidOf = (url: string) => url.split("/").pop()!;

/** Prices the estimate through the API: no markups, 20,000 GSF, $1,234,567.89 of lump sums. */
export async function price(request: APIRequestContext, uid: string) {
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
