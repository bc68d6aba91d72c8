import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import ExcelJS from "exceljs";
import Papa from "papaparse";
import { beforeAll, describe, expect, it } from "vitest";
import * as exportRoute from "@/app/api/v1/estimate/[uid]/export/route";
import { estimateCsvColumns } from "@/lib/contract/estimate-export";
import { type ExportLine, lineFromCsvCells } from "@/lib/domain/estimate-export/cells";
import { api, rows, sampleDirect, sampleGrand, sampleLines, typicalMarkups } from "./estimate-helpers";
import { companyWithRoles } from "./helpers";

// The company logo the PDF's cover draws, stored as the settings page stores one (a local public URL).
process.env.STORAGE_DIR = mkdtempSync(path.join(tmpdir(), "plinth-export-"));
const logoKey = "logos/export-test/0a1b2c3d/logo.png";
const png1x1 =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";

let acme: Awaited<ReturnType<typeof companyWithRoles>>;
let birch: Awaited<ReturnType<typeof companyWithRoles>>;
let uid: string;
let viewUid: string;

// Two more lines that cancel out: a neutralised description, tags, an allowance and a negative lump sum.
const extraLines = [
  {
    client_key: "e",
    cost_code: "03 30 00",
    description: '=HYPERLINK("http://x"), "quoted"\nnext line',
    lump_sum_cents: 123_456,
    tags: ["tower", "-minus"],
    allowance: true,
    area: "Level 1",
    notes: "@note",
  },
  { client_key: "f", cost_code: "03 30 00", description: "Credit", lump_sum_cents: -123_456 },
];

async function download(cookie: string, estimate: string, search: string) {
  const { NextRequest } = await import("next/server");
  const url = new URL(`/api/v1/estimate/${estimate}/export?${search}`, "http://localhost:3000");
  return exportRoute.GET(new NextRequest(url, { headers: { cookie } }), {
    params: Promise.resolve({ uid: estimate }),
  });
}

const parse = (text: string) =>
  Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), { skipEmptyLines: true }).data;
const cents = (dollars: string) => Math.round(Number(dollars) * 100);

beforeAll(async () => {
  mkdirSync(path.join(process.env.STORAGE_DIR!, path.dirname(logoKey)), { recursive: true });
  writeFileSync(path.join(process.env.STORAGE_DIR!, logoKey), Buffer.from(png1x1, "base64"));
  [acme, birch] = await Promise.all([
    companyWithRoles({ logoUrl: `/api/v1/storage/file/${logoKey}` }),
    companyWithRoles(),
  ]);
  const created = await api.create(acme.cookies.editor, { name: "Export tower" });
  uid = created.body.uid;
  const withInputs = await api.inputs(
    acme.cookies.editor,
    uid,
    { inputs: [{ name: "GSF", label: "Gross square feet", unit: "SF", value: 10000 }] },
    created.body.version,
  );
  await api.markups(acme.cookies.editor, uid, { markups: typicalMarkups }, withInputs.body.version);
  const written = await api.lines(acme.cookies.editor, uid, { create: [...sampleLines, ...extraLines] });
  expect(written.status).toBe(200);
  const view = await api.createView(acme.cookies.editor, uid, {
    name: "Concrete only",
    shared: true,
    config: {
      group_by: ["division"],
      filters: { cost_code: "03" },
      columns: ["cost_code", "description", "total"],
      column_order: ["cost_code", "description", "total"],
    },
  });
  expect(view.status).toBe(201);
  viewUid = view.body.uid;
}, 60_000);

describe("GET /api/v1/estimate/{uid}/export", () => {
  it("CSV in full: the documented columns, every line, totals to the cent, a lossless read back", async () => {
    const res = await download(acme.cookies.viewer, uid, "format=csv");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toContain('attachment; filename="Export tower.csv"');
    const table = parse(await res.text());
    expect(table[0]).toEqual([...estimateCsvColumns]);
    const body = table.slice(1).map((r) => Object.fromEntries(estimateCsvColumns.map((c, i) => [c, r[i]!])));
    const lines = body.filter((r) => r.row === "line");
    expect(lines).toHaveLength(6);
    const direct = lines.filter((r) => r.alternate === "no").reduce((s, r) => s + cents(r.total!), 0);
    expect(direct).toBe(sampleDirect);
    expect(body.find((r) => r.row === "direct_cost")!.total).toBe("678373.45");
    expect(body.filter((r) => r.row === "markup").map((r) => r.description)).toEqual(
      typicalMarkups.map((m) => m.name),
    );
    expect(cents(body.find((r) => r.row === "grand_total")!.total!)).toBe(sampleGrand);
    const injected = lines.find((r) => r.allowance === "yes")!;
    expect(injected.description).toBe(`'=HYPERLINK("http://x"), "quoted"\nnext line`);
    expect(injected.tags).toBe("tower; -minus");
    expect(injected.notes).toBe("'@note");
    expect(lines.find((r) => r.description === "Credit")!.lump_sum).toBe("-1234.56");
    expect(lines[1]!.unit_cost).toBe("4.12345");
    // Read back, the lines are the stored ones (fields an import writes; an awarded bid's link and where a price
    // came from in the cost library are not among them).
    const open = await api.open(acme.cookies.viewer, uid);
    const stored = rows(open.body).map(
      ({
        uid: _u,
        position: _p,
        version: _v,
        updated_at: _t,
        bid_submission_uid: _b,
        group_uid: _g,
        cost_item_uid: _i,
        library_cents: _l,
        source: _s,
        ...l
      }) => l,
    );
    const readBack = lines.map((r) => lineFromCsvCells(r as never)) as Omit<ExportLine, "uid">[];
    expect(readBack).toEqual(stored.map((l) => ({ ...l, quantity: String(l.quantity) })));
    expect(open.body.estimate.grand_total_cents).toBe(sampleGrand);
  });

  it("CSV in a view: its filter, grouping and columns", async () => {
    const res = await download(acme.cookies.editor, uid, `format=csv&view=${viewUid}`);
    expect(res.status).toBe(200);
    const table = parse(await res.text());
    expect(table[0]).toEqual(["row", "cost_code", "description", "total"]);
    expect(table[1]).toEqual(["group", "", "03 Concrete", "649250.00"]);
    expect(table.slice(2, 5).map((r) => r[0])).toEqual(["line", "line", "line"]);
    expect(table.at(-1)).toEqual(["grand_total", "", "Grand total", "771338.00"]);
  });

  it("XLSX: summary and budget sheets, subtotal formulas without cached results, frozen header", async () => {
    const res = await download(acme.cookies.viewer, uid, "format=xlsx");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ArrayBuffer);
    expect(wb.worksheets.map((s) => s.name)).toEqual(["Summary", "Budget"]);
    const budget = wb.getWorksheet("Budget")!;
    expect(budget.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
    expect(budget.getCell("A2").value).toBeNull();
    const group = budget.getRow(2).getCell(12).value as { formula: string; result?: unknown };
    expect(group.formula).toBe("SUBTOTAL(9,L3:L5)");
    expect(group.result).toBeUndefined();
    const summary = wb.getWorksheet("Summary")!;
    const labels = summary.getColumn(1).values as unknown[];
    expect(labels).toContain("Grand total");
    expect(labels).toContain("03 Concrete");
  });

  it("PDF: a streamed document for the client", async () => {
    const res = await download(acme.cookies.viewer, uid, "format=pdf");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    expect(bytes.toString("latin1")).toMatch(/\/Count \d+/);
    // The company's logo on the cover.
    expect(bytes.toString("latin1")).toMatch(/\/Subtype \/Image/);
    if (process.env.EXPORT_PDF_OUT)
      (await import("node:fs")).writeFileSync(process.env.EXPORT_PDF_OUT, bytes);
  });

  it("answers 404 for another company's estimate or an unknown view, 400 for a bad format", async () => {
    expect((await download(birch.cookies.admin, uid, "format=csv")).status).toBe(404);
    expect(
      (await download(acme.cookies.viewer, uid, "format=csv&view=6f1c1d0e-8a2b-4c3d-9e4f-5a6b7c8d9e0f"))
        .status,
    ).toBe(404);
    const bad = await download(acme.cookies.viewer, uid, "format=docx");
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors).toEqual({ format: "Must be one of csv, xlsx, pdf" });
  });
});
