// Property: over random estimates and random edit sequences, the incremental engine's totals always equal
// a full recomputation from scratch (computeEstimate on the edited model), and both equal an independent
// BigInt oracle written here without the engine's code paths.

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { computeEstimate } from "@/lib/domain/estimate/compute";
import { costCodeKey, divisionOf } from "@/lib/domain/estimate/cost-code";
import { createEngine } from "@/lib/domain/estimate/engine";
import { type EscalationRate, escalationFactor } from "@/lib/domain/estimate/escalation";
import { evaluateFormulaText } from "@/lib/domain/estimate/formula";
import type { Markup } from "@/lib/domain/estimate/markups";
import type {
  AlternateImpact,
  AlternateTotal,
  EstimateEngine,
  EstimateLine,
  EstimateModel,
  EstimateTotals,
} from "@/lib/domain/estimate/model";

const CODES = ["03 30 00", "03 31 00", "05 12 00", "05 50 00", "09 29 00", "B2010", "B3010", "", "26 05 00"];
const CATEGORIES = [["05"], ["03 3"], ["B"], ["09", "26"], ["05 12"]];
const FORMULAS = [
  "GSF * 0.35",
  "UNITS * 2",
  "GSF / STORIES",
  "max(UNITS, 10) - 3.5",
  "round(GSF / 7, 2)",
  "NRSF",
  "ceil(ROOF / 100)",
  "-UNITS",
];
const INPUT_NAMES = ["GSF", "UNITS", "STORIES", "ROOF", "NRSF"] as const;
const RATES: EscalationRate[] = [2024, 2025, 2026, 2027, 2028, 2029].map((year, i) => ({
  year,
  rate_percent: 3 + i * 0.75,
}));

const thousandths = (min: number, max: number) => fc.integer({ min, max }).map((n) => n / 1000);
const quantity = fc.oneof(thousandths(-1_000_000, 100_000_000), fc.constantFrom(...FORMULAS));
const inputValue = fc.oneof(thousandths(0, 500_000_000), fc.constantFrom(0, 1, 120));

type LineSpec = Omit<EstimateLine, "uid">;
const lineSpec: fc.Arbitrary<LineSpec> = fc
  .record({
    cost_code: fc.constantFrom(...CODES),
    quantity,
    cost: fc.oneof(
      thousandths(-100_000, 100_000_000).map((c) => ({ unit_cost_cents: c })),
      fc.integer({ min: -1_000_000, max: 10_000_000_000 }).map((c) => ({ lump_sum_cents: c })),
      fc
        .tuple(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 10_000_000 }), fc.boolean())
        .map(([l, m, withUnit]) => ({
          split: { labor_cents: l / 1000, material_cents: m / 1000 },
          ...(withUnit ? { unit_cost_cents: (l + m) / 1000 } : {}),
        })),
    ),
    material: fc.boolean(),
    alternate: fc.integer({ min: 0, max: 9 }).map((n) => n < 2),
    allowance: fc.boolean(),
  })
  .map(({ cost, material, alternate, allowance, ...rest }) => ({
    ...rest,
    ...cost,
    cost_type: material ? ("material" as const) : null,
    alternate,
    allowance,
  }));

const markupSpec = fc.record({
  kind: fc.constantFrom("percent", "percent", "lump_sum", "escalation"),
  percent: fc.integer({ min: -100_000, max: 3_000_000 }).map((n) => n / 100_000),
  amount: fc.integer({ min: -1_000_000, max: 100_000_000 }),
  running: fc.boolean(),
  direct: fc.boolean(),
  refs: fc.array(fc.nat(7), { maxLength: 3 }),
  categories: fc.option(fc.constantFrom(...CATEGORIES), { freq: 3 }),
  material: fc.boolean(),
  margin: fc.boolean(),
});

type MarkupSpec = typeof markupSpec extends fc.Arbitrary<infer T> ? T : never;

/** Always a valid stack: refs only to earlier markups, filters only on a direct-only base. */
function buildMarkups(specs: MarkupSpec[]): Markup[] {
  return specs.map((s, i) => {
    const uid = `m${i}`;
    const name = `Markup ${i}`;
    if (s.kind === "lump_sum") return { uid, name, kind: "lump_sum", amount_cents: s.amount };
    const refs = [...new Set(s.refs.filter((r) => r < i).map((r) => `m${r}`))];
    const filtered = !s.running && (s.categories !== null || s.material);
    const base = s.running
      ? { direct: false, markups: [], running_total: true }
      : {
          direct: s.direct || refs.length === 0 || filtered,
          markups: filtered && s.material ? [] : refs,
          running_total: false,
        };
    const extra = filtered ? { categories: s.categories, material_only: s.material } : {};
    if (s.kind === "escalation") return { uid, name, kind: "escalation", base, ...extra };
    return {
      uid,
      name,
      kind: "percent",
      percent: s.percent,
      method: s.margin ? "margin" : "markup",
      base,
      ...extra,
    };
  });
}

const modelArb = fc
  .record({
    inputs: fc.record(
      Object.fromEntries(INPUT_NAMES.map((n) => [n, inputValue])) as Record<
        (typeof INPUT_NAMES)[number],
        fc.Arbitrary<number>
      >,
      {
        requiredKeys: ["GSF", "UNITS", "STORIES", "ROOF"],
      },
    ),
    lines: fc.array(lineSpec, { maxLength: 25 }),
    markups: fc.array(markupSpec, { maxLength: 8 }),
    duration: fc.integer({ min: 0, max: 48 }),
  })
  .map(({ inputs, lines, markups, duration }) => ({
    inputs: inputs as Record<string, number>,
    lines: lines.map((l, i) => ({ uid: `l${i}`, ...l })),
    markups: buildMarkups(markups),
    schedule: { pricing_date: "2024-03-15", construction_start: "2025-01-01", duration_months: duration },
    escalation_rates: RATES,
  }));

const edit = fc.oneof(
  fc.record({ t: fc.constant("qty" as const), i: fc.nat(), quantity }),
  fc.record({ t: fc.constant("cost" as const), i: fc.nat(), c: thousandths(-100_000, 100_000_000) }),
  fc.record({ t: fc.constant("code" as const), i: fc.nat(), code: fc.constantFrom(...CODES) }),
  fc.record({
    t: fc.constant("flags" as const),
    i: fc.nat(),
    alternate: fc.boolean(),
    allowance: fc.boolean(),
  }),
  fc.record({
    t: fc.constant("lump" as const),
    i: fc.nat(),
    lump: fc.option(fc.integer({ min: -1000, max: 1e9 })),
  }),
  fc.record({ t: fc.constant("split" as const), i: fc.nat(), m: fc.option(thousandths(0, 1_000_000)) }),
  fc.record({ t: fc.constant("input" as const), name: fc.constantFrom(...INPUT_NAMES), value: inputValue }),
  fc.record({ t: fc.constant("insert" as const), lines: fc.array(lineSpec, { minLength: 1, maxLength: 4 }) }),
  fc.record({ t: fc.constant("delete" as const), picks: fc.array(fc.nat(), { minLength: 1, maxLength: 3 }) }),
  fc.record({
    t: fc.constant("percent" as const),
    i: fc.nat(),
    p: fc.integer({ min: 0, max: 2_500_000 }).map((n) => n / 100_000),
  }),
  fc.record({ t: fc.constant("rebase" as const), i: fc.nat(), refs: fc.array(fc.nat(8), { maxLength: 2 }) }),
  fc.record({ t: fc.constant("stack" as const), markups: fc.array(markupSpec, { maxLength: 8 }) }),
  fc.record({ t: fc.constant("accept" as const), i: fc.nat() }),
  fc.record({ t: fc.constant("schedule" as const), months: fc.integer({ min: 0, max: 60 }) }),
  fc.constant({ t: "recalc" as const }),
);
type Edit = typeof edit extends fc.Arbitrary<infer T> ? T : never;

let nextUid = 0;

/** Applies one edit to the engine and, when accepted, to the plain model the test keeps. */
function applyEdit(engine: EstimateEngine, m: EstimateModel, e: Edit): EstimateModel {
  const pick = (i: number) => m.lines[i % m.lines.length];
  const patchLine = (i: number, patch: Partial<EstimateLine>) => {
    if (m.lines.length === 0) return m;
    const line = pick(i);
    if (!engine.updateLine(line.uid, patch).ok) return m;
    return { ...m, lines: m.lines.map((l) => (l === line ? { ...l, ...patch } : l)) };
  };
  const setMarkups = (markups: Markup[]) => (engine.setMarkups(markups).ok ? { ...m, markups } : m);
  switch (e.t) {
    case "qty":
      return patchLine(e.i, { quantity: e.quantity });
    case "cost":
      return patchLine(e.i, { unit_cost_cents: e.c });
    case "code":
      return patchLine(e.i, { cost_code: e.code });
    case "flags":
      return patchLine(e.i, { alternate: e.alternate, allowance: e.allowance });
    case "lump":
      return patchLine(e.i, { lump_sum_cents: e.lump });
    case "split":
      return patchLine(e.i, { split: e.m === null ? null : { material_cents: e.m } });
    case "input":
      return engine.updateInput(e.name, e.value).ok
        ? { ...m, inputs: { ...m.inputs, [e.name]: e.value } }
        : m;
    case "insert": {
      const added = e.lines.map((l) => ({ uid: `n${nextUid++}`, ...l }));
      return engine.insertLines(added).ok ? { ...m, lines: [...m.lines, ...added] } : m;
    }
    case "delete": {
      if (m.lines.length === 0) return m;
      const uids = new Set(e.picks.map((i) => pick(i).uid));
      expect(engine.deleteLines([...uids])).toEqual({ ok: true });
      return { ...m, lines: m.lines.filter((l) => !uids.has(l.uid)) };
    }
    case "percent":
    case "rebase": {
      if (m.markups.length === 0) return m;
      const at = e.i % m.markups.length;
      const old = m.markups[at];
      const patch: Partial<Markup> =
        e.t === "percent"
          ? { percent: e.p }
          : { base: { direct: true, markups: e.refs.map((r) => `m${r}`), running_total: false } };
      const ok = engine.updateMarkup(old.uid, patch).ok;
      return ok ? { ...m, markups: m.markups.map((x, k) => (k === at ? { ...x, ...patch } : x)) } : m;
    }
    case "stack":
      return setMarkups(buildMarkups(e.markups));
    case "accept": {
      const alt = m.lines.filter((l) => l.alternate);
      if (alt.length === 0) return m;
      const uid = alt[e.i % alt.length].uid;
      expect(engine.acceptAlternate(uid)).toEqual({ ok: true });
      return { ...m, lines: m.lines.map((l) => (l.uid === uid ? { ...l, alternate: false } : l)) };
    }
    case "schedule": {
      const schedule = { ...m.schedule!, duration_months: e.months };
      expect(engine.setSchedule(schedule)).toEqual({ ok: true });
      return { ...m, schedule };
    }
    case "recalc":
      engine.recalculate();
      return m;
  }
}

// ---- the oracle: BigInt, written from the rules directly (not from the engine's code) ----

const scaled = (x: number) => {
  const [int, frac = ""] = x.toFixed(5).split(".");
  return BigInt(int + frac);
};
const roundDiv = (num: bigint, den: bigint) => {
  const negative = num < 0n !== den < 0n;
  const n = num < 0n ? -num : num;
  const d = den < 0n ? -den : den;
  let q = n / d;
  if ((n % d) * 2n >= d) q += 1n;
  return negative ? -q : q;
};
const E10 = 10_000_000_000n;

interface OracleLine {
  code: string;
  total: bigint;
  material: bigint;
}

function oracleLine(line: EstimateLine, inputs: Record<string, number>): OracleLine {
  const code = costCodeKey(line.cost_code);
  const splitParts = line.split
    ? Object.values(line.split).filter((v): v is number => typeof v === "number")
    : [];
  let q: bigint;
  let total: bigint;
  if (line.lump_sum_cents != null) {
    q = 100_000n;
    total = BigInt(line.lump_sum_cents);
  } else {
    if (typeof line.quantity === "number") q = scaled(line.quantity);
    else {
      const r = evaluateFormulaText(line.quantity, inputs);
      if (!r.ok) return { code, total: 0n, material: 0n };
      q = scaled(r.value);
    }
    const unit =
      line.unit_cost_cents != null
        ? scaled(line.unit_cost_cents)
        : splitParts.map(scaled).reduce((a, b) => a + b, 0n);
    total = roundDiv(q * unit, E10);
  }
  const material = line.split
    ? roundDiv(q * scaled(line.split.material_cents ?? 0), E10)
    : line.cost_type === "material"
      ? total
      : 0n;
  return { code, total, material };
}

function oracleGrand(m: EstimateModel, base: OracleLine[]) {
  const direct = base.reduce((a, l) => a + l.total, 0n);
  const amounts: bigint[] = [];
  const bases: bigint[] = [];
  const escalation = escalationFactor(m.schedule!, m.escalation_rates!);
  if (!escalation.ok) throw new Error(escalation.message);
  const factor = BigInt(escalation.value.factor_scaled);
  let running = direct;
  m.markups.forEach((mk) => {
    let b = 0n;
    let amount = 0n;
    if (mk.kind === "lump_sum") amount = BigInt(mk.amount_cents!);
    else {
      if (mk.base!.running_total) b = running;
      else {
        if (mk.base!.direct) {
          const prefixes = mk.categories?.map(costCodeKey);
          for (const l of base) {
            if (prefixes && !prefixes.some((p) => l.code.startsWith(p))) continue;
            b += mk.material_only ? l.material : l.total;
          }
        }
        for (const ref of mk.base!.markups) b += amounts[m.markups.findIndex((x) => x.uid === ref)];
      }
      if (mk.kind === "escalation") amount = roundDiv(b * (factor - 100_000n), 100_000n);
      else {
        const p = scaled(mk.percent!);
        amount = mk.method === "margin" ? roundDiv(b * p, 10_000_000n - p) : roundDiv(b * p, 10_000_000n);
      }
    }
    bases.push(b);
    amounts.push(amount);
    running += amount;
  });
  return { direct, bases, amounts, grand: running };
}

function checkAgainstOracle(
  m: EstimateModel,
  totals: EstimateTotals,
  impacts: AlternateImpact[],
  listed: AlternateTotal[],
) {
  const all = m.lines.map((l) => ({ line: l, r: oracleLine(l, m.inputs) }));
  const base = all.filter((x) => !x.line.alternate).map((x) => x.r);
  const o = oracleGrand(m, base);
  expect(totals.direct_cents).toBe(Number(o.direct));
  expect(totals.markups.map((x) => [x.base_cents, x.amount_cents, x.error])).toEqual(
    o.amounts.map((a, i) => [Number(o.bases[i]), Number(a), null]),
  );
  expect(totals.grand_total_cents).toBe(Number(o.grand));
  const divisions = new Map<string, bigint>();
  for (const x of all) {
    if (x.line.alternate) continue;
    const d = divisionOf(x.line.cost_code);
    divisions.set(d, (divisions.get(d) ?? 0n) + x.r.total);
  }
  expect(Object.fromEntries(totals.divisions.map((d) => [d.division, d.total_cents]))).toEqual(
    Object.fromEntries([...divisions].map(([d, t]) => [d, Number(t)])),
  );
  const alternates = all.filter((x) => x.line.alternate);
  expect(
    Object.fromEntries(impacts.map((a) => [a.uid, [a.total_cents, a.grand_total_if_accepted_cents]])),
  ).toEqual(
    Object.fromEntries(
      alternates.map((x) => [x.line.uid, [Number(x.r.total), Number(oracleGrand(m, [...base, x.r]).grand)]]),
    ),
  );
  expect(totals.alternate_count).toBe(alternates.length);
  expect(totals.alternates_cents).toBe(Number(alternates.reduce((a, x) => a + x.r.total, 0n)));
  expect(Object.fromEntries(listed.map((a) => [a.uid, a.total_cents]))).toEqual(
    Object.fromEntries(alternates.map((x) => [x.line.uid, Number(x.r.total)])),
  );
  const allowances = all
    .filter((x) => !x.line.alternate && x.line.allowance)
    .reduce((a, x) => a + x.r.total, 0n);
  expect(totals.allowances_cents).toBe(Number(allowances));
  const perUnit = (cents: bigint, value: number) => {
    const v = scaled(value);
    if (v === 0n) return null;
    // The engine answers null rather than an inexact number past 2^53 (a tiny metric such as 0.001 stories).
    const q = roundDiv(cents * 100_000n, v);
    const safe = BigInt(Number.MAX_SAFE_INTEGER);
    return q > safe || q < -safe ? null : Number(q);
  };
  expect(totals.per_metric).toEqual(
    Object.entries(m.inputs).map(([name, value]) => ({
      name,
      value,
      direct_cents: perUnit(o.direct, value),
      grand_total_cents: perUnit(o.grand, value),
    })),
  );
}

/** Order-free: the engine lists alternates and errors in the order it met them. */
const byUid = <T extends { uid: string }>(xs: T[]) => [...xs].sort((a, b) => (a.uid < b.uid ? -1 : 1));

describe("incremental engine = full recompute = oracle", () => {
  it("the oracle agrees with computeEstimate on random estimates", () => {
    fc.assert(
      fc.property(modelArb, (m) => {
        const { totals, alternates } = computeEstimate(m);
        checkAgainstOracle(m, totals, alternates, alternates);
      }),
      { numRuns: 300 },
    );
  });

  it("over random edit sequences, incremental totals always equal a recompute from scratch", () => {
    fc.assert(
      fc.property(modelArb, fc.array(edit, { minLength: 1, maxLength: 30 }), (start, edits) => {
        const engine = createEngine(start);
        let m: EstimateModel = start;
        for (const e of edits) {
          m = applyEdit(engine, m, e);
          const incremental = engine.totals();
          const fresh = computeEstimate(m);
          expect(incremental).toEqual(fresh.totals);
          const impacts = engine.alternateImpacts();
          expect(byUid(impacts)).toEqual(byUid(fresh.alternates));
          expect(byUid(engine.lineErrors())).toEqual(byUid(fresh.line_errors));
          checkAgainstOracle(m, incremental, impacts, engine.alternates());
        }
        const results = new Map(engine.lineResults().map((r) => [r.uid, r]));
        expect(computeEstimate(m).lines.map((r) => results.get(r.uid))).toEqual(computeEstimate(m).lines);
      }),
      { numRuns: 300 },
    );
  });
});
