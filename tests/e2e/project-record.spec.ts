import { type APIRequestContext, expect, test } from "@playwright/test";
import { solidPng } from "./fixtures/png";
import { signInByApi } from "./pages/login-page";
import { ProjectRecordPage, RecordFormPage } from "./pages/project-record-page";

// The one-time Dark Mode promo sits over the top right of the page; these tests are not about it.
test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => window.localStorage.setItem("dark-mode-promo-dismissed", "1"));
});

const unique = (name: string) => `${name} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** A one-page PDF, small but well-formed (header, catalog, page, xref, trailer). */
function tinyPdf(): Buffer {
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) body += `${String(off).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

/** A project with one record, made through the API (as the signed-in editor of `request`). */
async function createRecordByApi(request: APIRequestContext, name: string) {
  const res = await request.post("/api/v1/project", {
    data: {
      name,
      state: "TX",
      record: {
        stage: "final",
        cost_basis_date: "2021-03-01",
        metrics: { gsf: 50_000 },
        costs: [{ cost_code: "03 30 00", description: "Concrete", amount_cents: 123_456_78 }],
      },
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).record_uid as string;
}

test("an editor creates a project with a record, normalises it, attaches files, edits a cost and deletes it", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInByApi(page, "editor@acme.test");
  const form = new RecordFormPage(page);
  const record = new ProjectRecordPage(page);
  const name = unique("E2E Tower");

  // Validation first: nothing filled in → messages under the fields, nothing sent.
  await page.goto("/project/new");
  await expect(page.getByRole("heading", { name: "New project" })).toBeVisible();
  await form.submit("Create project");
  await form.expectFieldError(/^Project name/, "Required");
  await form.expectFieldError(/^Stage/, "Required");
  await form.expectFieldError(/^Cost basis date/, "Required");
  await expect(page.getByTestId("form-message")).toContainText("Some fields need attention");
  await form.field(/^ZIP/).fill("7700");
  await form.expectFieldError(/^ZIP/, "Must be a ZIP code such as 77002 or 77002-1234");

  // Then a valid project with two cost lines; the total follows the amounts to the cent.
  await form.field(/^Project name/).fill(name);
  await expect(form.field(/^Project name/)).not.toHaveAttribute("aria-invalid", "true");
  await form.field(/^ZIP/).fill("77002");
  await page.getByRole("button", { name: "Coordinates from ZIP" }).click();
  await expect(form.field(/^Latitude/)).not.toHaveValue("");
  await expect(form.field(/^State/)).toHaveValue("TX");
  await form.field(/^Stage/).selectOption("bid");
  await form.field(/^Cost basis date/).fill("2021-06-15");
  await form.field(/^GSF/).fill("100000");
  await form.setCostLine(0, {
    code: "03 30 00",
    description: "Cast-in-place concrete",
    amount: "1,250,000.50",
  });
  await form.addLine();
  await form.setCostLine(1, { code: "09 21 16", description: "Gypsum board", amount: "480000.25" });
  await expect(form.total).toHaveText("$1,730,000.75");
  await form.submit("Create project");

  await expect(page).toHaveURL(/\/project-record\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(name);
  await expect(record.breakdownTotal).toHaveText("$1,730,000.75");
  await expect(page.getByTestId("record-cpg")).toHaveText("$17.30");
  const uid = record.uidFromUrl();

  // Normalisation: the factors change with the target date.
  await expect(record.factors).toContainText("location");
  await record.setTargetDate("2019-01-15");
  await expect(record.factors).toContainText(/× \d\.\d+ time/);
  const in2019 = await record.factors.textContent();
  await record.setTargetDate("2024-01-15");
  await expect(record.factors).not.toHaveText(in2019 ?? "");
  await expect(record.factors).toContainText(/× 1\.\d+ time/);

  // Files: a PDF and a PNG go up with progress and both preview in the page.
  await record.upload([
    { name: "drawings.pdf", mimeType: "application/pdf", buffer: tinyPdf() },
    { name: "site-photo.png", mimeType: "image/png", buffer: solidPng(40, 30, [200, 90, 30]) },
  ]);
  await expect(record.files.getByText("drawings.pdf").first()).toBeVisible();
  await expect(record.files.getByText("site-photo.png").first()).toBeVisible();
  const pdf = record.files.getByTestId("file-preview-pdf");
  await expect(pdf).toHaveAttribute("src", /\.pdf/);
  await expect(pdf).toHaveAttribute("title", "Preview of drawings.pdf");
  const image = record.files.getByTestId("file-preview-image");
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(40);

  // Edit a cost amount and the record's own tags: the total updates live and on the saved record.
  await page.getByRole("link", { name: "Edit" }).click();
  await expect(page).toHaveURL(`/project-record/${uid}/edit`);
  await form.setCostLine(0, { amount: "1,300,000" });
  await expect(form.total).toHaveText("$1,780,000.25");
  await form.field(/^Record tags/).fill("audited, phase-2");
  await form.submit("Save changes");
  await expect(page).toHaveURL(`/project-record/${uid}`);
  await expect(record.breakdownTotal).toHaveText("$1,780,000.25");
  await expect(page.getByText("phase-2", { exact: true })).toBeVisible();
  const saved = await (await page.request.get(`/api/v1/project-record/${uid}`)).json();
  expect(saved.tags).toEqual(["audited", "phase-2"]);

  // Delete, with a confirmation, then back to the list; the record is gone.
  await record.deleteWithConfirmation();
  await expect(page).toHaveURL(/\/project(\?.*)?$/);
  const gone = await page.request.get(`/api/v1/project-record/${uid}`);
  expect(gone.status()).toBe(404);
});

test("a stale edit is refused with a clear message and keeps what was typed", async ({ page }) => {
  await signInByApi(page, "editor@acme.test");
  const uid = await createRecordByApi(page.request, unique("E2E Stale"));
  const form = new RecordFormPage(page);
  await page.goto(`/project-record/${uid}/edit`);
  await form.setCostLine(0, { amount: "99.99" });
  // Someone else saves meanwhile.
  const current = await (await page.request.get(`/api/v1/project-record/${uid}`)).json();
  const other = await page.request.put(`/api/v1/project-record/${uid}`, {
    data: { notes: "changed elsewhere" },
    headers: { "If-Match": `"${current.version}"` },
  });
  expect(other.status()).toBe(200);
  await form.submit("Save changes");
  await expect(page.getByTestId("form-message")).toContainText(
    "This record was changed by someone else. Reload to see their changes",
  );
  await expect(page.getByLabel("Amount, line 1")).toHaveValue("99.99");
  await page.getByRole("button", { name: "Reload" }).click();
  await expect(page.getByLabel("Record notes")).toHaveValue("changed elsewhere");
});

test("a viewer sees the record read-only; an unknown record is the 404 panel", async ({ browser, page }) => {
  await signInByApi(page, "editor@acme.test");
  const name = unique("E2E Viewer");
  const uid = await createRecordByApi(page.request, name);

  const viewerContext = await browser.newContext();
  await viewerContext.addInitScript(() => window.localStorage.setItem("dark-mode-promo-dismissed", "1"));
  const viewer = await viewerContext.newPage();
  await signInByApi(viewer, "viewer@acme.test");
  const record = new ProjectRecordPage(viewer);
  await record.open(uid);
  await expect(record.breakdownTotal).toHaveText("$123,456.78");
  // The tab names the record's project, as its h1 does.
  await expect(viewer).toHaveTitle(`${name} · Plinth`);
  for (const control of record.editorControls()) await expect(control).toHaveCount(0);
  await viewer.goto(`/project-record/${uid}/edit`);
  await expect(viewer.getByText("You can only view project records")).toBeVisible();
  await viewerContext.close();

  await page.goto("/project-record/00000000-0000-4000-8000-00000000abcd");
  await expect(page.getByTestId("error-panel")).toHaveAttribute("data-status", "404");
});
