// The estimate editor's state without I/O: the lines (keyed by a client key that survives re-creation on
// undo) in budget order, the incremental engine that keeps every total current, the inputs and markups.
// Operations (`Op`) are its reducers: each applies to the state and has an inverse. What saving needs to
// know of a change goes to `hooks` (the save queue, sync.ts); tests drive the model with none.

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
import type { UnitMix } from "@/lib/domain/estimate/unit-mix";
import { mixRecord, syncMixInputs } from "./mix-inputs";
import type { InputDto, LineDto, LineField, LineFields, LinePatchFields } from "./types";

export interface Row {
  key: string;
  uid: string | null;
  version: number;
  position: number;
  line: LineFields;
  /** The line as the server last answered; null until it exists there. */
  base: LineFields | null;
  updatedByName?: string | null;
  /** The awarded bid submission that priced the line, as the server last answered. */
  bidSubmissionUid?: string | null;
  /** When our own write to it was last answered (performance.now()). */
  confirmedAt?: number;
}

export type Op =
  | { kind: "update"; key: string; before: LinePatchFields; after: LinePatchFields }
  | { kind: "create"; key: string; line: LineFields; position: number }
  | { kind: "delete"; key: string; line: LineFields; position: number }
  | { kind: "move"; key: string; from: number; to: number };

export type EditOutcome = { ok: true } | { ok: false; message: string };

/** What the save queue hears of each applied op; `save` is false for changes that are not the user's. */
export interface ModelHooks {
  created(row: Row, save: boolean): void;
  updated(row: Row, fields: LineField[]): void;
  deleted(row: Row): void;
  moved(row: Row): void;
  /** An op the engine no longer accepts (an undo over a line that changed meanwhile). */
  refused(message: string): void;
}

const noHooks: ModelHooks = {
  created() {},
  updated() {},
  deleted() {},
  moved() {},
  refused() {},
};

interface ModelInit {
  lines: LineDto[];
  inputs: InputDto[];
  markups: Markup[];
  schedule?: ConstructionSchedule | null;
  escalationRates?: EscalationRate[];
  unitMix?: UnitMix | null;
}

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

export function toEnginePatch(patch: LinePatchFields): Partial<EstimateLine> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(patch)) {
    if (k === "notes") continue;
    out[k] = v === null && (k === "description" || k === "unit") ? undefined : v;
  }
  return out as Partial<EstimateLine>;
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

function inputsRecord(inputs: readonly InputDto[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const i of inputs) out[i.name] = i.value;
  return out;
}

/** The server's line as a row: the DTO serves as line and server copy (no copies for 50,000 lines). */
export function rowOfDto(dto: LineDto): Row {
  const line: LineFields = dto;
  return {
    key: dto.uid,
    uid: dto.uid,
    version: dto.version,
    position: dto.position,
    line,
    base: line,
    updatedByName: dto.updated_by_name,
    bidSubmissionUid: dto.bid_submission_uid ?? null,
  };
}

function sortedByPosition(lines: LineDto[]): LineDto[] {
  for (let i = 1; i < lines.length; i++) {
    if (lines[i - 1].position > lines[i].position) return [...lines].sort((a, b) => a.position - b.position);
  }
  return lines;
}

export class EditorModel {
  readonly rows = new Map<string, Row>();
  /** Keys in budget order (by position). */
  order: string[] = [];
  readonly byUid = new Map<string, string>();
  engine: EstimateEngine;
  inputs: InputDto[];
  markups: Markup[];
  hooks: ModelHooks = noHooks;
  /** The unit mix; its derived inputs (`mixNames`) sit in the engine beside the hand-entered ones. */
  unitMix: UnitMix | null;
  mixNames = new Set<string>();
  /** Rows loaded without their quantity formula (it reads an input not there yet): retried as inputs arrive. */
  private unresolved = new Set<string>();

  constructor(init: ModelInit) {
    this.inputs = init.inputs.map((i) => ({ ...i }));
    this.unitMix = init.unitMix ?? null;
    this.markups = init.markups.map((m) => ({ ...m }));
    const sorted = sortedByPosition(init.lines);
    for (const dto of sorted) {
      const row = rowOfDto(dto);
      this.rows.set(row.key, row);
      this.byUid.set(dto.uid, row.key);
      this.order.push(row.key);
    }
    this.engine = createEngine({
      inputs: { ...inputsRecord(this.inputs), ...mixRecord(this.unitMix, this.inputs) },
      // Line DTOs carry every field the engine reads (and its `uid` is the row's key).
      lines: sorted as unknown as EstimateLine[],
      markups: this.markups,
      schedule: init.schedule ?? null,
      escalation_rates: init.escalationRates ?? [],
    });
    this.mixNames = new Set(Object.keys(mixRecord(this.unitMix, this.inputs)));
  }

  // ---- reading ---------------------------------------------------------------------------------------

  row(key: string): Row | undefined {
    return this.rows.get(key);
  }

  result(key: string): LineResult | null {
    return this.engine.line(key);
  }

  totals(): EstimateTotals {
    return this.engine.totals();
  }

  /** Why the engine would refuse this whole line, or null. */
  lineProblem(line: LineFields): string | null {
    const probe = "__probe__";
    const outcome = this.engine.insertLines([toEngineLine(probe, line)]);
    if (!outcome.ok) return outcome.message;
    this.engine.deleteLines([probe]);
    return null;
  }

  /** Applies a patch to the engine (the row's fields follow with `setLine`). */
  tryPatch(key: string, patch: LinePatchFields): EditOutcome {
    if (!this.rows.has(key)) return { ok: false, message: "This line no longer exists" };
    const outcome = this.engine.updateLine(key, toEnginePatch(patch));
    return outcome.ok ? { ok: true } : { ok: false, message: outcome.message };
  }

  setLine(row: Row, patch: LinePatchFields, save = true) {
    row.line = { ...row.line, ...patch };
    if (save) this.hooks.updated(row, Object.keys(patch) as LineField[]);
  }

  /** Shows a whole line (the server's, a merge's) without saving it. */
  replaceLine(row: Row, line: LineFields): boolean {
    const outcome = this.engine.updateLine(row.key, toEnginePatch(line));
    if (outcome.ok) row.line = line;
    return outcome.ok;
  }

  // ---- ops -------------------------------------------------------------------------------------------

  applyOps(ops: readonly Op[], save = true) {
    for (const op of ops) this.applyOp(op, save);
  }

  applyOp(op: Op, save: boolean) {
    switch (op.kind) {
      case "update":
        return this.applyUpdate(op, save);
      case "create":
        return this.applyCreate(op, save);
      case "delete":
        return this.applyDelete(op, save);
      case "move":
        return this.applyMove(op, save);
    }
  }

  private applyUpdate(op: Extract<Op, { kind: "update" }>, save: boolean) {
    const row = this.rows.get(op.key);
    if (!row) return;
    const outcome = this.engine.updateLine(op.key, toEnginePatch(op.after));
    if (!outcome.ok) return this.hooks.refused(outcome.message);
    this.setLine(row, op.after, save);
  }

  private applyCreate(op: Extract<Op, { kind: "create" }>, save: boolean) {
    if (this.rows.has(op.key)) return;
    const row: Row = {
      key: op.key,
      uid: null,
      version: 0,
      position: op.position,
      line: { ...op.line },
      base: null,
    };
    this.addRow(row);
    this.hooks.created(row, save);
  }

  private applyDelete(op: Extract<Op, { kind: "delete" }>, save: boolean) {
    const row = this.rows.get(op.key);
    if (!row) return;
    this.removeRow(op.key);
    if (save) this.hooks.deleted(row);
    else if (row.uid) this.byUid.delete(row.uid);
  }

  private applyMove(op: Extract<Op, { kind: "move" }>, save: boolean) {
    const row = this.rows.get(op.key);
    if (!row) return;
    this.order.splice(this.order.indexOf(op.key), 1);
    row.position = op.to;
    this.insertOrdered(op.key, op.to);
    if (save) this.hooks.moved(row);
  }

  /** A row into the engine and the order. Loading is tolerant, editing strict: a line that no longer
   * checks (an input removed since) still comes in, showing its problem. */
  addRow(row: Row) {
    const outcome = this.engine.insertLines([toEngineLine(row.key, row.line)]);
    if (!outcome.ok) {
      this.engine.insertLines([toEngineLine(row.key, { ...row.line, quantity: "" })]);
      if (!this.engine.updateLine(row.key, { quantity: row.line.quantity }).ok) this.unresolved.add(row.key);
    }
    this.rows.set(row.key, row);
    if (row.uid) this.byUid.set(row.uid, row.key);
    this.insertOrdered(row.key, row.position);
  }

  /** A row out of the engine and the order (its uid stays known: a delete on its way needs it). */
  removeRow(key: string) {
    this.engine.deleteLines([key]);
    this.rows.delete(key);
    this.order.splice(this.order.indexOf(key), 1);
  }

  /** Moves a row to where the server put it. */
  reposition(row: Row, position: number) {
    this.order.splice(this.order.indexOf(row.key), 1);
    row.position = position;
    this.insertOrdered(row.key, position);
  }

  insertOrdered(key: string, position: number) {
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

  // ---- positions -------------------------------------------------------------------------------------

  /** A position between two lines (either may be missing: the ends). */
  between(beforeKey: string | undefined, afterKey: string | undefined): number {
    const a = beforeKey ? this.rows.get(beforeKey)?.position : undefined;
    const b = afterKey ? this.rows.get(afterKey)?.position : undefined;
    if (a === undefined && b === undefined) return 1;
    if (a === undefined) return (b as number) - 1;
    if (b === undefined) return a + 1;
    return (a + b) / 2;
  }

  /** `count` positions for new lines at an index of the budget order. */
  positionsAt(index: number, count: number): number[] {
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

  // ---- inputs, markups, schedule ---------------------------------------------------------------------

  /** All or nothing: a list the engine refuses leaves the inputs as they were. */
  setInputs(inputs: InputDto[]): EditOutcome {
    const before = new Map(this.inputs.map((i) => [i.name.toUpperCase(), i]));
    const after = new Set(inputs.map((i) => i.name.toUpperCase()));
    const clash = [...after].find((name) => this.mixNames.has(name) && !before.has(name));
    if (clash)
      return {
        ok: false,
        message: `${clash} comes from the unit mix; choose another name or turn the mix off`,
      };
    for (const i of inputs) {
      const outcome = this.engine.updateInput(i.name, i.value);
      if (!outcome.ok) return this.resetInputs(before, `${i.name || "Input"}: ${outcome.message}`);
    }
    const derived = mixRecord(this.unitMix, inputs);
    for (const [name, i] of before) {
      if (after.has(name) || name in derived) continue;
      const outcome = this.engine.deleteInput(i.name);
      if (!outcome.ok) return this.resetInputs(before, outcome.message);
    }
    this.inputs = inputs.map((i) => ({ ...i }));
    this.mixNames = syncMixInputs(this.engine, this.unitMix, this.inputs, this.mixNames);
    for (const key of this.unresolved) {
      const row = this.rows.get(key);
      if (!row || this.engine.updateLine(key, { quantity: row.line.quantity }).ok)
        this.unresolved.delete(key);
    }
    return { ok: true };
  }

  /** The unit mix as saved (by me or someone else): its derived inputs replace the previous ones. */
  setUnitMix(mix: UnitMix | null) {
    this.unitMix = mix;
    this.mixNames = syncMixInputs(this.engine, mix, this.inputs, this.mixNames);
  }

  private resetInputs(before: Map<string, InputDto>, message: string): EditOutcome {
    const model = this.engine.model();
    for (const name of Object.keys(model.inputs)) {
      if (!before.has(name.toUpperCase()) && !this.mixNames.has(name.toUpperCase()))
        this.engine.deleteInput(name);
    }
    for (const i of before.values()) this.engine.updateInput(i.name, i.value);
    return { ok: false, message };
  }

  setMarkups(markups: Markup[]): EditOutcome {
    const outcome = this.engine.setMarkups(markups);
    if (!outcome.ok) return { ok: false, message: outcome.message };
    this.markups = markups.map((m) => ({ ...m }));
    return { ok: true };
  }

  setSchedule(schedule: ConstructionSchedule | null, rates?: EscalationRate[]) {
    this.engine.setSchedule(schedule, rates);
  }
}
