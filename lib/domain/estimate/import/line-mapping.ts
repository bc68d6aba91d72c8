// The budget-line import's column mapping: which header feeds which line field. The estimate's own CSV
// export (lib/contract/estimate-export.ts) names its columns by field, so it maps itself; other sheets are
// guessed from common header words, and what a company chose before is remembered per header.

export const lineImportFields = [
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
] as const;
export type LineImportField = (typeof lineImportFields)[number];

export const lineFieldLabels: Record<LineImportField, string> = {
  row: "Row kind (export)",
  cost_code: "Cost code",
  description: "Description",
  quantity: "Quantity or formula",
  unit: "Unit",
  unit_cost: "Unit cost ($)",
  lump_sum: "Lump sum ($)",
  labor: "Labor ($/unit)",
  material: "Material ($/unit)",
  equipment: "Equipment ($/unit)",
  subcontract: "Subcontract ($/unit)",
  cost_type: "Cost type",
  alternate: "Alternate (yes/no)",
  allowance: "Allowance (yes/no)",
  tags: "Tags",
  area: "Location / area",
  notes: "Notes",
};

/** Header → field ("" = not imported); `cost_codes`: code text in the file → the code to store. */
export type LineImportMapping = {
  columns: Record<string, string>;
  cost_codes: Record<string, string>;
  legacy_codes?: boolean;
};

const synonyms: [RegExp, LineImportField][] = [
  [/^(row|row kind|kind)$/, "row"],
  [/^(cost ?code|code|csi|csi code|division code|wbs|item code)$/, "cost_code"],
  [/^(description|desc|item|scope|name)$/, "description"],
  [/^(quantity|qty|quantity or formula|formula)$/, "quantity"],
  [/^(unit|units|uom|u\/m|um)$/, "unit"],
  [/^(unit cost|unit price|rate|unit rate|\$\/unit|price)$/, "unit_cost"],
  [/^(lump sum|ls|lump|amount)$/, "lump_sum"],
  [/^(labor|labour|lab)$/, "labor"],
  [/^(material|materials|mat)$/, "material"],
  [/^(equipment|equip|eq)$/, "equipment"],
  [/^(subcontract|subcontractor|sub)$/, "subcontract"],
  [/^(cost type|type)$/, "cost_type"],
  [/^(alternate|alt)$/, "alternate"],
  [/^(allowance|allow)$/, "allowance"],
  [/^(tags|tag)$/, "tags"],
  [/^(area|location|phase|zone)$/, "area"],
  [/^(notes|note|comments|remarks)$/, "notes"],
];

const plain = (h: string) =>
  h
    .trim()
    .toLowerCase()
    .replace(/[_\s]+/g, " ")
    .replace(/\s*\(.*\)$/, "");

/** The field a header most likely holds, or "" when none. */
export function guessLineField(header: string): LineImportField | "" {
  const h = plain(header);
  for (const [re, field] of synonyms) if (re.test(h)) return field;
  return "";
}

/** The mapping for a file: the remembered field per header, else the guess; one header per field. */
export function proposeLineMapping(
  headers: readonly string[],
  remembered: LineImportMapping,
): LineImportMapping {
  const columns: Record<string, string> = {};
  const taken = new Set<string>();
  for (const h of headers) {
    const field = remembered.columns[h] ?? guessLineField(h);
    if (field && taken.has(field)) {
      columns[h] = "";
      continue;
    }
    columns[h] = field;
    if (field) taken.add(field);
  }
  return { columns, cost_codes: { ...remembered.cost_codes }, legacy_codes: remembered.legacy_codes };
}

/** What is wrong with a mapping for these headers, or null. */
export function lineMappingProblem(mapping: LineImportMapping, headers: readonly string[]): string | null {
  const seen = new Map<string, string>();
  for (const h of headers) {
    const field = mapping.columns[h] ?? "";
    if (!field) continue;
    if (!(lineImportFields as readonly string[]).includes(field))
      return `Column "${h}": unknown field ${field}`;
    const other = seen.get(field);
    if (other)
      return `Columns "${other}" and "${h}" both map to ${lineFieldLabels[field as LineImportField]}`;
    seen.set(field, h);
  }
  const mapped = new Set(seen.keys());
  if (!mapped.has("cost_code") && !mapped.has("description"))
    return "Map a column to Cost code or Description";
  if (!mapped.has("quantity") && !mapped.has("lump_sum") && !mapped.has("unit_cost"))
    return "Map a column to Quantity, Unit cost or Lump sum";
  return null;
}
