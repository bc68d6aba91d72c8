// Quantities, unit costs, rates and input values keep up to 5 decimals (numeric(20,5) in the database).
// In the engine they travel as integers scaled by 10^5 so money arithmetic stays exact (money.ts).

export const DECIMAL_PLACES = 5;
export const DECIMAL_SCALE = 100_000;
/** |value| bound so value × 10^5 stays below 2^53 and every 5-decimal value is held exactly. */
export const MAX_DECIMAL = 90_000_000_000;

const MAX_SCALED = MAX_DECIMAL * DECIMAL_SCALE;

export const DECIMAL_MESSAGES = {
  notANumber: "Enter a number",
  tooManyPlaces: "Use at most 5 decimal places",
  outOfRange: "Use a number between -90,000,000,000 and 90,000,000,000",
} as const;

/**
 * value × 10^5 as an integer, or NaN when value is not finite, out of range or has more than 5 decimals.
 * A double nearest a 5-decimal number lands within a couple of ulps of an integer once scaled; a sixth
 * decimal moves it by ≥ 0.1, so the tolerance separates the two without string conversion.
 */
export function scaleDecimal(value: number): number {
  const s = value * DECIMAL_SCALE;
  if (!(s <= MAX_SCALED && s >= -MAX_SCALED)) return Number.NaN;
  const r = Math.round(s);
  const off = s - r;
  const tolerance = Math.max(1e-6, Math.abs(s) * 4e-16);
  if (off > tolerance || off < -tolerance) return Number.NaN;
  return r === 0 ? 0 : r;
}

/** The message a user sees for a number that is not a valid 5-decimal value, or null when it is one. */
export function checkDecimal(value: unknown): string | null {
  if (typeof value !== "number" || !Number.isFinite(value)) return DECIMAL_MESSAGES.notANumber;
  if (Math.abs(value) > MAX_DECIMAL) return DECIMAL_MESSAGES.outOfRange;
  if (Number.isNaN(scaleDecimal(value))) return DECIMAL_MESSAGES.tooManyPlaces;
  return null;
}

export type DecimalParse = { ok: true; value: number; scaled: number } | { ok: false; message: string };

const DECIMAL_TEXT = /^([+-]?)(\d[\d,]*)?(?:\.(\d*))?$/;
const PLAIN_WHOLE = /^\d{1,9}$/;

/**
 * A typed or pasted number: "1,234.5", "-0.125", "+3", ".5", with spaces and the Unicode minus allowed.
 * Digits are scaled as text, so "1.00001" is exact.
 */
export function parseDecimal(text: string): DecimalParse {
  // Whole numbers of up to 9 digits, most quantities: the same result as below without its regular
  // expressions and string building (an estimate's open parses every line's quantity).
  if (PLAIN_WHOLE.test(text)) {
    const value = Number(text);
    return { ok: true, value, scaled: value * DECIMAL_SCALE };
  }
  const s = text.replace(/[\s\u00a0]/g, "").replace(/\u2212/g, "-");
  const m = DECIMAL_TEXT.exec(s);
  if (!m || (m[2] === undefined && !m[3])) return { ok: false, message: DECIMAL_MESSAGES.notANumber };
  const [, sign, intRaw = "0", frac = ""] = m;
  // Commas only as thousands separators: "1,234" yes, "12,34" no.
  if (!/^(\d{1,3}(,\d{3})*|\d+)$/.test(intRaw)) return { ok: false, message: DECIMAL_MESSAGES.notANumber };
  const trimmed = frac.replace(/0+$/, "");
  if (trimmed.length > DECIMAL_PLACES) return { ok: false, message: DECIMAL_MESSAGES.tooManyPlaces };
  const digits = intRaw.replace(/,/g, "") + trimmed.padEnd(DECIMAL_PLACES, "0");
  const magnitude = Number(digits);
  if (magnitude > MAX_SCALED) return { ok: false, message: DECIMAL_MESSAGES.outOfRange };
  const scaled = sign === "-" && magnitude !== 0 ? -magnitude : magnitude;
  return { ok: true, value: scaled / DECIMAL_SCALE, scaled };
}

/** "4.12345", "-12", "0.5" — the exact decimal text of a scaled integer, trailing zeros trimmed to `minPlaces`. */
export function formatScaled(scaled: number, minPlaces = 0): string {
  const negative = scaled < 0;
  const abs = Math.abs(scaled);
  const frac = abs % DECIMAL_SCALE;
  const whole = (abs - frac) / DECIMAL_SCALE;
  let fracText = String(frac).padStart(DECIMAL_PLACES, "0").replace(/0+$/, "");
  fracText = fracText.padEnd(minPlaces, "0");
  const body = fracText ? `${whole}.${fracText}` : String(whole);
  return negative && abs !== 0 ? `-${body}` : body;
}

/**
 * A computed double (a formula result, a factor) rounded half away from zero to 5 decimals, as a scaled
 * integer; NaN when not finite or out of range. A value within float noise of a half (1.000005 computes
 * as 1.0000049999…) is read as the half a person would see, so "round half away" matches hand work.
 */
export function roundToScaled(value: number): number {
  let s = value * DECIMAL_SCALE;
  if (!(s <= MAX_SCALED && s >= -MAX_SCALED)) return Number.NaN;
  const negative = s < 0;
  if (negative) s = -s;
  let floor = Math.floor(s);
  let frac = s - floor;
  if (frac > 0.4999999 && frac < 0.5000001) {
    s = Number(s.toPrecision(15));
    floor = Math.floor(s);
    frac = s - floor;
  }
  const r = frac >= 0.5 ? floor + 1 : floor;
  if (r === 0) return 0; // never -0
  return negative ? -r : r;
}
