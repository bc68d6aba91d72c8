// The estimate editor's client state: the lines (keyed by a client key that survives re-creation on undo),
// the incremental engine that keeps every total current, the session's undo/redo stack and the save queue.
// Framework-free: React reads it through useSyncExternalStore (use-editor-store.ts); tests drive it with a
// fake transport.
//
// Saving: every change marks the fields it touched on its line; one request at a time carries everything
// pending — a single field of a single line as PATCH with If-Match, anything more (paste, undo, fill down,
// deletes) as ONE bulk request. A 412 merges (merge.ts) and sends what survives again.

import {
  createEngine,
  type EscalationRate,
  type EstimateEngine,
  type EstimateLine,
  type EstimateTotals,
  type LineResult,
  type Markup,
} from "@/lib/domain/estimate";
import type { ConstructionSchedule } from "@/lib/domain/estimate/escalation";
import { COLUMN_BY_ID, type ColumnDef } from "./columns";
import { type MergeNotice, mergeLine } from "./merge";
import {
  type BulkBody,
  type BulkResult,
  blankLine,
  type InputDto,
  LINE_FIELDS,
  type LineDto,
  type LineField,
  type LineFields,
  type LinePatchFields,
  pickFields,
  sameValue,
} from "./types";

export interface Row {
  key: string;
  uid: string | null;
  version: number;
  position: number;
  line: LineFields;
  /** The line as the server last answered; null until it exists there. */
  base: LineFields | null;
  updatedByName?: string | null;
  /** When our own write to it was last answered (performance.now()). */
  confirmedAt?: number;
}

export type Op =
  | { kind: "update"; key: string; before: LinePatchFields; after: LinePatchFields }
  | { kind: "create"; key: string; line: LineFields; position: number }
  | { kind: "delete"; key: string; line: LineFields; position: number }
  | { kind: "move"; key: string; from: number; to: number };

export interface Action {
  label: string;
  ops: Op[];
}

interface Pending {
  create: boolean;
  delete: boolean;
  position: boolean;
  fields: Set<LineField>;
}

export class StaleError extends Error {
  constructor(
    message: string,
    readonly conflicts: LineDto[],
    /** Uids the request named that no longer exist (deleted by someone else). */
    readonly missing: string[] = [],
  ) {
    super(message);
  }
}

export class SaveError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export interface Transport {
  bulk(body: BulkBody): Promise<BulkResult>;
  patch(uid: string, version: number, fields: LinePatchFields): Promise<LineDto>;
}

export type SaveState = "saved" | "saving" | "error" | "offline";

export type EditOutcome = { ok: true } | { ok: false; message: string };

export interface StoreOptions {
  lines: LineDto[];
  inputs: InputDto[];
  markups: Markup[];
  schedule?: ConstructionSchedule | null;
  escalationRates?: EscalationRate[];
  transport: Transport;
  /** Merge notices and save failures, for toasts. */
  notify?: (message: string, kind: "merge" | "error") => void;
  readOnly?: boolean;
}

const now = () => (typeof performance === "undefined" ? Date.now() : performance.now());

let keySeq = 0;
export const newKey = () => `n${++keySeq}-${Math.random().toString(36).slice(2, 8)}`;

const MAX_UNDO = 500;
/** Lines per save request (the API refuses bodies over 1 MB; a line is ~200 bytes). */
const MAX_OPS_PER_REQUEST = 3000;

export function toEngineLine(key: string, line: LineFields): EstimateLine {
  return {
    uid: key,
    cost_code: line.cost_code ?? "",
    description: line.description ?? undefined,
    quantity: line.quantity ?? "",
    unit: line.unit ?? undefined,
    unit_cost_cents: line.unit_cost_cents,
    lump_sum_cents: line.lump_sum_cents,
    split: line.split,
    cost_type: line.cost_type,
    alternate: line.alternate,
    allowance: line.allowance,
    tags: line.tags,
    area: line.area,
  };
}

function inputsRecord(inputs: readonly InputDto[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const i of inputs) out[i.name] = i.value;
  return out;
}

export class EditorStore {
  readonly rows = new Map<string, Row>();
  /** Keys in budget order (by position). */
  order: string[] = [];
  private byUid = new Map<string, string>();
  engine: EstimateEngine;
  inputs: InputDto[];
  markups: Markup[];
  readOnly: boolean;

  /** Bumped on every change (React re-reads). */
  version = 0;
  /** Bumped when lines are added, removed or moved. */
  structure = 0;
  undoStack: Action[] = [];
  redoStack: Action[] = [];
  saveState: SaveState = "saved";
  lastSavedAt: number | null = null;

  private pending = new Map<string, Pending>();
  private inflight: Promise<void> | null = null;
  private flushTimer: ReturnType<typeof setTimeout> | null = null;
  private listeners = new Set<() => void>();
  private transport: Transport;
  private notify: (message: string, kind: "merge" | "error") => void;
  private deferredServerLines: {
    lines: LineDto[];
    complete: boolean;
    asked?: string[];
    fetchedSince?: number;
  }[] = [];
  /** Resolves when nothing is pending or in flight (tests, the benchmark). */
  private idleWaiters: (() => void)[] = [];

  constructor(options: StoreOptions) {
    this.transport = options.transport;
    this.notify = options.notify ?? (() => {});
    this.readOnly = options.readOnly ?? false;
    this.inputs = options.inputs.map((i) => ({ ...i }));
    this.markups = options.markups.map((m) => ({ ...m }));
    let isSorted = true;
    for (let i = 1; i < options.lines.length && isSorted; i++) {
      if (options.lines[i - 1].position > options.lines[i].position) isSorted = false;
    }
    const sorted = isSorted ? options.lines : [...options.lines].sort((a, b) => a.position - b.position);
    const engineLines: EstimateLine[] = new Array(sorted.length);
    for (let i = 0; i < sorted.length; i++) {
      const dto = sorted[i];
      // The DTO serves as the row's line, its server copy and the engine's line: no copies for 50,000
      // lines (every later change replaces `line`, never mutates it).
      const line: LineFields = dto;
      const row: Row = {
        key: dto.uid,
        uid: dto.uid,
        version: dto.version,
        position: dto.position,
        line,
        base: line,
        updatedByName: dto.updated_by_name,
      };
      this.rows.set(row.key, row);
      this.byUid.set(dto.uid, row.key);
      this.order.push(row.key);
      engineLines[i] = dto as unknown as EstimateLine;
    }
    this.engine = createEngine({
      inputs: inputsRecord(this.inputs),
      lines: engineLines,
      markups: this.markups,
      schedule: options.schedule ?? null,
      escalation_rates: options.escalationRates ?? [],
    });
  }

  // ---- reading ---------------------------------------------------------------------------------------

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getVersion = () => this.version;

  private changed(structural = false) {
    this.version++;
    if (structural) this.structure++;
    for (const l of this.listeners) l();
  }

  row(key: string): Row | undefined {
    return this.rows.get(key);
  }

  keyOfUid(uid: string): string | undefined {
    return this.byUid.get(uid);
  }

  result(key: string): LineResult | null {
    return this.engine.line(key);
  }

  totals(): EstimateTotals {
    return this.engine.totals();
  }

  lineCount() {
    return this.order.length;
  }

  pendingCount() {
    return this.pending.size + (this.inflight ? 1 : 0);
  }

  // ---- editing ---------------------------------------------------------------------------------------

  /** Checks a change against the engine without keeping it. */
  private tryPatch(key: string, patch: LinePatchFields): EditOutcome {
    const row = this.rows.get(key);
    if (!row) return { ok: false, message: "This line no longer exists" };
    const outcome = this.engine.updateLine(key, toEnginePatch(patch));
    if (!outcome.ok) return { ok: false, message: outcome.message };
    return { ok: true };
  }

  /** Changes lines (one undo step). All or nothing: the first refusal is answered and nothing changes. */
  edit(changes: { key: string; patch: LinePatchFields }[], label = "Edit"): EditOutcome {
    if (this.readOnly) return { ok: false, message: "This estimate is read only" };
    const ops: Op[] = [];
    for (const { key, patch } of changes) {
      const row = this.rows.get(key);
      if (!row) continue;
      const before: LinePatchFields = {};
      const after: LinePatchFields = {};
      for (const f of Object.keys(patch) as LineField[]) {
        if (sameValue(row.line[f], patch[f])) continue;
        (before as Record<string, unknown>)[f] = row.line[f];
        (after as Record<string, unknown>)[f] = patch[f];
      }
      if (Object.keys(after).length === 0) continue;
      const outcome = this.tryPatch(key, after);
      if (!outcome.ok) {
        // Roll back what this call already applied.
        for (const op of ops.reverse()) this.applyOp(invert(op), false);
        return outcome;
      }
      this.setLine(row, after);
      ops.push({ kind: "update", key, before, after });
    }
    if (ops.length > 0) this.record({ label, ops });
    this.changed();
    return { ok: true };
  }

  /** Inserts blank (or given) lines at a place in budget order; answers their keys. */
  insertRows(index: number, lines: LinePatchFields[] = [{}], label = "Insert rows"): string[] {
    if (this.readOnly) return [];
    const ops: Op[] = [];
    const positions = this.positionsAt(index, lines.length);
    const keys: string[] = [];
    lines.forEach((patch, i) => {
      const line = { ...blankLine(), ...patch };
      const key = newKey();
      ops.push({ kind: "create", key, line, position: positions[i] });
      keys.push(key);
    });
    for (const op of ops) this.applyOp(op, true);
    this.record({ label, ops });
    this.changed(true);
    return keys;
  }

  /** A new line typed into the blank row at the end; checked like an edit (bad input is refused). */
  appendLine(patch: LinePatchFields): { ok: true; key: string } | { ok: false; message: string } {
    if (this.readOnly) return { ok: false, message: "This estimate is read only" };
    const problem = this.lineProblem({ ...blankLine(), ...patch });
    if (problem) return { ok: false, message: problem };
    const [key] = this.insertRows(this.order.length, [patch], "Add line");
    return { ok: true, key };
  }

  deleteRows(keys: readonly string[], label = "Delete rows"): void {
    if (this.readOnly) return;
    const ops: Op[] = [];
    for (const key of keys) {
      const row = this.rows.get(key);
      if (!row) continue;
      ops.push({ kind: "delete", key, line: pickFields(row.line), position: row.position });
    }
    if (ops.length === 0) return;
    for (const op of ops) this.applyOp(op, true);
    this.record({ label, ops });
    this.changed(true);
  }

  /** Moves a block of lines up (−1) or down (+1) in budget order. */
  moveRows(keys: readonly string[], delta: -1 | 1): boolean {
    if (this.readOnly || keys.length === 0) return false;
    const idx = keys
      .map((k) => this.order.indexOf(k))
      .filter((i) => i >= 0)
      .sort((a, b) => a - b);
    if (idx.length === 0) return false;
    const first = idx[0];
    const last = idx[idx.length - 1];
    if (delta < 0 && first === 0) return false;
    if (delta > 0 && last === this.order.length - 1) return false;
    // Move the neighbour across the block instead: one line changes position.
    const neighbourIndex = delta < 0 ? first - 1 : last + 1;
    const neighbour = this.rows.get(this.order[neighbourIndex])!;
    const target = delta < 0 ? last + 1 : first - 1;
    const to =
      delta < 0
        ? this.between(this.order[last], this.order[target])
        : this.between(this.order[target], this.order[first]);
    const op: Op = { kind: "move", key: neighbour.key, from: neighbour.position, to };
    this.applyOp(op, true);
    this.record({ label: "Move rows", ops: [op] });
    this.changed(true);
    return true;
  }

  /** A position between two lines (either may be missing: the ends). */
  private between(beforeKey: string | undefined, afterKey: string | undefined): number {
    const a = beforeKey ? this.rows.get(beforeKey)?.position : undefined;
    const b = afterKey ? this.rows.get(afterKey)?.position : undefined;
    if (a === undefined && b === undefined) return 1;
    if (a === undefined) return (b as number) - 1;
    if (b === undefined) return a + 1;
    return (a + b) / 2;
  }

  private positionsAt(index: number, count: number): number[] {
    const before = index > 0 ? this.rows.get(this.order[index - 1])?.position : undefined;
    const after = index < this.order.length ? this.rows.get(this.order[index])?.position : undefined;
    const out: number[] = [];
    if (after === undefined) {
      const start = before ?? 0;
      for (let i = 1; i <= count; i++) out.push(start + i);
    } else {
      const lo = before ?? after - 1;
      const step = (after - lo) / (count + 1);
      for (let i = 1; i <= count; i++) out.push(lo + step * i);
    }
    return out;
  }

  /**
   * Pastes a block of cells at (row index in `rowKeys`, first column). Rows past the end of `rowKeys`
   * become new lines at the end of the budget. Cells a column cannot read are skipped and counted.
   */
  paste(
    rowKeys: readonly string[],
    startRow: number,
    columnIds: readonly string[],
    startCol: number,
    cells: string[][],
  ): { ok: true; updated: number; created: number; skipped: string[] } | { ok: false; message: string } {
    if (this.readOnly) return { ok: false, message: "This estimate is read only" };
    const columns = columnIds.slice(startCol).map((id) => COLUMN_BY_ID.get(id)!);
    const skipped: string[] = [];
    const ops: Op[] = [];
    const newLines: LineFields[] = [];
    for (let r = 0; r < cells.length; r++) {
      const key = rowKeys[startRow + r];
      const row = key ? this.rows.get(key) : undefined;
      const start: LineFields = row ? { ...row.line } : blankLine();
      // Every readable cell at once, checked once; cell by cell only when the engine refuses the row.
      let line: LineFields = start;
      const patches: { col: ColumnDef; patch: LinePatchFields }[] = [];
      for (let c = 0; c < cells[r].length && c < columns.length; c++) {
        const col = columns[c];
        if (!col.editable) continue;
        const parsed = col.parse(cells[r][c], line);
        if (!parsed.ok) {
          skipped.push(`${col.label} row ${r + 1}: ${parsed.message}`);
          continue;
        }
        patches.push({ col, patch: parsed.patch });
        line = { ...line, ...parsed.patch };
      }
      if (patches.length > 0 && !this.lineAccepted(line)) {
        line = start;
        for (const { col, patch } of patches) {
          const tryLine = { ...line, ...patch };
          const problem = this.lineProblem(tryLine);
          if (problem) skipped.push(`${col.label} row ${r + 1}: ${problem}`);
          else line = tryLine;
        }
      }
      if (row) {
        const before: LinePatchFields = {};
        const after: LinePatchFields = {};
        for (const f of LINE_FIELDS) {
          if (sameValue(row.line[f], line[f])) continue;
          (before as Record<string, unknown>)[f] = row.line[f];
          (after as Record<string, unknown>)[f] = line[f];
        }
        if (Object.keys(after).length > 0) ops.push({ kind: "update", key: row.key, before, after });
      } else {
        newLines.push(line);
      }
    }
    const positions = this.positionsAt(this.order.length, newLines.length);
    newLines.forEach((line, i) => {
      ops.push({ kind: "create", key: newKey(), line, position: positions[i] });
    });
    if (ops.length === 0) return { ok: true, updated: 0, created: 0, skipped };
    for (const op of ops) this.applyOp(op, true);
    this.record({ label: "Paste", ops });
    this.changed(newLines.length > 0);
    return {
      ok: true,
      updated: ops.length - newLines.length,
      created: newLines.length,
      skipped,
    };
  }

  /** Ctrl+D: the first row's value in each column copied down the rest of the selection. */
  fillDown(rowKeys: readonly string[], columnIds: readonly string[]): EditOutcome {
    if (rowKeys.length < 2) return { ok: true };
    const source = this.rows.get(rowKeys[0]);
    if (!source) return { ok: true };
    const columns = columnIds.map((id) => COLUMN_BY_ID.get(id)!).filter((c) => c.editable);
    const changes: { key: string; patch: LinePatchFields }[] = [];
    for (const key of rowKeys.slice(1)) {
      const row = this.rows.get(key);
      if (!row) continue;
      const patch: LinePatchFields = {};
      for (const col of columns) copyColumn(col, source.line, patch);
      changes.push({ key, patch });
    }
    return this.edit(changes, "Fill down");
  }

  /** A whole new line, as the engine would accept it? */
  private lineAccepted(line: LineFields): boolean {
    return this.lineProblem(line) === null;
  }

  private probeKey = "__probe__";
  private lineProblem(line: LineFields): string | null {
    const outcome = this.engine.insertLines([toEngineLine(this.probeKey, line)]);
    if (!outcome.ok) return outcome.message;
    this.engine.deleteLines([this.probeKey]);
    return null;
  }

  // ---- undo / redo -----------------------------------------------------------------------------------

  private record(action: Action) {
    this.undoStack.push(action);
    if (this.undoStack.length > MAX_UNDO) this.undoStack.shift();
    this.redoStack = [];
  }

  canUndo() {
    return !this.readOnly && this.undoStack.length > 0;
  }

  canRedo() {
    return !this.readOnly && this.redoStack.length > 0;
  }

  undo(): Action | null {
    if (this.readOnly) return null;
    const action = this.undoStack.pop();
    if (!action) return null;
    const inverse = action.ops.map(invert).reverse();
    this.applyOps(inverse);
    this.redoStack.push(action);
    this.changed(true);
    return action;
  }

  redo(): Action | null {
    if (this.readOnly) return null;
    const action = this.redoStack.pop();
    if (!action) return null;
    this.applyOps(action.ops);
    this.undoStack.push(action);
    this.changed(true);
    return action;
  }

  /** Applies ops, skipping those whose line someone else has since deleted. */
  private applyOps(ops: Op[]) {
    for (const op of ops) this.applyOp(op, true);
  }

  private applyOp(op: Op, save: boolean) {
    switch (op.kind) {
      case "update": {
        const row = this.rows.get(op.key);
        if (!row) return;
        const outcome = this.engine.updateLine(op.key, toEnginePatch(op.after));
        if (!outcome.ok) {
          this.notify(outcome.message, "error");
          return;
        }
        this.setLine(row, op.after, save);
        return;
      }
      case "create": {
        if (this.rows.has(op.key)) return;
        const row: Row = {
          key: op.key,
          uid: null,
          version: 0,
          position: op.position,
          line: { ...op.line },
          base: null,
        };
        const outcome = this.engine.insertLines([toEngineLine(op.key, row.line)]);
        if (!outcome.ok) {
          // Loading is tolerant, editing strict: a line that no longer checks (an input removed since)
          // still comes back, showing its problem.
          this.engine.insertLines([toEngineLine(op.key, { ...row.line, quantity: "" })]);
          this.engine.updateLine(op.key, { quantity: row.line.quantity });
        }
        this.rows.set(op.key, row);
        this.insertOrdered(op.key, op.position);
        const tomb = this.tombstones.get(op.key);
        if (tomb) {
          // Undo of a delete not yet sent (or whose line the server still has): the same line comes back.
          this.tombstones.delete(op.key);
          row.uid = tomb.uid;
          row.version = tomb.version;
          row.base = tomb.base;
          const p = this.pending.get(op.key);
          if (p) p.delete = false;
          const needsCreate = tomb.uid === null && !this.creating.has(op.key);
          this.mark(op.key, (q) => {
            q.create = needsCreate;
            for (const f of LINE_FIELDS) {
              if (!row.base || !sameValue(row.base[f], row.line[f])) q.fields.add(f);
            }
          });
          return;
        }
        if (save) this.mark(op.key, (p) => (p.create = true));
        return;
      }
      case "delete": {
        const row = this.rows.get(op.key);
        if (!row) return;
        this.engine.deleteLines([op.key]);
        this.rows.delete(op.key);
        this.order.splice(this.order.indexOf(op.key), 1);
        if (save) this.mark(op.key, (p) => (p.delete = true), row);
        else if (row.uid) this.byUid.delete(row.uid);
        return;
      }
      case "move": {
        const row = this.rows.get(op.key);
        if (!row) return;
        this.order.splice(this.order.indexOf(op.key), 1);
        row.position = op.to;
        this.insertOrdered(op.key, op.to);
        if (save) this.mark(op.key, (p) => (p.position = true));
        return;
      }
    }
  }

  private insertOrdered(key: string, position: number) {
    // Binary search: order is sorted by position.
    let lo = 0;
    let hi = this.order.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.rows.get(this.order[mid])!.position <= position) lo = mid + 1;
      else hi = mid;
    }
    this.order.splice(lo, 0, key);
  }

  private setLine(row: Row, patch: LinePatchFields, save = true) {
    row.line = { ...row.line, ...patch };
    if (save) {
      this.mark(row.key, (p) => {
        for (const f of Object.keys(patch) as LineField[]) p.fields.add(f);
      });
    }
  }

  // ---- saving ----------------------------------------------------------------------------------------

  /** Deleted rows leave the map but keep what the delete request needs here. */
  private tombstones = new Map<string, Row>();

  private mark(key: string, change: (p: Pending) => void, deletedRow?: Row) {
    if (deletedRow) this.tombstones.set(key, deletedRow);
    let p = this.pending.get(key);
    if (!p) {
      p = { create: false, delete: false, position: false, fields: new Set() };
      this.pending.set(key, p);
    }
    change(p);
    this.scheduleFlush();
  }

  private scheduleFlush() {
    if (this.saveState !== "error") this.saveState = "saving";
    if (this.flushTimer !== null || this.inflight) return;
    this.flushTimer = setTimeout(() => {
      this.flushTimer = null;
      void this.flush();
    }, 0);
  }

  /** Waits until every change is saved (or failed). */
  whenIdle(): Promise<void> {
    if (!this.inflight && this.pending.size === 0 && this.flushTimer === null) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private settleIdle() {
    if (this.inflight || this.pending.size > 0 || this.flushTimer !== null) return;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const w of waiters) w();
  }

  /** Builds the request for everything pending (the rows stay pending until answered). */
  private buildRequest(): { body: BulkBody; keys: Map<string, Pending>; keyOfClient: Map<string, string> } {
    const body: BulkBody = { create: [], update: [], delete: [] };
    const keys = new Map<string, Pending>();
    const keyOfClient = new Map<string, string>();
    const creates: string[] = [];
    if (this.pending.size > 8) this.buildOrderIndex();
    for (const [key, p] of this.pending) {
      // The API takes at most 1 MB a request: a very large paste goes in several.
      if (keys.size >= MAX_OPS_PER_REQUEST) break;
      const row = this.rows.get(key) ?? this.tombstones.get(key);
      if (!row) {
        this.pending.delete(key);
        continue;
      }
      const exists = row.uid !== null;
      if (p.delete) {
        if (exists) body.delete.push({ uid: row.uid!, version: row.version });
        else if (this.creating.has(key)) continue; // wait for its create to answer
        keys.set(key, p);
        continue;
      }
      if (!exists) {
        if (this.creating.has(key)) continue; // its create is in flight; update after
        creates.push(key);
        keys.set(key, p);
        continue;
      }
      const update: BulkBody["update"][number] = { uid: row.uid!, version: row.version };
      for (const f of p.fields) (update as unknown as Record<string, unknown>)[f] = row.line[f];
      if (p.position) {
        const after = this.afterUid(key, null);
        if (after === undefined) {
          // The line before it is still being created: move it once that one exists.
          if (p.fields.size === 0) continue;
          this.deferredMoves.push(key);
        } else update.after_uid = after;
      }
      if (Object.keys(update).length > 2) body.update.push(update);
      keys.set(key, p);
    }
    // New lines in budget order, each placed after the line before it (an earlier create's client_key).
    const inRequest = new Set<string>();
    if (creates.length > 1 && !this.orderIndex) this.buildOrderIndex();
    creates.sort((a, b) => this.indexOf(a) - this.indexOf(b));
    for (const key of creates) {
      const row = this.rows.get(key)!;
      const after = this.afterUid(key, inRequest);
      if (after === undefined) {
        keys.delete(key); // its predecessor is in flight: next round
        continue;
      }
      body.create.push({ client_key: key, after_uid: after, ...pickFields(row.line) });
      inRequest.add(key);
      keyOfClient.set(key, key);
    }
    return { body, keys, keyOfClient };
  }

  private creating = new Set<string>();

  /**
   * What `after_uid` a line needs: the uid of the line before it, an earlier create's client key in the
   * same request, null when it is first; undefined when the line before it does not exist yet.
   */
  private orderIndex: Map<string, number> | null = null;

  private indexOf(key: string): number {
    if (this.orderIndex) return this.orderIndex.get(key) ?? -1;
    return this.order.indexOf(key);
  }

  private afterUid(key: string, inRequest: Set<string> | null): string | null | undefined {
    const i = this.indexOf(key);
    if (i <= 0) return null;
    const prev = this.rows.get(this.order[i - 1])!;
    if (prev.uid) return prev.uid;
    if (inRequest?.has(prev.key)) return prev.key;
    return undefined;
  }

  private deferredMoves: string[] = [];

  private buildOrderIndex() {
    const index = new Map<string, number>();
    for (let i = 0; i < this.order.length; i++) index.set(this.order[i], i);
    this.orderIndex = index;
  }

  async flush(): Promise<void> {
    if (this.inflight) return this.inflight;
    this.deferredMoves = [];
    const { body, keys } = this.buildRequest();
    this.orderIndex = null;
    for (const k of keys.keys()) this.pending.delete(k);
    for (const k of this.deferredMoves) {
      this.requeue(k, { create: false, delete: false, position: true, fields: new Set() });
    }
    const count = body.create.length + body.update.length + body.delete.length;
    if (count === 0) {
      for (const [k, p] of keys) if (p.delete) this.finishDelete(k);
      if (this.pending.size === 0 && this.saveState === "saving") {
        this.saveState = "saved";
        this.lastSavedAt = Date.now();
      }
      this.changed();
      this.settleIdle();
      return;
    }
    for (const c of body.create) this.creating.add(c.client_key!);
    this.saveState = "saving";
    this.inflight = this.send(body, keys).finally(() => {
      for (const c of body.create) this.creating.delete(c.client_key!);
      this.inflight = null;
      this.applyDeferred();
      if (this.pending.size > 0) this.scheduleFlush();
      else if (this.saveState === "saving") {
        this.saveState = "saved";
        this.lastSavedAt = Date.now();
      }
      this.changed();
      this.settleIdle();
    });
    return this.inflight;
  }

  private async send(body: BulkBody, keys: Map<string, Pending>) {
    const single =
      body.create.length === 0 &&
      body.delete.length === 0 &&
      body.update.length === 1 &&
      body.update[0].after_uid === undefined;
    try {
      if (single) {
        const { uid, version, ...fields } = body.update[0];
        const line = await this.transport.patch(uid, version, fields);
        this.acceptServer([line], []);
      } else {
        const result = await this.transport.bulk(body);
        this.acceptCreated(result.created);
        this.acceptServer(result.updated, []);
        for (const uid of result.deleted) {
          const key = this.byUid.get(uid);
          if (!key) continue;
          const row = this.rows.get(key);
          if (row && row.uid === uid) {
            // Undone while its delete was on the way: it comes back as a new line.
            row.uid = null;
            row.version = 0;
            row.base = null;
            this.byUid.delete(uid);
            this.mark(key, (q) => (q.create = true));
          } else this.finishDelete(key);
        }
      }
      // Deletes of rows never created on the server.
      for (const [k, p] of keys) if (p.delete && this.tombstones.get(k)?.uid === null) this.finishDelete(k);
      if (this.saveState === "error" || this.saveState === "offline") this.saveState = "saving";
    } catch (error) {
      if (error instanceof StaleError) {
        this.dropMissing(error.missing, keys);
        this.mergeConflicts(error.conflicts, keys);
      } else if (error instanceof SaveError) {
        this.saveState = "error";
        this.notify(error.message, "error");
        this.revert(keys);
      } else {
        // Network: keep everything pending and try again shortly.
        this.saveState = "offline";
        for (const [k, p] of keys) this.requeue(k, p);
        await new Promise((r) => setTimeout(r, 2000));
      }
    }
  }

  private requeue(key: string, p: Pending) {
    const cur = this.pending.get(key);
    if (!cur) {
      this.pending.set(key, p);
      return;
    }
    cur.create ||= p.create;
    cur.delete ||= p.delete;
    cur.position ||= p.position;
    for (const f of p.fields) cur.fields.add(f);
  }

  private finishDelete(key: string) {
    const row = this.tombstones.get(key);
    this.tombstones.delete(key);
    if (row?.uid && !this.rows.has(key)) this.byUid.delete(row.uid);
  }

  /** The server refused the request (400/403/…): the lines go back to the server's values. */
  private revert(keys: Map<string, Pending>) {
    for (const [key, p] of keys) {
      const row = this.rows.get(key);
      if (p.delete) {
        const tomb = this.tombstones.get(key);
        if (tomb && !this.rows.has(key) && tomb.uid) {
          this.applyOp({ kind: "create", key, line: tomb.base ?? tomb.line, position: tomb.position }, false);
          const back = this.rows.get(key)!;
          back.uid = tomb.uid;
          back.version = tomb.version;
          back.base = tomb.base;
        }
        this.tombstones.delete(key);
        continue;
      }
      if (!row) continue;
      if (!row.uid) {
        this.applyOp({ kind: "delete", key, line: row.line, position: row.position }, false);
        continue;
      }
      if (row.base) {
        this.engine.updateLine(key, toEnginePatch(row.base));
        row.line = { ...row.base };
      }
    }
    this.undoStack = [];
    this.redoStack = [];
    this.changed(true);
  }

  private acceptCreated(created: (LineDto & { client_key?: string })[]) {
    for (const dto of created) {
      const key = dto.client_key && this.rows.has(dto.client_key) ? dto.client_key : undefined;
      const tomb = dto.client_key ? this.tombstones.get(dto.client_key) : undefined;
      if (tomb) {
        // Deleted while its create was in flight: the delete goes next.
        tomb.uid = dto.uid;
        tomb.version = dto.version;
        this.byUid.set(dto.uid, dto.client_key!);
        continue;
      }
      if (!key) continue;
      const row = this.rows.get(key)!;
      row.uid = dto.uid;
      row.version = dto.version;
      row.base = pickFields(dto);
      row.position = dto.position;
      row.confirmedAt = now();
      this.byUid.set(dto.uid, key);
    }
  }

  /** Lines the server answered for our own writes: new versions and the server's copy. */
  private acceptServer(lines: LineDto[], _asked: string[]) {
    for (const dto of lines) {
      const key = this.byUid.get(dto.uid);
      if (!key) continue;
      const row = this.rows.get(key);
      if (!row) {
        const tomb = this.tombstones.get(key);
        if (tomb) tomb.version = dto.version;
        continue;
      }
      row.version = dto.version;
      row.base = pickFields(dto);
      row.updatedByName = dto.updated_by_name;
      row.confirmedAt = now();
      if (!this.pending.get(key)?.position) row.position = dto.position;
    }
  }

  /** Lines someone else deleted while we edited them: they go (the edit cannot be kept). */
  private dropMissing(missing: string[], keys: Map<string, Pending>) {
    let dropped = 0;
    for (const uid of missing) {
      const key = this.byUid.get(uid);
      if (!key) continue;
      keys.delete(key);
      this.pending.delete(key);
      this.tombstones.delete(key);
      this.byUid.delete(uid);
      if (this.rows.has(key)) {
        this.engine.deleteLines([key]);
        this.rows.delete(key);
        this.order.splice(this.order.indexOf(key), 1);
        dropped++;
      }
    }
    if (dropped > 0) {
      this.notify(
        dropped === 1
          ? "A line you changed was deleted by someone else"
          : `${dropped} lines you changed were deleted by someone else`,
        "merge",
      );
      this.changed(true);
    }
  }

  private mergeConflicts(conflicts: LineDto[], keys: Map<string, Pending>) {
    const byUid = new Map(conflicts.map((c) => [c.uid, c]));
    const notices: MergeNotice[] = [];
    for (const [key, p] of keys) {
      const row = this.rows.get(key);
      const server = row?.uid ? byUid.get(row.uid) : undefined;
      if (!row || !server) {
        // Not in conflict itself: it goes again with the next request.
        if (p.delete) {
          const tomb = this.tombstones.get(key);
          const s = tomb?.uid ? byUid.get(tomb.uid) : undefined;
          if (s && tomb) tomb.version = s.version; // deleting wins over their edit
        }
        this.requeue(key, p);
        continue;
      }
      const merged = mergeLine({ line: row.line, base: row.base, fields: p.fields }, server);
      row.version = server.version;
      row.base = pickFields(server);
      row.updatedByName = server.updated_by_name;
      const patch: LinePatchFields = {};
      for (const f of LINE_FIELDS) {
        if (!sameValue(row.line[f], merged.line[f])) (patch as Record<string, unknown>)[f] = merged.line[f];
      }
      if (Object.keys(patch).length > 0) {
        const outcome = this.engine.updateLine(key, toEnginePatch(patch));
        if (outcome.ok) row.line = merged.line;
        else {
          this.engine.updateLine(key, toEnginePatch(row.base));
          row.line = { ...row.base };
        }
      }
      if (merged.keep.length > 0 || p.position) {
        this.requeue(key, {
          create: false,
          delete: false,
          position: p.position,
          fields: new Set(merged.keep),
        });
      }
      notices.push(...merged.notices);
    }
    for (const n of notices) this.notify(n.message, "merge");
    this.changed();
  }

  // ---- others' changes -------------------------------------------------------------------------------

  /**
   * Lines from the server after someone else's change. `complete`: these are all the lines (a lines not
   * among them was deleted); otherwise `asked` lists the uids refetched (one missing was deleted).
   * Deferred while our own request is in flight, so a line we are creating is not added twice.
   */
  applyServerLines(lines: LineDto[], complete: boolean, asked?: string[], fetchedSince?: number) {
    if (this.inflight || this.creating.size > 0) {
      this.deferredServerLines.push({ lines, complete, asked, fetchedSince });
      return;
    }
    let structural = false;
    const seen = new Set<string>();
    for (const dto of lines) {
      seen.add(dto.uid);
      const key = this.byUid.get(dto.uid);
      const row = key ? this.rows.get(key) : undefined;
      if (!row) {
        if (key && this.tombstones.has(key)) continue; // we deleted it; our delete is on its way
        const line = pickFields(dto);
        const newRow: Row = {
          key: dto.uid,
          uid: dto.uid,
          version: dto.version,
          position: dto.position,
          line,
          base: line,
          updatedByName: dto.updated_by_name,
        };
        const outcome = this.engine.insertLines([toEngineLine(newRow.key, line)]);
        if (!outcome.ok) {
          this.engine.insertLines([toEngineLine(newRow.key, { ...line, quantity: "" })]);
          this.engine.updateLine(newRow.key, { quantity: line.quantity });
        }
        this.rows.set(newRow.key, newRow);
        this.byUid.set(dto.uid, newRow.key);
        this.insertOrdered(newRow.key, newRow.position);
        structural = true;
        continue;
      }
      if (dto.version <= row.version) continue;
      const p = this.pending.get(row.key);
      const merged = p
        ? mergeLine({ line: row.line, base: row.base, fields: p.fields }, dto)
        : { line: pickFields(dto), keep: [], notices: [] };
      row.version = dto.version;
      row.base = pickFields(dto);
      row.updatedByName = dto.updated_by_name;
      this.engine.updateLine(row.key, toEnginePatch(merged.line));
      row.line = merged.line;
      if (p) p.fields = new Set(merged.keep);
      for (const n of merged.notices) this.notify(n.message, "merge");
      if (dto.position !== row.position && !p?.position) {
        this.order.splice(this.order.indexOf(row.key), 1);
        row.position = dto.position;
        this.insertOrdered(row.key, row.position);
        structural = true;
      }
    }
    const gone: string[] = [];
    if (complete) {
      for (const [uid, key] of this.byUid) if (!seen.has(uid) && this.rows.has(key)) gone.push(key);
    } else if (asked) {
      for (const uid of asked) {
        const key = this.byUid.get(uid);
        if (!seen.has(uid) && key && this.rows.has(key)) gone.push(key);
      }
    }
    for (const key of gone) {
      const row = this.rows.get(key)!;
      if (row.uid === null) continue;
      // Written by us after that fetch began: the snapshot is older than the line.
      if (fetchedSince !== undefined && (row.confirmedAt ?? -1) >= fetchedSince) continue;
      this.engine.deleteLines([key]);
      this.rows.delete(key);
      this.order.splice(this.order.indexOf(key), 1);
      this.byUid.delete(row.uid);
      this.pending.delete(key);
      structural = true;
    }
    this.changed(structural);
  }

  private applyDeferred() {
    const deferred = this.deferredServerLines;
    this.deferredServerLines = [];
    for (const d of deferred) this.applyServerLines(d.lines, d.complete, d.asked, d.fetchedSince);
  }

  // ---- inputs and markups (saved by the panels) ------------------------------------------------------

  setInputs(inputs: InputDto[]): EditOutcome {
    const before = new Map(this.inputs.map((i) => [i.name.toUpperCase(), i]));
    const after = new Map(inputs.map((i) => [i.name.toUpperCase(), i]));
    for (const i of inputs) {
      const outcome = this.engine.updateInput(i.name, i.value);
      if (!outcome.ok) {
        this.resetInputs(before);
        return { ok: false, message: `${i.name || "Input"}: ${outcome.message}` };
      }
    }
    for (const [name, i] of before) {
      if (after.has(name)) continue;
      const outcome = this.engine.deleteInput(i.name);
      if (!outcome.ok) {
        this.resetInputs(before);
        return { ok: false, message: outcome.message };
      }
    }
    this.inputs = inputs.map((i) => ({ ...i }));
    this.changed();
    return { ok: true };
  }

  private resetInputs(before: Map<string, InputDto>) {
    const model = this.engine.model();
    for (const name of Object.keys(model.inputs)) {
      if (!before.has(name.toUpperCase())) this.engine.deleteInput(name);
    }
    for (const i of before.values()) this.engine.updateInput(i.name, i.value);
  }

  setMarkups(markups: Markup[]): EditOutcome {
    const outcome = this.engine.setMarkups(markups);
    if (!outcome.ok) return { ok: false, message: outcome.message };
    this.markups = markups.map((m) => ({ ...m }));
    this.changed();
    return { ok: true };
  }

  setSchedule(schedule: ConstructionSchedule | null, rates?: EscalationRate[]) {
    this.engine.setSchedule(schedule, rates);
    this.changed();
  }

  /** Accepting an alternate clears its flag (an ordinary, undoable edit). */
  acceptAlternate(key: string): EditOutcome {
    return this.edit([{ key, patch: { alternate: false } }], "Accept alternate");
  }
}

export function invert(op: Op): Op {
  switch (op.kind) {
    case "update":
      return { kind: "update", key: op.key, before: op.after, after: op.before };
    case "create":
      return { kind: "delete", key: op.key, line: op.line, position: op.position };
    case "delete":
      return { kind: "create", key: op.key, line: op.line, position: op.position };
    case "move":
      return { kind: "move", key: op.key, from: op.to, to: op.from };
  }
}

function toEnginePatch(patch: LinePatchFields): Partial<EstimateLine> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(patch)) {
    if (k === "notes") continue;
    out[k] = v === null && (k === "description" || k === "unit") ? undefined : v;
  }
  return out as Partial<EstimateLine>;
}

function copyColumn(col: ColumnDef, source: LineFields, patch: LinePatchFields) {
  if (!col.field) return;
  (patch as Record<string, unknown>)[col.field] = source[col.field];
  if (col.field === "split") patch.unit_cost_cents = source.unit_cost_cents;
  if (col.field === "unit_cost_cents") patch.split = source.split;
}
