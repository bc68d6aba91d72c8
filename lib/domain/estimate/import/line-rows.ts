// Rows of a budget-line import → the lines to create, with every problem named by row and column. Reads the
// estimate's own full-budget CSV back exactly (quantities as typed, unit costs and splits to 5 decimals of a
// cent, lump sums in cents, flags, tags, area, notes; total rows skipped) and any other sheet through a
// column mapping. Cost codes go through the project import's mapping (suggested or chosen per code text).
import { mapCostCode } from "../../project-import/cost-codes";
import type { ImportTable } from "../../project-import/table";
import { formatScaled, parseDecimal } from "../decimal";
import { compileFormula, normalizeInputName } from "../formula";
import { prepareLine } from "../line";
import { lineProblems } from "../line-check";
import type { CostSplit, CostType, EstimateLine } from "../model";
import { MAX_ROW_ERRORS, type RowError, readDollarsToCents5, readFlag } from "./cells";
import type { LineImportField, LineImportMapping } from "./line-mapping";

export type ImportedLine = {
  cost_code: string;
  description: string | null;
  quantity: string;
  unit: string | null;
  unit_cost_cents: number | null;
  lump_sum_cents: number | null;
  split: CostSplit | null;
  cost_type: CostType | null;
  alternate: boolean;
  allowance: boolean;
  tags: string[];
  area: string | null;
  notes: string | null;
};

export type CodeChoice = { text: string; code: string; rows: number };

export type LinePlan = {
  lines: ImportedLine[];
  /** The file row each line came from (same order as `lines`). */
  rows: number[];
  errors: RowError[];
  error_count: number;
  /** Rows left out: blank ones and the export's total rows. */
  skipped: number;
  codes: CodeChoice[];
};

const costTypes: readonly CostType[] = ["labor", "material", "equipment", "subcontract", "other"];
const textLimits: Partial<Record<LineImportField, number>> = {
  cost_code: 50,
  description: 2000,
  unit: 20,
  area: 200,
  notes: 10_000,
};
const splitFields = ["labor", "material", "equipment", "subcontract"] as const;
/** The engine's field names → the import field a problem is shown under. */
const problemField: Record<string, LineImportField> = {
  quantity: "quantity",
  unit_cost_cents: "unit_cost",
  lump_sum_cents: "lump_sum",
  split: "labor",
  cost_code: "cost_code",
  cost_type: "cost_type",
};

const blankToNull = (s: string) => (s.trim() === "" ? null : s.trim());

/** "a; b" (the export's spelling) or "a, b" → distinct tags. */
function readLineTags(text: string): string[] {
  const parts = text.includes(";") ? text.split(";") : text.split(",");
  return [...new Set(parts.map((t) => t.trim()).filter(Boolean))];
}

/** A number → its exact text; a formula as typed; blank → "0". */
function readQuantity(text: string): { ok: true; value: string } | { ok: false; message: string } {
  const t = text.trim();
  if (t === "") return { ok: true, value: "0" };
  const n = parseDecimal(t);
  if (n.ok) return { ok: true, value: formatScaled(n.scaled) };
  if (/[A-Za-z_]/.test(t)) {
    if (t.length > 500) return { ok: false, message: "Formula is too long (at most 500 characters)" };
    return { ok: true, value: t };
  }
  return { ok: false, message: n.message === "Enter a number" ? "Enter a number or a formula" : n.message };
}

type Cells = { get: (f: LineImportField) => string; header: (f: LineImportField) => string };

/** validateLine's checks with each formula compiled once per file (a budget repeats few formulas). */
function lineChecker(inputs: Readonly<Record<string, number>>) {
  const compiled = new Map<string, ReturnType<typeof compileFormula>>();
  const compile = (source: string) => {
    let c = compiled.get(source);
    if (!c) {
      c = compileFormula(source);
      compiled.set(source, c);
    }
    return c;
  };
  const map = new Map(Object.entries(inputs).map(([k, v]) => [normalizeInputName(k), v]));
  return (line: EstimateLine) =>
    Object.fromEntries(lineProblems(prepareLine(line, compile), map, { error: null }));
}
type LineCheck = ReturnType<typeof lineChecker>;

function lineFromCells(
  c: Cells,
  check: LineCheck,
  codeOf: (text: string) => string,
  fail: (field: LineImportField, message: string) => void,
): ImportedLine | null {
  let ok = true;
  const bad = (field: LineImportField, message: string) => {
    ok = false;
    fail(field, message);
  };
  for (const [field, max] of Object.entries(textLimits) as [LineImportField, number][]) {
    if (c.get(field).trim().length > max) bad(field, `Must be at most ${max} characters`);
  }
  const q = readQuantity(c.get("quantity"));
  if (!q.ok) bad("quantity", q.message);
  const money = (field: LineImportField) => {
    const text = c.get(field);
    if (text.trim() === "") return null;
    const r = readDollarsToCents5(text);
    if (!r.ok) bad(field, r.message);
    return r.ok ? r.cents : null;
  };
  const unitCost = money("unit_cost");
  const lump = money("lump_sum");
  if (lump !== null && !Number.isInteger(lump)) bad("lump_sum", "A lump sum is whole cents (2 decimals)");
  const split: CostSplit = {};
  for (const f of splitFields) {
    const v = money(f);
    if (v !== null) split[`${f}_cents`] = v;
  }
  const typeText = c.get("cost_type").trim().toLowerCase();
  if (typeText && !costTypes.includes(typeText as CostType))
    bad("cost_type", `Must be one of ${costTypes.join(", ")}`);
  const flag = (field: "alternate" | "allowance") => {
    const v = readFlag(c.get(field));
    if (v === null) bad(field, "Must be yes or no");
    return v ?? false;
  };
  const alternate = flag("alternate");
  const allowance = flag("allowance");
  const tags = readLineTags(c.get("tags"));
  if (tags.length > 50 || tags.some((t) => t.length > 50))
    bad("tags", "At most 50 tags of up to 50 characters");
  const codeText = c.get("cost_code").trim();
  const line: ImportedLine = {
    cost_code: codeText ? codeOf(codeText) : "",
    description: blankToNull(c.get("description")),
    quantity: q.ok ? q.value : "0",
    unit: blankToNull(c.get("unit")),
    unit_cost_cents: unitCost,
    lump_sum_cents: lump,
    split: Object.keys(split).length ? split : null,
    cost_type: (typeText || null) as CostType | null,
    alternate,
    allowance,
    tags,
    area: blankToNull(c.get("area")),
    notes: blankToNull(c.get("notes")),
  };
  if (!ok) return null;
  const problems = check({ ...line, uid: "import" } as EstimateLine);
  for (const [field, message] of Object.entries(problems)) bad(problemField[field] ?? "quantity", message);
  return ok ? line : null;
}

/** Reads every row; lines only when the whole file is clean is the caller's rule (all or nothing). */
export function planLineRows(
  table: ImportTable,
  mapping: LineImportMapping,
  inputs: Readonly<Record<string, number>>,
): LinePlan {
  const index = new Map<string, number>();
  const headerOf = new Map<string, string>();
  table.headers.forEach((h, i) => {
    const field = mapping.columns[h];
    if (field && !index.has(field)) {
      index.set(field, i);
      headerOf.set(field, h);
    }
  });
  const plan: LinePlan = { lines: [], rows: [], errors: [], error_count: 0, skipped: 0, codes: [] };
  const check = lineChecker(inputs);
  const codes = new Map<string, CodeChoice>();
  // Each code text is mapped once and counted.
  const codeOf = (text: string) => {
    const seen = codes.get(text);
    if (seen) {
      seen.rows++;
      return seen.code;
    }
    const code = mapCostCode(text, mapping.cost_codes, mapping.legacy_codes ?? false);
    codes.set(text, { text, code, rows: 1 });
    return code;
  };
  for (const r of table.rows) {
    const get = (f: LineImportField) => {
      const i = index.get(f);
      return i === undefined ? "" : (r.cells[i] ?? "");
    };
    const kind = get("row").trim().toLowerCase();
    if ((kind && kind !== "line") || r.cells.every((cell) => cell.trim() === "")) {
      plan.skipped++;
      continue;
    }
    const cells: Cells = { get, header: (f) => headerOf.get(f) ?? f };
    const line = lineFromCells(cells, check, codeOf, (field, message) => {
      plan.error_count++;
      if (plan.errors.length < MAX_ROW_ERRORS)
        plan.errors.push({ row: r.row, column: cells.header(field), message });
    });
    if (line) {
      plan.lines.push(line);
      plan.rows.push(r.row);
    }
  }
  plan.codes = [...codes.values()];
  return plan;
}
