import { expect, type Page } from "@playwright/test";

/** Page object for /product (the product updates list). */
export class ProductPage {
  constructor(private readonly page: Page) {}

  /** The header's one-time Dark Mode promo can cover the Add button; these tests are not about it. */
  static async skipDarkModePromo(page: Page) {
    await page.addInitScript(() => window.localStorage.setItem("dark-mode-promo-dismissed", "1"));
  }

  async open() {
    await ProductPage.skipDarkModePromo(this.page);
    await this.page.goto("/product");
    await expect(this.page.getByRole("heading", { level: 1, name: "Product updates" })).toBeVisible();
  }

  get items() {
    return this.page.getByTestId("news-item");
  }

  item(title: string) {
    return this.items.filter({ has: this.page.getByRole("heading", { name: title, exact: true }) });
  }

  get addButton() {
    return this.page.getByRole("button", { name: "Add update" });
  }

  async dates(): Promise<string[]> {
    return this.page
      .getByTestId("news-item")
      .locator("time")
      .evaluateAll((nodes) => nodes.map((n) => n.getAttribute("datetime") ?? ""));
  }

  async add(fields: { date?: string; title: string; description: string }) {
    await this.addButton.click();
    const dialog = this.page.getByRole("dialog", { name: "Add update" });
    if (fields.date) await dialog.getByLabel("Date").fill(fields.date);
    await dialog.getByLabel("Title").fill(fields.title);
    await dialog.getByLabel("Description").fill(fields.description);
    await dialog.getByRole("button", { name: "Add update" }).click();
    await expect(dialog).toBeHidden();
  }

  async remove(title: string) {
    await this.item(title)
      .getByRole("button", { name: `Delete “${title}”` })
      .click();
    const confirm = this.page.getByRole("alertdialog", { name: "Delete this update?" });
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(confirm).toBeHidden();
  }
}
