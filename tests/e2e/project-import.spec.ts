import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { signInByApi } from "./pages/login-page";
import { ProjectImportDialog } from "./pages/project-import-dialog";
import { ProjectListPage } from "./pages/project-list-page";

// Import a CSV with one bad row (a clear error, nothing written), fix it and import, then export the
// imported records and import that file again. Project names carry a unique prefix so the search keeps the
// seeded projects out of the counts.

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => window.localStorage.setItem("dark-mode-promo-dismissed", "1"));
});

const prefix = `Imptest ${Date.now().toString(36)}`;
const header =
  "Project Name,Job Number,City,State,ZIP,Building Type,Stage,Cost Basis Date,GSF,Cost Code,Description,Amount";
const rows = (gsf: string) => [
  `${prefix} Harbor Lofts,HL-1,Houston,TX,77002,Multifamily › Podium mid-rise,Bid,2024-03-15,180000,03 30 00,Concrete,4250000.00`,
  `${prefix} Harbor Lofts,HL-1,Houston,TX,77002,Multifamily › Podium mid-rise,Bid,2024-03-15,180000,15400,Plumbing,1200000.50`,
  `${prefix} Elm School,ES-9,Denver,CO,80202,K-12 Elementary,GMP,2023-09-01,${gsf},09 21 16,Gypsum board,812000.34`,
];

async function recordTotal(page: Page) {
  const res = await page.request.get(`/api/v1/project-record?q=${encodeURIComponent(prefix)}`);
  expect(res.status()).toBe(200);
  return (await res.json()).total as number;
}

test("import with a bad row, fix it, export and re-import", async ({ page }) => {
  await signInByApi(page, "editor@acme.test");
  const list = new ProjectListPage(page);
  const dialog = new ProjectImportDialog(page);
  await list.open(`q=${encodeURIComponent(prefix)}`);

  // One bad row: a clear message, the row highlighted, nothing written.
  await dialog.open();
  await dialog.chooseFile("projects.csv", [header, ...rows("sixty thousand")].join("\n"));
  await dialog.checkRows();
  await dialog.expectRowError("Row 4: GSF must be a positive number");
  expect(await recordTotal(page)).toBe(0);

  // Fixed: imported in one go.
  await dialog.chooseAnotherFile();
  await dialog.chooseFile("projects.csv", [header, ...rows("65000")].join("\n"));
  await dialog.checkRows();
  await expect(dialog.dialog.getByTestId("import-summary")).toContainText("2 projects");
  await dialog.importAll();
  await expect(dialog.dialog.getByTestId("import-result")).toContainText(
    "Imported 2 projects, 2 records and 3 cost lines",
  );
  await dialog.close();
  await list.expectRowCount(2);

  // Export the filtered records (CSV), then import the file again: the same records come back.
  const exported = await dialog.export("CSV (.csv)");
  expect(exported.name).toMatch(/^projects-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = readFileSync(exported.path, "utf8");
  expect(text.split("\r\n").filter(Boolean)).toHaveLength(4);
  expect(text).toContain(`${prefix} Harbor Lofts`);
  await dialog.open();
  await dialog.chooseFile(exported.name, text);
  await dialog.checkRows();
  await dialog.importAll();
  await expect(dialog.dialog.getByTestId("import-result")).toContainText(
    "Imported 2 projects, 2 records and 3 cost lines",
  );
  await dialog.close();
  await list.expectRowCount(4);
  expect(await recordTotal(page)).toBe(4);
});
