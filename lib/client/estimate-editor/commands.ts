// The grid's commands on the model: each checks what it is asked against the engine, applies it and answers
// the ops it applied (the history keeps them as one step). All or nothing where a refusal is possible.

import { COLUMN_BY_ID, type ColumnDef } from "./columns";
import { type EditorModel, invert, type Op } from "./model";
import {
  blankLine,
  LINE_FIELDS,
  type LineField,
  type LineFields,
  type LinePatchFields,
  pickFields,
  sameValue,
} from "./types";

let keySeq = 0;
export const newKey = () => `n${++keySeq}-${Math.random().toString(36).slice(2, 8)}`;

export type LineChange = { key: string; patch: LinePatchFields };
export type Applied = { ok: true; ops: Op[] } | { ok: false; message: string };

/** The fields of `next` that differ from `line`, with their old values. */
function diff(line: LineFields, next: LinePatchFields, fields: readonly LineField[]) {
  const before: LinePatchFields = {};
  const after: LinePatchFields = {};
  for (const f of fields) {
    if (!(f in next) || sameValue(line[f], next[f])) continue;
    (before as Record<string, unknown>)[f] = line[f];
    (after as Record<string, unknown>)[f] = next[f];
  }
  return Object.keys(after).length > 0 ? { before, after } : null;
}

/** Changes lines; the first refusal is answered and what this call applied is rolled back. */
export function editLines(model: EditorModel, changes: readonly LineChange[]): Applied {
  const ops: Op[] = [];
  for (const { key, patch } of changes) {
    const row = model.rows.get(key);
    if (!row) continue;
    const change = diff(row.line, patch, Object.keys(patch) as LineField[]);
    if (!change) continue;
    const outcome = model.tryPatch(key, change.after);
    if (!outcome.ok) {
      for (const op of ops.reverse()) model.applyOp(invert(op), false);
      return outcome;
    }
    model.setLine(row, change.after);
    ops.push({ kind: "update", key, ...change });
  }
  return { ok: true, ops };
}

/** Blank (or given) lines at a place in budget order. */
export function insertLines(model: EditorModel, index: number, lines: readonly LinePatchFields[]): Op[] {
  const positions = model.positionsAt(index, lines.length);
  const ops: Op[] = lines.map((patch, i) => ({
    kind: "create",
    key: newKey(),
    line: { ...blankLine(), ...patch },
    position: positions[i],
  }));
  model.applyOps(ops);
  return ops;
}

export function deleteLines(model: EditorModel, keys: readonly string[]): Op[] {
  const ops: Op[] = [];
  for (const key of keys) {
    const row = model.rows.get(key);
    if (row) ops.push({ kind: "delete", key, line: pickFields(row.line), position: row.position });
  }
  model.applyOps(ops);
  return ops;
}

/** A block of lines up (−1) or down (+1): the neighbour moves across the block (one line changes). */
export function moveLines(model: EditorModel, keys: readonly string[], delta: -1 | 1): Op[] {
  const { order } = model;
  const idx = keys
    .map((k) => order.indexOf(k))
    .filter((i) => i >= 0)
    .sort((a, b) => a - b);
  if (idx.length === 0) return [];
  const first = idx[0];
  const last = idx[idx.length - 1];
  if ((delta < 0 && first === 0) || (delta > 0 && last === order.length - 1)) return [];
  const neighbour = model.rows.get(order[delta < 0 ? first - 1 : last + 1])!;
  const to =
    delta < 0 ? model.between(order[last], order[last + 1]) : model.between(order[first - 1], order[first]);
  const op: Op = { kind: "move", key: neighbour.key, from: neighbour.position, to };
  model.applyOp(op, true);
  return [op];
}

export type PasteResult =
  | { ok: true; ops: Op[]; updated: number; created: number; skipped: string[] }
  | { ok: false; message: string };

/** One pasted row read into a line: every readable cell at once, cell by cell when the engine refuses. */
function pastedLine(model: EditorModel, start: LineFields, cells: string[], columns: ColumnDef[], r: number) {
  const skipped: string[] = [];
  const patches: { col: ColumnDef; patch: LinePatchFields }[] = [];
  let line = start;
  for (let c = 0; c < cells.length && c < columns.length; c++) {
    const col = columns[c];
    if (!col.editable) continue;
    const parsed = col.parse(cells[c], line);
    if (!parsed.ok) {
      skipped.push(`${col.label} row ${r + 1}: ${parsed.message}`);
      continue;
    }
    patches.push({ col, patch: parsed.patch });
    line = { ...line, ...parsed.patch };
  }
  if (patches.length > 0 && model.lineProblem(line) !== null) {
    line = start;
    for (const { col, patch } of patches) {
      const tryLine = { ...line, ...patch };
      const problem = model.lineProblem(tryLine);
      if (problem) skipped.push(`${col.label} row ${r + 1}: ${problem}`);
      else line = tryLine;
    }
  }
  return { line, skipped };
}

/**
 * A block of cells at (row index in `rowKeys`, first column). Rows past the end of `rowKeys` become new
 * lines at the end of the budget. Cells a column cannot read are skipped and counted.
 */
export function pasteCells(
  model: EditorModel,
  rowKeys: readonly string[],
  startRow: number,
  columnIds: readonly string[],
  startCol: number,
  cells: string[][],
): PasteResult {
  const columns = columnIds.slice(startCol).map((id) => COLUMN_BY_ID.get(id)!);
  const skipped: string[] = [];
  const ops: Op[] = [];
  const newLines: LineFields[] = [];
  for (let r = 0; r < cells.length; r++) {
    const key = rowKeys[startRow + r];
    const row = key ? model.rows.get(key) : undefined;
    const read = pastedLine(model, row ? { ...row.line } : blankLine(), cells[r], columns, r);
    skipped.push(...read.skipped);
    if (!row) newLines.push(read.line);
    else {
      const change = diff(row.line, read.line, LINE_FIELDS);
      if (change) ops.push({ kind: "update", key: row.key, ...change });
    }
  }
  const positions = model.positionsAt(model.order.length, newLines.length);
  newLines.forEach((line, i) => {
    ops.push({ kind: "create", key: newKey(), line, position: positions[i] });
  });
  model.applyOps(ops);
  return { ok: true, ops, updated: ops.length - newLines.length, created: newLines.length, skipped };
}

function copyColumn(col: ColumnDef, source: LineFields, patch: LinePatchFields) {
  if (!col.field) return;
  (patch as Record<string, unknown>)[col.field] = source[col.field];
  if (col.field === "split") patch.unit_cost_cents = source.unit_cost_cents;
  if (col.field === "unit_cost_cents") patch.split = source.split;
}

/** Ctrl+D: the first row's value in each column, as changes to the rest of the selection. */
export function fillDownChanges(
  model: EditorModel,
  rowKeys: readonly string[],
  columnIds: readonly string[],
): LineChange[] {
  const source = rowKeys.length > 1 ? model.rows.get(rowKeys[0]) : undefined;
  if (!source) return [];
  const columns = columnIds.map((id) => COLUMN_BY_ID.get(id)!).filter((c) => c.editable);
  const changes: LineChange[] = [];
  for (const key of rowKeys.slice(1)) {
    if (!model.rows.has(key)) continue;
    const patch: LinePatchFields = {};
    for (const col of columns) copyColumn(col, source.line, patch);
    changes.push({ key, patch });
  }
  return changes;
}
