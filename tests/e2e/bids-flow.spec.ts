import { randomUUID } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { screenshot, takingScreenshots as shots } from "./fixtures/screenshots";
import { signInByApi } from "./pages/login-page";

// Bids end to end (issue 14): a package made from budget lines in the Bids tab → two bidders invited → each
// opens the mailed portal link in a browser of their own and submits → the estimator sees "Submitted" live →
// levels with a plug → awards the low leveled bid → the estimate's total changes. SCREENSHOTS also saves the
// leveling sheet (light, dark, phone).

async function shoot(page: Page, name: string) {
  if (!shots) return;
  for (const dark of [false, true]) {
    await page.evaluate((d) => {
      localStorage.setItem("dark-mode-promo-dismissed", "1");
      localStorage.setItem("theme", d ? "dark" : "light");
      document.documentElement.classList.toggle("dark", d);
    }, dark);
    await screenshot(page, `${name}${dark ? "-dark" : ""}`);
  }
}

const dollars = (cents: number) =>
  `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test("package from budget lines → invite → portal submissions → live status → plug → award → new total", async ({
  browser,
  page,
}) => {
  test.setTimeout(90_000);
  const tag = randomUUID().slice(0, 6);
  await signInByApi(page, "admin@acme.test");
  const api = page.request;
  const estimate = await (await api.post("/api/v1/estimate", { data: { name: `Bids flow ${tag}` } })).json();
  const lines = await api.post(`/api/v1/estimate/${estimate.uid}/line`, {
    data: {
      create: [
        {
          client_key: "a",
          cost_code: "09 21 16",
          description: "Gypsum board",
          quantity: 1000,
          unit_cost_cents: 350,
        },
        { client_key: "b", cost_code: "09 91 00", description: "Painting", lump_sum_cents: 100_001 },
        { client_key: "c", cost_code: "03 30 00", description: "Slab on grade", lump_sum_cents: 5_000_000 },
      ],
    },
  });
  expect(lines.status()).toBe(200);
  const bidders = ["Apex", "Birch"].map((n) => ({
    name: `${n} Drywall ${tag}`,
    email: `${n.toLowerCase()}-${tag}@bids.test`,
  }));
  for (const b of bidders)
    await api.post("/api/v1/bidder", {
      data: { name: b.name, trades: ["09"], contacts: [{ name: "Estimator", email: b.email }] },
    });

  // The package, from two budget lines ($3,500.00 + $1,000.01), with two scope items.
  await page.goto(`/estimate/${estimate.uid}`);
  const total = page.getByTestId("grand-total").first();
  const totalOf = async () =>
    (await (await api.get(`/api/v1/estimate/${estimate.uid}`)).json()).estimate.grand_total_cents as number;
  const before = await totalOf();
  await expect(total).toHaveText(dollars(before));
  await page.getByRole("tab", { name: "Bids" }).click();
  await page.getByRole("button", { name: "New package" }).click();
  const detail = page.getByTestId("bid-package-detail");
  await detail.getByLabel("Name", { exact: true }).fill("Drywall and paint");
  await detail.getByRole("checkbox", { name: "09 21 16 Gypsum board" }).check();
  await detail.getByRole("checkbox", { name: "09 91 00 Painting" }).check();
  for (const item of ["Board and framing", "Tape and finish"]) {
    await detail.getByLabel("New scope item").fill(item);
    await detail.getByRole("button", { name: "Add", exact: true }).click();
  }
  await detail.getByRole("button", { name: "Create package" }).click();
  await expect(detail.getByTestId("bid-package-detail-budget")).toHaveText("$4,500.01");

  // Invite both.
  const panel = page.getByRole("region", { name: "Invitations" });
  await panel.getByRole("button", { name: "Invite bidders" }).click();
  const invite = page.getByRole("dialog", { name: "Invite bidders" });
  for (const b of bidders) await invite.getByRole("checkbox", { name: new RegExp(b.name) }).check();
  await invite.getByRole("button", { name: "Invite 2 bidders" }).click();
  const row = (b: { name: string }) => panel.getByTestId("invitation-row").filter({ hasText: b.name });
  await expect(row(bidders[1]!).getByTestId("invitation-status")).toHaveText("Invited");

  const outbox = await (await api.get("/api/v1/mail-outbox?limit=50")).json();
  const linkOf = (email: string) => {
    const mail = outbox.query
      .map((uid: string) => outbox.content[uid])
      .find((m: { to: string }) => m.to === email);
    return /\/bid\/[A-Za-z0-9_-]{43}/.exec(mail.text)![0];
  };

  // Each bidder in a browser of their own: Apex excludes the taping ($4,000.00), Birch includes all ($4,400.00).
  const bidderContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    for (const [i, b] of bidders.entries()) {
      const bidder = await bidderContext.newPage();
      await bidder.goto(linkOf(b.email));
      const scope = bidder.getByTestId("scope-item");
      await scope.nth(0).getByText("Included", { exact: true }).click();
      await scope
        .nth(1)
        .getByText(i === 0 ? "Excluded" : "Included", { exact: true })
        .click();
      await bidder.getByLabel("Base bid").fill(i === 0 ? "4,000" : "4,400");
      await bidder.getByRole("button", { name: "Submit bid" }).click();
      await expect(bidder.getByTestId("portal-status")).toHaveText("Submitted");
      // The estimator's open package shows it live.
      await expect(row(b).getByTestId("invitation-status")).toHaveText("Submitted");
    }
  } finally {
    await bidderContext.close();
  }

  // Leveling: Apex is low at $4,000.00 until its excluded taping is plugged at $600.00 → $4,600.00.
  const sheet = page.getByTestId("leveling-sheet");
  const leveled = sheet.locator("tfoot tr").filter({ hasText: "Leveled total" });
  await expect(leveled).toContainText("$4,000.00");
  await expect(sheet.getByText("Needs a plug")).toBeVisible();
  await sheet.locator("td[role=button]").filter({ hasText: "Excluded" }).click();
  const cell = page.getByRole("dialog", { name: bidders[0]!.name });
  await cell.getByLabel("Plug (your price for scope the bid leaves out)").fill("600");
  await cell.getByRole("button", { name: "Save", exact: true }).click();
  await expect(cell).toBeHidden();
  await expect(leveled).toContainText("$4,600.00");
  await expect(sheet.getByTestId("bidder-status").filter({ hasText: "Low bidder" })).toHaveCount(1);
  await expect(sheet.locator("thead th").filter({ hasText: "Low bidder" })).toContainText(bidders[1]!.name);
  await sheet.scrollIntoViewIfNeeded();
  await shoot(page, "leveling-sheet");

  // Award the low leveled bid (Birch, $4,400.00 for lines budgeted at $4,500.01): the estimate's total drops,
  // live in the open editor.
  await page.getByRole("button", { name: "Award…" }).click();
  await page
    .getByRole("dialog", { name: /Award Drywall and paint/ })
    .getByRole("button", { name: "Award", exact: true })
    .click();
  await expect(page.getByText(`Awarded to ${bidders[1]!.name} at $4,400.00`)).toBeVisible();
  const after = await totalOf();
  expect(after).toBeLessThan(before);
  await page.keyboard.press("Escape");
  await page.getByRole("tab", { name: "Summary" }).click();
  await expect(total).toHaveText(dollars(after));

  if (shots) {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole("tab", { name: "Bids" }).click();
    await page.getByTestId("bid-package-card").click();
    await sheet.scrollIntoViewIfNeeded();
    await shoot(page, "leveling-sheet-phone");
  }
});
