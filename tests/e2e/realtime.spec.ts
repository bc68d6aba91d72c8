import { type Browser, expect, type Page, test } from "@playwright/test";
import { putCurrent } from "./pages/api-writes";
import { signInByApi } from "./pages/login-page";

// The demo companies (lib/seed/demo.ts).
const acmeUid = "00000000-0000-4000-8000-000000000002";
const birchUid = "00000000-0000-4000-8000-000000000003";
const acmeName = "Acme Builders";

type Watched = { page: Page; frames: string[]; close(): Promise<void> };

/** A signed-in browser context on /dashboard whose WebSocket frames from the realtime server are kept. */
async function openDashboard(browser: Browser, email: string): Promise<Watched> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const frames: string[] = [];
  page.on("websocket", (ws) => ws.on("framereceived", ({ payload }) => frames.push(String(payload))));
  await signInByApi(page, email);
  await page.goto("/dashboard");
  return { page, frames, close: () => context.close() };
}

/** Waits until the realtime server confirmed the subscription (events published later will arrive). */
async function subscribed(watched: Watched, channel: string) {
  await expect
    .poll(() =>
      watched.frames.some((f) => f.includes("pusher_internal:subscription_succeeded") && f.includes(channel)),
    )
    .toBe(true);
}

test("a company rename reaches the other signed-in users of the company live, and no one else", async ({
  browser,
}) => {
  const admin = await openDashboard(browser, "admin@acme.test");
  const editor = await openDashboard(browser, "editor@acme.test");
  const birch = await openDashboard(browser, "admin@birch.test");
  try {
    await subscribed(editor, `private-company-${acmeUid}`);
    await subscribed(birch, `private-company-${birchUid}`);
    await expect(editor.page.getByTestId("realtime-status")).toHaveAttribute("data-state", "open");
    await expect(editor.page.getByTestId("realtime-status")).toBeHidden();
    await expect(editor.page.getByTestId("company-name")).toHaveText(acmeName);
    // Survives only if the page is not reloaded.
    await editor.page.evaluate(() => Object.assign(window, { __sameDocument: true }));

    const renamed = await putCurrent(admin.page.request, "/api/v1/company", { company_name: "Acme Live" });
    expect(renamed.status()).toBe(200);

    await expect(editor.page.getByTestId("company-name")).toHaveText("Acme Live");
    expect(await editor.page.evaluate(() => "__sameDocument" in window)).toBe(true);
    await expect(birch.page.getByTestId("company-name")).toHaveText("Birch Construction");
    expect(birch.frames.filter((f) => f.includes(acmeUid))).toEqual([]);
  } finally {
    const back = await putCurrent(admin.page.request, "/api/v1/company", { company_name: acmeName });
    expect(back.status()).toBe(200);
    await Promise.all([admin.close(), editor.close(), birch.close()]);
  }
});
