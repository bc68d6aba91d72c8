// Imports into an estimate: its inputs from CSV (name, value, unit) and budget lines from CSV, XLSX or a
// pasted sheet (a column mapping remembered per company; cost codes mapped as the project import maps them).
// Each is one endpoint: `mode=preview` reads the file and answers what would change with every row's
// problems; `mode=apply` (the default) writes it all in one transaction, or nothing (400 naming rows and
// columns). If-Match (the estimate's version from the preview) is checked when sent.
import { z } from "zod";
import { lineImportFields } from "@/lib/domain/estimate/import/line-mapping";
import { estimateDto } from "./estimate";
import { estimateTotalsDto } from "./estimate-line";
import { operation } from "./operation";

export const importModeQuery = z.object({
  mode: z
    .enum(["preview", "apply"], { error: "Must be preview or apply" })
    .default("apply")
    .describe("preview answers what would change and writes nothing"),
});

export const rowErrorDto = z.object({
  row: z.number().int().describe("The row as a spreadsheet numbers it (the header is row 1)"),
  column: z.string(),
  message: z.string(),
});
export type RowErrorDto = z.infer<typeof rowErrorDto>;

// ── Inputs ───────────────────────────────────────────────────────────────────────────────────────────

export const inputChangeDto = z.object({
  row: z.number().int(),
  name: z.string(),
  value: z.number(),
  unit: z.string().nullable(),
  label: z.string().nullable(),
  change: z.enum(["add", "update", "same"]),
  before: z.number().nullable(),
});

export const inputsImportDto = z.object({
  mode: z.enum(["preview", "apply"]),
  changes: z.array(inputChangeDto),
  errors: z.array(rowErrorDto).describe("The first 200 problems"),
  error_count: z.number().int(),
  estimate_version: z.number().int().describe("Send as If-Match with the apply"),
  estimate: estimateDto.nullable().describe("The estimate after an apply; null in a preview"),
});
export type InputsImportDto = z.infer<typeof inputsImportDto>;

// ── Lines ────────────────────────────────────────────────────────────────────────────────────────────

const fieldOrNone = z.union([z.enum(lineImportFields), z.literal("")]);

/** The mapping the preview proposes and the apply sends back (JSON text in the multipart `mapping` field). */
export const lineImportMappingInput = z
  .object({
    columns: z
      .record(z.string().max(200), fieldOrNone)
      .describe('Header → field ("" = not imported)')
      .refine((c) => Object.keys(c).length <= 200, "At most 200 columns"),
    cost_codes: z
      .record(z.string().max(200), z.string().max(50))
      .default({})
      .describe("Code text in the file → the cost code to store")
      .refine((c) => Object.keys(c).length <= 20_000, "At most 20,000 cost codes"),
    legacy_codes: z.boolean().optional().describe("Read two-digit codes as the 16-division list"),
  })
  .strict();

const importedLineDto = z.object({
  row: z.number().int(),
  cost_code: z.string(),
  description: z.string().nullable(),
  quantity: z.string(),
  unit: z.string().nullable(),
  unit_cost_cents: z.number().nullable(),
  lump_sum_cents: z.number().nullable(),
  alternate: z.boolean(),
  allowance: z.boolean(),
});

export const lineImportDto = z.object({
  mode: z.enum(["preview", "apply"]),
  headers: z.array(z.string()),
  mapping: z.object({
    columns: z.record(z.string(), z.string()).describe('Header → field ("" = not imported)'),
    cost_codes: z.record(z.string(), z.string()).describe("This file's code texts → the codes they map to"),
    legacy_codes: z.boolean().optional(),
  }),
  line_count: z.number().int().describe("Lines the file holds (without its problems' rows)"),
  skipped: z.number().int().describe("Blank rows and the export's total rows"),
  sample: z.array(importedLineDto).describe("The first lines as they would be written"),
  codes: z
    .array(z.object({ text: z.string(), code: z.string(), rows: z.number().int() }))
    .describe("Each cost code text in the file with the code it maps to (first 500)"),
  errors: z.array(rowErrorDto).describe("The first 200 problems"),
  error_count: z.number().int(),
  estimate_version: z.number().int().describe("Send as If-Match with the apply"),
  created: z.number().int().describe("Lines written (0 in a preview)"),
  totals: estimateTotalsDto.nullable().describe("The estimate's totals after an apply"),
});
export type LineImportDto = z.infer<typeof lineImportDto>;

const upload = (what: string) =>
  `A multipart/form-data body: \`file\` (${what}, at most 50 MB and 100,000 rows)` +
  " and optionally `mapping` (JSON text of the mapping the preview answered).";

export const estimateImportOperations = {
  inputs: operation({
    method: "POST",
    path: "/api/v1/estimate/{uid}/inputs/import",
    summary: "Set the estimate's inputs from a CSV (name, value, unit; optional label): preview or apply",
    description:
      "A multipart/form-data body with `file` (CSV). Exactly the file's rows change: a name the estimate has " +
      "takes the row's value, a new name is added. Row problems (unknown unit, bad number, duplicate name) " +
      "answer 400 naming the row and column in an apply; a preview lists them.",
    permission: "estimate.write",
    query: importModeQuery,
    response: inputsImportDto,
  }),
  lines: operation({
    method: "POST",
    path: "/api/v1/estimate/{uid}/line/import",
    summary: "Add budget lines from a CSV or XLSX (or a pasted sheet as CSV): preview or apply",
    description:
      `${upload("CSV or XLSX")} The estimate's own full-budget CSV export maps itself. The mapping and the ` +
      "cost codes chosen are remembered for the company. Row problems answer 400 naming the row and column " +
      "in an apply, and nothing is written.",
    permission: "estimate.write",
    query: importModeQuery,
    response: lineImportDto,
  }),
};
