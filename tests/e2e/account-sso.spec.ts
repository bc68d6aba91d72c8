import { expect, test } from "@playwright/test";
import { createActivatedUser } from "./pages/accounts";
import { putCurrent } from "./pages/api-writes";
import { AppHeader } from "./pages/app-header";
import { LoginPage, signInByApi } from "./pages/login-page";
import { MyAccountDialog } from "./pages/my-account-dialog";
import { RealtimeFrames } from "./pages/realtime-frames";

// The single sign-on demo account (lib/seed/demo.ts) and what the server tells it (lib/server/auth/login.ts).
const ssoEmail = "sso@acme.test";
const ssoMessage = "Your company signs in with single sign-on. Use your company's SSO to sign in.";

test.beforeEach(({ page }) => AppHeader.skipDarkModePromo(page));

test("an SSO user cannot sign in with a password and is told to use single sign-on", async ({ page }) => {
  await page.goto("/login");
  await new LoginPage(page).signIn(ssoEmail, "plinth-demo");
  await expect(page.getByRole("alert").filter({ hasText: "single sign-on" })).toHaveText(ssoMessage);
  await expect(page).toHaveURL(/\/login/);
  // No session was made: the API still refuses the browser.
  expect((await page.request.get("/api/v1/self")).status()).toBe(401);

  // The API says the same, as a 403 rather than "invalid credentials".
  const res = await page.request.post("/api/v1/auth/login", { data: { email: ssoEmail, password: "x" } });
  expect(res.status()).toBe(403);
  expect((await res.json()).message).toBe(ssoMessage);
});

test("the My Account dialog of an SSO user shows only the profile form, with no tabs", async ({ page }) => {
  // Why a routed answer: there is no honest way to an SSO session here. Password sign-in refuses SSO
  // accounts (above), activation makes no session, the app has no SSO provider to sign in through, and
  // the e2e server's embedded database cannot be reached from the test to create a session row. So a
  // password user signs in, and the tab's GET /api/v1/self is answered with the server's real response
  // with login_type "sso". The dialog reads the cached user, which only a refetch replaces: a name change
  // from outside the tab publishes `user.updated`, and the tab refetches /self through the route.
  const email = await createActivatedUser(page.request, {
    firstname: "Sol",
    lastname: "Password",
    password: "sol-password-1",
  });
  await signInByApi(page, email, "sol-password-1");
  await page.route("**/api/v1/self", async (route) => {
    if (route.request().method() !== "GET") return route.continue();
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), login_type: "sso" } });
  });
  const frames = new RealtimeFrames(page);
  await page.goto("/dashboard");
  await frames.subscribed("private-user-");
  const header = new AppHeader(page);
  await expect(header.userMenuButton).toHaveText("SP");

  const refetched = page.waitForResponse(
    (r) => r.url().endsWith("/api/v1/self") && r.request().method() === "GET",
  );
  const renamed = await putCurrent(page.request, "/api/v1/self", { firstname: "Sam", lastname: "Single" });
  expect(renamed.status()).toBe(200);
  expect((await (await refetched).json()).login_type).toBe("sso");
  await expect(header.userMenuButton).toHaveText("SS");

  const dialog = new MyAccountDialog(await header.openMyAccount());
  await expect(dialog.root.getByText(email, { exact: true })).toBeVisible();
  await expect(dialog.root.getByRole("tablist")).toHaveCount(0);
  await expect(dialog.root.getByRole("tab")).toHaveCount(0);
  await expect(dialog.field("First Name")).toBeFocused();
  await expect(dialog.field("First Name")).toHaveValue("Sam");
  await expect(dialog.field("Last Name")).toHaveValue("Single");
  await expect(dialog.button("Save Profile")).toBeVisible();
  await expect(dialog.root.getByLabel("Current Password")).toHaveCount(0);
  await expect(dialog.root.getByRole("button", { name: "Change Password" })).toHaveCount(0);

  // The profile form still saves.
  await dialog.field("Last Name").fill("Sign-On");
  await dialog.button("Save Profile").click();
  await dialog.expectClosed();
  await expect(header.userMenuButton).toHaveText("SS");
  const menu = await header.openUserMenu();
  await expect(menu.getByTestId("user-name")).toHaveText("Sam Sign-On");
});
