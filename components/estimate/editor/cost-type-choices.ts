// The cost type's choices as the grid's list shows them (each with the letter that picks it), and the hint
// on a line a material-only markup (sales tax) cannot see. Pure, so it is unit-tested.
import type { LineFields } from "@/lib/client/estimate-editor/types";
import type { Markup } from "@/lib/domain/estimate";

export interface CostTypeChoice {
  /** What the cell's text becomes ("" clears the type). */
  value: string;
  label: string;
  /** The letter typed in the cell that picks it. */
  key: string;
}

export const COST_TYPE_CHOICES: readonly CostTypeChoice[] = [
  { value: "material", label: "Material", key: "m" },
  { value: "labor", label: "Labor", key: "l" },
  { value: "equipment", label: "Equipment", key: "e" },
  { value: "subcontract", label: "Subcontract", key: "s" },
  { value: "other", label: "Other", key: "o" },
  { value: "", label: "None", key: "" },
];

/** The choice the typed text stands for ("m" → material, "" → none), or null when it matches none. */
export function matchCostType(text: string): CostTypeChoice | null {
  const t = text.trim().toLowerCase();
  if (t === "") return COST_TYPE_CHOICES[COST_TYPE_CHOICES.length - 1];
  if (t === "sub" || t === "subcontractor") return COST_TYPE_CHOICES[3];
  return COST_TYPE_CHOICES.find((c) => c.value !== "" && c.value.startsWith(t)) ?? null;
}

/** ↓/↑ in the list: the next or previous choice's value, wrapping around. */
export function stepCostType(text: string, delta: 1 | -1): string {
  const n = COST_TYPE_CHOICES.length;
  const current = matchCostType(text);
  const at = current ? COST_TYPE_CHOICES.indexOf(current) : delta > 0 ? -1 : 0;
  return COST_TYPE_CHOICES[(at + delta + n) % n].value;
}

/**
 * The name of the first material-only markup (sales tax) that counts nothing of this line — a line with no
 * cost type and no split — or null when there is none to warn about.
 */
export function materialMarkupMissing(line: LineFields, markups: readonly Markup[]): string | null {
  if (line.cost_type || line.split) return null;
  return markups.find((m) => m.material_only)?.name ?? null;
}
