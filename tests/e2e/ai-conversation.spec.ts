import { expect, test } from "@playwright/test";
import { signInByApi } from "./pages/login-page";

// The AI assistant's pages: a suggested question asked, its answer streamed in with sources, a source opened,
// the conversation renamed and deleted from the history; a company without the assistant gets not found.

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => window.localStorage.setItem("dark-mode-promo-dismissed", "1"));
});

test("ask a suggested question, watch the answer stream in, open a source, rename and delete", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signInByApi(page, "admin@acme.test");
  await page.goto("/dashboard");
  await page.getByRole("link", { name: "AI assistant" }).click();
  await expect(page).toHaveURL(/\/ai-conversation\/add$/);
  // No conversation yet: no history beside the page.
  await expect(page.getByRole("heading", { name: "Ask about your cost data" })).toBeVisible();
  await expect(page.getByTestId("ai-history")).toHaveCount(0);

  const suggestion = page.getByTestId("ai-suggestion").first();
  const question = (await suggestion.textContent()) ?? "";
  await suggestion.click();
  await expect(page).toHaveURL(/\/ai-conversation\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId("ai-question")).toHaveText(question);
  const answer = page.getByTestId("ai-answer");
  await expect(answer).toHaveAttribute("data-status", "complete", { timeout: 20_000 });
  await expect(answer.getByTestId("ai-answer-markdown")).not.toBeEmpty();
  const sources = answer.getByTestId("ai-citation");
  await expect(sources.first()).toBeVisible();

  // The history appears with the first conversation, labelled from its question.
  const history = page.getByTestId("ai-history");
  await expect(history.getByRole("region", { name: "Today" }).getByTestId("ai-history-item")).toHaveCount(1);
  await expect(page.getByTestId("ai-thread-title")).not.toHaveText("New conversation");
  const threadUrl = page.url();

  // A source opens the page it cites.
  const href = (await sources.first().getAttribute("href")) ?? "";
  expect(href).toMatch(/^\/(project-record|estimate)\/[0-9a-f-]{36}/);
  await sources.first().click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByTestId("error-panel")).toHaveCount(0);
  await page.goto(threadUrl);
  await expect(answer).toHaveAttribute("data-status", "complete");

  // Rename in place.
  await history.getByRole("button", { name: /^Rename/ }).click();
  const name = history.getByRole("textbox", { name: "Conversation name" });
  await name.fill("Denver multifamily $/GSF");
  await name.press("Enter");
  await expect(history.getByRole("link", { name: "Denver multifamily $/GSF" })).toBeVisible();
  await expect(page.getByTestId("ai-thread-title")).toHaveText("Denver multifamily $/GSF");
  await page.reload();
  await expect(page.getByTestId("ai-thread-title")).toHaveText("Denver multifamily $/GSF");

  // Delete, after the confirmation; the last one gone, the history goes too.
  await history.getByRole("button", { name: "Delete “Denver multifamily $/GSF”" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete this conversation?" });
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(page).toHaveURL(/\/ai-conversation\/add$/);
  await expect(page.getByTestId("ai-history")).toHaveCount(0);
  const gone = await page.request.get(`/api/v1/ai-conversation/${threadUrl.split("/").at(-1)}`);
  expect(gone.status()).toBe(404);
});

test("a company without the assistant gets not found and no AI icon", async ({ page }) => {
  await signInByApi(page, "admin@birch.test");
  const res = await page.goto("/ai-conversation/add");
  expect(res?.status()).toBe(404);
  await expect(
    page.getByText("The page you asked for does not exist or you do not have access to it."),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "AI assistant" })).toHaveCount(0);
});
