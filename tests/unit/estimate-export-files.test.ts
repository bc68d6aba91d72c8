// The XLSX and PDF as other programs read them: LibreOffice computes the XLSX's formulas (written without cached
// results) to the engine's totals, and pdftotext finds the totals, every division and "Page N of M" on each
// page. Each test skips, saying why, where its program is not installed (.ci/run installs both).
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { createEngine } from "@/lib/domain/estimate/engine";
import type { Markup } from "@/lib/domain/estimate/markups";
import type { ExportLine } from "@/lib/domain/estimate-export/cells";
import { divisionLabel } from "@/lib/domain/reference/cost-codes";
import type { ExportData } from "@/lib/server/estimate/export/data";
import { coverFacts } from "@/lib/server/estimate/export/facts";
import { estimatePdf } from "@/lib/server/estimate/export/pdf";
import { buildExportTable } from "@/lib/server/estimate/export/table";
import { budgetXlsx } from "@/lib/server/estimate/export/xlsx";

const has = (bin: string) => spawnSync("sh", ["-c", `command -v ${bin}`]).status === 0;
const hasSoffice = has("soffice");
const hasPoppler = has("pdftotext") && has("pdfinfo");
if (!hasSoffice)
  console.warn("estimate-export-files: soffice not installed (libreoffice-calc-nogui); XLSX test skipped");
if (!hasPoppler)
  console.warn("estimate-export-files: pdftotext not installed (poppler-utils); PDF test skipped");

const codes = ["03 30 00", "05 12 00", "09 91 00", "26 05 00"];
const markups = [
  {
    uid: "gc",
    name: "General conditions",
    kind: "percent",
    percent: 8,
    base: { direct: true, markups: [], running_total: false },
  },
  {
    uid: "fee",
    name: "Fee",
    kind: "percent",
    percent: 5,
    base: { direct: false, markups: [], running_total: true },
  },
] as unknown as Markup[];

function sample(count: number): ExportData {
  const lines: ExportLine[] = Array.from({ length: count }, (_, i) => ({
    uid: `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
    cost_code: codes[i % codes.length]!,
    description: i === 1 ? "=cmd|' /C calc'!A0" : `Item ${i} with a long description that is cut in the PDF`,
    quantity: i % 3 === 0 ? "GSF * 0.01" : String(10 + i),
    unit: "EA",
    unit_cost_cents: 1234.567 + i,
    lump_sum_cents: null,
    split: null,
    cost_type: null,
    alternate: i === count - 1,
    allowance: i === 2,
    tags: [],
    notes: null,
    area: null,
  }));
  const engine = createEngine({ inputs: { GSF: 12_345 }, markups, lines: lines as never });
  return {
    estimate: {
      name: "Harbor tower",
      designStage: "dd",
      status: "in_review",
      notes: "Excludes FF&E.\nPrices as of the pricing date.",
      unitMix: null,
    } as never,
    companyName: "Acme Builders",
    logoUrl: null,
    projectName: "Harbor Point",
    lines,
    engine,
    results: new Map(engine.lineResults().map((r) => [r.uid, r])),
    viewName: null,
    viewConfig: null,
  };
}

async function bytesOf(stream: ReadableStream<Uint8Array>) {
  const chunks: Buffer[] = [];
  for await (const c of Readable.fromWeb(stream as never)) chunks.push(Buffer.from(c));
  return Buffer.concat(chunks);
}

const dollars = (cents: number) => (Math.round(cents) / 100).toFixed(2);

describe("estimate export files", () => {
  it.skipIf(!hasSoffice)(
    "LibreOffice recomputes the XLSX formulas to the engine's totals",
    async () => {
      const data = sample(12);
      const totals = data.engine.totals();
      const table = buildExportTable(data.lines, data.results, null, ["division"]);
      const dir = mkdtempSync(path.join(tmpdir(), "xlsx-"));
      const file = path.join(dir, "estimate.xlsx");
      writeFileSync(file, await bytesOf(budgetXlsx(coverFacts(data), table, totals)));
      const run = spawnSync(
        "soffice",
        [
          `-env:UserInstallation=file://${dir}/profile`,
          "--headless",
          "--convert-to",
          "csv",
          "--outdir",
          dir,
          file,
        ],
        { encoding: "utf8", timeout: 120_000 },
      );
      expect(run.status, run.stderr).toBe(0);
      // The first sheet, the summary: every figure there is a formula over the budget sheet's formulas.
      const rows = Papa.parse<string[]>(readFileSync(path.join(dir, "estimate.csv"), "utf8")).data;
      const value = (label: string) => rows.find((r) => r[0] === label)?.[1]?.replace(/,/g, "");
      expect(value("Direct cost")).toBe(dollars(totals.direct_cents));
      expect(value("Grand total")).toBe(dollars(totals.grand_total_cents));
      // Group subtotals as the editor shows them (an alternate counts in its group, not in the direct cost).
      const groups = table.rows.filter((r) => r.kind === "group");
      expect(groups).toHaveLength(codes.length);
      for (const g of groups) expect(value(g.label)).toBe(dollars(g.total_cents));
    },
    180_000,
  );

  it.skipIf(!hasPoppler)(
    "pdftotext reads the totals, every division and the page numbers",
    async () => {
      const data = sample(300);
      const totals = data.engine.totals();
      const table = buildExportTable(data.lines, data.results, null, ["division"]);
      const dir = mkdtempSync(path.join(tmpdir(), "pdf-"));
      const file = path.join(dir, "estimate.pdf");
      writeFileSync(file, await bytesOf(estimatePdf(data, coverFacts(data), table, null)));
      const info = spawnSync("pdfinfo", [file], { encoding: "utf8" }).stdout;
      const pages = Number(/Pages:\s+(\d+)/.exec(info)![1]);
      expect(pages).toBeGreaterThan(5);
      const text = spawnSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" }).stdout;
      const perPage = text.split("\f").filter((p) => p.trim());
      expect(perPage).toHaveLength(pages);
      for (const [i, p] of perPage.entries()) expect(p).toContain(`Page ${i + 1} of ${pages}`);
      for (const p of perPage.slice(1)) expect(p).toContain("Harbor tower - Design development (DD)");
      const money = (c: number) =>
        `$${(Math.round(c) / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })}`;
      expect(text).toContain(money(totals.direct_cents));
      expect(text).toContain(money(totals.grand_total_cents));
      for (const m of totals.markups) expect(text).toContain(money(m.amount_cents));
      for (const d of totals.divisions) expect(text).toContain(divisionLabel(d.division));
      expect(text).toContain("Harbor Point");
      expect(text).toContain("Excludes FF&E.");
      expect(text).toContain("Alternates and allowances");
    },
    60_000,
  );
});
