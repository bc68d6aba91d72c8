import { expect, test } from "@playwright/test";
import { LoginPage, signInByApi } from "./pages/login-page";

test("an unauthenticated visit goes to login, then lands on the page it asked for", async ({ page }) => {
  await page.goto("/project?view=map");
  await expect(page).toHaveURL(/\/login\?.*callbackUrl=/);
  await new LoginPage(page).signIn("editor@acme.test");
  await expect(page).toHaveURL(/\/project\?view=map$/);
});

test("a callback URL that would leave the site lands on the dashboard instead", async ({ page }) => {
  for (const target of ["%2F%09%2Fhost%2Fpwned", "%2F%0A%2Fhost", "%2F%5Chost", "http%3A%2F%2Fhost%2Fx"]) {
    await page.context().clearCookies();
    await page.goto(`/login?callbackUrl=${target}`);
    await new LoginPage(page).signIn("viewer@acme.test");
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/dashboard$/);
  }
});

test("the session cookie lives as long as the session (7 days), and a page view does not extend it", async ({
  page,
  context,
}) => {
  await page.goto("/login");
  await new LoginPage(page).signIn("viewer@acme.test");
  await expect(page).toHaveURL(/\/dashboard$/);
  const sessionCookie = async () =>
    (await context.cookies()).find((c) => c.name.endsWith("authjs.session-token"))!;
  const first = await sessionCookie();
  const days = (first.expires - Date.now() / 1000) / 86_400;
  expect(days).toBeGreaterThan(6.99);
  expect(days).toBeLessThanOrEqual(7);
  await page.goto("/project");
  await page.goto("/dashboard");
  expect((await sessionCookie()).expires).toBe(first.expires);
});

test("after login without a target the user lands on the dashboard", async ({ page }) => {
  await page.goto("/login");
  await new LoginPage(page).signIn("admin@acme.test");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Alice");
  await expect(page.getByTestId("company-name")).toHaveText("Acme Builders");
});

test("/ redirects to the dashboard", async ({ page }) => {
  await signInByApi(page, "viewer@acme.test");
  await page.goto("/");
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("a wrong password says 'Invalid email or password', and so does an unknown email", async ({ page }) => {
  await page.goto("/login");
  const login = new LoginPage(page);
  await login.signIn("admin@birch.test", "not-the-password");
  await login.expectError("Invalid email or password");
  await login.signIn("nobody@birch.test", "not-the-password");
  await login.expectError("Invalid email or password");
  await expect(page).toHaveURL(/\/login/);
});

test("empty fields are Required: the email first, then the password", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("Required")).toHaveCount(1);
  await page.getByLabel("Email").fill("admin@acme.test");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByLabel("Password", { exact: true })).toBeFocused();
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Required")).toHaveCount(1);
});

test("an SSO user is told to use single sign-on", async ({ page }) => {
  await page.goto("/login");
  const login = new LoginPage(page);
  await login.signIn("sso@acme.test", "whatever-password");
  await login.expectError("single sign-on");
});

test("sign out ends the session on the server: the old cookie no longer works", async ({ page, context }) => {
  await page.goto("/login");
  await new LoginPage(page).signIn("admin@acme.test");
  await expect(page).toHaveURL(/\/dashboard$/);
  const cookies = await context.cookies();
  await page.getByRole("button", { name: "User menu" }).click();
  await page.getByRole("menuitem", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login/);
  // Replay the cookie from before the sign-out.
  await context.addCookies(cookies);
  expect((await page.request.get("/api/v1/self")).status()).toBe(401);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login/);
});

test("navigation follows the company's switches", async ({ page }) => {
  await signInByApi(page, "admin@birch.test");
  await page.goto("/dashboard");
  const nav = page.getByRole("navigation", { name: "Main" }).first();
  await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Market" })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "Estimate" })).toHaveCount(0);
});

test.describe("before the page's script has run", () => {
  test.use({ javaScriptEnabled: false });

  test("the sign-in form still signs in, as a plain form, and lands on the page asked for", async ({
    page,
  }) => {
    await page.goto("/project?view=map");
    await expect(page).toHaveURL(/\/login\?.*callbackUrl=/);
    await new LoginPage(page).signIn("editor@acme.test");
    await expect(page).toHaveURL(/\/project\?view=map$/);
  });

  test("a wrong password comes back with the message and the email kept", async ({ page }) => {
    await page.goto("/login");
    await new LoginPage(page).signIn("admin@birch.test", "not-the-password");
    await expect(page).toHaveURL(/\/login\?/);
    await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password" })).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue("admin@birch.test");
  });
});
