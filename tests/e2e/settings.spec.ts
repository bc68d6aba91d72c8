import { type APIRequestContext, type Browser, expect, test } from "@playwright/test";
import { pngSize, solidPng } from "./fixtures/png";
import { putCurrent } from "./pages/api-writes";
import { signInByApi } from "./pages/login-page";
import { SettingsPage } from "./pages/settings-page";

// The one-time Dark Mode promo sits over the top right of the page; these tests are not about it.
test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => window.localStorage.setItem("dark-mode-promo-dismissed", "1"));
});

const unique = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e4)}@acme.test`;

/** An active Acme user made through the API (invite, then activate with the link's token). */
async function activeUser(request: APIRequestContext, role: "editor" | "viewer") {
  const email = unique(role);
  const invite = await request.post("/api/v1/user", {
    data: { email, firstname: "Temp", lastname: role === "editor" ? "Editor" : "Viewer", roles: [role] },
  });
  expect(invite.status()).toBe(201);
  const { activation_url, user } = await invite.json();
  const token = new URL(activation_url).pathname.split("/").pop();
  const done = await request.post(`/api/v1/user/activate/${token}`, {
    data: { firstname: "Temp", lastname: "Person", password: "a-good-password", confirm: "a-good-password" },
  });
  expect(done.status()).toBe(200);
  return { email, uid: user.uid as string, password: "a-good-password" };
}

async function signedInPage(browser: Browser, email: string, password?: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInByApi(page, email, password);
  return page;
}

test("an admin uploads a logo: resized to fit 600×600, saved, and shown in the header", async ({ page }) => {
  await signInByApi(page, "admin@acme.test");
  const settings = new SettingsPage(page);
  await settings.open("company");
  await page.getByLabel("Logo file").setInputFiles({
    name: "acme-wide.png",
    mimeType: "image/png",
    buffer: solidPng(1200, 400, [230, 90, 20]),
  });
  const logo = page.getByTestId("settings-logo");
  await expect(logo).toHaveAttribute("src", /^\/api\/v1\/storage\/file\/logos\/.+\/acme-wide\.png$/);
  const src = (await logo.getAttribute("src"))!;
  await expect(page.locator(`header img[src="${src}"]`)).toBeVisible();
  await expect(page.getByRole("progressbar")).toHaveCount(0);

  const stored = await page.request.get(src);
  expect(stored.headers()["content-type"]).toBe("image/png");
  expect(pngSize(await stored.body())).toEqual({ width: 600, height: 200 });

  // Still there after a reload (saved on the company, not just in the page).
  await page.reload();
  await expect(page.locator(`header img[src="${src}"]`)).toBeVisible();
  await putCurrent(page.request, "/api/v1/company", { logo_url: null });
});

test("an invited user activates through the link in the outbox", async ({ page, browser }) => {
  await signInByApi(page, "admin@acme.test");
  const settings = new SettingsPage(page);
  const email = unique("invitee");
  await settings.open("users");
  await page.getByRole("button", { name: "Invite user" }).click();
  const dialog = page.getByRole("dialog", { name: "Invite user" });
  await dialog.getByRole("button", { name: "Send invitation" }).click();
  await expect(dialog.getByText("Required")).toBeVisible();
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("First Name").fill("Ivy");
  await dialog.getByLabel("Last Name").fill("Invitee");
  await dialog.getByLabel("Role").selectOption("editor");
  await dialog.getByRole("button", { name: "Send invitation" }).click();
  await expect(dialog).toBeHidden();
  await expect(settings.userRow(email)).toContainText("Pending");
  await expect(settings.userRow(email)).toContainText("editor");

  await settings.open("outbox");
  const mail = page.getByTestId("outbox-mail").filter({ hasText: `To ${email}` });
  await expect(mail).toContainText("You are invited to Acme Builders on Plinth");
  const href = (await mail.getByRole("link").getAttribute("href"))!;
  expect(href).toMatch(/\/users\/activate\/[0-9a-f-]{36}$/);

  const guest = await (await browser.newContext()).newPage();
  await guest.goto(new URL(href).pathname);
  await guest.getByLabel("Password", { exact: true }).fill("a-good-password");
  await guest.getByLabel("Confirm Password").fill("a-good-password");
  await guest.getByRole("button", { name: "Activate account" }).click();
  await expect(guest.getByText("Your account is ready")).toBeVisible();

  await settings.open("users");
  await expect(settings.userRow(email)).toContainText("Active");
  await guest.context().close();
});

test("an admin changes a user's role and resends an invitation", async ({ page }) => {
  await signInByApi(page, "admin@acme.test");
  const viewer = await activeUser(page.request, "viewer");
  const pending = unique("pending");
  await page.request.post("/api/v1/user", { data: { email: pending } });
  const settings = new SettingsPage(page);
  await settings.open("users");

  await settings.userAction(viewer.email, "Change role…");
  const dialog = page.getByRole("dialog", { name: "Change role" });
  await expect(dialog.getByLabel("Role")).toHaveValue("viewer");
  await dialog.getByLabel("Role").selectOption("editor");
  await dialog.getByRole("button", { name: "Save role" }).click();
  await expect(dialog).toBeHidden();
  await expect(settings.userRow(viewer.email)).toContainText("editor");
  const check = await page.request.get(`/api/v1/user/${viewer.uid}`);
  expect((await check.json()).roles).toEqual(["editor"]);

  await settings.userAction(pending, "Resend invitation");
  // The toast's text is also in its live-region announcement.
  await expect(page.getByText(`A new invitation was sent to ${pending}.`).first()).toBeVisible();
  const box = await (await page.request.get("/api/v1/mail-outbox?limit=5")).json();
  expect(box.content[box.query[0]]).toMatchObject({
    to: pending,
    subject: "Reminder: your invitation to Acme Builders on Plinth",
  });
});

test("the last admin cannot remove their own admin role", async ({ page }) => {
  await signInByApi(page, "admin@birch.test");
  const settings = new SettingsPage(page);
  await settings.open("users");
  await settings.userAction("admin@birch.test", "Change role…");
  const dialog = page.getByRole("dialog", { name: "Change role" });
  await dialog.getByLabel("Role").selectOption("viewer");
  await dialog.getByRole("button", { name: "Save role" }).click();
  await expect(
    dialog.getByText("You are the only active admin of this company.", { exact: false }),
  ).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(settings.userRow("admin@birch.test")).toContainText("admin");
});

test("a deactivated user is signed out at once and can be reactivated", async ({ page, browser }) => {
  await signInByApi(page, "admin@acme.test");
  const editor = await activeUser(page.request, "editor");
  const victim = await signedInPage(browser, editor.email, editor.password);
  await victim.goto("/dashboard");
  await expect(victim).toHaveURL(/\/dashboard$/);

  const settings = new SettingsPage(page);
  await settings.open("users");
  await expect(settings.userRow("admin@acme.test")).toContainText("(you)");
  await settings.userAction(editor.email, "Deactivate…");
  const confirm = page.getByRole("dialog", { name: /^Deactivate / });
  await confirm.getByRole("button", { name: "Deactivate" }).click();
  await expect(settings.userRow(editor.email)).toContainText("Deactivated");

  await victim.goto("/dashboard");
  await expect(victim).toHaveURL(/\/login/);
  expect((await victim.request.get("/api/v1/self")).status()).toBe(401);
  const login = await victim.request.post("/api/v1/auth/login", {
    data: { email: editor.email, password: editor.password },
  });
  expect(login.ok()).toBe(false);

  await settings.userAction(editor.email, "Reactivate");
  await expect(settings.userRow(editor.email)).toContainText("Active");
  await signInByApi(victim, editor.email, editor.password);
  await victim.context().close();
});

test("staff see Companies and switch a feature for Birch on and back off", async ({ page }) => {
  await signInByApi(page, "staff@plinth.test");
  const settings = new SettingsPage(page);
  await settings.open("companies");
  await page.getByRole("searchbox", { name: "Search companies" }).fill("birch");
  const row = page.getByTestId("company-row-Birch Construction");
  await expect(row).toBeVisible();
  await expect(page.getByTestId("company-row-Acme Builders")).toHaveCount(0);
  const market = row.getByRole("switch", { name: "Market data for Birch Construction" });
  await expect(market).toHaveAttribute("aria-checked", "false");

  await market.click();
  await expect(market).toHaveAttribute("aria-checked", "true");
  await expect(market).toBeEnabled();
  const read = async () =>
    (await (await page.request.get("/api/v1/companies?search=Birch")).json()).content[
      "00000000-0000-4000-8000-000000000003"
    ];
  expect((await read()).is_market_data_visible).toBe(true);

  await market.click();
  await expect(market).toHaveAttribute("aria-checked", "false");
  await expect(market).toBeEnabled();
  expect((await read()).is_market_data_visible).toBe(false);
});

test("staff create a company", async ({ page }) => {
  await signInByApi(page, "staff@plinth.test");
  const settings = new SettingsPage(page);
  await settings.open("companies");
  const name = `Cedar Homes ${Date.now()}`;
  await page.getByRole("button", { name: "New company" }).click();
  const dialog = page.getByRole("dialog", { name: "New company" });
  await dialog.getByLabel("Company Name").fill(name);
  await dialog.getByRole("switch", { name: "V2 estimates" }).click();
  await dialog.getByRole("button", { name: "Create company" }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByTestId(`company-row-${name}`);
  await expect(row.getByRole("switch", { name: `V2 estimates for ${name}` })).toHaveAttribute(
    "aria-checked",
    "true",
  );
});

test("an editor sees only the Company section, read-only, and is refused the admin sections", async ({
  page,
}) => {
  await signInByApi(page, "editor@acme.test");
  await page.goto("/settings");
  await expect(page).toHaveURL(/\/settings\/company$/);
  const settings = new SettingsPage(page);
  await expect(settings.link("Company")).toHaveAttribute("aria-current", "page");
  for (const hidden of ["Users", "Outbox", "Companies"]) await expect(settings.link(hidden)).toHaveCount(0);
  await expect(page.getByLabel("Company Name")).toBeDisabled();
  await expect(page.getByRole("button", { name: /Upload logo|Replace logo/ })).toHaveCount(0);

  await page.goto("/settings/users");
  await expect(page.getByText("Only company admins can open this section.", { exact: false })).toBeVisible();
  expect((await page.request.get("/api/v1/user")).status()).toBe(403);
  await page.goto("/settings/companies");
  await expect(page.getByText("Only Plinth staff can open this section.")).toBeVisible();
});

test("an admin does not see the staff Companies section", async ({ page }) => {
  await signInByApi(page, "admin@acme.test");
  await page.goto("/settings/company");
  const settings = new SettingsPage(page);
  await expect(settings.link("Users")).toBeVisible();
  await expect(settings.link("Outbox")).toBeVisible();
  await expect(settings.link("Companies")).toHaveCount(0);
  expect((await page.request.get("/api/v1/companies")).status()).toBe(403);
});

test("a stale company name save says someone else changed it and reloads on request", async ({ page }) => {
  await signInByApi(page, "admin@acme.test");
  await page.goto("/settings/company");
  const name = page.getByLabel("Company Name");
  await expect(name).toHaveValue("Acme Builders");
  await name.fill("Acme Builders Ltd");
  // Someone else saves while this admin is typing (same name, new version).
  expect((await putCurrent(page.request, "/api/v1/company", { company_name: "Acme Builders" })).ok()).toBe(
    true,
  );
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Someone else changed the company settings.", { exact: false })).toBeVisible();
  await expect(page.getByText("An error occurred updating company").first()).toBeVisible();
  await page.getByRole("button", { name: "Reload" }).click();
  await expect(name).toHaveValue("Acme Builders");

  await name.fill("Acme Builders Ltd");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("The company name was updated.").first()).toBeVisible();
  await expect(page.getByTestId("company-name")).toHaveText("Acme Builders Ltd");
  await putCurrent(page.request, "/api/v1/company", { company_name: "Acme Builders" });
});

test("a user who forgot the password resets it through the link in the outbox and signs in", async ({
  page,
  browser,
}) => {
  await signInByApi(page, "admin@acme.test");
  const user = await activeUser(page.request, "editor");
  const guest = await (await browser.newContext()).newPage();
  await guest.goto("/login");
  await guest.getByLabel("Email").fill(user.email);
  await guest.getByRole("link", { name: "Forgot password?" }).click();
  await expect(guest.getByRole("heading", { name: "Reset your password" })).toBeVisible();
  await expect(guest.getByLabel("Email")).toHaveValue(user.email);
  await guest.getByRole("button", { name: "Send reset link" }).click();
  await expect(guest.getByText("Check your email")).toBeVisible();
  await expect(guest.getByRole("status")).toContainText("If an account exists for that email");

  const box = await (await page.request.get("/api/v1/mail-outbox?limit=5")).json();
  const mail = box.query
    .map((uid: string) => box.content[uid])
    .find((m: { to: string }) => m.to === user.email);
  expect(mail.subject).toBe("Reset your Plinth password");
  const link = /https?:\/\/\S+\/reset-password\/[A-Za-z0-9_-]+/.exec(mail.text)![0];
  await guest.goto(new URL(link).pathname);
  await guest.getByLabel("New Password", { exact: true }).fill("short");
  await guest.getByRole("button", { name: "Reset password" }).click();
  await expect(guest.getByText("Too small: expected string to have >=8 characters").first()).toBeVisible();
  await guest.getByLabel("New Password", { exact: true }).fill("a-fresh-password");
  await guest.getByLabel("Confirm New Password").fill("a-fresh-passwork");
  await guest.getByRole("button", { name: "Reset password" }).click();
  await expect(guest.getByText("Passwords do not match")).toBeVisible();
  await guest.getByLabel("New Password", { exact: true }).fill("a-fresh-password");
  await guest.getByLabel("Confirm New Password").fill("a-fresh-password");
  await guest.getByRole("button", { name: "Reset password" }).click();
  await expect(guest.getByText("Your password has been reset.")).toBeVisible();
  await guest.getByRole("link", { name: "Go to sign in" }).click();
  await expect(guest.getByLabel("Email")).toHaveValue(user.email);
  await guest.getByLabel("Password", { exact: true }).fill("a-fresh-password");
  await guest.getByRole("button", { name: "Sign in" }).click();
  await expect(guest).toHaveURL(/\/dashboard$/);

  await guest.goto(new URL(link).pathname);
  await expect(guest.getByText("This reset link has already been used.")).toBeVisible();
  await guest.context().close();
});
