// Struct-of-arrays storage for the engine: lines by slot, cost codes and divisions by id. Typed arrays keep
// a 50,000-line recalculation in tight loops without per-line objects; slots are reused by swap-remove,
// so a slot is not a position in the estimate (the UI keeps the order).

import { costCodeKey, divisionOf } from "./cost-code";
import type { FormulaSlot } from "./formula-cache";
import type { PreparedLine } from "./line";
import type { EstimateLine } from "./model";

function grow<T extends Float64Array | Int32Array | Uint8Array>(a: T, min: number): T {
  if (a.length >= min) return a;
  const b = new (a.constructor as new (n: number) => T)(Math.max(min, a.length * 2));
  b.set(a);
  return b;
}

export class LineTable {
  size = 0;
  readonly slot = new Map<string, number>();
  uids: string[] = [];
  lines: EstimateLine[] = [];
  formulas: (FormulaSlot | null)[] = [];
  /** Problems found when the line was read (tolerated on load). */
  staticErrors: (string | null)[] = [];
  /** The problem shown now: static, or from evaluating the formula. */
  errors: (string | null)[] = [];
  flags = new Uint8Array(64);
  code = new Int32Array(64);
  q5 = new Float64Array(64);
  c5 = new Float64Array(64);
  m5 = new Float64Array(64);
  lump = new Float64Array(64);
  /** Results: evaluated quantity × 10^5, total cents, material cents. */
  qty = new Float64Array(64);
  total = new Float64Array(64);
  material = new Float64Array(64);

  private ensure(n: number) {
    this.flags = grow(this.flags, n);
    this.code = grow(this.code, n);
    this.q5 = grow(this.q5, n);
    this.c5 = grow(this.c5, n);
    this.m5 = grow(this.m5, n);
    this.lump = grow(this.lump, n);
    this.qty = grow(this.qty, n);
    this.total = grow(this.total, n);
    this.material = grow(this.material, n);
  }

  /** Writes a line into slot `s` (a new slot when s === size). */
  write(s: number, line: EstimateLine, p: PreparedLine, codeId: number, formula: FormulaSlot | null) {
    if (s === this.size) {
      this.ensure(s + 1);
      this.size++;
      this.errors[s] = null;
    }
    this.slot.set(line.uid, s);
    this.uids[s] = line.uid;
    this.lines[s] = line;
    this.formulas[s] = formula;
    this.staticErrors[s] = p.errors ? Object.values(p.errors)[0] : null;
    this.flags[s] = p.flags;
    this.code[s] = codeId;
    this.q5[s] = p.q5;
    this.c5[s] = p.c5;
    this.m5[s] = p.m5;
    this.lump[s] = p.lump;
  }

  /** Frees slot `s` by moving the last line into it. */
  remove(s: number) {
    const last = this.size - 1;
    this.slot.delete(this.uids[s]);
    if (s !== last) {
      this.uids[s] = this.uids[last];
      this.lines[s] = this.lines[last];
      this.formulas[s] = this.formulas[last];
      this.staticErrors[s] = this.staticErrors[last];
      this.errors[s] = this.errors[last];
      for (const a of [this.flags, this.code, this.q5, this.c5, this.m5, this.lump]) a[s] = a[last];
      for (const a of [this.qty, this.total, this.material]) a[s] = a[last];
      this.slot.set(this.uids[s], s);
    }
    this.uids.length = last;
    this.lines.length = last;
    this.formulas.length = last;
    this.staticErrors.length = last;
    this.errors.length = last;
    this.size = last;
  }
}

export class DivisionTable {
  readonly ids = new Map<string, number>();
  names: string[] = [];
  total = new Float64Array(16);
  count = new Int32Array(16);
  /** Division ids sorted by name, kept sorted as divisions appear. */
  order: number[] = [];

  id(name: string): number {
    let id = this.ids.get(name);
    if (id !== undefined) return id;
    id = this.names.push(name) - 1;
    this.ids.set(name, id);
    this.total = grow(this.total, id + 1);
    this.count = grow(this.count, id + 1);
    let at = this.order.length;
    while (at > 0 && this.names[this.order[at - 1]] > name) at--;
    this.order.splice(at, 0, id);
    return id;
  }

  clear() {
    this.total.fill(0);
    this.count.fill(0);
  }
}

export class CodeTable {
  readonly ids = new Map<string, number>();
  normalized: string[] = [];
  division = new Int32Array(64);
  /** Bit b set: lines with this code belong to markup bucket b. */
  mask = new Int32Array(64);
  total = new Float64Array(64);
  material = new Float64Array(64);

  get size() {
    return this.normalized.length;
  }

  id(code: string, divisions: DivisionTable, maskOf: (normalized: string) => number): number {
    let id = this.ids.get(code);
    if (id !== undefined) return id;
    const normalized = costCodeKey(code);
    id = this.normalized.push(normalized) - 1;
    this.ids.set(code, id);
    this.division = grow(this.division, id + 1);
    this.mask = grow(this.mask, id + 1);
    this.total = grow(this.total, id + 1);
    this.material = grow(this.material, id + 1);
    this.division[id] = divisions.id(divisionOf(code));
    this.mask[id] = maskOf(normalized);
    return id;
  }

  clear() {
    this.total.fill(0);
    this.material.fill(0);
  }
}
