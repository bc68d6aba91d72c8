import { expect, type Locator } from "@playwright/test";

/** Page object for the My Account dialog (open it with AppHeader.openMyAccount). */
export class MyAccountDialog {
  constructor(readonly root: Locator) {}

  field(label: string) {
    return this.root.getByLabel(label, { exact: true });
  }

  tab(name: "Profile" | "Password") {
    return this.root.getByRole("tab", { name });
  }

  button(name: "Save Profile" | "Change Password") {
    return this.root.getByRole("button", { name });
  }

  /** Field messages (role="alert" under each field) in document order. */
  fieldErrors() {
    return this.root.locator('[data-slot="field-error"]');
  }

  get serverError() {
    return this.root.getByTestId("form-server-error");
  }

  async expectClosed() {
    await expect(this.root).toBeHidden();
  }
}
