import { expect, test } from "@playwright/test";
import { screenshot, takingScreenshots } from "./fixtures/screenshots";
import { signInByApi } from "./pages/login-page";
import { SettingsPage } from "./pages/settings-page";

// What every form does through the form kit, seen on one of them (Settings › API keys › New API key):
// checks on submit and then on every change; while the request runs the button is disabled with a spinner;
// the server's message shows inline, above the button, and the dialog stays open. Light at 1280 px and dark on a
// phone; both themes at both widths with SCREENSHOTS (fixtures/screenshots.ts).
test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => window.localStorage.setItem("dark-mode-promo-dismissed", "1"));
});

for (const width of [1280, 390]) {
  test(`${width} px: validation timing, the pending button and the server's message`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await signInByApi(page, "admin@acme.test");
    const settings = new SettingsPage(page);
    const themes = takingScreenshots
      ? (["light", "dark"] as const)
      : ([width < 768 ? "dark" : "light"] as const);
    for (const theme of themes) {
      await settings.open("api-keys");
      await page.evaluate((t) => window.localStorage.setItem("theme", t), theme);
      await page.reload();
      await page.getByRole("button", { name: "New API key" }).click();
      const dialog = page.getByRole("dialog", { name: "New API key" });
      const submit = dialog.getByRole("button", { name: "Create key" });
      const nameError = dialog.locator("#api-key-name-error");

      // Nothing is checked while typing a first time; the submit checks; then every change does.
      await dialog.getByLabel("Name").fill("x");
      await dialog.getByLabel("Name").fill("");
      await expect(nameError).toHaveCount(0);
      await submit.click();
      await expect(nameError).toHaveText("Required");
      await dialog.getByLabel("Name").fill("Nightly export");
      await expect(nameError).toHaveCount(0);

      // The server holds the answer until the pending state is seen, then refuses with its message.
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route("**/api/v1/api-key", async (route) => {
        if (route.request().method() !== "POST") return route.fallback();
        await held;
        await route.fulfill({
          status: 409,
          contentType: "application/json",
          body: JSON.stringify({ message: "A key with this name already exists", code: "conflict" }),
        });
      });
      await submit.click();
      await expect(submit).toBeDisabled();
      await expect(submit.getByRole("status", { name: "Saving" })).toBeVisible();
      await screenshot(dialog, `form-kit-pending-${width}-${theme}`);
      release();

      const message = dialog.getByTestId("form-server-error");
      await expect(message).toHaveText("A key with this name already exists");
      await expect(submit).toBeEnabled();
      await expect(submit.getByRole("status")).toHaveCount(0);
      const messageBox = (await message.boundingBox())!;
      const buttonBox = (await submit.boundingBox())!;
      expect(messageBox.y + messageBox.height).toBeLessThanOrEqual(buttonBox.y);
      await screenshot(dialog, `form-kit-server-message-${width}-${theme}`, { animations: "disabled" });
      await page.unroute("**/api/v1/api-key");
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await expect(dialog).toBeHidden();
    }
  });
}
