import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { screenshot } from "./fixtures/screenshots";
import { createActivatedUser, demoCompanies } from "./pages/accounts";
import { AppHeader } from "./pages/app-header";
import { setCompanyLogo } from "./pages/company-logo";
import { signInByApi } from "./pages/login-page";
import { MyAccountDialog } from "./pages/my-account-dialog";
import { RealtimeFrames } from "./pages/realtime-frames";
import { Toasts } from "./pages/toasts";

const tooShort = "Too small: expected string to have >=8 characters";

async function storedCompany(page: Page, context: BrowserContext) {
  const local = await page.evaluate(() => window.localStorage.getItem("active-company-uid"));
  const cookie = (await context.cookies()).find((c) => c.name === "active-company-uid")?.value ?? null;
  return { local, cookie };
}

test.describe("header gating", () => {
  test.beforeEach(({ page }) => AppHeader.skipDarkModePromo(page));

  test("an Acme admin sees Market, Estimate, the AI chat and the company name", async ({ page }) => {
    await signInByApi(page, "admin@acme.test");
    await page.goto("/dashboard");
    const header = new AppHeader(page);
    expect(await header.navLabels()).toEqual([
      "Dashboard",
      "Project Database",
      "Market",
      "Compare",
      "Estimate",
      "Settings",
    ]);
    await expect(header.nav.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
    await expect(header.companyName).toHaveText("Acme Builders");
    await expect(header.switcher).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Plinth home" })).toHaveAttribute("href", "/market");
    await expect(page.getByRole("link", { name: "AI assistant" })).toHaveAttribute(
      "href",
      "/ai-conversation/add",
    );
    await expect(header.updatesLink).toHaveAttribute("href", "/product");
    const help = page.getByRole("link", { name: "Help (opens in a new tab)" });
    await expect(help).toHaveAttribute("target", "_blank");
    await expect(help).toHaveAttribute("rel", /noopener/);

    const menu = await header.openUserMenu();
    await expect(menu.getByTestId("user-name")).toHaveText("Alice Admin");
    await expect(menu.getByTestId("user-roles")).toHaveText("ADMIN");
    await expect(menu.getByRole("menuitem")).toHaveText(["My Account", "Sign Out"]);
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(header.userMenuButton).toHaveText("AA");
    await expect(header.userMenuButton).toBeFocused();
  });

  test("a Birch admin sees neither Market nor Estimate, and no AI chat", async ({ page }) => {
    await signInByApi(page, "admin@birch.test");
    await page.goto("/settings");
    const header = new AppHeader(page);
    expect(await header.navLabels()).toEqual(["Dashboard", "Project Database", "Compare", "Settings"]);
    await expect(header.nav.getByRole("link", { name: "Settings" })).toHaveAttribute("aria-current", "page");
    await expect(header.companyName).toHaveText("Birch Construction");
    await expect(page.getByRole("link", { name: "AI assistant" })).toHaveCount(0);
  });

  test("staff see Estimate and the company switcher instead of a name", async ({ page }) => {
    await signInByApi(page, "staff@plinth.test");
    await page.goto("/dashboard");
    const header = new AppHeader(page);
    expect(await header.navLabels()).toContain("Estimate");
    await expect(header.switcher).toBeVisible();
    await expect(header.switcher).not.toHaveAttribute("data-acting");
    await expect(header.companyName).toHaveText("Plinth");
  });

  test("a user's first two roles show upper-cased in the user menu", async ({ page }) => {
    const email = await createActivatedUser(page.request, {
      firstname: "Rolf",
      lastname: "Roles",
      password: "rolf-password-1",
    });
    await signInByApi(page, email, "rolf-password-1");
    await page.goto("/dashboard");
    const menu = await new AppHeader(page).openUserMenu();
    await expect(menu.getByTestId("user-roles")).toHaveText("EDITORVIEWER");
    await expect(menu.getByTestId("user-roles").locator("span")).toHaveText(["EDITOR", "VIEWER"]);
  });
});

test.describe("staff company switcher", () => {
  test.beforeEach(({ page }) => AppHeader.skipDarkModePromo(page));

  test("search filters case-insensitively and says when nothing matches; arrows and Enter choose", async ({
    page,
    context,
  }) => {
    await signInByApi(page, "staff@plinth.test");
    await page.goto("/dashboard");
    const header = new AppHeader(page);
    const search = await header.openSwitcher();
    await expect(search).toHaveAttribute("placeholder", "Search companies...");
    // Other suites may add companies; the demo ones are always there, in the server's order.
    const options = page.getByRole("option");
    await expect(options.filter({ hasText: "Acme Builders" })).toHaveCount(1);
    await expect(options.filter({ hasText: "Plinth" })).toContainText("Your company");
    await search.fill("BIRCH");
    await expect(options).toHaveText(["Birch Construction"]);
    await search.fill("irch cons");
    await expect(options).toHaveText(["Birch Construction"]);
    await search.fill("uild");
    await expect(options.first()).toHaveText("Acme Builders");
    for (const text of await options.allTextContents()) expect(text.toLowerCase()).toContain("uild");
    await search.fill("no such company");
    await expect(options).toHaveCount(0);
    await expect(page.getByText("No companies found.")).toBeVisible();

    // Keyboard only: arrows move through the matches (wrapping), Enter chooses.
    await search.fill("c");
    const count = await options.count();
    expect(count).toBeGreaterThanOrEqual(2);
    await expect(options.nth(0)).toHaveAttribute("aria-selected", "true");
    await search.press("ArrowDown");
    await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
    await search.press("ArrowUp");
    await search.press("ArrowUp");
    await expect(options.nth(count - 1)).toHaveAttribute("aria-selected", "true");
    await search.fill("birch");
    await search.press("ArrowDown");
    await search.press("ArrowUp");
    await expect(options.nth(0)).toHaveAttribute("aria-selected", "true");
    await search.press("Enter");
    await page.waitForURL(/\/dashboard$/);
    await expect(header.companyName).toHaveText("Birch Construction");
    expect(await storedCompany(page, context)).toEqual({
      local: demoCompanies.birch,
      cookie: demoCompanies.birch,
    });

    // Escape closes the picker without choosing.
    await header.openSwitcher();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("listbox")).toBeHidden();
    await expect(header.switcher).toBeFocused();
  });

  test("choosing a company sends every open tab to /dashboard for it, highlighted; the own company clears it", async ({
    context,
  }) => {
    const first = await context.newPage();
    await signInByApi(first, "staff@plinth.test");
    const second = await context.newPage();
    await first.goto("/dashboard");
    await second.goto("/settings");
    const header = new AppHeader(first);
    const secondHeader = new AppHeader(second);

    const actingCall = first.waitForRequest(
      (r) => r.url().includes("/api/v1/") && r.headers()["company-uid"] !== undefined,
    );
    await header.switchTo("Acme Builders");
    // This tab: the server-rendered page and the header are Acme's, marked as acting.
    await expect(first.getByRole("heading", { level: 1 })).toContainText("Sam");
    await expect(first.getByRole("main")).toContainText("Acme Builders");
    await expect(header.switcher).toHaveAttribute("data-acting", "true");
    await expect(header.switcher).toContainText("Acting as");
    await expect(header.companyName).toHaveText("Acme Builders");
    // The other tab followed to /dashboard, for Acme too.
    await expect(second).toHaveURL(/\/dashboard$/);
    await expect(secondHeader.companyName).toHaveText("Acme Builders");
    await expect(secondHeader.switcher).toContainText("Acting as");
    // Client calls carry company-uid from now on (the reload's first call is the news check).
    expect((await actingCall).headers()["company-uid"]).toBe(demoCompanies.acme);

    // Back to the own company: no highlight, nothing stored, and the other tab follows again.
    await second.goto("/settings");
    await header.switchTo("Plinth");
    await expect(header.companyName).toHaveText("Plinth");
    await expect(header.switcher).not.toHaveAttribute("data-acting");
    await expect(header.switcher).not.toContainText("Acting as");
    expect(await storedCompany(first, context)).toEqual({ local: null, cookie: null });
    await expect(second).toHaveURL(/\/dashboard$/);
    await expect(secondHeader.companyName).toHaveText("Plinth");
  });

  test("a non-staff user's leftover company choice is ignored and cleared, not refused", async ({
    page,
    context,
    baseURL,
  }) => {
    await signInByApi(page, "admin@birch.test");
    await context.addCookies([{ name: "active-company-uid", value: demoCompanies.acme, url: baseURL! }]);
    await page.addInitScript(
      (uid) => window.localStorage.setItem("active-company-uid", uid),
      demoCompanies.acme,
    );
    const response = await page.goto("/dashboard");
    expect(response?.status()).toBe(200);
    await expect(new AppHeader(page).companyName).toHaveText("Birch Construction");
    await expect.poll(async () => (await storedCompany(page, context)).cookie).toBeNull();
  });
});

test.describe("My Account", () => {
  test.beforeEach(({ page }) => AppHeader.skipDarkModePromo(page));

  test("profile: starts with the names, validates on submit then on change, saves into the header", async ({
    page,
    context,
  }) => {
    const email = await createActivatedUser(page.request, {
      firstname: "Pat",
      lastname: "Profile",
      password: "pat-password-1",
    });
    await signInByApi(page, email, "pat-password-1");
    // A second tab of the same session: the save's realtime event must still refresh it.
    const otherTab = await context.newPage();
    const frames = new RealtimeFrames(page);
    const otherFrames = new RealtimeFrames(otherTab);
    await page.goto("/dashboard");
    await otherTab.goto("/dashboard");
    await frames.subscribed("private-user-");
    await otherFrames.subscribed("private-user-");
    await page.bringToFront();
    const header = new AppHeader(page);
    const dialog = new MyAccountDialog(await header.openMyAccount());
    await expect(dialog.root.getByText(email, { exact: true })).toBeVisible();
    await expect(dialog.tab("Profile")).toHaveAttribute("aria-selected", "true");
    await expect(dialog.tab("Password")).toHaveAttribute("aria-selected", "false");
    await expect(dialog.field("First Name")).toBeFocused();
    await expect(dialog.field("First Name")).toHaveValue("Pat");
    await expect(dialog.field("Last Name")).toHaveValue("Profile");

    // Nothing is checked while typing before the first submit.
    await dialog.field("First Name").fill("");
    await expect(dialog.fieldErrors()).toHaveCount(0);
    await dialog.field("Last Name").fill("   ");
    await dialog.button("Save Profile").click();
    await expect(dialog.fieldErrors()).toHaveText(["Required", "Required"]);
    // After a submit, every change validates again.
    await dialog.field("First Name").fill("Patricia");
    await expect(dialog.fieldErrors()).toHaveText(["Required"]);
    await dialog.field("Last Name").fill("Profiled");
    await expect(dialog.fieldErrors()).toHaveCount(0);

    // Pending: the button is disabled with a spinner until the answer comes.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/v1/self", async (route) => {
      if (route.request().method() === "PUT") await held;
      await route.continue();
    });
    const saved = page.waitForResponse(
      (r) => r.url().endsWith("/api/v1/self") && r.request().method() === "PUT",
    );
    await dialog.button("Save Profile").click();
    await expect(dialog.button("Save Profile")).toBeDisabled();
    await expect(dialog.root.getByRole("status", { name: "Saving" })).toBeVisible();
    // The answer replaces the cached user, without revalidation — no GET /self and no server
    // refresh (router.refresh() fetches the page's RSC payload) in this tab.
    const refetches: string[] = [];
    page.on("request", (r) => {
      if (r.url().endsWith("/api/v1/self") && r.method() === "GET") refetches.push(r.url());
      if (r.headers().rsc === "1" && !r.headers()["next-router-prefetch"]) refetches.push(r.url());
    });
    const otherRefetched = otherTab.waitForRequest(
      (r) => r.url().endsWith("/api/v1/self") && r.method() === "GET",
    );
    release();
    await saved;
    await dialog.expectClosed();
    const menu = await header.openUserMenu();
    await expect(menu.getByTestId("user-name")).toHaveText("Patricia Profiled");
    await page.keyboard.press("Escape");
    await expect(header.userMenuButton).toHaveText("PP");
    // The dashboard's greeting reads the same cached user.
    await expect(page.getByRole("heading", { level: 1 })).toContainText(", Patricia");
    await page.unroute("**/api/v1/self");

    // The other tab learns of the save through the realtime event and refetches.
    await otherRefetched;
    await expect(new AppHeader(otherTab).userMenuButton).toHaveText("PP");
    // This tab got the same event (its version is the cached one) and did nothing with it.
    await frames.received("user.updated");
    await page.waitForTimeout(500);
    expect(refetches).toEqual([]);
    await otherTab.close();

    // Reopened, the form starts from the saved names.
    const again = new MyAccountDialog(await header.openMyAccount());
    await expect(again.field("First Name")).toHaveValue("Patricia");
    await expect(again.field("Last Name")).toHaveValue("Profiled");
    expect((await (await page.request.get("/api/v1/self")).json()).firstname).toBe("Patricia");
  });

  test("profile: a server failure shows its message inline and an 'Error' toast; the dialog stays", async ({
    page,
  }) => {
    await signInByApi(page, "viewer@acme.test");
    await page.goto("/dashboard");
    await page.route("**/api/v1/self", (route) =>
      route.request().method() === "PUT"
        ? route.fulfill({
            status: 400,
            json: { message: "Names are locked", code: "validation_error", errors: { lastname: "Locked" } },
          })
        : route.continue(),
    );
    const dialog = new MyAccountDialog(await new AppHeader(page).openMyAccount());
    await dialog.field("First Name").fill("Changed");
    await dialog.button("Save Profile").click();
    await expect(dialog.serverError).toHaveText("Names are locked");
    await expect(dialog.fieldErrors()).toHaveText(["Locked"]);
    const toast = new Toasts(page).withText("An error occurred updating user");
    await expect(toast).toContainText("Error");
    await expect(dialog.root).toBeVisible();
    await expect(dialog.button("Save Profile")).toBeEnabled();
    // The names did not change on the server.
    expect((await (await page.request.get("/api/v1/self")).json()).firstname).toBe("Vera");
  });

  test("password: starts empty and masked; every message; a wrong current password; then success", async ({
    page,
  }) => {
    const email = await createActivatedUser(page.request, {
      firstname: "Paz",
      lastname: "Word",
      password: "old-password-1",
    });
    await signInByApi(page, email, "old-password-1");
    await page.goto("/dashboard");
    const dialog = new MyAccountDialog(await new AppHeader(page).openMyAccount());
    await dialog.tab("Password").click();
    for (const label of ["Current Password", "New Password", "Confirm New Password"]) {
      await expect(dialog.field(label)).toHaveValue("");
      await expect(dialog.field(label)).toHaveAttribute("type", "password");
    }

    await dialog.button("Change Password").click();
    await expect(dialog.fieldErrors()).toHaveText(["Required", tooShort, tooShort]);
    await dialog.field("Current Password").fill("x");
    await dialog.field("New Password").fill("new-password-2");
    await expect(dialog.fieldErrors()).toHaveText([tooShort]);
    await dialog.field("Confirm New Password").fill("new-password-3");
    await expect(dialog.fieldErrors()).toHaveText(["Passwords do not match"]);
    await dialog.field("Confirm New Password").fill("new-password-2");
    await expect(dialog.fieldErrors()).toHaveCount(0);

    // The server refuses a wrong current password: inline above the button, on the field, and a toast.
    await dialog.field("Current Password").fill("not-my-password");
    await dialog.button("Change Password").click();
    await expect(dialog.serverError).toHaveText("Current password is incorrect");
    await expect(dialog.fieldErrors()).toHaveText(["Current password is incorrect"]);
    await expect(new Toasts(page).withText("An error occurred updating password")).toContainText("Error");
    await expect(dialog.root).toBeVisible();

    await dialog.field("Current Password").fill("old-password-1");
    await expect(dialog.fieldErrors()).toHaveCount(0);
    await dialog.button("Change Password").click();
    await dialog.expectClosed();
    const toast = new Toasts(page).withText("Password updated successfully");
    await expect(toast).toContainText("Success");

    // The new password signs in; the old one no longer does.
    const fresh = await page.context().request.post("/api/v1/auth/login", {
      data: { email, password: "old-password-1" },
    });
    expect(fresh.status()).toBe(401);
    await signInByApi(page, email, "new-password-2");
  });

  test("the dialog works with the keyboard alone and Escape closes it", async ({ page }) => {
    await signInByApi(page, "editor@acme.test");
    await page.goto("/dashboard");
    const header = new AppHeader(page);
    await header.userMenuButton.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("menuitem", { name: "My Account" })).toBeFocused();
    await page.keyboard.press("Enter");
    const dialog = new MyAccountDialog(page.getByRole("dialog", { name: "My Account" }));
    await expect(dialog.field("First Name")).toBeFocused();
    await page.keyboard.press("Escape");
    await dialog.expectClosed();
    await expect(header.userMenuButton).toBeFocused();
  });
});

test.describe("theme", () => {
  test.beforeEach(({ page }) => AppHeader.skipDarkModePromo(page));

  test("Light, Dark and System; System follows the OS live", async ({ page }) => {
    await signInByApi(page, "editor@acme.test");
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/dashboard");
    const html = page.locator("html");
    const header = new AppHeader(page);
    await expect(html).not.toHaveClass(/dark/);
    await header.chooseTheme("Dark");
    await expect(html).toHaveClass(/dark/);
    await page.reload();
    await expect(html).toHaveClass(/dark/);
    await header.chooseTheme("System");
    await expect(html).not.toHaveClass(/dark/);
    await page.emulateMedia({ colorScheme: "dark" });
    await expect(html).toHaveClass(/dark/);
    await page.emulateMedia({ colorScheme: "light" });
    await expect(html).not.toHaveClass(/dark/);
    await header.chooseTheme("Light");
    await page.emulateMedia({ colorScheme: "dark" });
    await expect(html).not.toHaveClass(/dark/);
  });
});

test.describe("Dark Mode promo", () => {
  test("Try Dark Mode turns the page dark and the promo does not come back", async ({ page }) => {
    await signInByApi(page, "viewer@acme.test");
    await page.goto("/dashboard");
    const header = new AppHeader(page);
    await expect(header.promo).toBeVisible();
    await expect(header.promo).toContainText("Dark mode");
    // It does not take focus from the page.
    await expect(header.promo.getByRole("button", { name: "Try Dark Mode" })).not.toBeFocused();
    await header.promo.getByRole("button", { name: "Try Dark Mode" }).click();
    await expect(page.locator("html")).toHaveClass(/dark/);
    await expect(header.promo).toBeHidden();
    // Back to light: it was a one-time promo.
    await header.chooseTheme("Light");
    await page.reload();
    await expect(page.locator("html")).not.toHaveClass(/dark/);
    await expect(header.promo).toBeHidden();
  });

  test("Dismiss hides it for good in this browser", async ({ page }) => {
    await signInByApi(page, "viewer@acme.test");
    await page.goto("/dashboard");
    const header = new AppHeader(page);
    await header.promo.getByRole("button", { name: "Dismiss" }).click();
    await expect(header.promo).toBeHidden();
    await expect(page.locator("html")).not.toHaveClass(/dark/);
    await page.reload();
    await page.goto("/settings");
    await expect(header.nav).toBeVisible();
    await expect(header.promo).toBeHidden();
  });

  test("it is not shown while the theme is dark", async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem("theme", "dark"));
    await signInByApi(page, "viewer@acme.test");
    await page.goto("/dashboard");
    await expect(page.locator("html")).toHaveClass(/dark/);
    await expect(new AppHeader(page).nav).toBeVisible();
    await expect(new AppHeader(page).promo).toBeHidden();
  });
});

test("the Updates dot shows until /product is opened, and again when newer news arrives", async ({
  page,
  browser,
  baseURL,
}) => {
  await AppHeader.skipDarkModePromo(page);
  await signInByApi(page, "editor@acme.test");
  await page.goto("/dashboard");
  const header = new AppHeader(page);
  await expect(header.newsDot).toBeVisible();
  await expect(header.updatesLink).toHaveAccessibleName("Updates (new)");

  await header.updatesLink.click();
  await expect(page).toHaveURL(/\/product$/);
  await expect(page.getByRole("heading", { level: 1, name: "Product updates" })).toBeVisible();
  await expect(header.newsDot).toBeHidden();
  await page.getByRole("link", { name: "Dashboard" }).first().click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(header.newsDot).toBeHidden();
  await page.reload();
  await expect(header.nav).toBeVisible();
  await expect(header.newsDot).toBeHidden();
  await expect(header.updatesLink).toHaveAccessibleName("Updates");

  // Staff publish something newer: the dot is back after the next load.
  const staff = await browser.newContext({ baseURL });
  await staff.request.post("/api/v1/auth/login", {
    data: { email: "staff@plinth.test", password: "plinth-demo" },
  });
  const created = await staff.request.post("/api/v1/news", {
    data: { date: "2099-01-01", title: `Shell dot ${Date.now()}`, description: "<p>Newer than anything</p>" },
  });
  expect(created.status()).toBe(201);
  const { uid } = await created.json();
  try {
    await page.reload();
    await expect(header.newsDot).toBeVisible();
  } finally {
    await staff.request.delete(`/api/v1/news/${uid}`, { headers: { "if-match": created.headers().etag! } });
    await staff.close();
  }
});

test.describe("phone width", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the navigation and menus live in a sheet that works from the keyboard", async ({ page }) => {
    await signInByApi(page, "admin@acme.test");
    await page.goto("/dashboard");
    const header = new AppHeader(page);
    await expect(header.nav).toBeHidden();
    await expect(header.userMenuButton).toBeHidden();
    const open = page.getByRole("button", { name: "Open menu" });
    await open.focus();
    await page.keyboard.press("Enter");
    const sheet = page.getByRole("dialog", { name: "Menu" });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole("navigation", { name: "Main" }).getByRole("link")).toHaveText([
      "Dashboard",
      "Project Database",
      "Market",
      "Compare",
      "Estimate",
      "Settings",
    ]);
    await expect(sheet.getByTestId("user-roles")).toHaveText("ADMIN");
    await expect(sheet.getByRole("group", { name: "Theme" }).getByRole("button")).toHaveText([
      "Light",
      "Dark",
      "System",
    ]);
    await expect(sheet.getByTestId("dark-mode-promo")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();
    await expect(open).toBeFocused();

    // A link closes the sheet; My Account opens the dialog from it.
    await open.click();
    await sheet.getByRole("link", { name: "Settings" }).click();
    await expect(page).toHaveURL(/\/settings\/company$/);
    await expect(sheet).toBeHidden();
    await open.click();
    await sheet.getByRole("button", { name: "Dark", exact: true }).click();
    await expect(page.locator("html")).toHaveClass(/dark/);
    await expect(sheet.getByTestId("dark-mode-promo")).toBeHidden();
    await sheet.getByRole("button", { name: "My Account" }).click();
    await expect(page.getByRole("dialog", { name: "My Account" })).toBeVisible();
  });
});

test.describe("the header with a company logo, and My Account, at 1280 and 390 px in light and dark", () => {
  test.beforeEach(({ page }) => AppHeader.skipDarkModePromo(page));

  for (const width of [1280, 390]) {
    test(`${width} px: the logo is in the header bar and My Account opens`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await signInByApi(page, "admin@acme.test");
      const removeLogo = await setCompanyLogo(page.request);
      const header = new AppHeader(page);
      try {
        for (const theme of ["light", "dark"] as const) {
          await page.goto("/dashboard");
          await page.evaluate((t) => window.localStorage.setItem("theme", t), theme);
          await page.reload();
          await expect(page.locator("html")).toHaveClass(theme === "dark" ? /dark/ : /^(?!.*dark)/);
          await expect(header.companyLogo).toBeVisible();
          const logo = (await header.companyLogo.boundingBox())!;
          expect(logo.x + logo.width).toBeLessThanOrEqual(width);
          expect(logo.height).toBeGreaterThanOrEqual(20);
          await expect(header.companyName).toBeVisible();
          // Finished animations only: a dialog caught fading in shows the page through it.
          const shot = { animations: "disabled" } as const;
          await screenshot(page.locator("header"), `header-${width}-${theme}`, shot);

          const dialog = new MyAccountDialog(await header.openMyAccountAnyWidth());
          await expect(dialog.field("First Name")).toBeFocused();
          await expect(page.getByRole("dialog", { name: "Menu" })).toHaveCount(0);
          await screenshot(page, `my-account-${width}-${theme}`, shot);
          // Closing gives focus back to what opened it: the user menu, or the menu button on a phone.
          await page.keyboard.press("Escape");
          await dialog.expectClosed();
          await expect(width < 1024 ? header.menuButton : header.userMenuButton).toBeFocused();
        }
      } finally {
        await removeLogo();
      }
    });
  }
});
