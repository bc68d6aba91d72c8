import { expect, type Page, test } from "@playwright/test";
import { AppHeader } from "./pages/app-header";
import { signInByApi } from "./pages/login-page";
import { MyAccountDialog } from "./pages/my-account-dialog";
import { Toasts } from "./pages/toasts";

// The shared pieces (panels, loaders, side navigation) and toasts, exercised where the app uses them.

test.beforeEach(({ page }) => AppHeader.skipDarkModePromo(page));

test("the money input: a $ prefix, thousands and exactly two decimals on blur, all selected on focus", async ({
  page,
}) => {
  await signInByApi(page, "editor@acme.test");
  // The record form's cost lines use it (components/project/form/cost-breakdown-editor.tsx).
  await page.goto("/project/new");
  await expect(page.getByRole("heading", { name: "New project" })).toBeVisible();
  const amount = page.getByLabel("Amount, line 1");
  const wrapper = page.locator('[data-slot="money-input"]').filter({ has: amount });
  const prefix = wrapper.locator("span", { hasText: "$" });
  await expect(prefix).toBeVisible();
  await expect(prefix).toHaveText("$");
  // The prefix sits inside the field, left of the amount.
  const [field, sign] = [await amount.boundingBox(), await prefix.boundingBox()];
  expect(sign!.x).toBeGreaterThan(field!.x);
  expect(sign!.x + sign!.width).toBeLessThan(field!.x + field!.width / 2);

  await amount.fill("1234567.5");
  await page.keyboard.press("Tab");
  await expect(amount).not.toBeFocused();
  await expect(amount).toHaveValue("1,234,567.50");

  // A click selects the whole amount, so typing replaces it.
  await amount.click();
  await expect(amount).toBeFocused();
  expect(await selection(page, "Amount, line 1")).toEqual({ start: 0, end: "1,234,567.50".length });
  await page.keyboard.type("12");
  await page.keyboard.press("Tab");
  await expect(amount).toHaveValue("12.00");

  // So does arriving with the keyboard.
  await page.getByLabel("Description, line 1").focus();
  await page.keyboard.press("Tab");
  await expect(amount).toBeFocused();
  expect(await selection(page, "Amount, line 1")).toEqual({ start: 0, end: "12.00".length });
  await page.keyboard.type("0.5");
  await page.keyboard.press("Tab");
  await expect(amount).toHaveValue("0.50");
});

async function selection(page: Page, label: string) {
  return page.getByLabel(label).evaluate((el: HTMLInputElement) => ({
    start: el.selectionStart,
    end: el.selectionEnd,
  }));
}

test("toasts: one at a time, gone after 5 s, F8 focuses them (and pauses them), a swipe right dismisses", async ({
  page,
}) => {
  await signInByApi(page, "editor@acme.test");
  // The page's clock runs on, but the test jumps it forward instead of waiting out the 5 s for real.
  await page.clock.install();
  // Failures the My Account forms turn into destructive 'Error' toasts; nothing changes on the server.
  const refuse = (message: string) => ({
    status: 400,
    json: { message, code: "validation_error", request_id: "e2e" },
  });
  await page.route("**/api/v1/self", (route) =>
    route.request().method() === "PUT" ? route.fulfill(refuse("Names are locked")) : route.continue(),
  );
  await page.route("**/api/v1/self/change-password", (route) => route.fulfill(refuse("Not now")));
  await page.goto("/dashboard");
  const header = new AppHeader(page);
  const toasts = new Toasts(page);

  // One at a time: the second replaces the first.
  const dialog = new MyAccountDialog(await header.openMyAccount());
  await dialog.button("Save Profile").click();
  await expect(toasts.withText("An error occurred updating user")).toBeVisible();
  await expect(toasts.all).toHaveCount(1);
  await dialog.tab("Password").click();
  await dialog.field("Current Password").fill("old-password");
  await dialog.field("New Password").fill("new-password");
  await dialog.field("Confirm New Password").fill("new-password");
  await dialog.button("Change Password").click();
  const second = toasts.withText("An error occurred updating password");
  await expect(second).toBeVisible();
  await expect(second).toContainText("Error");
  await expect(toasts.all).toHaveCount(1);
  await expect(toasts.withText("An error occurred updating user")).toHaveCount(0);

  // Untouched, it closes by itself after 5 s: still there 3.5 s on, gone 5.5 s on.
  await page.clock.fastForward(3_500);
  await expect(second).toBeVisible();
  await page.clock.fastForward(2_000);
  await expect(second).toBeHidden({ timeout: 2_000 });

  // F8 moves focus into the toast region; while it is focused the toast stays.
  await dialog.button("Change Password").click();
  const third = toasts.withText("An error occurred updating password");
  await expect(third).toBeVisible();
  // The dialog traps focus, so close it (its Escape would close the newer toast layer first).
  await dialog.root.getByRole("button", { name: "Close" }).click();
  await dialog.expectClosed();
  await page.keyboard.press("F8");
  await expect(toasts.viewport).toBeFocused();
  await expect(toasts.region).toContainText("An error occurred updating password");
  await page.clock.fastForward(6_000);
  await expect(third).toBeVisible();
  // Focus leaves: the timer resumes and the toast goes.
  await toasts.viewport.evaluate((el: HTMLElement) => el.blur());
  await page.clock.fastForward(5_000);
  await expect(third).toBeHidden({ timeout: 2_000 });

  // A short drag to the right springs back; past the 50 px threshold it dismisses the toast.
  const fourth = toasts.withText("An error occurred updating user");
  await new MyAccountDialog(await header.openMyAccount()).button("Save Profile").click();
  await expect(fourth).toBeVisible();
  await page.getByRole("dialog", { name: "My Account" }).getByRole("button", { name: "Close" }).click();
  await swipeRight(page, fourth, 30);
  await expect(fourth).toBeVisible();
  await swipeRight(page, fourth, 120);
  await expect(fourth).toBeHidden({ timeout: 1_500 });
});

async function swipeRight(page: Page, toast: ReturnType<Toasts["withText"]>, distance: number) {
  const box = (await toast.boundingBox())!;
  const y = box.y + box.height / 2;
  const x = box.x + 20;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let step = 1; step <= 6; step++) await page.mouse.move(x + (distance * step) / 6, y);
  await page.mouse.up();
  // Off the toast again, so hovering does not keep it paused.
  await page.mouse.move(1, 1);
}
