/**
 * The pure estimate engine on a generated 50,000-line estimate with 2,000 cost codes, 8 markups and
 * formulas over inputs: full recalculation (target ≤ 10 ms) and single-line edits (target ≤ 1/100 of the full
 * recalculation), measured in the same run. Run with `npm run bench estimate-engine` or
 * `npx tsx bench/estimate-engine.ts`. BENCH_LINES / BENCH_CODES override the sizes.
 */
import { cpus, loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import { computeEstimate } from "@/lib/domain/estimate/compute";
import { createEngine } from "@/lib/domain/estimate/engine";
import type { Markup } from "@/lib/domain/estimate/markups";
import type { EstimateLine, EstimateModel, LinePatch } from "@/lib/domain/estimate/model";

const LINES = Number(process.env.BENCH_LINES ?? 50_000);
const CODES = Number(process.env.BENCH_CODES ?? 2_000);
const FULL_RUNS = 30;
const EDITS = 1_000;

// Deterministic data: the same estimate on every run and machine.
function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
const random = mulberry32(20_260_501);
const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)];
const chance = (p: number) => random() < p;
const decimal = (min: number, max: number, places: number) =>
  int(min * 10 ** places, max * 10 ** places) / 10 ** places;

const DIVISIONS = [
  "02",
  "03",
  "04",
  "05",
  "06",
  "07",
  "08",
  "09",
  "10",
  "11",
  "12",
  "13",
  "14",
  "21",
  "22",
  "23",
].concat(["26", "27", "28", "31", "32", "33"]);
const codeSet = new Set<string>();
while (codeSet.size < CODES) {
  const pair = () => String(int(0, 99)).padStart(2, "0");
  codeSet.add(`${pick(DIVISIONS)} ${pair()} ${pair()}`);
}
const codes = [...codeSet];

const inputs = {
  GSF: 184_250.5,
  NRSF: 151_200,
  UNITS: 212,
  STORIES: 6,
  ROOF_AREA: 31_400,
  PERIMETER: 1_870.25,
};
const formula = () =>
  pick([
    () => `GSF * ${decimal(0.01, 2, 3)}`,
    () => `UNITS * ${int(1, 6)}`,
    () => `ROOF_AREA / 100 * ${decimal(1, 1.2, 2)}`,
    () => `round(GSF / STORIES, 2)`,
    () => `max(UNITS * 2, ${int(10, 500)})`,
    () => `PERIMETER * ${decimal(9, 14, 1)} * STORIES`,
    () => `NRSF * ${decimal(0.5, 1.5, 2)} + ${int(0, 100)}`,
  ])();

// Every line has every field (null when unused), like rows read from the database or the API.
function line(i: number): EstimateLine {
  const kind = random();
  const labor = decimal(10, 20_000, 3);
  const material = decimal(10, 30_000, 3);
  return {
    uid: `line-${i}`,
    cost_code: pick(codes),
    description: `Item ${i}`,
    quantity: chance(0.12) ? formula() : decimal(1, 50_000, 3),
    unit: pick(["SF", "LF", "CY", "EA", "TON", "LS"]),
    unit_cost_cents: kind < 0.35 ? null : decimal(50, 500_000, 3),
    lump_sum_cents: kind < 0.05 ? int(10_000, 50_000_000) : null,
    split:
      kind >= 0.05 && kind < 0.35
        ? { labor_cents: labor, material_cents: material, equipment_cents: 0, subcontract_cents: 0 }
        : null,
    cost_type: chance(0.1) ? "material" : "subcontract",
    alternate: chance(0.02),
    allowance: chance(0.03),
    tags: [],
    area: null,
  };
}

const DIRECT = { direct: true, markups: [], running_total: false };
const RUNNING = { direct: false, markups: [], running_total: true };
const markups: Markup[] = [
  { uid: "gc", name: "General conditions", kind: "percent", percent: 6.25, base: DIRECT },
  { uid: "design", name: "Design contingency", kind: "percent", percent: 5, base: RUNNING },
  { uid: "esc", name: "Escalation", kind: "escalation", base: RUNNING },
  { uid: "steel", name: "Steel volatility", kind: "percent", percent: 10, base: DIRECT, categories: ["05"] },
  { uid: "ins", name: "Insurance", kind: "percent", percent: 1.15, base: RUNNING },
  { uid: "bond", name: "Bond", kind: "percent", percent: 0.85, base: RUNNING },
  { uid: "fee", name: "Fee", kind: "percent", percent: 4.5, base: RUNNING },
  { uid: "tax", name: "Sales tax", kind: "percent", percent: 8.25, base: DIRECT, material_only: true },
];

const model: EstimateModel = {
  inputs,
  lines: Array.from({ length: LINES }, (_, i) => line(i)),
  markups,
  schedule: { pricing_date: "2026-01-15", construction_start: "2026-09-01", duration_months: 22 },
  escalation_rates: [
    { year: 2026, rate_percent: 4.2 },
    { year: 2027, rate_percent: 3.8 },
    { year: 2028, rate_percent: 3.5 },
  ],
};

function stats(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
  return { median: at(50), p95: at(95) };
}
const ms = (v: number) => `${v.toFixed(3)} ms`;
const us = (v: number) => `${(v * 1000).toFixed(2)} µs`;

// Loading (reading and checking every line from the model objects) — reported, not the target.
const loads: number[] = [];
for (let i = 0; i < 10; i++) {
  const t = performance.now();
  createEngine(model);
  if (i >= 3) loads.push(performance.now() - t);
}

const engine = createEngine(model);
const first = engine.totals();

// Full recalculation: every formula evaluated, every line total, every sum rebuilt, then the markups.
for (let i = 0; i < 10; i++) {
  engine.recalculate();
  engine.totals();
}
const full: number[] = [];
for (let i = 0; i < FULL_RUNS; i++) {
  const t = performance.now();
  engine.recalculate();
  engine.totals();
  full.push(performance.now() - t);
}
if (engine.totals().grand_total_cents !== first.grand_total_cents)
  throw new Error("recalculation changed the total");

// Incremental: one cell of one random line, then the totals a summary panel would repaint.
const edit = (): [string, LinePatch] => {
  const uid = `line-${int(0, LINES - 1)}`;
  const kind = random();
  if (kind < 0.45) return [uid, { quantity: decimal(1, 50_000, 3) }];
  if (kind < 0.75)
    return [uid, { unit_cost_cents: decimal(50, 500_000, 3), split: null, lump_sum_cents: null }];
  if (kind < 0.9) return [uid, { quantity: formula(), lump_sum_cents: null }];
  return [uid, { cost_code: pick(codes) }];
};
// Warm-up long enough for the optimising compiler: an editor session is the steady state that matters.
for (let i = 0; i < 3000; i++) {
  const [uid, patch] = edit();
  engine.updateLine(uid, patch);
  engine.totals();
}
const incremental: number[] = [];
for (let i = 0; i < EDITS; i++) {
  const [uid, patch] = edit();
  const t = performance.now();
  const outcome = engine.updateLine(uid, patch);
  engine.totals();
  incremental.push(performance.now() - t);
  if (!outcome.ok) throw new Error(`edit refused: ${outcome.message}`);
}

const inputEdits: number[] = [];
for (let i = 0; i < 30; i++) {
  const t = performance.now();
  engine.updateInput("GSF", decimal(150_000, 200_000, 2));
  engine.totals();
  inputEdits.push(performance.now() - t);
}

const consistent = JSON.stringify(computeEstimate(engine.model()).totals) === JSON.stringify(engine.totals());

const f = stats(full);
const e = stats(incremental);
const g = stats(inputEdits);
const formulas = model.lines.filter((l) => typeof l.quantity === "string").length;
const totals = engine.totals();
console.log(
  `Estimate: ${LINES.toLocaleString("en-US")} lines (${formulas.toLocaleString("en-US")} formulas), ` +
    `${codes.length.toLocaleString("en-US")} cost codes, ${totals.divisions.length} divisions, ${markups.length} markups, ` +
    `${totals.alternate_count} alternates`,
);
console.log(
  `  machine: ${cpus().length} × ${cpus()[0]?.model.trim() ?? "CPU"}, Node ${process.version}, ` +
    `load average ${loadavg()[0].toFixed(2)} (wall-clock figures rise with other load)`,
);
console.log(`  load (read + check + compute, after warm-up) median ${ms(stats(loads).median)}`);
console.log(`  full recalculation   (${FULL_RUNS} runs)  median ${ms(f.median)} · p95 ${ms(f.p95)}`);
console.log(`  single-line edit     (${EDITS} edits) median ${us(e.median)} · p95 ${us(e.p95)}`);
const gsfLines = model.lines.filter((l) => typeof l.quantity === "string" && /GSF/.test(l.quantity)).length;
console.log(`  input edit (GSF, read by ${gsfLines} lines) median ${ms(g.median)} · p95 ${ms(g.p95)}`);
const ratio = e.median / f.median;
const fullOk = f.median <= 10;
const editOk = ratio <= 0.01;
const p95Note = f.p95 <= 10 ? "" : "; p95 above it — see the load average";
console.log(`  target full ≤ 10 ms: ${fullOk ? "met" : "MISSED"} (median ${ms(f.median)}${p95Note})`);
console.log(
  `  target edit ≤ 1/100 of full: ${editOk ? "met" : "MISSED"} (median ratio 1/${Math.round(1 / ratio)}, ` +
    `p95 ratio 1/${Math.round(f.p95 / e.p95)})`,
);
console.log(`  incremental totals equal a recompute from scratch: ${consistent ? "yes" : "NO"}`);
if (!consistent) process.exitCode = 1;
