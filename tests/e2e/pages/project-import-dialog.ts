import { expect, type Locator, type Page } from "@playwright/test";

/** Page object for the Import dialog and the Export menu of the /project toolbar. */
export class ProjectImportDialog {
  readonly dialog: Locator;

  constructor(private readonly page: Page) {
    this.dialog = page.getByTestId("import-dialog");
  }

  async open() {
    await this.page.getByTestId("import-open").click();
    await expect(this.dialog).toBeVisible();
  }

  async chooseFile(name: string, content: string | Buffer, mimeType = "text/csv") {
    const buffer = typeof content === "string" ? Buffer.from(content) : content;
    await this.dialog.getByTestId("import-file").setInputFiles({ name, mimeType, buffer });
    await expect(this.dialog.getByTestId("import-columns")).toBeVisible();
  }

  async checkRows() {
    await this.dialog.getByTestId("import-check").click();
  }

  async chooseAnotherFile() {
    await this.dialog.getByRole("button", { name: "Choose another file" }).click();
  }

  async expectRowError(message: string) {
    await expect(this.dialog.getByTestId("import-errors")).toContainText(message);
    await expect(this.dialog.locator("tr[data-error]")).not.toHaveCount(0);
    await expect(this.dialog.getByTestId("import-run")).toBeDisabled();
  }

  async importAll() {
    await this.dialog.getByTestId("import-run").click();
    await expect(this.dialog.getByTestId("import-result")).toBeVisible({ timeout: 20_000 });
  }

  async close() {
    await this.dialog.getByRole("button", { name: "Close" }).first().click();
    await expect(this.dialog).toBeHidden();
  }

  /** Export → the chosen format; returns the downloaded file's text or bytes. */
  async export(format: "CSV (.csv)" | "Excel (.xlsx)") {
    await this.page.getByTestId("export-menu").click();
    const download = this.page.waitForEvent("download");
    await this.page.getByRole("menuitem", { name: format }).click();
    const file = await download;
    const path = await file.path();
    return { name: file.suggestedFilename(), path };
  }
}
