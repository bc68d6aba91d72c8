// GET /api/v1/estimate/{uid}/export?format=csv|xlsx|pdf[&view={viewUid}] — the detailed budget for the client
// or a spreadsheet, in full or in a saved view (its grouping, filters and columns).
//
// The full-budget CSV (no `view`), which POST /api/v1/estimate/{uid}/line/import reads back losslessly:
// UTF-8 with a BOM, CRLF, RFC 4180 quoting (papaparse reads it), one header row with exactly these columns, in order:
//
//   row, cost_code, description, quantity, unit, unit_cost, lump_sum, labor, material, equipment,
//   subcontract, cost_type, alternate, allowance, tags, area, notes, total
//
// - `row`: "line" for a budget line (in budget order); the rows after the lines are totals an import skips:
//   "direct_cost", "markup" (its name in `description`), "grand_total" (amount in `total`).
// - `quantity`: as typed — a number ("1250.5") or a formula over inputs ("GSF * 0.35").
// - `unit_cost` and the per-unit L/M/E/S split `labor`, `material`, `equipment`, `subcontract`: dollars with
//   2 to 7 decimals (the stored cents with up to 5 decimals, exact); blank = none (no split when all four are).
// - `lump_sum`: dollars with 2 decimals; blank = none.
// - `cost_type`: labor | material | equipment | subcontract | other, or blank.
// - `alternate`, `allowance`: "yes" or "no".
// - `tags`: the tags joined with "; " (a tag holds no ";"-space pair in practice; an import splits on ";" and trims).
// - `area`, `notes`, `description`: text as stored; blank = null.
// - `total`: the engine's line total in dollars (informational; an import recomputes it).
// - Text cells starting with = + - @ (or quotes before one) get one leading ' (neutraliseCell in
//   lib/domain/project-import/cells.ts); the import strips it with readNeutralised. Numbers — negative ones
//   included — are written bare.
//
// With `view`, the CSV holds the view's visible columns (the editor's column ids) under a `row` column whose
// cells are "group" (the group label in the first text column, its subtotal in `total`) or "line".
import { z } from "zod";
import { operation } from "./operation";

/** The full-budget CSV's header row, in order (see above). */
export const estimateCsvColumns = [
  "row",
  "cost_code",
  "description",
  "quantity",
  "unit",
  "unit_cost",
  "lump_sum",
  "labor",
  "material",
  "equipment",
  "subcontract",
  "cost_type",
  "alternate",
  "allowance",
  "tags",
  "area",
  "notes",
  "total",
] as const;
export type EstimateCsvColumn = (typeof estimateCsvColumns)[number];

export const exportFormats = ["csv", "xlsx", "pdf"] as const;

export const exportEstimateQuery = z.object({
  format: z.enum(exportFormats, { error: "Must be one of csv, xlsx, pdf" }).default("csv"),
  view: z
    .uuid("Must be a view id")
    .optional()
    .describe("A saved view's uid: its grouping, filters and columns"),
});
export type ExportEstimateQuery = z.infer<typeof exportEstimateQuery>;

export const estimateExportOperations = {
  export: operation({
    method: "GET",
    path: "/api/v1/estimate/{uid}/export",
    summary: "Download the detailed budget as CSV, XLSX or PDF, in full or in a saved view",
    description:
      "`format=xlsx` answers application/vnd.openxmlformats-officedocument.spreadsheetml.sheet (summary sheet, " +
      "budget with subtotal formulas, markups and grand total), `format=pdf` application/pdf (cover, summary, " +
      "divisions, detailed budget, alternates and allowances, unit mix, notes, page numbers). A viewer may export.",
    permission: "estimate.read",
    query: exportEstimateQuery,
    produces: "text/csv",
  }),
};
