// Reading and writing single cells of a project import/export: exact dollars ↔ cents, numbers with
// thousands separators, dates in the spellings spreadsheets produce, and the formula-injection guard for CSV.

/** "1,234.56", "$1234.5", "(12.30)", "-7" → cents, exactly (string arithmetic, no float rounding). */
export function readDollarsToCents(text: string): number | null {
  let t = text.trim().replace(/[\s$,]/g, "");
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
  if (!m || (m[1] === "" && !m[2])) return null;
  let [whole, frac = ""] = [m[1]!, m[2] ?? ""];
  if (frac.length > 2) {
    // A spreadsheet's float noise (1234.5600000001) still means 1234.56; real sub-cent amounts do not.
    const n = Number(`${whole || "0"}.${frac}`);
    const cents = n * 100;
    if (Math.abs(cents - Math.round(cents)) > 1e-6) return null;
    const rounded = Math.round(cents);
    whole = String(Math.trunc(rounded / 100));
    frac = String(rounded % 100).padStart(2, "0");
  }
  const cents = Number(whole || "0") * 100 + Number(frac.padEnd(2, "0"));
  if (!Number.isSafeInteger(cents) || cents > 1e14) return null;
  return negative && cents !== 0 ? -cents : cents;
}

/** Cents → "1234.56" / "-0.05": the export's spelling, read back exactly by readDollarsToCents. */
export function centsToDollars(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** "12,500", "1.5", "-3" → a number; null when the text is not one. */
export function readNumber(text: string): number | null {
  const t = text.trim().replace(/\s/g, "");
  if (!/^[+-]?(\d{1,3}(,\d{3})+|\d+)?(\.\d+)?$/.test(t) || !/\d/.test(t)) return null;
  const n = Number(t.replace(/,/g, ""));
  return Number.isFinite(n) ? n : null;
}

const pad = (n: number) => String(n).padStart(2, "0");

function validDate(y: number, m: number, d: number): string | null {
  if (y < 1900 || y > 2200 || m < 1 || m > 12 || d < 1) return null;
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return d <= days ? `${y}-${pad(m)}-${pad(d)}` : null;
}

/**
 * "2024-03-15", "3/15/2024", "03/15/24", "2024/3/15", an ISO timestamp, or an Excel serial day (45366)
 * → "YYYY-MM-DD"; null otherwise. US order (month first) for slashed dates.
 */
export function readDate(text: string): string | null {
  const t = text.trim();
  let m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[T ][\d:.]+Z?)?$/.exec(t);
  if (m) return validDate(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(t);
  if (m) {
    const y = m[3]!.length === 2 ? 2000 + Number(m[3]) : Number(m[3]);
    return validDate(y, Number(m[1]), Number(m[2]));
  }
  if (/^\d{5}(\.\d+)?$/.test(t)) {
    const serial = Math.floor(Number(t));
    if (serial < 20000 || serial > 80000) return null;
    const date = new Date(Date.UTC(1899, 11, 30) + serial * 86_400_000);
    return validDate(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
  }
  return null;
}

/**
 * "a; b; c" → ["a", "b", "c"]; without a semicolon, commas separate ("a, b"). De-duplicated, blanks dropped.
 * The export joins with "; " (and ends with ";" when a lone tag holds a comma) so every tag reads back whole.
 */
export function readTags(text: string): string[] {
  const parts = text.includes(";") ? text.split(";") : text.split(",");
  return [...new Set(parts.map((t) => t.trim()).filter(Boolean))];
}

export function writeTags(tags: readonly string[]): string {
  const joined = tags.join("; ");
  return !joined.includes(";") && joined.includes(",") ? `${joined};` : joined;
}

// A spreadsheet runs a cell that begins with = + - @ (or a tab / carriage return, which some strip first) as a
// formula: OWASP's CSV injection. Plain numbers ("-12.50") are safe and stay numbers.
const dangerous = /^[=+\-@\t\r]/;
const plainNumber = /^[+-]?\d+(\.\d+)?$/;
const quotedDangerous = /^'+[=+\-@\t\r]/;

/**
 * The CSV export's guard: a leading `'` makes the cell text. A value that already starts with quotes before a
 * dangerous character gets one more, so `readNeutralised` gives back exactly the original.
 */
export function neutraliseCell(value: string): string {
  if ((dangerous.test(value) && !plainNumber.test(value)) || quotedDangerous.test(value)) return `'${value}`;
  return value;
}

/** The import's inverse of neutraliseCell. */
export function readNeutralised(value: string): string {
  return value.charCodeAt(0) === 39 && quotedDangerous.test(value) ? value.slice(1) : value;
}

/** One CSV field: quoted when it holds a comma, quote or line break (RFC 4180), neutralised first. */
export function csvField(value: string): string {
  const v = neutraliseCell(value);
  return /[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
}
