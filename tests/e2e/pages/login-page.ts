import { expect, type Page } from "@playwright/test";

export const demoPassword = "plinth-demo";

/** Page object for /login. */
export class LoginPage {
  constructor(private readonly page: Page) {}

  /** The email first, then (a password account) the password on the same page. */
  async signIn(email: string, password = demoPassword) {
    await this.page.getByLabel("Email").fill(email);
    const field = this.page.getByLabel("Password", { exact: true });
    // Before the page's script runs both fields show; once it runs, Continue asks where the email signs in.
    await expect(async () => {
      if (!(await field.isVisible())) await this.page.getByRole("button", { name: "Continue" }).click();
      await field.fill(password, { timeout: 1000 });
    }).toPass({ timeout: 10_000 });
    await this.page.getByRole("button", { name: "Sign in" }).click();
  }

  async expectError(message: string) {
    await expect(this.page.getByRole("alert").filter({ hasText: message })).toBeVisible();
  }
}

/** Signs in through the API (faster than the form) for tests about what comes after. */
export async function signInByApi(page: Page, email: string, password = demoPassword) {
  const res = await page.request.post("/api/v1/auth/login", { data: { email, password } });
  expect(res.status()).toBe(200);
}
