// Exact money arithmetic on integer cents. Decimal operands (quantities, unit costs, rates) arrive as
// integers scaled by 10^5 (see decimal.ts), so every product is an integer product followed by one
// division by a power of ten, rounded half away from zero. Doubles hold integers exactly below 2^53; past
// that, Dekker's two-product gives the exact product as a sum of two doubles, which is enough to find the
// exact quotient and remainder for any result that is itself a safe integer — no BigInt on this path.

import { DECIMAL_SCALE, scaleDecimal } from "./decimal";

const MAX = Number.MAX_SAFE_INTEGER;
const POW10 = [1, 10, 100, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10];
const SPLITTER = 134_217_729; // 2^27 + 1 (Veltkamp)

/** a·b − p exactly, where p = fl(a·b) (Dekker's TwoProduct; exact for |a|, |b| < 2^996). */
function productError(a: number, b: number, p: number): number {
  let t = SPLITTER * a;
  const ah = t - (t - a);
  const al = a - ah;
  t = SPLITTER * b;
  const bh = t - (t - b);
  const bl = b - bh;
  return ah * bh - p + ah * bl + al * bh + al * bl;
}

/**
 * round_half_away_from_zero(a × b / 10^k) for safe integers a, b and 0 ≤ k ≤ 10; NaN when the result is
 * not a safe integer. Allocation-free and division-light: this runs once or twice per line per recalculation.
 */
export function mulDivRound(a: number, b: number, k: number): number {
  const negative = a < 0 !== b < 0;
  const x = a < 0 ? -a : a;
  const y = b < 0 ? -b : b;
  const d = POW10[k];
  const p = x * y;
  let q = Math.floor(p / d);
  let r: number;
  if (p <= MAX) {
    r = p - q * d;
  } else {
    // p / d is within 2 of the true quotient whenever that quotient is safe; beyond, it is too large.
    if (!(q <= MAX + 4)) return Number.NaN;
    // x·y − q·d = (p − h) + (e − l) exactly: p − h by Sterbenz (h ≈ p), e and l are small integers.
    const h = q * d;
    r = p - h + (productError(x, y, p) - productError(q, d, h));
  }
  // The quotient estimate can be off by a little either way; the remainder says which way.
  while (r < 0) {
    q -= 1;
    r += d;
  }
  while (r >= d) {
    q += 1;
    r -= d;
  }
  if (r * 2 >= d) q += 1;
  if (q > MAX) return Number.NaN;
  if (q === 0) return 0; // never -0
  return negative ? -q : q;
}

/**
 * round_half_away(a × b / den) for safe integers through BigInt; NaN when den is 0 or the result is not
 * a safe integer. For the few divisions that are not by a power of ten (margins, cost per metric).
 */
export function mulDivRoundBy(a: number, b: number, den: number): number {
  if (den === 0 || !Number.isSafeInteger(a) || !Number.isSafeInteger(b) || !Number.isSafeInteger(den)) {
    return Number.NaN;
  }
  const negative = (a < 0 !== b < 0) !== den < 0;
  const n = BigInt(Math.abs(a)) * BigInt(Math.abs(b));
  const d = BigInt(Math.abs(den));
  let q = n / d;
  if ((n % d) * 2n >= d) q += 1n;
  if (q > BigInt(MAX)) return Number.NaN;
  const v = Number(q);
  return negative && v !== 0 ? -v : v;
}

function scaledOrThrow(value: number, what: string): number {
  const s = scaleDecimal(value);
  if (Number.isNaN(s)) throw new RangeError(`${what} must be a number with at most 5 decimal places`);
  return s;
}

/**
 * A line total in cents: round_half_away(quantity × unit cost) — exact for quantities and unit costs (in
 * cents) with up to 5 decimals. Throws RangeError for other operands or a total beyond ±2^53 cents.
 */
export function lineTotalCents(quantity: number, unitCostCents: number): number {
  const q = scaledOrThrow(quantity, "Quantity");
  const c = scaledOrThrow(unitCostCents, "Unit cost");
  const total = mulDivRound(q, c, 10);
  if (Number.isNaN(total)) throw new RangeError("Line total is too large");
  return total;
}

/** round_half_away(base × percent / 100) in cents; `percent` may carry up to 5 decimals (7.25 = 7.25 %). */
export function percentOfCents(baseCents: number, percent: number): number {
  if (!Number.isSafeInteger(baseCents)) throw new RangeError("Base must be whole cents");
  const amount = mulDivRound(baseCents, scaledOrThrow(percent, "Percent"), 7);
  if (Number.isNaN(amount)) throw new RangeError("Amount is too large");
  return amount;
}

/**
 * A margin on price in cents: round_half_away(base × p / (100 − p)), so amount / (base + amount) = p %
 * before rounding. `percent` below 100, up to 5 decimals.
 */
export function marginOfCents(baseCents: number, percent: number): number {
  if (!Number.isSafeInteger(baseCents)) throw new RangeError("Base must be whole cents");
  const p = scaledOrThrow(percent, "Percent");
  if (p >= 100 * DECIMAL_SCALE) throw new RangeError("A margin must be below 100 %");
  const amount = mulDivRoundBy(baseCents, p, 100 * DECIMAL_SCALE - p);
  if (Number.isNaN(amount)) throw new RangeError("Amount is too large");
  return amount;
}

/** Exact sum of whole cents; throws RangeError when an addend or the sum leaves the safe-integer range. */
export function sumCents(values: Iterable<number>): number {
  let total = 0;
  for (const v of values) {
    if (!Number.isSafeInteger(v)) throw new RangeError("Amounts must be whole cents");
    total += v;
    if (!Number.isSafeInteger(total)) throw new RangeError("Sum is too large");
  }
  return total;
}
