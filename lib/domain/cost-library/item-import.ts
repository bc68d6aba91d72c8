// A cost library file (CSV or XLSX): one item per row, columns found by their header names, each row checked
// as the item form checks it (lib/contract/cost-item.ts). Dollars in the file, cents in the library.
import { type CreateCostItemInput, createCostItemInput } from "@/lib/contract/cost-item";
import { MAX_ROW_ERRORS, type RowError, readDollarsToCents5 } from "@/lib/domain/estimate/import/cells";
import type { ImportTable } from "@/lib/domain/project-import/table";

const columns = {
  cost_code: ["cost code", "code", "costcode", "cost_code"],
  description: ["description", "item", "name"],
  unit: ["unit", "uom", "units"],
  unit_cost: ["unit cost", "unit price", "rate", "cost", "unit_cost"],
  labor: ["labor", "labour", "l"],
  material: ["material", "materials", "m"],
  equipment: ["equipment", "e"],
  subcontract: ["subcontract", "sub", "s"],
  cost_type: ["cost type", "type", "cost_type"],
  source: ["source"],
  price_date: ["price date", "date", "priced", "price_date"],
  location: ["location", "place", "state", "metro"],
} as const;
type Column = keyof typeof columns;
export type CostItemColumns = Partial<Record<Column, number>>;

const titles: Record<Column, string> = {
  cost_code: "Cost Code",
  description: "Description",
  unit: "Unit",
  unit_cost: "Unit Cost",
  labor: "Labor",
  material: "Material",
  equipment: "Equipment",
  subcontract: "Subcontract",
  cost_type: "Cost Type",
  source: "Source",
  price_date: "Price Date",
  location: "Location",
};

export function costItemColumns(
  headers: string[],
): { ok: true; at: CostItemColumns } | { ok: false; message: string } {
  const at: CostItemColumns = {};
  headers.forEach((h, i) => {
    const key = h.trim().toLowerCase();
    for (const [column, names] of Object.entries(columns) as [Column, readonly string[]][]) {
      if (at[column] === undefined && names.includes(key)) at[column] = i;
    }
  });
  const missing = (["cost_code", "description", "unit_cost", "price_date"] as const).filter(
    (c) => at[c] === undefined,
  );
  if (missing.length) {
    return {
      ok: false,
      message: `The file needs ${missing.map((c) => `a "${titles[c]}" column`).join(", ")}`,
    };
  }
  return { ok: true, at };
}

const splitColumns = [
  ["labor", "labor_cents"],
  ["material", "material_cents"],
  ["equipment", "equipment_cents"],
  ["subcontract", "subcontract_cents"],
] as const;

const costTypeWords: Record<string, string> = { l: "labor", m: "material", e: "equipment", s: "subcontract" };

/** The rows as item inputs, and every row's problems (the first MAX_ROW_ERRORS kept). */
export function planCostItemRows(table: ImportTable, at: CostItemColumns) {
  const errors: RowError[] = [];
  let errorCount = 0;
  const fail = (row: number, column: string, message: string) => {
    errorCount++;
    if (errors.length < MAX_ROW_ERRORS) errors.push({ row, column, message });
  };
  const items: { row: number; item: CreateCostItemInput }[] = [];
  for (const { row, cells } of table.rows) {
    if (cells.every((c) => c.trim() === "")) continue;
    const cell = (c: Column) => (at[c] === undefined ? "" : (cells[at[c]!] ?? "").trim());
    let bad = false;
    const dollars = (c: Column, required: boolean): number | null | undefined => {
      const text = cell(c);
      if (!text) {
        if (required) {
          fail(row, titles[c], "Required");
          bad = true;
        }
        return undefined;
      }
      const read = readDollarsToCents5(text);
      if (!read.ok) {
        fail(row, titles[c], read.message);
        bad = true;
        return null;
      }
      return read.cents;
    };
    const unitCost = dollars("unit_cost", true);
    const split: Record<string, number> = {};
    for (const [c, key] of splitColumns) {
      const v = dollars(c, false);
      if (typeof v === "number") split[key] = v;
    }
    if (bad) continue;
    const typeText = cell("cost_type").toLowerCase();
    const parsed = createCostItemInput.safeParse({
      cost_code: cell("cost_code"),
      description: cell("description"),
      unit: cell("unit"),
      unit_cost_cents: unitCost,
      split: Object.keys(split).length ? split : null,
      cost_type: typeText ? (costTypeWords[typeText] ?? typeText) : null,
      source: cell("source"),
      price_date: cell("price_date"),
      location: cell("location"),
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? "");
        const title = titles[(field === "unit_cost_cents" ? "unit_cost" : field) as Column] ?? field;
        fail(row, title, issue.message);
      }
      continue;
    }
    items.push({ row, item: parsed.data });
  }
  return { items, errors, error_count: errorCount };
}
