import { expect, type Locator, type Page, test } from "@playwright/test";
import { signInByApi } from "./pages/login-page";

// Row menus and filter popovers load on first use (components/ui/lazy-menu.tsx): the page paints a stand-in
// trigger, and an opening asked of it before the Radix code has arrived is handed to the real menu. The
// chunks holding Radix's menu or popover code are held back here so that the opening comes first (every other
// chunk arrives at once, so the page hydrates as usual); the menu must then open and take focus as Radix does:
// by keyboard on its first item, by pointer on the menu itself.

const chunkDelayMs = 2_000;

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => window.localStorage.setItem("dark-mode-promo-dismissed", "1"));
});

/** Radix Menu's and Popover's code, by strings their parts render (the chunk names are content hashes). */
const menuCode = /"menuitem"|data-radix-popper-content-wrapper/;

/**
 * The page at `path`, hydrated, with the script chunks holding the menus' code arriving `chunkDelayMs` late.
 */
async function coldPage(page: Page, path: string, trigger: (page: Page) => Locator) {
  test.setTimeout(60_000);
  await signInByApi(page, "admin@acme.test");
  await page.route(/\/_next\/static\/chunks\/.+\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (menuCode.test(body)) await new Promise((resolve) => setTimeout(resolve, chunkDelayMs));
    await route.fulfill({ response, body });
  });
  await page.goto(path);
  const button = trigger(page);
  // A click or key before hydration would reach no handler, stand-in or not.
  await button.evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        const hydrated = () => Object.keys(element).some((key) => key.startsWith("__reactFiber"));
        const check = () => (hydrated() ? resolve() : setTimeout(check, 20));
        check();
      }),
  );
  return button;
}

// By CSS rather than role: an open menu hides the rest of the page from the accessibility tree.
const firstUserActions = (page: Page) =>
  page.locator('[data-testid^="user-row-"] button[aria-label^="Actions for "]').first();

test("a row menu reads as a closed menu button before and after its code has loaded", async ({ page }) => {
  const trigger = await coldPage(page, "/settings/users", firstUserActions);
  await expect(trigger).toHaveAttribute("aria-haspopup", "menu");
  await expect(trigger).toHaveAttribute("aria-expanded", "false");
  await expect(trigger).toHaveAttribute("type", "button");
  // The real trigger (Radix gives it an id) takes the stand-in's place when the browser is idle.
  await expect(trigger).toHaveAttribute("id", /^radix-/, { timeout: 15_000 });
  await expect(trigger).toHaveAttribute("aria-haspopup", "menu");
  await expect(trigger).toHaveAttribute("aria-expanded", "false");
});

test("a row menu opened by keyboard on a cold page focuses its first item", async ({ page }) => {
  const trigger = await coldPage(page, "/settings/users", firstUserActions);
  await trigger.focus();
  await page.keyboard.press("Enter");
  const menu = page.getByRole("menu");
  await expect(menu).toBeVisible();
  await expect(menu.getByRole("menuitem").first()).toBeFocused();
  await expect(trigger).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(trigger).toBeFocused();
});

test("a row menu clicked on a cold page opens, and an item can be chosen", async ({ page }) => {
  const trigger = await coldPage(page, "/settings/users", firstUserActions);
  await trigger.click();
  const menu = page.getByRole("menu");
  await expect(menu).toBeVisible();
  await expect(menu).toBeFocused();
  await menu.getByRole("menuitem", { name: "Change role…" }).click();
  await expect(menu).toBeHidden();
  await expect(page.getByRole("dialog")).toBeVisible({ timeout: 15_000 });
});

test("a filter popover opened by keyboard on a cold page moves focus to its search box", async ({ page }) => {
  const trigger = await coldPage(page, "/project", (p) => p.getByTestId("building-type-picker"));
  await expect(trigger).toHaveAttribute("aria-haspopup", "dialog");
  await trigger.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Search building type" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect(trigger).toBeFocused();
});
