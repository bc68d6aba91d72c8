// From read rows to the estimate: the mapping (classification → cost code, line and unit; sheet → location),
// rows summed into one group per line, and the diff against the lines already linked to a classification —
// create, update (old → new quantity) or unchanged — which the preview shows and the apply writes.
import type { TakeoffError, TakeoffRow } from "./reader";
import {
  allowedTargets,
  baseUnit,
  convertQuantity,
  type MeasureType,
  roundQuantity,
  type TargetUnit,
} from "./units";

export type ClassificationChoice = {
  cost_code: string;
  description: string | null;
  unit: TargetUnit;
  /** Inches of thickness for CY from an area. */
  depth_in: number | null;
  /** An existing line of the estimate to take the quantity; null makes (or keeps) a linked line. */
  line_uid: string | null;
};

export type TakeoffMapping = {
  classifications: Record<string, ClassificationChoice>;
  /** Sheet → location (the line's area); "" keeps every sheet of a classification on one line. */
  sheets: Record<string, string>;
};

/** What the company remembered: a choice per classification name and a location per sheet name. */
export type Remembered = {
  classifications: Record<string, Omit<ClassificationChoice, "line_uid">>;
  sheets: Record<string, string>;
};

/** "03 30 00 Slab on grade" → "03 30 00"; "B2010 Walls" → "B2010"; else "". */
export function codeFromName(name: string): string {
  const m = /^\s*(\d{2}(?:[ .-]?\d{2}){0,2}(?:\.\d+)?|[A-G]\d{2,4})\b/.exec(name);
  return m ? m[1]!.replace(/[.-]/g, " ").replace(/\s+/g, " ") : "";
}

/** Every classification and sheet of the file with the remembered choice, else a first proposal. */
export function proposeMapping(rows: readonly TakeoffRow[], remembered: Remembered): TakeoffMapping {
  const mapping: TakeoffMapping = { classifications: {}, sheets: {} };
  for (const r of rows) {
    if (!mapping.classifications[r.classification]) {
      const known = remembered.classifications[r.classification];
      const unit = known && allowedTargets[r.type].includes(known.unit) ? known.unit : baseUnit[r.type];
      mapping.classifications[r.classification] = {
        cost_code: known?.cost_code ?? codeFromName(r.classification),
        description: known?.description ?? r.classification,
        unit,
        depth_in: known?.depth_in ?? null,
        line_uid: null,
      };
    }
    if (r.sheet !== "" && mapping.sheets[r.sheet] === undefined) {
      mapping.sheets[r.sheet] = remembered.sheets[r.sheet] ?? "";
    }
  }
  return mapping;
}

export type TakeoffGroup = {
  key: string;
  classification: string;
  location: string;
  type: MeasureType;
  unit: TargetUnit;
  /** Converted to `unit`, rounded to 5 decimals. */
  quantity: number;
  sheets: string[];
  rows: number;
  cost_code: string;
  description: string | null;
  line_uid: string | null;
};

export const groupKey = (classification: string, location: string) => `${classification}\u001f${location}`;

/** Sums rows into groups (one per classification and location); a row that cannot convert is an error. */
export function groupTakeoff(
  rows: readonly TakeoffRow[],
  mapping: TakeoffMapping,
): { groups: TakeoffGroup[]; errors: TakeoffError[] } {
  const groups = new Map<string, TakeoffGroup & { sum: number }>();
  const errors: TakeoffError[] = [];
  const typeOf = new Map<string, { type: MeasureType; row: number }>();
  for (const r of rows) {
    const first = typeOf.get(r.classification);
    if (first && first.type !== r.type) {
      errors.push({
        row: r.row,
        column: null,
        message: `Row ${r.row}: "${r.classification}" is a ${r.type} here but a ${first.type} on row ${first.row}`,
      });
      continue;
    }
    if (!first) typeOf.set(r.classification, { type: r.type, row: r.row });
    const choice = mapping.classifications[r.classification];
    const unit = choice?.unit ?? baseUnit[r.type];
    const converted = convertQuantity(r.quantity, r.type, unit, {
      depthIn: choice?.depth_in,
      heightFt: r.height,
    });
    if (!converted.ok) {
      errors.push({
        row: r.row,
        column: null,
        message: `Row ${r.row} (${r.classification}): ${converted.message}`,
      });
      continue;
    }
    const lineUid = choice?.line_uid ?? null;
    const location = lineUid ? "" : (mapping.sheets[r.sheet] ?? "").trim();
    const key = groupKey(r.classification, location);
    let g = groups.get(key);
    if (!g) {
      g = {
        key,
        classification: r.classification,
        location,
        type: r.type,
        unit,
        quantity: 0,
        sum: 0,
        sheets: [],
        rows: 0,
        cost_code: choice?.cost_code ?? "",
        description: choice?.description ?? r.classification,
        line_uid: lineUid,
      };
      groups.set(key, g);
    }
    g.sum += converted.value;
    g.rows++;
    if (r.sheet !== "" && !g.sheets.includes(r.sheet)) g.sheets.push(r.sheet);
  }
  return {
    groups: [...groups.values()].map(({ sum, ...g }) => ({ ...g, quantity: roundQuantity(sum) })),
    errors,
  };
}

export type LinkRef = { line_uid: string; classification: string; location: string };
export type LineRef = {
  uid: string;
  quantity: string;
  unit: string | null;
  unit_cost_cents: number | null;
  version: number;
};

export type DiffEntry = {
  key: string;
  classification: string;
  location: string;
  action: "create" | "update" | "unchanged";
  line_uid: string | null;
  old_quantity: number | null;
  new_quantity: number;
  unit: TargetUnit;
  cost_delta_cents: number;
  linked: boolean;
};

export type TakeoffDiff = {
  entries: DiffEntry[];
  summary: { create: number; update: number; unchanged: number; cost_delta_cents: number };
};

/** A line's quantity as a number, or null when it is a formula. */
function lineQuantity(text: string): number | null {
  const n = Number(text.trim());
  return text.trim() !== "" && Number.isFinite(n) ? n : null;
}

/** Each group against the estimate: its linked line (or the chosen line), else a new line. */
export function diffTakeoff(
  groups: readonly TakeoffGroup[],
  links: readonly LinkRef[],
  lines: ReadonlyMap<string, LineRef>,
): TakeoffDiff {
  const linked = new Map<string, string>();
  for (const l of links)
    if (lines.has(l.line_uid)) linked.set(groupKey(l.classification, l.location), l.line_uid);
  const entries: DiffEntry[] = [];
  const summary = { create: 0, update: 0, unchanged: 0, cost_delta_cents: 0 };
  for (const g of groups) {
    const linkedUid = linked.get(g.key);
    // A line chosen in the mapping wins; else the line an earlier import linked; else a new line.
    const chosen = g.line_uid && lines.has(g.line_uid) ? g.line_uid : null;
    const lineUid = chosen ?? linkedUid ?? null;
    const isLinked = lineUid !== null && lineUid === linkedUid;
    const line = lineUid ? lines.get(lineUid)! : null;
    const old = line ? lineQuantity(line.quantity) : null;
    const same = line !== null && isLinked && old !== null && roundQuantity(old) === g.quantity;
    const action = line === null ? "create" : same ? "unchanged" : "update";
    const unitCost = line?.unit_cost_cents ?? null;
    const delta =
      line && unitCost !== null && old !== null
        ? Math.round(g.quantity * unitCost) - Math.round(old * unitCost)
        : 0;
    summary[action]++;
    summary.cost_delta_cents += delta;
    entries.push({
      key: g.key,
      classification: g.classification,
      location: g.location,
      action,
      line_uid: lineUid,
      old_quantity: old,
      new_quantity: g.quantity,
      unit: g.unit,
      cost_delta_cents: delta,
      linked: isLinked,
    });
  }
  return { entries, summary };
}
