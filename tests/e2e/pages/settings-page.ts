import { expect, type Locator, type Page } from "@playwright/test";

/** Page object for /settings and its sections. */
export class SettingsPage {
  readonly nav: Locator;

  constructor(private readonly page: Page) {
    this.nav = page.getByRole("navigation", { name: "Settings" });
  }

  async open(section: "company" | "users" | "outbox" | "companies" | "api-keys") {
    await this.page.goto(`/settings/${section}`);
    await expect(
      this.nav.getByRole("link", { name: new RegExp(section.replace("-", " "), "i") }).first(),
    ).toHaveAttribute("aria-current", "page");
  }

  link(name: string) {
    return this.nav.getByRole("link", { name, exact: true });
  }

  userRow(email: string) {
    return this.page.getByTestId(`user-row-${email}`);
  }

  async userAction(email: string, action: string) {
    await this.userRow(email)
      .getByRole("button", { name: /^Actions for / })
      .click();
    await this.page.getByRole("menuitem", { name: action }).click();
  }
}
