import "server-only";
// GET /estimate/{uid}/export: the budget as CSV, XLSX or PDF, in full or in a saved view. Every figure comes
// from the engine over the stored lines (data.ts), so an export equals the editor to the cent.
import type { ExportEstimateQuery } from "@/lib/contract/estimate-export";
import type { Scope } from "../../scope";
import { fullBudgetCsv, viewCsv } from "./csv";
import { loadExportData } from "./data";
import { coverFacts } from "./facts";
import { loadLogo } from "./logo";
import { estimatePdf } from "./pdf";
import { buildExportTable } from "./table";
import { budgetXlsx } from "./xlsx";

const types = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  pdf: "application/pdf",
} as const;

const fileName = (name: string, view: string | null, format: string) =>
  `${
    [name, view]
      .filter(Boolean)
      .join(" - ")
      .replace(/[^\p{L}\p{N} ._-]+/gu, "")
      .trim()
      .slice(0, 100) || "estimate"
  }.${format}`;

/** A download (not a preview) under the estimate's own name. */
const attachment = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, "_")}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/** The export's body: a string for CSV, a stream for XLSX and PDF. */
export async function estimateExportBody(scope: Scope, uid: string, query: ExportEstimateQuery) {
  const data = await loadExportData(scope, uid, query.view);
  const totals = data.engine.totals();
  const facts = coverFacts(data);
  const name = fileName(data.estimate.name, data.viewName, query.format);
  if (query.format === "csv") {
    const body = data.viewConfig
      ? viewCsv(buildExportTable(data.lines, data.results, data.viewConfig), totals)
      : fullBudgetCsv(data.lines, data.results, totals);
    return { body, name, data };
  }
  const table = buildExportTable(data.lines, data.results, data.viewConfig, ["division"]);
  if (query.format === "xlsx") return { body: budgetXlsx(facts, table, totals), name, data };
  const logo = await loadLogo(data.logoUrl);
  return { body: estimatePdf(data, facts, table, logo), name, data };
}

export async function exportEstimate(scope: Scope, uid: string, query: ExportEstimateQuery) {
  const { body, name } = await estimateExportBody(scope, uid, query);
  return new Response(body, {
    headers: {
      "content-type": types[query.format],
      "content-disposition": attachment(name),
      "cache-control": "no-store",
    },
  });
}
