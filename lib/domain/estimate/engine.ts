// The estimate engine. `createEngine(model)` loads an estimate (tolerantly: stored problems show as line or
// markup errors) and keeps it computed; each edit is checked strictly — bad input is refused with a
// message and changes nothing — and recomputes only the lines it touches, then `totals()` runs the few
// markups over the kept sums. `computeEstimate(model)` (compute.ts) is the from-scratch
// path; line checks live in line-check.ts.

import { checkDecimal, DECIMAL_SCALE } from "./decimal";
import { EngineState } from "./engine-state";
import {
  type ConstructionSchedule,
  type EscalationOutcome,
  type EscalationRate,
  escalationFactor,
} from "./escalation";
import { type EvalContext, normalizeInputName } from "./formula";
import { checkInputName } from "./inputs";
import { LINE_ALTERNATE, LINE_LUMP, type PreparedLine, prepareLine } from "./line";
import { checkLine } from "./line-check";
import { planMarkups } from "./markup-plan";
import { type Markup, validateMarkups } from "./markups";
import type {
  EstimateEngine,
  EstimateLine,
  EstimateModel,
  LinePatch,
  LineResult,
  MarkupPatch,
  Outcome,
} from "./model";
import { alternateImpacts, alternates, buildTotals } from "./totals";

function escalationFor(
  schedule: ConstructionSchedule | null,
  rates: readonly EscalationRate[],
): EscalationOutcome | null {
  return schedule ? escalationFactor(schedule, rates) : null;
}

class Engine implements EstimateEngine {
  private readonly ctx: EvalContext = { error: null };

  constructor(
    private readonly state: EngineState,
    private markups: readonly Markup[],
    private schedule: ConstructionSchedule | null,
    private rates: readonly EscalationRate[],
  ) {}

  totals() {
    return buildTotals(this.state);
  }

  line(uid: string): LineResult | null {
    const s = this.state.lines.slot.get(uid);
    return s === undefined ? null : this.result(s);
  }

  alternates() {
    return alternates(this.state);
  }

  alternateImpacts() {
    return alternateImpacts(this.state);
  }

  lineErrors() {
    return [...this.state.lineErrors].map(([uid, message]) => ({ uid, message }));
  }

  lineResults() {
    const out: LineResult[] = [];
    for (let s = 0; s < this.state.lines.size; s++) out.push(this.result(s));
    return out;
  }

  private result(s: number): LineResult {
    const t = this.state.lines;
    return {
      uid: t.uids[s],
      quantity: t.flags[s] & LINE_LUMP ? null : t.qty[s] / DECIMAL_SCALE,
      total_cents: t.total[s],
      material_cents: t.material[s],
      error: t.errors[s],
    };
  }

  private check(line: EstimateLine, before?: EstimateLine, patch?: LinePatch): PreparedLine | Outcome {
    const { inputs, formulas } = this.state;
    return checkLine(line, { inputs, compile: formulas.compile, ctx: this.ctx }, before, patch);
  }

  updateLine(uid: string, patch: LinePatch): Outcome {
    const s = this.state.lines.slot.get(uid);
    if (s === undefined) return { ok: false, message: `Line not found: ${uid}`, uid };
    if ("uid" in patch && (patch as { uid?: unknown }).uid !== uid) {
      return { ok: false, field: "uid", message: "A line's uid cannot change", uid };
    }
    const before = this.state.lines.lines[s];
    const next: EstimateLine = { ...before, ...patch, uid };
    const prepared = this.check(next, before, patch);
    if ("ok" in prepared) return prepared;
    this.state.replaceLine(s, next, prepared);
    return { ok: true };
  }

  insertLines(lines: readonly EstimateLine[]): Outcome {
    const seen = new Set<string>();
    const prepared: PreparedLine[] = [];
    for (const line of lines) {
      if (this.state.lines.slot.has(line.uid) || seen.has(line.uid)) {
        return {
          ok: false,
          field: "uid",
          message: `A line with uid ${line.uid} already exists`,
          uid: line.uid,
        };
      }
      seen.add(line.uid);
      const p = this.check(line);
      if ("ok" in p) return p;
      prepared.push(p);
    }
    for (let i = 0; i < lines.length; i++) this.state.addLine(lines[i], prepared[i]);
    return { ok: true };
  }

  deleteLines(uids: readonly string[]): Outcome {
    const unique = new Set(uids);
    for (const uid of unique) {
      if (!this.state.lines.slot.has(uid)) return { ok: false, message: `Line not found: ${uid}`, uid };
    }
    for (const uid of unique) this.state.removeLine(this.state.lines.slot.get(uid)!);
    return { ok: true };
  }

  updateInput(name: string, value: number): Outcome {
    const trimmed = name.trim();
    const badName = checkInputName(trimmed);
    if (badName) return { ok: false, field: "name", message: badName };
    const badValue = checkDecimal(value);
    if (badValue) return { ok: false, field: "value", message: badValue };
    const key = normalizeInputName(trimmed);
    this.state.inputs.set(key, value);
    this.state.inputNames.set(key, trimmed);
    this.state.formulas.invalidate();
    this.state.refreshDependents(key);
    return { ok: true };
  }

  deleteInput(name: string): Outcome {
    const key = normalizeInputName(name);
    if (!this.state.inputs.has(key)) return { ok: false, field: "name", message: `Unknown input: ${name}` };
    const users = this.state.deps.get(key)?.size ?? 0;
    if (users > 0) {
      const lines = users === 1 ? "1 line" : `${users} lines`;
      return {
        ok: false,
        field: "name",
        message: `${name} is used by ${lines}; change their formulas first`,
      };
    }
    this.state.inputs.delete(key);
    this.state.inputNames.delete(key);
    this.state.formulas.invalidate();
    return { ok: true };
  }

  updateMarkup(uid: string, patch: MarkupPatch): Outcome {
    const at = this.markups.findIndex((m) => m.uid === uid);
    if (at < 0) return { ok: false, message: `Markup not found: ${uid}`, uid };
    const next = this.markups.map((m, i) => (i === at ? { ...m, ...patch, uid } : m));
    return this.setMarkups(next);
  }

  setMarkups(markups: readonly Markup[]): Outcome {
    // Refuse what this edit breaks; problems already stored (and shown) do not block unrelated edits.
    const before = new Set(validateMarkups(this.markups).map((p) => p.message));
    const fresh = validateMarkups(markups).find((p) => !before.has(p.message));
    if (fresh) return { ok: false, message: fresh.message, uid: fresh.uid };
    this.markups = markups.map((m) => ({ ...m }));
    this.state.setPlans(planMarkups(this.markups, escalationFor(this.schedule, this.rates)));
    return { ok: true };
  }

  setSchedule(schedule: ConstructionSchedule | null, rates: readonly EscalationRate[] = this.rates): Outcome {
    const outcome = escalationFor(schedule, rates);
    if (outcome && !outcome.ok && (outcome.reason === "schedule" || outcome.reason === "rates")) {
      return { ok: false, message: outcome.message };
    }
    this.schedule = schedule;
    this.rates = [...rates];
    this.state.setPlans(planMarkups(this.markups, outcome));
    return { ok: true };
  }

  acceptAlternate(uid: string): Outcome {
    const s = this.state.lines.slot.get(uid);
    if (s === undefined) return { ok: false, message: `Line not found: ${uid}`, uid };
    if (!(this.state.lines.flags[s] & LINE_ALTERNATE)) {
      return { ok: false, message: "This line is not an alternate", uid };
    }
    return this.updateLine(uid, { alternate: false });
  }

  recalculate() {
    this.state.recalculate();
  }

  model(): EstimateModel {
    const inputs: Record<string, number> = {};
    for (const [key, value] of this.state.inputs) inputs[this.state.inputNames.get(key) ?? key] = value;
    return {
      inputs,
      lines: this.state.lines.lines.slice(0, this.state.lines.size),
      markups: [...this.markups],
      schedule: this.schedule,
      escalation_rates: [...this.rates],
    };
  }
}

/** Loads an estimate. Throws only on a broken contract: two lines with the same uid. */
export function createEngine(model: EstimateModel): EstimateEngine {
  const state = new EngineState();
  for (const [name, value] of Object.entries(model.inputs ?? {})) {
    if (typeof value !== "number" || !Number.isFinite(value)) continue;
    const key = normalizeInputName(name);
    state.inputs.set(key, value);
    state.inputNames.set(key, name.trim());
  }
  const schedule = model.schedule ?? null;
  const rates = model.escalation_rates ?? [];
  const markups = (model.markups ?? []).map((m) => ({ ...m }));
  state.setPlans(planMarkups(markups, escalationFor(schedule, rates)));
  for (const line of model.lines) {
    if (state.lines.slot.has(line.uid)) throw new Error(`Two lines share the uid ${line.uid}`);
    state.addLine(line, prepareLine(line, state.formulas.compile));
  }
  return new Engine(state, markups, schedule, rates);
}
