import { randomUUID } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { screenshot, takingScreenshots as shots } from "./fixtures/screenshots";
import { signInByApi } from "./pages/login-page";

// Invitations and the bidder portal (issue 14b): the estimator invites a bidder from the package detail, the
// bidder opens the mailed link in a browser with no account and submits, and the estimator's open package
// shows each status as it happens. SCREENSHOTS also saves the portal (phone and desktop, light and dark)
// and the invitations panel there.

function dueLocal(days: number) {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${d.toISOString().slice(0, 10)}T14:00`;
}

async function shoot(page: Page, name: string, dark = false) {
  if (!shots) return;
  await page.evaluate((d) => {
    localStorage.setItem("dark-mode-promo-dismissed", "1");
    localStorage.setItem("theme", d ? "dark" : "light");
    document.documentElement.classList.toggle("dark", d);
  }, dark);
  await screenshot(page, `${name}${dark ? "-dark" : ""}`, { fullPage: true });
}

test("invite → the bidder opens the mailed link and submits → the estimator sees it live", async ({
  browser,
  page,
}) => {
  test.setTimeout(60_000);
  const tag = randomUUID().slice(0, 6);
  await signInByApi(page, "admin@acme.test");
  const api = page.request;
  const estimate = await (await api.post("/api/v1/estimate", { data: { name: `Portal ${tag}` } })).json();
  const email = `bids-${tag}@apex.test`;
  await api.post("/api/v1/bidder", {
    data: { name: `Apex Drywall ${tag}`, trades: ["09"], contacts: [{ name: "Dana Apex", email }] },
  });
  const pkg = await api.post(`/api/v1/estimate/${estimate.uid}/bid-package`, {
    data: {
      name: "Drywall and framing",
      trade: "09",
      due_local: dueLocal(7),
      time_zone: "America/Chicago",
      instructions: "Bid per drawings A-101 to A-105. Walk-through Tuesday 9 AM.",
      scope_items: [
        { text: "Metal stud framing" },
        { text: "Level 5 finish at lobby" },
        { text: "Fire caulking" },
      ],
    },
  });
  expect(pkg.status()).toBe(201);

  await page.goto(`/estimate/${estimate.uid}`);
  await page.getByRole("tab", { name: "Bids" }).click();
  await page.getByTestId("bid-package-card").filter({ hasText: "Drywall and framing" }).click();
  const panel = page.getByRole("region", { name: "Invitations" });
  await expect(panel.getByText("No bidders invited yet.")).toBeVisible();
  await panel.getByRole("button", { name: "Invite bidders" }).click();
  const dialog = page.getByRole("dialog", { name: "Invite bidders" });
  await dialog.getByRole("checkbox", { name: new RegExp(`Apex Drywall ${tag}`) }).check();
  await dialog.getByRole("button", { name: "Invite", exact: true }).click();
  const row = panel.getByTestId("invitation-row").filter({ hasText: `Apex Drywall ${tag}` });
  await expect(row.getByTestId("invitation-status")).toHaveText("Invited");

  const outbox = await (await api.get("/api/v1/mail-outbox?limit=50")).json();
  const mail = outbox.query
    .map((uid: string) => outbox.content[uid])
    .find((m: { to: string }) => m.to === email);
  expect(mail.subject).toBe(`Invitation to bid: Drywall and framing — Portal ${tag}`);
  const link = /\/bid\/[A-Za-z0-9_-]{43}/.exec(mail.text)![0];

  const bidderContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const bidder = await bidderContext.newPage();
  try {
    await bidder.goto(link);
    await expect(bidder.getByRole("heading", { name: "Drywall and framing" })).toBeVisible();
    await expect(bidder.getByText(/^Due .+ CST$/)).toBeVisible();
    await expect(row.getByTestId("invitation-status")).toHaveText("Viewed");

    const scope = bidder.getByTestId("scope-item");
    await scope.nth(0).getByText("Included", { exact: true }).click();
    await scope.nth(1).getByText("Qualified", { exact: true }).click();
    await scope.nth(1).getByRole("textbox", { name: "Qualification" }).fill("Level 4 behind casework");
    await bidder.getByLabel("Base bid").fill("48,250");
    await bidder.getByRole("button", { name: "Save draft" }).click();
    await expect(bidder.getByText("Draft saved.")).toBeVisible();
    await expect(row.getByTestId("invitation-status")).toHaveText("Bidding");

    await bidder.getByRole("button", { name: "Submit bid" }).click();
    await expect(
      bidder.getByRole("alert").filter({ hasText: "Say whether this item is included" }).first(),
    ).toBeVisible();
    await scope.nth(2).getByText("Excluded", { exact: true }).click();
    await bidder.getByRole("button", { name: "Add alternate" }).click();
    await bidder.getByLabel("Alternate 1 description").fill("Acoustic insulation");
    await bidder.getByLabel("Alternate 1 amount").fill("6,100");
    await bidder.getByLabel("Exclusions and clarifications").fill("Bonds and permits");
    await bidder.getByRole("button", { name: "Submit bid" }).click();
    await expect(bidder.getByTestId("portal-status")).toHaveText("Submitted");
    await expect(bidder.getByTestId("portal-status-line")).toContainText(
      "Your bid for $48,250.00 was submitted",
    );

    await expect(row.getByTestId("invitation-status")).toHaveText("Submitted");
    await expect(row.getByTestId("invitation-detail")).toHaveText("$48,250.00");
    await expect(panel.getByTestId("invitation-counts")).toHaveText("1 of 1 submitted");

    await shoot(bidder, "portal-phone");
    await shoot(bidder, "portal-phone", true);
    await bidder.setViewportSize({ width: 1280, height: 900 });
    await shoot(bidder, "portal-desktop");
    await shoot(bidder, "portal-desktop", true);
    if (shots) {
      await screenshot(panel, `invitations-panel`);
      await page.evaluate(() => document.documentElement.classList.add("dark"));
      await screenshot(panel, `invitations-panel-dark`);
    }

    await bidder.goto("/bid/not-a-real-link");
    await expect(bidder.getByRole("heading", { name: "This bid cannot be opened" })).toBeVisible();
    await shoot(bidder, "portal-invalid");
  } finally {
    await bidderContext.close();
  }
});
