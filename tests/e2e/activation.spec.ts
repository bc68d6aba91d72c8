import { expect, test } from "@playwright/test";
import { LoginPage, signInByApi } from "./pages/login-page";

test("an invited user activates the account and signs in", async ({ page, browser }) => {
  await signInByApi(page, "admin@acme.test");
  const email = `new-${Date.now()}@acme.test`;
  const invite = await page.request.post("/api/v1/user", {
    data: { email, firstname: "Nora", lastname: "New", roles: ["editor"] },
  });
  expect(invite.status()).toBe(201);
  const { activation_url } = await invite.json();
  const path = new URL(activation_url).pathname;

  const guest = await browser.newPage();
  await guest.goto(path);
  await expect(guest.getByText(`${email} · Acme Builders`)).toBeVisible();
  await expect(guest.getByLabel("First Name")).toHaveValue("Nora");

  await guest.getByLabel("Password", { exact: true }).fill("short");
  await guest.getByLabel("Confirm Password").fill("different");
  await guest.getByRole("button", { name: "Activate account" }).click();
  await expect(guest.getByText("Passwords do not match")).toBeVisible();
  await guest.getByLabel("Password", { exact: true }).fill("a-good-password");
  await guest.getByLabel("Confirm Password").fill("a-good-password");
  await expect(guest.getByText("Passwords do not match")).toHaveCount(0);
  await guest.getByRole("button", { name: "Activate account" }).click();
  await expect(guest.getByText("Your account is ready")).toBeVisible();

  await guest.getByRole("link", { name: "Sign in" }).click();
  await expect(guest.getByLabel("Email")).toHaveValue(email);
  await new LoginPage(guest).signIn(email, "a-good-password");
  await expect(guest).toHaveURL(/\/dashboard$/);

  // The link is single-use.
  await guest.goto(path);
  await expect(guest.getByText("This link can no longer be used")).toBeVisible();
  await expect(guest.getByText("already activated")).toBeVisible();
});

test("an unknown activation link gets a clear page, not a crash", async ({ page }) => {
  await page.goto("/users/activate/00000000000040008000000000000099");
  await expect(page.getByText("Activation link not found")).toBeVisible();
  await page.goto("/users/activate/not-a-token");
  await expect(page.getByText("Activation link not found")).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to sign in" })).toBeVisible();
});
