// Normalising historical costs: in time by an index ratio
// I(target) / I(source), in space by index_B / index_A, forward by (1 + r)^(months / 12) year by year.
// Every result carries its factors so the screen can show them beside the number.
import { roundHalfAwayFromZero } from "./cents";
import { formatFactor } from "./factor-line";
import {
  type Frequency,
  monthPosition,
  parseIsoDate,
  periodLabel,
  periodNumber,
  periodStartFromNumber,
} from "./periods";

export type FactorKind = "time" | "location" | "escalation";
export type Factor = { kind: FactorKind; factor: number; detail: string };
export type Failure = { ok: false; message: string };

// ── Time: a cost index series ────────────────────────────────────────────────────────────────────────

export type IndexPoint = { period: string; value: number };
export type IndexSeries = { frequency: Frequency; points: readonly IndexPoint[] };
/** A series sorted once for many look-ups. */
export type PreparedSeries = { frequency: Frequency; keys: number[]; values: number[] };

export function prepareSeries(series: IndexSeries): PreparedSeries {
  const rows = series.points
    .map((p) => ({ key: periodKey(p.period, series.frequency), value: p.value }))
    .filter((r): r is { key: number; value: number } => r.key !== null && r.value > 0)
    .sort((a, b) => a.key - b.key);
  return { frequency: series.frequency, keys: rows.map((r) => r.key), values: rows.map((r) => r.value) };
}

function periodKey(date: string, frequency: Frequency): number | null {
  const d = parseIsoDate(date);
  return d ? periodNumber(d, frequency) : null;
}

export type IndexValue = { ok: true; value: number; interpolated: boolean } | Failure;

/**
 * The index for the period a date falls in. A period missing between two known ones is interpolated
 * linearly; a date before the first or after the last period is an error, never an extrapolation.
 */
export function indexValueAt(series: PreparedSeries, date: string): IndexValue {
  const key = periodKey(date, series.frequency);
  if (key === null) return { ok: false, message: `${date} is not a date` };
  const { keys, values } = series;
  if (keys.length === 0) return { ok: false, message: "The index series has no values" };
  if (key < keys[0]! || key > keys[keys.length - 1]!) {
    return { ok: false, message: `The index series has no value for ${date.slice(0, 7)}` };
  }
  let lo = 0;
  let hi = keys.length - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (keys[mid]! <= key) lo = mid;
    else hi = mid;
  }
  if (keys[lo] === key) return { ok: true, value: values[lo]!, interpolated: false };
  if (keys[hi] === key) return { ok: true, value: values[hi]!, interpolated: false };
  const share = (key - keys[lo]!) / (keys[hi]! - keys[lo]!);
  return { ok: true, value: values[lo]! + (values[hi]! - values[lo]!) * share, interpolated: true };
}

export type TimeFactor =
  | {
      ok: true;
      factor: number;
      source: number;
      target: number;
      detail: string;
      /** The source's period is not published yet: "index for 2026-11 not published yet; using 2026-10". */
      note?: string;
    }
  | Failure;

/** The series' last value when `date` falls after its last period (a cost basis newer than the index). */
function latestFor(series: PreparedSeries, date: string): { value: number; note: string } | null {
  const key = periodKey(date, series.frequency);
  const last = series.keys.at(-1);
  if (key === null || last === undefined || key <= last) return null;
  const label = (k: number) => periodLabel(periodStartFromNumber(k, series.frequency), series.frequency);
  return {
    value: series.values.at(-1)!,
    note: `index for ${label(key)} not published yet; using ${label(last)}`,
  };
}

/**
 * I(target) / I(source). A source dated after the series' last period (priced before its index is
 * published) takes the last known value and says so in `note`; a target outside the series is an error.
 */
export function timeFactor(series: PreparedSeries, sourceDate: string, targetDate: string): TimeFactor {
  const latest = latestFor(series, sourceDate);
  const source = latest ? ({ ok: true, value: latest.value } as const) : indexValueAt(series, sourceDate);
  if (!source.ok) return source;
  const target = indexValueAt(series, targetDate);
  if (!target.ok) return target;
  const detail = `${formatIndex(target.value)} / ${formatIndex(source.value)}`;
  return {
    ok: true,
    factor: target.value / source.value,
    source: source.value,
    target: target.value,
    detail,
    ...(latest ? { note: latest.note } : {}),
  };
}

// ── Space: location indexes relative to a national 100 ──────────────────────────────────────────────

export type LocationIndex = { label: string; value: number };
export const nationalAverage: LocationIndex = { label: "National average", value: 100 };

/** cost_B = cost_A × index_B / index_A. */
export function locationFactor(from: LocationIndex, to: LocationIndex): Factor {
  if (!(from.value > 0) || !(to.value > 0)) throw new RangeError("Location indexes must be positive");
  return {
    kind: "location",
    factor: to.value / from.value,
    detail: `${to.label} ${formatIndex(to.value)} / ${from.label} ${formatIndex(from.value)}`,
  };
}

// ── Forward escalation: annual rates, year by year ───────────────────────────────────────────────────

export type EscalationRate = { year: number; ratePercent: number };
export type EscalationYear = { year: number; months: number; ratePercent: number; factor: number };
export type EscalationFactor = { ok: true; factor: number; years: EscalationYear[] } | Failure;

/**
 * Π (1 + r_y)^(m_y / 12) over the calendar years between the two dates, m_y being the (fractional) months
 * that fall in year y. Escalating backwards gives the reciprocal, so any path between two dates agrees.
 */
export function escalationFactor(
  rates: readonly EscalationRate[],
  fromDate: string,
  toDate: string,
): EscalationFactor {
  const from = parseIsoDate(fromDate);
  const to = parseIsoDate(toDate);
  if (!from || !to) return { ok: false, message: `${from ? toDate : fromDate} is not a date` };
  const [start, end] = [monthPosition(from), monthPosition(to)];
  const backwards = end < start;
  const [lo, hi] = backwards ? [end, start] : [start, end];
  const byYear = new Map(rates.map((r) => [r.year, r.ratePercent]));
  const years: EscalationYear[] = [];
  let factor = 1;
  for (let year = Math.floor(lo / 12); year * 12 < hi; year++) {
    const months = Math.min(hi, (year + 1) * 12) - Math.max(lo, year * 12);
    if (months <= 0) continue;
    const ratePercent = byYear.get(year);
    if (ratePercent === undefined) return { ok: false, message: `No escalation rate for ${year}` };
    const f = (1 + ratePercent / 100) ** (months / 12);
    years.push({ year, months, ratePercent, factor: backwards ? 1 / f : f });
    factor *= f;
  }
  return { ok: true, factor: backwards ? 1 / factor : factor, years };
}

// ── Putting it together ───────────────────────────────────────────────────────────────────────────────

export type Normalised = { cents: number; factor: number; factors: Factor[] };

/** amount × every factor, rounded once at the end (half away from zero) to integer cents. */
export function applyFactors(amountCents: number, factors: readonly Factor[]): Normalised {
  const factor = factors.reduce((product, f) => product * f.factor, 1);
  return { cents: roundHalfAwayFromZero(amountCents * factor), factor, factors: [...factors] };
}

export type NormaliseInput = {
  amountCents: number;
  time?: { series: PreparedSeries; sourceDate: string; targetDate: string };
  location?: { from: LocationIndex; to: LocationIndex };
};

/** A cost moved to a target date and place, or the reason it cannot be (a date outside the series). */
export function normaliseCost(input: NormaliseInput): ({ ok: true } & Normalised) | Failure {
  const factors: Factor[] = [];
  if (input.time) {
    const t = timeFactor(input.time.series, input.time.sourceDate, input.time.targetDate);
    if (!t.ok) return t;
    factors.push({ kind: "time", factor: t.factor, detail: t.detail });
  }
  if (input.location) factors.push(locationFactor(input.location.from, input.location.to));
  return { ok: true, ...applyFactors(input.amountCents, factors) };
}

// ── Display ───────────────────────────────────────────────────────────────────────────────────────────

function formatIndex(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/** "× 1.084 time · × 0.93 location" — the factors in the order they were applied. */
export function formatFactors(factors: readonly Pick<Factor, "kind" | "factor">[]): string {
  return factors.map((f) => `${formatFactor(f.factor)} ${f.kind}`).join(" · ");
}

/**
 * "× 1.007 time (233 / 231.4) · × 1.138 location (National average 100 / Texas 87.9)": each factor with the
 * index values it is the ratio of, so total × the indexes reproduces the normalised figure (three decimals
 * of a factor alone do not).
 */
export function formatFactorsWithIndexes(factors: readonly Factor[]): string {
  return factors
    .map((f) => `${formatFactor(f.factor)} ${f.kind}${f.detail ? ` (${f.detail})` : ""}`)
    .join(" · ");
}
