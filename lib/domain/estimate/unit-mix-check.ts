// Checks of a unit mix as sent (ranges, custom names), the inputs limit over hand-entered and derived inputs,
// and the custom name proposed from free text. Apart from unit-mix.ts so the editor's first load (which
// derives inputs) does not carry them; the Unit mix panel and the server do.

import { DECIMAL_SCALE } from "./decimal";
import { type UnitMix, unitTypeInputs } from "./unit-mix";

const MAX_UNIT_MIX_ROWS = 50;
const MAX_UNIT_COUNT = 100_000;
const MAX_UNIT_NRSF = 100_000;
const MAX_PER_UNIT = 20;
const MAX_INPUTS = 200;
const CUSTOM_NAME = /^[A-Z][A-Z0-9_]{0,29}$/;

/** A custom type's input suffix proposed from what the user typed: "Penthouse A" → "PENTHOUSE_A". */
export function proposeCustomName(text: string): string {
  const name = text
    .trim()
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, "_")
    .replace(/^[^A-Z]+|_+$/g, "")
    .slice(0, 30)
    .replace(/_+$/, "");
  return name || "CUSTOM";
}

const plainNumber = (v: number) => v.toLocaleString("en-US", { maximumFractionDigits: 5 });

function checkRange(value: number, max: number, what: string, whole: boolean): string | null {
  const bad = !Number.isFinite(value) || value < 0 || value > max || (whole && !Number.isInteger(value));
  if (!bad && Math.round(value * DECIMAL_SCALE) / DECIMAL_SCALE === value) return null;
  return whole
    ? `${what} must be a whole number from 0 to ${plainNumber(max)}`
    : `${what} must be a number from 0 to ${plainNumber(max)} with at most 5 decimals`;
}

/**
 * Field problems of a mix by path (`rows.3.count`), empty when it is valid: ranges, custom names (an
 * identifier suffix, distinct, not a standard type's).
 */
export function validateUnitMix(mix: UnitMix): Record<string, string> {
  const errors: Record<string, string> = {};
  if (mix.rows.length > MAX_UNIT_MIX_ROWS) errors.rows = `At most ${MAX_UNIT_MIX_ROWS} unit types`;
  const standard = new Set(Object.values(unitTypeInputs));
  const customs = new Map<string, number>();
  mix.rows.forEach((row, i) => {
    const at = `rows.${i}`;
    if (row.type === "custom") {
      const name = (row.name ?? "").trim();
      if (!name) errors[`${at}.name`] = "Name the custom unit type (its count becomes UNITS_<NAME>)";
      else if (!CUSTOM_NAME.test(name)) {
        errors[`${at}.name`] =
          `Custom type name '${name}' must be upper case, start with a letter and use only A–Z, 0–9 and _ (at most 30)`;
      } else if (standard.has(`UNITS_${name}`)) {
        errors[`${at}.name`] = `UNITS_${name} is a standard type's count; use the ${name} row instead`;
      } else if (customs.has(name)) {
        errors[`${at}.name`] =
          `Custom type ${name} appears twice (rows ${customs.get(name)! + 1} and ${i + 1})`;
      } else customs.set(name, i);
    } else if (row.name !== null && row.name !== undefined && row.name.trim() !== "") {
      errors[`${at}.name`] = "Only a custom type takes a name";
    }
    const count = checkRange(row.count, MAX_UNIT_COUNT, "Count", true);
    if (count) errors[`${at}.count`] = count;
    const nrsf = checkRange(row.avg_nrsf, MAX_UNIT_NRSF, "Average NRSF", false);
    if (nrsf) errors[`${at}.avg_nrsf`] = nrsf;
    const beds = checkRange(row.beds, MAX_PER_UNIT, "Beds per unit", false);
    if (beds) errors[`${at}.beds`] = beds;
    const baths = checkRange(row.baths, MAX_PER_UNIT, "Baths per unit", false);
    if (baths) errors[`${at}.baths`] = baths;
    if (row.market_rent_cents !== null) {
      const rent = checkRange(row.market_rent_cents, 100_000_000, "Market rent (cents)", true);
      if (rent) errors[`${at}.market_rent_cents`] = rent;
    }
  });
  return errors;
}

/** The inputs limit counts both kinds; the message says how the count is made up. */
export function checkInputsLimit(handCount: number, derivedCount: number): string | null {
  const total = handCount + derivedCount;
  if (total <= MAX_INPUTS) return null;
  return `The estimate would have ${total} inputs (${handCount} entered + ${derivedCount} from the unit mix); the limit is ${MAX_INPUTS}`;
}
