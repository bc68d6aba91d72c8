// The editor's undo/redo: ONE stack of every edit — lines, inputs, markups, the header — in the order they
// were made, so Ctrl+Z always undoes the latest. Pure: it keeps steps and answers which to apply; the store
// applies them (and saves them like any edit).
//
// Lists (inputs, markups) and the header may have changed since an edit was made (someone else's save was
// merged in), so their undo reverts only what that edit changed, on top of what is there now (`revertList`,
// `revertFields`); the lines' ops carry their own before and after.

import type { Markup } from "@/lib/domain/estimate";
import { canonical, mergeList } from "./merge-lists";
import { invert, type Op } from "./model";
import type { InputDto } from "./types";

export type HeaderFields = Record<string, unknown>;

export type Step =
  | { kind: "lines"; ops: Op[] }
  | { kind: "inputs"; before: InputDto[]; after: InputDto[] }
  | { kind: "markups"; before: Markup[]; after: Markup[] }
  | { kind: "header"; before: HeaderFields; after: HeaderFields };

export interface Entry {
  label: string;
  step: Step;
  /** Edits with the same key made in a row (typing in one field) are one entry. */
  coalesce?: string;
  at: number;
}

const MAX_ENTRIES = 500;
/** Keystrokes this close together in one field are one undo step. */
export const COALESCE_MS = 1500;

/** The step that undoes `step`. */
export function inverse(step: Step): Step {
  switch (step.kind) {
    case "lines":
      return { kind: "lines", ops: step.ops.map(invert).reverse() };
    case "inputs":
      return { kind: "inputs", before: step.after, after: step.before };
    case "markups":
      return { kind: "markups", before: step.after, after: step.before };
    case "header":
      return { kind: "header", before: step.after, after: step.before };
  }
}

export class History {
  private undone: Entry[] = [];
  private done: Entry[] = [];

  get undoStack(): readonly Entry[] {
    return this.done;
  }

  get redoStack(): readonly Entry[] {
    return this.undone;
  }

  canUndo() {
    return this.done.length > 0;
  }

  canRedo() {
    return this.undone.length > 0;
  }

  /** A new edit: clears what could be redone; joins the last entry when both carry the same key. */
  push(entry: Entry) {
    const last = this.done.at(-1);
    this.undone = [];
    if (last && entry.coalesce && last.coalesce === entry.coalesce && entry.at - last.at < COALESCE_MS) {
      this.done[this.done.length - 1] = { ...entry, step: joined(last.step, entry.step) };
      return;
    }
    this.done.push(entry);
    if (this.done.length > MAX_ENTRIES) this.done.shift();
  }

  /** The entry to undo (its `inverse` is what to apply), moved to the redo stack. */
  undo(): Entry | null {
    const entry = this.done.pop();
    if (!entry) return null;
    this.undone.push({ ...entry, coalesce: undefined });
    return entry;
  }

  /** The entry to apply again, moved back to the undo stack. */
  redo(): Entry | null {
    const entry = this.undone.pop();
    if (!entry) return null;
    this.done.push(entry);
    return entry;
  }

  clear() {
    this.done = [];
    this.undone = [];
  }
}

/** Two steps of one coalesced edit: from the first's before to the second's after. */
function joined(first: Step, second: Step): Step {
  if (first.kind === "lines" && second.kind === "lines")
    return { kind: "lines", ops: [...first.ops, ...second.ops] };
  if (first.kind !== second.kind || first.kind === "lines" || second.kind === "lines") return second;
  return { ...second, before: first.before } as Step;
}

/**
 * `current` with the change from `from` to `to` applied where nobody changed it since: an item someone
 * else changed after `from` keeps their value.
 */
export function revertList<T>(
  current: readonly T[],
  from: readonly T[],
  to: readonly T[],
  key: (item: T) => string,
  comparable?: (item: T) => unknown,
): T[] {
  return mergeList(from, to, current, key, comparable).merged;
}

/** The header fields of `to` whose value is still the one `from` set (others changed them since). */
export function revertFields(current: HeaderFields, from: HeaderFields, to: HeaderFields): HeaderFields {
  const out: HeaderFields = {};
  for (const [field, value] of Object.entries(to)) {
    if (canonical(current[field] ?? null) === canonical(from[field] ?? null)) out[field] = value;
  }
  return out;
}

/** The fields that differ between two headers, as before/after; null when none. */
export function headerChange(
  before: HeaderFields,
  after: HeaderFields,
  fields: readonly string[],
): { before: HeaderFields; after: HeaderFields } | null {
  const change = { before: {} as HeaderFields, after: {} as HeaderFields };
  for (const f of fields) {
    if (canonical(before[f] ?? null) === canonical(after[f] ?? null)) continue;
    change.before[f] = before[f] ?? null;
    change.after[f] = after[f] ?? null;
  }
  return Object.keys(change.after).length > 0 ? change : null;
}

/** "markups:fee:percent" when one item's fields changed and nothing else; else undefined. */
export function listEditKey<T>(
  kind: string,
  before: readonly T[],
  after: readonly T[],
  key: (item: T) => string,
): string | undefined {
  if (before.length !== after.length) return undefined;
  let changed: string | undefined;
  for (let i = 0; i < before.length; i++) {
    const [b, a] = [before[i] as Record<string, unknown>, after[i] as Record<string, unknown>];
    if (canonical(b) === canonical(a)) continue;
    if (changed !== undefined || key(before[i]) !== key(after[i])) return undefined;
    const fields = Object.keys({ ...b, ...a }).filter(
      (f) => canonical(b[f] ?? null) !== canonical(a[f] ?? null),
    );
    changed = `${kind}:${key(after[i])}:${fields.sort().join(",")}`;
  }
  return changed;
}
