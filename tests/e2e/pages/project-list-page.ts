import { expect, type Locator, type Page } from "@playwright/test";

/** Page object for /project, the Project Database list. */
export class ProjectListPage {
  readonly table: Locator;
  readonly rows: Locator;
  readonly summaryCount: Locator;
  readonly map: Locator;

  constructor(private readonly page: Page) {
    this.table = page.getByTestId("records-table");
    this.rows = page.getByTestId("record-row");
    this.summaryCount = page.getByTestId("summary-count");
    this.map = page.getByTestId("offline-map");
  }

  async open(query = "") {
    await this.page.goto(`/project${query ? `?${query}` : ""}`);
    await expect(this.page.getByRole("heading", { name: "Project Database" })).toBeVisible();
  }

  url() {
    return new URL(this.page.url());
  }

  /** Ticks a building type (a category or one of its types) in the two-level picker. */
  async chooseBuildingType(name: string) {
    await this.page.getByTestId("building-type-picker").click();
    // The box is controlled by the URL, so it shows ticked once the address has changed.
    const box = this.page.getByRole("checkbox", { name, exact: true });
    await box.click();
    await expect(box).toBeChecked();
    await this.page.keyboard.press("Escape");
  }

  async setCpgRange(min: string, max = "") {
    await this.page.getByTestId("cpg-range-min").fill(min);
    await this.page.getByTestId("cpg-range-max").fill(max);
    await this.page.getByTestId("cpg-range-max").press("Enter");
  }

  async search(text: string) {
    await this.page.getByTestId("record-search").fill(text);
    await this.page.getByTestId("record-search").press("Enter");
  }

  async switchTo(view: "table" | "map") {
    await this.page.getByTestId(`view-${view}`).click();
  }

  async setTargetDate(date: string) {
    await this.page.getByTestId("target-date").fill(date);
    await this.page.getByTestId("target-date").press("Enter");
  }

  row(projectName: string) {
    return this.rows.filter({ hasText: projectName });
  }

  async expectRowCount(n: number) {
    await expect(this.rows).toHaveCount(n);
    await expect(this.summaryCount).toHaveText(String(n));
  }
}
