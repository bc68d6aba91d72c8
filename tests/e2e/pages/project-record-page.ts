import { expect, type Locator, type Page } from "@playwright/test";

/** Page objects for /project-record/{uid} and the create/edit record forms. */
export class ProjectRecordPage {
  readonly factors: Locator;
  readonly breakdownTotal: Locator;
  readonly targetDate: Locator;
  readonly files: Locator;

  constructor(private readonly page: Page) {
    this.factors = page.getByTestId("normalisation-factors");
    this.breakdownTotal = page.getByTestId("breakdown-total");
    this.targetDate = page.getByLabel("Target date");
    this.files = page.getByTestId("record-files");
  }

  async open(uid: string) {
    await this.page.goto(`/project-record/${uid}`);
    await expect(this.page.getByTestId("record-page")).toBeVisible();
  }

  uidFromUrl(): string {
    const m = /\/project-record\/([0-9a-f-]{36})/.exec(this.page.url());
    if (!m) throw new Error(`Not on a record page: ${this.page.url()}`);
    return m[1]!;
  }

  async setTargetDate(date: string) {
    await this.targetDate.fill(date);
  }

  async upload(files: { name: string; mimeType: string; buffer: Buffer }[]) {
    await this.page.getByLabel("Files to upload").setInputFiles(files);
  }

  async deleteWithConfirmation() {
    await this.page.getByRole("button", { name: "Delete", exact: true }).click();
    const dialog = this.page.getByRole("dialog");
    await expect(dialog.getByText("Delete this record?")).toBeVisible();
    await dialog.getByRole("button", { name: "Delete record" }).click();
  }

  editorControls() {
    return [
      this.page.getByRole("link", { name: "Edit" }),
      this.page.getByRole("button", { name: "Delete", exact: true }),
      this.page.getByRole("button", { name: "Upload files" }),
      this.page.getByRole("link", { name: "Add record" }),
    ];
  }
}

/** The record form (new project, add record, edit). */
export class RecordFormPage {
  readonly total: Locator;

  constructor(private readonly page: Page) {
    this.total = page.getByTestId("cost-total");
  }

  field(label: string | RegExp) {
    return this.page.getByLabel(label, { exact: typeof label === "string" });
  }

  /** The message shown under a field (its aria-describedby). */
  async expectFieldError(label: string | RegExp, message: string) {
    const field = this.field(label);
    await expect(field).toHaveAttribute("aria-invalid", "true");
    const id = await field.getAttribute("id");
    await expect(this.page.locator(`[id="${id}-error"]`)).toHaveText(message);
  }

  async setCostLine(index: number, line: { code?: string; description?: string; amount?: string }) {
    const n = index + 1;
    if (line.code !== undefined) await this.page.getByLabel(`Cost code, line ${n}`).fill(line.code);
    if (line.description !== undefined)
      await this.page.getByLabel(`Description, line ${n}`).fill(line.description);
    if (line.amount !== undefined) {
      const amount = this.page.getByLabel(`Amount, line ${n}`);
      await amount.fill(line.amount);
      await amount.blur();
    }
  }

  async addLine() {
    await this.page.getByRole("button", { name: "Add line" }).click();
  }

  async submit(label: "Create project" | "Add record" | "Save changes") {
    await this.page.getByRole("button", { name: label }).click();
  }
}
