// Which column of the file feeds which field, metric or cost code, as the mapping says.
import { costColumn, parseTarget } from "./fields";
import type { ImportMapping } from "./plan-types";

export type ColumnPlan = {
  fields: Map<string, number>;
  /** Other metric names; their columns sit in `fields` as `metric:<name>`. */
  metrics: string[];
  costs: { index: number; code: string; label: string | null }[];
  headerOf: Map<string, string>;
};

/** A field fed by the first column mapped to it; later columns for the same field are ignored. */
function addField(plan: ColumnPlan, key: string, header: string, index: number): boolean {
  if (plan.fields.has(key)) return false;
  plan.fields.set(key, index);
  plan.headerOf.set(key, header);
  return true;
}

export function planColumns(headers: readonly string[], mapping: ImportMapping): ColumnPlan {
  const plan: ColumnPlan = { fields: new Map(), metrics: [], costs: [], headerOf: new Map() };
  headers.forEach((header, index) => {
    const target = parseTarget(mapping.columns[header] ?? "");
    if (!target) return;
    if (target.kind === "field") addField(plan, target.key, header, index);
    else if (target.kind === "metric") {
      if (!/^[a-z][a-z0-9_]{0,29}$/.test(target.name)) return;
      if (addField(plan, `metric:${target.name}`, header, index)) plan.metrics.push(target.name);
    } else {
      plan.costs.push({ index, code: target.code, label: costColumn(header)?.label || null });
    }
  });
  return plan;
}

/** Checks that the mapping can build anything at all; a message for the mapping step, or null. */
export function mappingProblem(mapping: ImportMapping, headers: readonly string[]): string | null {
  const targets = headers.map((h) => mapping.columns[h] ?? "");
  const has = (k: string) => targets.includes(k);
  const missing = [
    !has("project_name") && !has("project_ref") ? "Project name" : null,
    !has("stage") ? "Stage" : null,
    !has("cost_basis_date") ? "Cost basis date" : null,
  ].filter(Boolean);
  if (missing.length) return `Map a column to ${missing.join(", ")} (required)`;
  if (has("amount") !== has("cost_code")) return "Map both Cost code and Amount, or neither";
  return null;
}
