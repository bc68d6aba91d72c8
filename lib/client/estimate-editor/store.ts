// The estimate editor's store: the model (model.ts, commands.ts), the save queue of the lines (sync.ts) and
// the one undo/redo history of every edit (history.ts), behind the methods the screen calls. React reads it
// through useSyncExternalStore (useStoreVersion); tests drive it with a fake transport.
//
// Inputs and markups are saved by the hook (use-header-lists.ts), the header by its dialog; the store tells
// the hook when an edit or its undo changed them (`connect`), so an undo is saved like any edit.

import type { EscalationRate, EstimateTotals, LineResult, Markup } from "@/lib/domain/estimate";
import type { ConstructionSchedule } from "@/lib/domain/estimate/escalation";
import { activeMixInputs, type UnitMix } from "@/lib/domain/estimate/unit-mix";
import {
  deleteLines,
  editLines,
  fillDownChanges,
  insertLines,
  type LineChange,
  moveLines,
  type PasteResult,
  pasteCells,
} from "./commands";
import { inputSpec, markupSpec } from "./header-lists";
import {
  type Entry,
  type HeaderFields,
  History,
  headerChange,
  inverse,
  listEditKey,
  revertList,
  type Step,
} from "./history";
import { type EditOutcome, EditorModel, type Op, type Row } from "./model";
import { LineSync, type SaveState, type Transport } from "./sync";
import { applyServerLines } from "./sync-merge";
import { blankLine, type InputDto, type LineDto, type LinePatchFields } from "./types";

export { type SaveState, StaleError, type Transport } from "./sync";
export type { EditOutcome, Op, Row };

type PasteCounts = Omit<Extract<PasteResult, { ok: true }>, "ops">;

export interface StoreOptions {
  lines: LineDto[];
  inputs: InputDto[];
  markups: Markup[];
  schedule?: ConstructionSchedule | null;
  escalationRates?: EscalationRate[];
  unitMix?: UnitMix | null;
  transport: Transport;
  /** Merge notices and save failures, for toasts. */
  notify?: (message: string, kind: "merge" | "error") => void;
  readOnly?: boolean;
}

/** Where edits the store does not save itself go: the inputs and markups saves, the header's. */
export interface Connection {
  /** The inputs or markups changed by an edit, an undo or a redo: save them. */
  listEdited(kind: "inputs" | "markups"): void;
  /** An undo or redo of a header edit: save these fields over the ones `step.before` names. */
  header(step: Extract<Step, { kind: "header" }>): void;
}

const READ_ONLY = { ok: false, message: "This estimate is read only" } as const;
const now = () => (typeof performance === "undefined" ? Date.now() : performance.now());

export class EditorStore {
  readonly model: EditorModel;
  readonly history = new History();
  readonly readOnly: boolean;
  /** Bumped on every change (React re-reads). */
  version = 0;
  /** Bumped when lines are added, removed or moved. */
  structure = 0;
  /** Bumped when the inputs or markups change other than by typing in their panels (an undo, a merge):
   * what a panel shows of a half-typed field gives way to the list's value. */
  listsReset = 0;
  private readonly sync: LineSync;
  private readonly notify: (message: string, kind: "merge" | "error") => void;
  private listeners = new Set<() => void>();
  private connection: Connection | null = null;

  constructor(options: StoreOptions) {
    this.readOnly = options.readOnly ?? false;
    this.notify = options.notify ?? (() => {});
    this.model = new EditorModel(options);
    this.sync = new LineSync(this.model, {
      transport: options.transport,
      notify: this.notify,
      changed: (structural) => this.changed(structural),
      reverted: () => this.history.clear(),
    });
  }

  connect(connection: Connection | null) {
    this.connection = connection;
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

  get rows() {
    return this.model.rows;
  }
  get order() {
    return this.model.order;
  }
  get engine() {
    return this.model.engine;
  }
  get inputs() {
    return this.model.inputs;
  }
  /** New inputs take the server's uids once saved (the next save updates rather than adds them). */
  set inputs(inputs: InputDto[]) {
    this.model.inputs = inputs;
  }
  get markups() {
    return this.model.markups;
  }
  get saveState(): SaveState {
    return this.sync.saveState;
  }
  get lastSavedAt() {
    return this.sync.lastSavedAt;
  }
  get undoStack() {
    return this.history.undoStack;
  }
  get redoStack() {
    return this.history.redoStack;
  }

  row(key: string): Row | undefined {
    return this.model.rows.get(key);
  }
  keyOfUid(uid: string): string | undefined {
    return this.model.byUid.get(uid);
  }
  result(key: string): LineResult | null {
    return this.model.result(key);
  }
  totals(): EstimateTotals {
    return this.model.totals();
  }
  lineCount() {
    return this.model.order.length;
  }
  pendingCount() {
    return this.sync.count();
  }

  // ---- line edits ------------------------------------------------------------------------------------

  private record(label: string, step: Step, coalesce?: string) {
    if (step.kind === "lines" && step.ops.length === 0) return;
    this.history.push({ label, step, coalesce, at: now() });
  }

  private lines(label: string, ops: Op[], structural: boolean) {
    this.record(label, { kind: "lines", ops });
    this.changed(structural);
  }

  /** Changes lines (one undo step). All or nothing: the first refusal is answered and nothing changes. */
  edit(changes: LineChange[], label = "Edit"): EditOutcome {
    if (this.readOnly) return READ_ONLY;
    const applied = editLines(this.model, changes);
    if (!applied.ok) return applied;
    this.lines(label, applied.ops, false);
    return { ok: true };
  }

  /** Inserts blank (or given) lines at a place in budget order; answers their keys. */
  insertRows(index: number, lines: LinePatchFields[] = [{}], label = "Insert rows"): string[] {
    if (this.readOnly) return [];
    const ops = insertLines(this.model, index, lines);
    this.lines(label, ops, true);
    return ops.map((op) => op.key);
  }

  /** A new line typed into the blank row at the end; checked like an edit (bad input is refused). */
  appendLine(patch: LinePatchFields): { ok: true; key: string } | { ok: false; message: string } {
    if (this.readOnly) return READ_ONLY;
    const problem = this.model.lineProblem({ ...blankLine(), ...patch });
    if (problem) return { ok: false, message: problem };
    const [key] = this.insertRows(this.model.order.length, [patch], "Add line");
    return { ok: true, key };
  }

  deleteRows(keys: readonly string[], label = "Delete rows"): void {
    if (this.readOnly) return;
    const ops = deleteLines(this.model, keys);
    if (ops.length > 0) this.lines(label, ops, true);
  }

  /** Moves a block of lines up (−1) or down (+1) in budget order. */
  moveRows(keys: readonly string[], delta: -1 | 1): boolean {
    if (this.readOnly) return false;
    const ops = moveLines(this.model, keys, delta);
    if (ops.length > 0) this.lines("Move rows", ops, true);
    return ops.length > 0;
  }

  /** Pastes a block of cells (commands.ts `pasteCells`) as one undo step. */
  paste(
    rowKeys: readonly string[],
    startRow: number,
    columnIds: readonly string[],
    startCol: number,
    cells: string[][],
  ): PasteCounts | { ok: false; message: string } {
    if (this.readOnly) return READ_ONLY;
    const result = pasteCells(this.model, rowKeys, startRow, columnIds, startCol, cells);
    if (!result.ok) return result;
    const { ops, ...counts } = result;
    if (ops.length > 0) this.lines("Paste", ops, counts.created > 0);
    return counts;
  }

  /** Ctrl+D: the first row's value in each column copied down the rest of the selection. */
  fillDown(rowKeys: readonly string[], columnIds: readonly string[]): EditOutcome {
    const changes = fillDownChanges(this.model, rowKeys, columnIds);
    return changes.length > 0 ? this.edit(changes, "Fill down") : { ok: true };
  }

  /** Accepting an alternate clears its flag (an ordinary, undoable edit). */
  acceptAlternate(key: string): EditOutcome {
    return this.edit([{ key, patch: { alternate: false } }], "Accept alternate");
  }

  // ---- inputs, markups and the header ----------------------------------------------------------------

  /** The user's change to the inputs: shown, kept in the history and saved. */
  editInputs(inputs: InputDto[]): EditOutcome {
    if (this.readOnly) return READ_ONLY;
    const before = this.model.inputs;
    const outcome = this.model.setInputs(inputs);
    if (!outcome.ok) return outcome;
    const step: Step = { kind: "inputs", before, after: this.model.inputs };
    this.record(
      "Edit inputs",
      step,
      listEditKey("inputs", before, inputs, (i) => i.uid),
    );
    this.connection?.listEdited("inputs");
    this.changed();
    return outcome;
  }

  /** The user's change to the markups: shown, kept in the history and saved. */
  editMarkups(markups: Markup[]): EditOutcome {
    if (this.readOnly) return READ_ONLY;
    const before = this.model.markups;
    const outcome = this.model.setMarkups(markups);
    if (!outcome.ok) return outcome;
    const step: Step = { kind: "markups", before, after: this.model.markups };
    this.record(
      "Edit markups",
      step,
      listEditKey("markups", before, markups, (m) => m.uid),
    );
    this.connection?.listEdited("markups");
    this.changed();
    return outcome;
  }

  /** A header the user saved (the dialog saved it): kept in the history. */
  recordHeader(before: HeaderFields, after: HeaderFields, fields: readonly string[]) {
    const change = headerChange(before, after, fields);
    if (change && !this.readOnly) this.record("Edit details", { kind: "header", ...change });
    this.changed();
  }

  /** Inputs from the server or a merge: shown, not kept in the history, not saved. */
  setInputs(inputs: InputDto[]): EditOutcome {
    const outcome = this.model.setInputs(inputs);
    if (outcome.ok) this.listsChanged();
    return outcome;
  }

  /** The unit mix as saved (here or by someone else): its derived inputs recompute every line reading them. */
  setUnitMix(mix: UnitMix | null) {
    this.model.setUnitMix(mix);
    this.changed();
  }

  /** The inputs the unit mix derives that are in force (read only in the inputs panel). */
  mixInputs() {
    return activeMixInputs(this.model.unitMix, this.model.inputs);
  }

  setMarkups(markups: Markup[]): EditOutcome {
    const outcome = this.model.setMarkups(markups);
    if (outcome.ok) this.listsChanged();
    return outcome;
  }

  private listsChanged() {
    this.listsReset++;
    this.changed();
  }

  setSchedule(schedule: ConstructionSchedule | null, rates?: EscalationRate[]) {
    this.model.setSchedule(schedule, rates);
    this.changed();
  }

  // ---- undo / redo -----------------------------------------------------------------------------------

  canUndo() {
    return !this.readOnly && this.history.canUndo();
  }

  canRedo() {
    return !this.readOnly && this.history.canRedo();
  }

  undo(): Entry | null {
    if (this.readOnly) return null;
    const entry = this.history.undo();
    if (entry) this.apply(inverse(entry.step));
    return entry;
  }

  redo(): Entry | null {
    if (this.readOnly) return null;
    const entry = this.history.redo();
    if (entry) this.apply(entry.step);
    return entry;
  }

  /** Applies a step of the history and saves it like any edit. */
  private apply(step: Step) {
    if (step.kind === "lines") this.model.applyOps(step.ops);
    else if (step.kind === "header") this.connection?.header(step);
    else this.applyList(step);
    this.changed(true);
  }

  private applyList(step: Extract<Step, { kind: "inputs" | "markups" }>) {
    const outcome =
      step.kind === "inputs"
        ? this.model.setInputs(
            revertList(this.model.inputs, step.before, step.after, inputSpec.key, inputSpec.comparable),
          )
        : this.model.setMarkups(revertList(this.model.markups, step.before, step.after, markupSpec.key));
    if (!outcome.ok) return this.notify(outcome.message, "error");
    this.listsReset++;
    this.connection?.listEdited(step.kind);
  }

  // ---- saving and others' changes --------------------------------------------------------------------

  /** Waits until every change is saved (or failed). */
  whenIdle(): Promise<void> {
    return this.sync.whenIdle();
  }

  flush(): Promise<void> {
    return this.sync.flush();
  }

  /**
   * Lines from the server after someone else's change. `complete`: these are all the lines (a line not
   * among them was deleted); otherwise `asked` lists the uids refetched (one missing was deleted).
   */
  applyServerLines(lines: LineDto[], complete: boolean, asked?: string[], fetchedSince?: number) {
    applyServerLines(this.sync, { lines, complete, asked, fetchedSince });
  }
}
