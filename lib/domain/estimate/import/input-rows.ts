// Rows of an inputs CSV (name, value, unit; optionally label) → the inputs to set, with every problem named
// by row and column: a name formulas cannot read, a value that is not a number with at most 5 decimals, a
// unit the company does not have, a name given twice. Exactly the file's rows change: a name the estimate
// has gets the row's value (and unit, label when given); a new name is added; other inputs stay as they are.
import type { ImportTable } from "../../project-import/table";
import { parseDecimal } from "../decimal";
import { normalizeInputName } from "../formula";
import { checkInputName } from "../inputs";
import { MAX_ROW_ERRORS, type RowError } from "./cells";

export type InputRowValue = { name: string; value: number; unit: string | null; label: string | null };
export type ExistingInput = {
  uid: string;
  name: string;
  label?: string | null;
  unit?: string | null;
  value: number;
};

export type InputChange = InputRowValue & {
  row: number;
  /** "add" a new input, "update" one whose value, unit or label differ, "same" when nothing changes. */
  change: "add" | "update" | "same";
  before: number | null;
};

export type InputsPlan = { changes: InputChange[]; errors: RowError[]; error_count: number };

const columnNames = ["name", "value", "unit", "label"] as const;
type InputColumn = (typeof columnNames)[number];

/** The header per column (any case, surrounding spaces ignored); the file must have name and value. */
export function inputColumns(
  headers: readonly string[],
): { ok: true; at: Record<InputColumn, number> } | { ok: false; message: string } {
  const at = { name: -1, value: -1, unit: -1, label: -1 };
  headers.forEach((h, i) => {
    const k = h.trim().toLowerCase() as InputColumn;
    if (columnNames.includes(k) && at[k] < 0) at[k] = i;
  });
  const missing = (["name", "value"] as const).filter((k) => at[k] < 0);
  if (missing.length)
    return {
      ok: false,
      message: `The header row needs the columns name, value and unit (missing: ${missing.join(", ")})`,
    };
  return { ok: true, at };
}

export function planInputRows(
  table: ImportTable,
  at: Record<InputColumn, number>,
  existing: readonly ExistingInput[],
  units: readonly { code: string; name: string }[],
): InputsPlan {
  const plan: InputsPlan = { changes: [], errors: [], error_count: 0 };
  // A unit by its code (SF) or its name (square feet); stored as the code.
  const unitOf = new Map(
    units.flatMap((u) => [
      [u.name.trim().toLowerCase(), u.code] as const,
      [u.code.trim().toLowerCase(), u.code] as const,
    ]),
  );
  const current = new Map(existing.map((i) => [normalizeInputName(i.name), i]));
  const seen = new Map<string, number>();
  const cell = (cells: string[], k: InputColumn) => (at[k] < 0 ? "" : (cells[at[k]] ?? "").trim());
  for (const r of table.rows) {
    if (r.cells.every((c) => c.trim() === "")) continue;
    const fail = (column: InputColumn, message: string) => {
      plan.error_count++;
      if (plan.errors.length < MAX_ROW_ERRORS) plan.errors.push({ row: r.row, column, message });
    };
    const before = plan.error_count;
    const name = cell(r.cells, "name");
    const nameProblem = name === "" ? "Required" : checkInputName(name);
    if (nameProblem) fail("name", nameProblem);
    const key = normalizeInputName(name);
    if (!nameProblem) {
      const first = seen.get(key);
      if (first !== undefined) fail("name", `${name} is also on row ${first}`);
      else seen.set(key, r.row);
    }
    const valueText = cell(r.cells, "value");
    const parsed = parseDecimal(valueText);
    if (!parsed.ok) fail("value", valueText === "" ? "Required" : parsed.message);
    const unitText = cell(r.cells, "unit");
    const unit = unitText === "" ? null : (unitOf.get(unitText.toLowerCase()) ?? null);
    if (unitText !== "" && unit === null)
      fail("unit", `Unknown unit ${unitText}; add it under Settings → Units first`);
    const labelText = cell(r.cells, "label");
    if (labelText.length > 100) fail("label", "Must be at most 100 characters");
    if (plan.error_count > before || !parsed.ok) continue;
    const old = current.get(key);
    const label = at.label < 0 ? (old?.label ?? null) : labelText || null;
    const next: InputRowValue = {
      name: old?.name ?? name,
      value: parsed.value,
      unit: at.unit < 0 ? (old?.unit ?? null) : unit,
      label,
    };
    const same =
      old &&
      old.value === next.value &&
      (old.unit ?? null) === next.unit &&
      (old.label ?? null) === next.label;
    plan.changes.push({
      ...next,
      row: r.row,
      change: !old ? "add" : same ? "same" : "update",
      before: old?.value ?? null,
    });
  }
  return plan;
}

/** The estimate's inputs after the import: existing ones in place (changed where the file says), new ones after. */
export function mergeInputs(existing: readonly ExistingInput[], changes: readonly InputChange[]) {
  const byKey = new Map(changes.map((c) => [normalizeInputName(c.name), c]));
  const merged = existing.map((i) => {
    const c = byKey.get(normalizeInputName(i.name));
    return c ? { uid: i.uid, name: i.name, label: c.label, unit: c.unit, value: c.value } : { ...i };
  });
  for (const c of changes)
    if (c.change === "add")
      merged.push({ uid: "", name: c.name, label: c.label, unit: c.unit, value: c.value });
  return merged;
}
