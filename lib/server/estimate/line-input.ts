// A line write's fields as columns, and the problems they bring in, checked against the estimate's inputs
// before anything is written: 400 naming each field (`create.0.quantity`), the first problem as the message.
import { randomUUID } from "node:crypto";
import type { z } from "zod";
import type { schema } from "@/db";
import type { EstimateLineRow } from "@/db/schema";
import type { bulkLinesInput, linePatchInput } from "@/lib/contract/estimate";
import { checkDecimal } from "@/lib/domain/estimate/decimal";
import { validateLine } from "@/lib/domain/estimate/line-check";
import type { EstimateLine } from "@/lib/domain/estimate/model";
import { ValidationError } from "../errors";
import { engineLine } from "./core";

export type Bulk = z.output<typeof bulkLinesInput>;
type LineFieldsInput = Omit<z.output<typeof linePatchInput>, "after_uid">;
export type LineColumns = Partial<typeof schema.estimateLines.$inferInsert>;

const quantityText = (q: number | string) => (typeof q === "number" ? String(q) : q.trim());

const columnNames = {
  cost_code: "costCode",
  description: "description",
  unit: "unit",
  unit_cost_cents: "unitCostCents",
  lump_sum_cents: "lumpSumCents",
  split: "split",
  cost_type: "costType",
  alternate: "alternate",
  allowance: "allowance",
  tags: "tags",
  notes: "notes",
  area: "area",
  group_uid: "groupUid",
  cost_item_uid: "costItemUid",
  library_cents: "libraryCents",
  source: "source",
} as const satisfies Partial<Record<keyof LineFieldsInput, keyof LineColumns>>;

function columnsOf(input: LineFieldsInput): LineColumns {
  const out: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(columnNames)) {
    const value = input[field as keyof typeof columnNames];
    if (value !== undefined) out[column] = value;
  }
  if (input.quantity !== undefined) out.quantity = quantityText(input.quantity);
  return out as LineColumns;
}

function asEngineLine(uid: string, c: LineColumns): EstimateLine {
  return engineLine({
    uid,
    costCode: c.costCode ?? "",
    quantity: c.quantity ?? "0",
    unitCostCents: c.unitCostCents ?? null,
    lumpSumCents: c.lumpSumCents ?? null,
    split: c.split ?? null,
    costType: c.costType ?? null,
    alternate: c.alternate ?? false,
    allowance: c.allowance ?? false,
  });
}

function rowColumns(r: EstimateLineRow): LineColumns {
  return {
    costCode: r.costCode,
    quantity: r.quantity,
    unitCostCents: r.unitCostCents,
    lumpSumCents: r.lumpSumCents,
    split: r.split,
    costType: r.costType,
    alternate: r.alternate,
    allowance: r.allowance,
  };
}

const patchFields = (input: LineFieldsInput) =>
  Object.keys(input).filter((k) => k !== "uid" && k !== "version");

/**
 * The problems a line brings in, as field → message: a new line's every problem; an edit's problems in the
 * fields it changes, or new ones (a formula whose input was deleted since keeps showing on its line but does
 * not block edits to other fields).
 */
function freshProblems(
  next: EstimateLine,
  inputs: Record<string, number>,
  before?: EstimateLine,
  changed?: string[],
): [string, string][] {
  const problems = Object.entries(validateLine(next, inputs));
  if (!before) return problems;
  const old = validateLine(before, inputs);
  return problems.filter(([f, m]) => changed?.includes(f) || old[f] !== m);
}

const lineLabel = (c: LineColumns, fallback: string) =>
  [c.costCode, c.description].filter(Boolean).join(" ") || fallback;

/** Collects field → message across a write's lines; the first problem, named by its line, is the message. */
class Problems {
  readonly errors: Record<string, string> = {};
  first: string | null = null;

  note(key: string, label: string, problems: [string, string][]) {
    for (const [field, message] of problems) {
      this.errors[`${key}.${field}`] = message;
      this.first ??= `${label}: ${message}`;
    }
  }

  /** validateLine reads quantities as given; a number typed with too many decimals is caught here. */
  quantity(key: string, input: LineFieldsInput) {
    const bad = typeof input.quantity === "number" ? checkDecimal(input.quantity) : null;
    if (!bad) return;
    this.errors[`${key}.quantity`] = bad;
    this.first ??= bad;
  }

  throwAny() {
    if (Object.keys(this.errors).length)
      throw new ValidationError(this.errors, this.first ?? "Validation failed");
  }
}

export type PlannedCreate = {
  uid: string;
  client_key?: string;
  after_uid?: string | null;
  columns: LineColumns;
};
export type PlannedUpdate = { uid: string; after_uid?: string | null; columns: LineColumns; moved: boolean };

function planCreates(body: Bulk, inputs: Record<string, number>, problems: Problems): PlannedCreate[] {
  return body.create.map((c, i) => {
    const { client_key, after_uid, ...fields } = c;
    const uid = randomUUID();
    const columns = columnsOf(fields);
    problems.quantity(`create.${i}`, fields);
    const label = `New line ${i + 1} (${lineLabel(columns, "no cost code")})`;
    problems.note(`create.${i}`, label, freshProblems(asEngineLine(uid, columns), inputs));
    return { uid, client_key, after_uid, columns };
  });
}

function planUpdates(
  body: Bulk,
  rows: Map<string, EstimateLineRow>,
  inputs: Record<string, number>,
  problems: Problems,
): PlannedUpdate[] {
  return body.update.map((u, i) => {
    const { uid, version: _v, after_uid, ...fields } = u;
    const row = rows.get(uid)!;
    const columns = columnsOf(fields);
    problems.quantity(`update.${i}`, fields);
    const before = rowColumns(row);
    const label = `Line ${lineLabel({ ...row, ...columns } as LineColumns, uid)}`;
    const found = freshProblems(
      asEngineLine(uid, { ...before, ...columns }),
      inputs,
      asEngineLine(uid, before),
      patchFields(fields),
    );
    problems.note(`update.${i}`, label, found);
    return { uid, after_uid, columns, moved: "after_uid" in u && u.after_uid !== undefined };
  });
}

/** The write's new and changed lines as columns, after checking them all; 400 with every problem. */
export function planLines(body: Bulk, rows: Map<string, EstimateLineRow>, inputs: Record<string, number>) {
  const problems = new Problems();
  const created = planCreates(body, inputs, problems);
  const updated = planUpdates(body, rows, inputs, problems);
  problems.throwAny();
  return { created, updated };
}
