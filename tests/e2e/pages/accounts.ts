import { type APIRequestContext, expect } from "@playwright/test";

export const demoCompanies = {
  plinth: "00000000-0000-4000-8000-000000000001",
  acme: "00000000-0000-4000-8000-000000000002",
  birch: "00000000-0000-4000-8000-000000000003",
};

/**
 * A brand-new activated account in Acme (invited by its admin, activated through the API), so a test
 * can change its names and password without touching the demo accounts other tests use.
 */
export async function createActivatedUser(
  request: APIRequestContext,
  fields: { firstname: string; lastname: string; password: string },
) {
  const login = await request.post("/api/v1/auth/login", {
    data: { email: "admin@acme.test", password: "plinth-demo" },
  });
  expect(login.status()).toBe(200);
  const email = `shell-${Date.now()}-${Math.floor(Math.random() * 1e6)}@acme.test`;
  const invite = await request.post("/api/v1/user", {
    data: { email, firstname: fields.firstname, lastname: fields.lastname, roles: ["editor", "viewer"] },
  });
  expect(invite.status()).toBe(201);
  const token = new URL((await invite.json()).activation_url).pathname.split("/").pop();
  const activate = await request.post(`/api/v1/user/activate/${token}`, {
    data: { ...fields, confirm: fields.password },
  });
  expect(activate.ok()).toBe(true);
  await request.post("/api/v1/auth/logout");
  return email;
}
