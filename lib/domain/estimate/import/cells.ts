// Cells of an estimate import: exact dollars → cents with up to 5 decimals of a cent (unit costs and the
// L/M/E/S split keep them), whole cents for lump sums, yes/no flags, and the row error both imports answer.
import { DECIMAL_MESSAGES, parseDecimal } from "../decimal";

/** A problem in one cell: the spreadsheet's row number (the header is row 1) and the column's header. */
export type RowError = { row: number; column: string; message: string };

export const MAX_ROW_ERRORS = 200;

/** "$1,234.5678" → 123456.78 cents exactly (string arithmetic); a message when it is not such an amount. */
export function readDollarsToCents5(
  text: string,
): { ok: true; cents: number } | { ok: false; message: string } {
  let t = text
    .trim()
    .replace(/[\s$,\u00a0]/g, "")
    .replace(/\u2212/g, "-");
  let negative = false;
  if (/^\(.*\)$/.test(t)) {
    negative = true;
    t = t.slice(1, -1);
  }
  if (t.startsWith("-")) {
    negative = !negative;
    t = t.slice(1);
  } else if (t.startsWith("+")) t = t.slice(1);
  const m = /^(\d*)(?:\.(\d*))?$/.exec(t);
  if (!m || (m[1] === "" && !m[2])) return { ok: false, message: "Enter an amount in dollars" };
  const whole = m[1] || "0";
  const frac = m[2] ?? "";
  // Move the point two places: dollars "12.3456789" → cents "1234.56789".
  const centsText = `${whole}${frac.slice(0, 2).padEnd(2, "0")}.${frac.slice(2) || "0"}`;
  const parsed = parseDecimal(centsText);
  if (!parsed.ok) {
    return {
      ok: false,
      message:
        parsed.message === DECIMAL_MESSAGES.tooManyPlaces
          ? "Use at most 7 decimal places of a dollar"
          : parsed.message,
    };
  }
  const cents = negative && parsed.value !== 0 ? -parsed.value : parsed.value;
  return { ok: true, cents };
}

const yes = new Set(["yes", "y", "true", "1", "x"]);
const no = new Set(["no", "n", "false", "0", ""]);

/** "yes"/"no" (and y, true, 1, x / n, false, 0, blank) → a flag; null when the text is neither. */
export function readFlag(text: string): boolean | null {
  const t = text.trim().toLowerCase();
  if (yes.has(t)) return true;
  if (no.has(t)) return false;
  return null;
}

/** A refused import's errors as field → message (`rows.3.unit`) and its one-line message naming the first. */
export function rowErrorsBody(errors: readonly RowError[], count: number) {
  const fields: Record<string, string> = {};
  for (const e of errors) fields[`rows.${e.row}.${e.column}`] ??= e.message;
  const first = errors[0];
  const more = count > 1 ? ` (and ${count - 1} more ${count === 2 ? "problem" : "problems"})` : "";
  const message = first
    ? `Row ${first.row}, column ${first.column}: ${first.message}${more}`
    : "The file has problems";
  return { fields, message };
}
