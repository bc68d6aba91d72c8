import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { startTestProvider, type TestProvider } from "../integration/sso-provider";
import { demoPassword, signInByApi } from "./pages/login-page";

// Single sign-on through a real OpenID provider (oidc-provider) on a loopback port, set up for Acme with a
// domain of its own (so Acme's demo accounts keep their password sign-in).
let idp: TestProvider;
const domain = `e2e-${randomUUID().slice(0, 8)}.test`;

test.beforeAll(async ({ request }) => {
  expect(
    (
      await request.post("/api/v1/auth/login", { data: { email: "admin@acme.test", password: demoPassword } })
    ).status(),
  ).toBe(200);
  const current = await (await request.get("/api/v1/company/sso")).json();
  idp = await startTestProvider(current.redirect_uri);
  const saved = await request.put("/api/v1/company/sso", {
    headers: { "if-match": `"${current.version}"` },
    data: {
      issuer_url: idp.issuer,
      client_id: idp.clientId,
      client_secret: idp.clientSecret,
      domains: [domain],
      default_role: "viewer",
      jit_enabled: true,
      require_sso: false,
    },
  });
  expect(saved.status()).toBe(200);
});

test.afterAll(() => idp?.close());

test.beforeEach(async ({ page, baseURL }) => {
  // The redirect URI registered with the provider is APP_URL's; send its callback to this test server.
  await page.route(/\/api\/v1\/auth\/sso\/callback\?/, (route) => {
    const url = new URL(route.request().url());
    if (url.origin === new URL(baseURL!).origin) return route.continue();
    return route.fulfill({ status: 302, headers: { location: `${baseURL}${url.pathname}${url.search}` } });
  });
});

test("an SSO email continues to the identity provider and comes back signed in, with the identity claims", async ({
  page,
}) => {
  const email = `new-${randomUUID().slice(0, 6)}@${domain}`;
  idp.signInAs({ email, given_name: "Sasha", family_name: "Okafor" });
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const session = await (await page.request.get("/api/auth/session")).json();
  expect(session).toMatchObject({ company_name: "Acme Builders", login_type: "sso" });
  const self = await (await page.request.get("/api/v1/self")).json();
  expect(session.user_uid).toBe(self.uid);
  expect(self).toMatchObject({ email, firstname: "Sasha", roles: ["viewer"], login_type: "sso" });
});

test("an unverified email at the provider comes back to sign-in with a clear message", async ({ page }) => {
  const email = `unverified-${randomUUID().slice(0, 6)}@${domain}`;
  idp.signInAs({ email, email_verified: false });
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/login\?error=sso_unverified$/);
  await expect(page.getByRole("alert").filter({ hasText: "identity provider" })).toHaveText(
    "Your identity provider has not verified this email address, so it cannot sign you in.",
  );
  expect((await page.request.get("/api/v1/self")).status()).toBe(401);
});

test("Settings › Single sign-on: the saved setup without its secret, and Test connection reports the provider", async ({
  page,
}) => {
  await signInByApi(page, "admin@acme.test");
  await page.goto("/settings/sso");
  await expect(page.getByLabel("Issuer URL")).toHaveValue(idp.issuer);
  await expect(page.getByLabel("Client secret")).toHaveValue("");
  await expect(page.getByLabel("Client secret")).toHaveAttribute(
    "placeholder",
    "Saved — leave empty to keep it",
  );
  await expect(page.getByLabel("Email domains")).toHaveValue(domain);
  await page.getByRole("button", { name: "Test connection" }).click();
  const found = page.getByRole("status").filter({ hasText: "The identity provider answered." });
  await expect(found).toContainText(`${idp.issuer}/token`);
  await page.getByLabel("Issuer URL").fill("http://127.0.0.1:9");
  await page.getByRole("button", { name: "Test connection" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Discovery failed" })).toHaveText(
    "Discovery failed for http://127.0.0.1:9: could not reach http://127.0.0.1:9/.well-known/openid-configuration.",
  );
});

test("an editor does not get the Single sign-on section", async ({ page }) => {
  await signInByApi(page, "editor@acme.test");
  await page.goto("/settings/sso");
  await expect(page.getByText("Only company admins can open this section.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Single sign-on" })).toHaveCount(0);
});
