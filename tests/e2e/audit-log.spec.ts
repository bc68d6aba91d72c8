import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { signInByApi } from "./pages/login-page";

// An admin finds a change in the audit log by filtering, and downloads what the filter shows as CSV.
test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => window.localStorage.setItem("dark-mode-promo-dismissed", "1"));
});

test("an admin filters the audit log and exports the filtered entries as CSV", async ({ page }) => {
  await signInByApi(page, "admin@acme.test");
  const me = await page.request.get("/api/v1/self");
  const self = await me.json();
  const changed = await page.request.put("/api/v1/self", {
    headers: { "if-match": me.headers().etag!, "x-forwarded-for": "203.0.113.44" },
    data: { firstname: self.firstname, lastname: self.lastname },
  });
  expect(changed.status()).toBe(200);

  await page.goto("/settings/audit-log");
  await expect(page.getByRole("heading", { name: "Audit log" })).toBeVisible();
  await page.getByLabel("Action").selectOption("user.profile_updated");
  await page.getByLabel("Search").fill("203.0.113.44");
  const entries = page.getByRole("list", { name: "Audit log entries" }).getByRole("listitem");
  await expect(page.getByTestId("audit-total")).toHaveText(/^1 entry$/);
  await expect(entries.first()).toContainText("user.profile_updated");
  await expect(entries.first()).toContainText("admin@acme.test");

  const download = page.waitForEvent("download");
  await page.getByTestId("audit-export").click();
  const file = await (await download).path();
  const csv = await readFile(file, "utf8");
  const lines = csv.trim().split(/\r?\n/);
  expect(lines[0]).toMatch(/^time,action,record_type/);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain("user.profile_updated");
  expect(lines[1]).toContain("203.0.113.44");
});
