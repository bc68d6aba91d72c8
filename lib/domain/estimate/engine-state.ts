// The engine's mutable core: per-line results, the sums they feed (direct cost, per code, per division,
// per markup bucket, allowances, alternates) and the input → lines dependency map. Every edit removes the
// old contribution of the lines it touches and adds the new one, so sums stay exact without a rescan.

import { inCategories } from "./cost-code";
import { computeLines } from "./engine-compute";
import { CodeTable, DivisionTable, LineTable } from "./engine-tables";
import type { EvalContext } from "./formula";
import { FormulaCache, type FormulaSlot } from "./formula-cache";
import { LINE_ALLOWANCE, LINE_ALTERNATE, LINE_LUMP, type PreparedLine } from "./line";
import type { BaseBucket, MarkupPlans } from "./markup-plan";
import type { EstimateLine } from "./model";

const MAX = Number.MAX_SAFE_INTEGER;

export class EngineState {
  readonly lines = new LineTable();
  readonly codes = new CodeTable();
  readonly divisions = new DivisionTable();
  /** Upper-case name → value, what formulas read. */
  readonly inputs = new Map<string, number>();
  /** Upper-case name → the name as the user wrote it. */
  readonly inputNames = new Map<string, string>();
  /** Upper-case input name → uids of lines whose formula reads it (defined or not). */
  readonly deps = new Map<string, Set<string>>();
  readonly lineErrors = new Map<string, string>();
  readonly alternates = new Set<string>();
  plans: MarkupPlans = { plans: [], buckets: [] };
  bucketSums = new Float64Array(0);
  direct = 0;
  allowances = 0;
  alternatesTotal = 0;
  /** Σ |total| + |material| of base lines: while below 2^53 every sum above is exact. */
  private magnitude = 0;
  private inexact = false;
  tooLarge = false;
  private readonly ctx: EvalContext = { error: null };
  readonly formulas = new FormulaCache();

  private slotFor(p: PreparedLine): FormulaSlot | null {
    return p.formula === null || p.flags & LINE_LUMP ? null : this.formulas.slot(p.formula);
  }

  private readonly maskOf = (normalized: string) => this.bucketMask(normalized);

  private bucketMask(normalized: string): number {
    let mask = 0;
    const buckets: BaseBucket[] = this.plans.buckets;
    for (let b = 0; b < buckets.length; b++) {
      const prefixes = buckets[b].prefixes;
      if (prefixes === null || inCategories(normalized, prefixes)) mask |= 1 << b;
    }
    return mask;
  }

  /** Evaluates slot s into qty / total / material / errors. */
  compute(s: number) {
    this.computeRange(s, s + 1);
  }

  private computeRange(from: number, to: number) {
    computeLines(this.lines, from, to, this.inputs, this.formulas.epoch, this.ctx, this.lineErrors);
  }

  /** Adds (sign 1) or removes (sign −1) slot s's contribution to every sum. */
  apply(s: number, sign: number) {
    const t = this.lines;
    const total = t.total[s];
    const flags = t.flags[s];
    if (flags & LINE_ALTERNATE) {
      this.alternatesTotal += sign * total;
      this.magnitude += sign * (total < 0 ? -total : total);
      if (this.magnitude > MAX) this.inexact = true;
      if (sign > 0) this.alternates.add(t.uids[s]);
      else this.alternates.delete(t.uids[s]);
      return;
    }
    const material = t.material[s];
    const c = t.code[s];
    const codes = this.codes;
    this.direct += sign * total;
    codes.total[c] += sign * total;
    codes.material[c] += sign * material;
    const d = codes.division[c];
    this.divisions.total[d] += sign * total;
    this.divisions.count[d] += sign;
    if (flags & LINE_ALLOWANCE) this.allowances += sign * total;
    const buckets = this.plans.buckets;
    for (let m = codes.mask[c]; m !== 0; m &= m - 1) {
      const b = 31 - Math.clz32(m & -m);
      this.bucketSums[b] += sign * (buckets[b].material ? material : total);
    }
    this.magnitude += sign * ((total < 0 ? -total : total) + (material < 0 ? -material : material));
    if (this.magnitude > MAX) this.inexact = true;
  }

  addLine(line: EstimateLine, prepared: PreparedLine) {
    const s = this.lines.size;
    const formula = this.slotFor(prepared);
    this.lines.write(
      s,
      line,
      prepared,
      this.codes.id(line.cost_code ?? "", this.divisions, this.maskOf),
      formula,
    );
    this.track(line.uid, formula, 1);
    this.compute(s);
    this.apply(s, 1);
  }

  replaceLine(s: number, line: EstimateLine, prepared: PreparedLine) {
    this.apply(s, -1);
    const uid = this.lines.uids[s];
    this.track(uid, this.lines.formulas[s], -1);
    const formula = this.slotFor(prepared);
    this.lines.write(
      s,
      line,
      prepared,
      this.codes.id(line.cost_code ?? "", this.divisions, this.maskOf),
      formula,
    );
    this.track(uid, formula, 1);
    this.compute(s);
    this.apply(s, 1);
  }

  removeLine(s: number) {
    const uid = this.lines.uids[s];
    this.apply(s, -1);
    this.track(uid, this.lines.formulas[s], -1);
    this.lineErrors.delete(uid);
    this.lines.remove(s);
  }

  private track(uid: string, formula: FormulaSlot | null, sign: number) {
    if (formula === null) return;
    for (const name of formula.compiled.inputs) {
      let set = this.deps.get(name);
      if (sign > 0) {
        if (!set) {
          set = new Set();
          this.deps.set(name, set);
        }
        set.add(uid);
      } else {
        set?.delete(uid);
        if (set?.size === 0) this.deps.delete(name);
      }
    }
  }

  /** Recomputes the lines whose formulas read `name` (upper case). */
  refreshDependents(name: string) {
    const uids = this.deps.get(name);
    if (!uids) return;
    for (const uid of uids) {
      const s = this.lines.slot.get(uid)!;
      this.apply(s, -1);
      this.compute(s);
      this.apply(s, 1);
    }
  }

  /** New markup stack: bucket masks per code, then bucket sums from the per-code sums (no line rescan). */
  setPlans(plans: MarkupPlans) {
    this.plans = plans;
    const codes = this.codes;
    for (let c = 0; c < codes.size; c++) codes.mask[c] = this.bucketMask(codes.normalized[c]);
    this.bucketSumsFromCodes();
  }

  private bucketSumsFromCodes() {
    const { buckets } = this.plans;
    const { mask, material, total } = this.codes;
    const sums = new Float64Array(buckets.length);
    for (let c = 0; c < this.codes.size; c++) {
      for (let m = mask[c]; m !== 0; m &= m - 1) {
        const b = 31 - Math.clz32(m & -m);
        sums[b] += buckets[b].material ? material[c] : total[c];
      }
    }
    this.bucketSums = sums;
  }

  /** Full recalculation: every line evaluated again, every sum rebuilt from zero. */
  recalculate() {
    this.formulas.invalidate(); // every distinct formula is evaluated again
    this.computeRange(0, this.lines.size);
    this.rebuildSums();
  }

  /** Every sum from the line results, in one pass with locals; bucket sums from the per-code sums. */
  rebuildSums() {
    const t = this.lines;
    const n = t.size;
    const { flags, total, material, code, uids } = t;
    const codes = this.codes;
    const divisions = this.divisions;
    codes.clear();
    divisions.clear();
    this.alternates.clear();
    const { division } = codes;
    const codeTotal = codes.total;
    const codeMaterial = codes.material;
    const divTotal = divisions.total;
    const divCount = divisions.count;
    let direct = 0;
    let allowances = 0;
    let alternates = 0;
    let magnitude = 0;
    for (let s = 0; s < n; s++) {
      const tt = total[s];
      const f = flags[s];
      if (f & LINE_ALTERNATE) {
        alternates += tt;
        magnitude += tt < 0 ? -tt : tt;
        this.alternates.add(uids[s]);
        continue;
      }
      const mm = material[s];
      const c = code[s];
      direct += tt;
      codeTotal[c] += tt;
      codeMaterial[c] += mm;
      const d = division[c];
      divTotal[d] += tt;
      divCount[d]++;
      if (f & LINE_ALLOWANCE) allowances += tt;
      magnitude += (tt < 0 ? -tt : tt) + (mm < 0 ? -mm : mm);
    }
    this.direct = direct;
    this.allowances = allowances;
    this.alternatesTotal = alternates;
    this.magnitude = magnitude;
    // Σ|x| ≤ 2^53 bounds every partial sum above, so all of them are exact.
    this.inexact = magnitude > MAX;
    this.tooLarge = this.inexact;
    this.bucketSumsFromCodes();
  }

  /** Sums that may have lost exactness on the way (an intermediate beyond 2^53) are rebuilt. */
  settle() {
    if (this.inexact) this.rebuildSums();
  }
}
