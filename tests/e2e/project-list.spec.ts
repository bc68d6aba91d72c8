import { type APIRequestContext, expect, test } from "@playwright/test";
import { signInByApi } from "./pages/login-page";
import { ProjectListPage } from "./pages/project-list-page";

// The Project Database list: filters in the URL, the summary band, the map view, opening a record and
// normalising to a target date. The records are made here through the API under a unique name, so the
// test does not depend on the seed (and the search keeps the seeded projects out of the counts).

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => window.localStorage.setItem("dark-mode-promo-dismissed", "1"));
});

type BuildingType = { uid: string; name: string; parent_uid: string | null; level: number };

async function buildingType(request: APIRequestContext, category: string, type: string) {
  const res = await request.get("/api/v1/reference/building-type");
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { query: string[]; content: Record<string, BuildingType> };
  const all = body.query.map((uid) => body.content[uid]!);
  const parent = all.find((t) => t.level === 1 && t.name === category);
  const child = all.find((t) => t.parent_uid === parent?.uid && t.name === type);
  expect(child, `${category} › ${type}`).toBeTruthy();
  return { category: parent!.uid, type: child!.uid };
}

const prefix = `Listtest ${Date.now().toString(36)}`;

/** Four projects: two offices ($300 and $400/GSF) and two multifamily ($250 and $350/GSF). */
async function createProjects(request: APIRequestContext) {
  const office = await buildingType(request, "Office", "Mid-rise");
  const multifamily = await buildingType(request, "Multifamily", "Podium mid-rise");
  const rows = [
    {
      name: "Bayou Office",
      type: office.type,
      city: "Houston",
      state: "TX",
      lat: 29.76,
      lng: -95.37,
      gsf: 100_000,
      dollars: 30_000_000,
      date: "2021-06-15",
    },
    {
      name: "Congress Office",
      type: office.type,
      city: "Austin",
      state: "TX",
      lat: 30.27,
      lng: -97.74,
      gsf: 50_000,
      dollars: 20_000_000,
      date: "2022-03-01",
    },
    {
      name: "Platte Flats",
      type: multifamily.type,
      city: "Denver",
      state: "CO",
      lat: 39.74,
      lng: -104.99,
      gsf: 200_000,
      units: 240,
      dollars: 50_000_000,
      date: "2020-01-10",
    },
    {
      name: "Sound Lofts",
      type: multifamily.type,
      city: "Seattle",
      state: "WA",
      lat: 47.61,
      lng: -122.33,
      gsf: 80_000,
      units: 100,
      dollars: 28_000_000,
      date: "2023-09-20",
    },
  ];
  for (const row of rows) {
    const res = await request.post("/api/v1/project", {
      data: {
        name: `${prefix} ${row.name}`,
        city: row.city,
        state: row.state,
        latitude: row.lat,
        longitude: row.lng,
        building_type_uid: row.type,
        record: {
          stage: "final",
          cost_basis_date: row.date,
          metrics: { gsf: row.gsf, ...("units" in row ? { units: row.units } : {}) },
          costs: [
            { cost_code: "03 30 00", description: "Concrete", amount_cents: row.dollars * 40 },
            { cost_code: "09 00 00", description: "Finishes", amount_cents: row.dollars * 60 },
          ],
        },
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  return { office };
}

let office: { category: string; type: string };

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInByApi(page, "editor@acme.test");
  ({ office } = await createProjects(page.request));
  await context.close();
});

test("filters by building type and $/GSF: the URL, rows and summary follow, and a reload keeps them", async ({
  page,
}) => {
  await signInByApi(page, "viewer@acme.test");
  const list = new ProjectListPage(page);
  await list.open(new URLSearchParams({ q: prefix }).toString());
  await list.expectRowCount(4);

  await list.chooseBuildingType("Office");
  await expect.poll(() => list.url().searchParams.getAll("building_type")).toEqual([office.category]);
  await list.expectRowCount(2);
  await expect(list.row("Bayou Office")).toBeVisible();
  await expect(list.row("Platte Flats")).toHaveCount(0);

  await list.setCpgRange("350");
  await expect.poll(() => list.url().searchParams.get("cpg_min")).toBe("350");
  await list.expectRowCount(1);
  await expect(list.row("Congress Office")).toContainText("$400.00");
  await expect(page.getByTestId("summary-median")).toHaveText("$400.00");

  await page.reload();
  await list.expectRowCount(1);
  await expect(page.getByTestId("cpg-range-min")).toHaveValue("350");
  await expect(page.getByTestId("building-type-picker")).toContainText("Office");
  // Viewers see no "New project" button.
  await expect(page.getByRole("link", { name: "New project" })).toHaveCount(0);
});

test("switches to the map and back; a marker or cluster stands for the records", async ({ page }) => {
  await signInByApi(page, "viewer@acme.test");
  const list = new ProjectListPage(page);
  await list.open(new URLSearchParams({ q: prefix }).toString());
  await list.expectRowCount(4);
  await list.switchTo("map");
  await expect.poll(() => list.url().searchParams.get("view")).toBe("map");
  await expect(list.map).toBeVisible();
  await expect(list.map).toContainText("4 records on the map");
  const markers = page.getByTestId("map-point").or(page.getByTestId("map-cluster"));
  await expect(markers.first()).toBeVisible();
  // Zoom in until every record is its own point, then open one.
  for (let i = 0; i < 3 && (await page.getByTestId("map-point").count()) < 4; i++) {
    await page.getByRole("button", { name: "Zoom in" }).click();
  }
  await page.reload();
  await expect(list.map).toBeVisible();
  await list.switchTo("table");
  await expect(list.table).toBeVisible();
});

test("opens a record from the list", async ({ page }) => {
  await signInByApi(page, "editor@acme.test");
  const list = new ProjectListPage(page);
  await list.open(new URLSearchParams({ q: prefix, sort: "project_name" }).toString());
  await expect(list.rows.first()).toContainText("Bayou Office");
  await expect(page.getByRole("link", { name: "New project" })).toHaveAttribute("href", "/project/new");
  await list.rows
    .first()
    .getByRole("link", { name: `${prefix} Bayou Office` })
    .click();
  await expect(page).toHaveURL(/\/project-record\/[0-9a-f-]{36}$/);
});

test("pages through the records with Next and Previous; a new sort starts over", async ({ page }) => {
  await signInByApi(page, "viewer@acme.test");
  const list = new ProjectListPage(page);
  await list.open(new URLSearchParams({ q: prefix, sort: "project_name", limit: "2" }).toString());
  const pager = page.getByTestId("pager-text");
  await expect(pager).toHaveText("1–2 of 4 records");
  await expect(list.rows.first()).toContainText("Bayou Office");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(pager).toHaveText("3–4 of 4 records");
  await expect(page).toHaveURL(/cursor=/);
  await expect(page.getByRole("button", { name: "Next" })).toBeDisabled();
  await page.getByRole("button", { name: "Previous" }).click();
  await expect(pager).toHaveText("1–2 of 4 records");
  await expect(list.rows.first()).toContainText("Bayou Office");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(pager).toHaveText("3–4 of 4 records");
  await page
    .getByRole("columnheader", { name: /Project/ })
    .getByRole("button")
    .click();
  await expect(pager).toHaveText("1–2 of 4 records");
  await expect(page).not.toHaveURL(/cursor=/);
});

test("a target date adds the normalised $/GSF with its time factor", async ({ page }) => {
  await signInByApi(page, "viewer@acme.test");
  const list = new ProjectListPage(page);
  await list.open(new URLSearchParams({ q: prefix }).toString());
  await list.expectRowCount(4);
  await expect(page.getByRole("columnheader", { name: "Normalised $/GSF" })).toHaveCount(0);
  await list.setTargetDate("2025-06-01");
  await expect.poll(() => list.url().searchParams.get("target_date")).toBe("2025-06-01");
  await expect(page.getByRole("columnheader", { name: "Normalised $/GSF" })).toBeVisible();
  const factors = list.row("Platte Flats").getByTestId("normalised-factors");
  // Each factor with the index values it is the ratio of: "× 1.084 time (233 / 215)".
  await expect(factors).toHaveText(/^× \d\.\d{2,3} time \([\d.]+ \/ [\d.]+\)$/);
  // Costs from January 2020 moved to June 2025 go up.
  const factor = Number((await factors.textContent())?.match(/× ([\d.]+)/)?.[1]);
  expect(factor).toBeGreaterThan(1);
});

test("costs per unit instead of per GSF: the column follows, records without units show a dash", async ({
  page,
}) => {
  await signInByApi(page, "viewer@acme.test");
  const list = new ProjectListPage(page);
  await list.open(new URLSearchParams({ q: prefix }).toString());
  await list.expectRowCount(4);
  await page.getByLabel("Cost per").selectOption("units");
  await expect.poll(() => list.url().searchParams.get("per")).toBe("units");
  await expect(page.getByTestId("cost-per-heading")).toHaveText("$/unit");
  // $50,000,000 over 240 units; $28,000,000 over 100.
  await expect(list.row("Platte Flats").getByTestId("cost-per")).toHaveText("$208,333.33");
  await expect(list.row("Sound Lofts").getByTestId("cost-per")).toHaveText("$280,000.00");
  await expect(list.row("Bayou Office").getByTestId("cost-per")).toHaveText("—: no units recorded");
  // The summary follows: the median and histogram are $/unit over the records with units.
  await expect(page.getByTestId("summary-band").getByText("Median $/unit")).toBeVisible();
  await expect(page.getByTestId("summary-per-note")).toContainText("$/unit");
  await page.reload();
  await expect(page.getByLabel("Cost per")).toHaveValue("units");
  await list.setTargetDate("2025-06-01");
  await expect(page.getByRole("columnheader", { name: "Normalised $/unit" })).toBeVisible();
});
