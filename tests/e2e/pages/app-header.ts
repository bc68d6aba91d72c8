import { expect, type Page } from "@playwright/test";

/** Page object for the signed-in header (desktop width unless a test sets a phone viewport). */
export class AppHeader {
  constructor(private readonly page: Page) {}

  /** The one-time Dark Mode promo sits under the theme menu; tests not about it start with it dismissed. */
  static async skipDarkModePromo(page: Page) {
    await page.addInitScript(() => window.localStorage.setItem("dark-mode-promo-dismissed", "1"));
  }

  get nav() {
    return this.page.getByRole("navigation", { name: "Main" }).first();
  }

  async navLabels() {
    await expect(this.nav).toBeVisible();
    return this.nav.getByRole("link").allTextContents();
  }

  get companyName() {
    return this.page.getByTestId("company-name");
  }

  get switcher() {
    return this.page.getByTestId("company-switcher");
  }

  get updatesLink() {
    return this.page.getByTestId("updates-link");
  }

  get newsDot() {
    return this.updatesLink.getByTestId("news-dot");
  }

  get promo() {
    return this.page.getByTestId("dark-mode-promo");
  }

  /** The active company's logo (only when the company has one). */
  get companyLogo() {
    return this.page.locator("header").getByTestId("company-logo");
  }

  get menuButton() {
    return this.page.getByRole("button", { name: "Open menu" });
  }

  get userMenuButton() {
    return this.page.getByRole("button", { name: "User menu" });
  }

  async openUserMenu() {
    await this.userMenuButton.click();
    const menu = this.page.getByRole("menu");
    await expect(menu).toBeVisible();
    return menu;
  }

  async openMyAccount() {
    const menu = await this.openUserMenu();
    await menu.getByRole("menuitem", { name: "My Account" }).click();
    const dialog = this.page.getByRole("dialog", { name: "My Account" });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  /** Phone width: the sheet that holds the navigation and the header menus. */
  async openMenuSheet() {
    await this.menuButton.click();
    const sheet = this.page.getByRole("dialog", { name: "Menu" });
    await expect(sheet).toBeVisible();
    return sheet;
  }

  /** My Account from the user menu (wide) or from the menu sheet (below the large breakpoint). */
  async openMyAccountAnyWidth() {
    if (await this.userMenuButton.isVisible()) return this.openMyAccount();
    const sheet = await this.openMenuSheet();
    await sheet.getByRole("button", { name: "My Account" }).click();
    const dialog = this.page.getByRole("dialog", { name: "My Account" });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  async chooseTheme(label: "Light" | "Dark" | "System") {
    await this.page.getByRole("button", { name: "Theme" }).click();
    await this.page.getByRole("menuitemradio", { name: label }).click();
  }

  /** Opens the staff switcher and returns its search box. */
  async openSwitcher() {
    await this.switcher.click();
    const search = this.page.getByRole("combobox", { name: "Search companies" });
    await expect(search).toBeFocused();
    return search;
  }

  async switchTo(companyName: string) {
    const search = await this.openSwitcher();
    await search.fill(companyName);
    await this.page.getByRole("option", { name: companyName }).click();
    await this.page.waitForURL(/\/dashboard$/);
  }
}
