// Money is held as integer cents everywhere; these functions are the only bridge to text.
// String arithmetic (never float multiplication) keeps "1.005" → 101 cents exact.

const GROUP = /\B(?=(\d{3})+(?!\d))/g;

function groupThousands(digits: string): string {
  return digits.replace(GROUP, ",");
}

/** Integer cents, rounding a stray fraction half away from zero. */
function toWholeCents(cents: number): number {
  const rounded = Math.sign(cents) * Math.round(Math.abs(cents));
  return rounded === 0 ? 0 : rounded;
}

/** Splits |cents| into whole dollars and the remaining 0–99 cents without float division. */
function splitCents(cents: number): { negative: boolean; dollars: number; rest: number } {
  const abs = Math.abs(cents);
  const rest = abs % 100;
  return { negative: cents < 0, dollars: (abs - rest) / 100, rest };
}

/** Text for the money input when not focused: "1,234.50", "-12.00"; "" for null. */
export function formatMoneyInput(cents: number | null): string {
  if (cents === null || !Number.isFinite(cents)) return "";
  const { negative, dollars, rest } = splitCents(toWholeCents(cents));
  const body = `${groupThousands(String(dollars))}.${String(rest).padStart(2, "0")}`;
  return negative ? `-${body}` : body;
}

/**
 * Display text: "$1,234.50", "-$12.00"; with `{ cents: false }` whole dollars, rounded half away
 * from zero: "$1,235".
 */
export function formatCurrency(cents: number, options: { cents?: boolean } = {}): string {
  const showCents = options.cents ?? true;
  if (!Number.isFinite(cents)) return "";
  const whole = toWholeCents(cents);
  const { negative, dollars, rest } = splitCents(whole);
  const shownDollars = showCents ? dollars : dollars + (rest >= 50 ? 1 : 0);
  const sign = negative && (showCents || shownDollars !== 0) ? "-" : "";
  const tail = showCents ? `.${String(rest).padStart(2, "0")}` : "";
  return `${sign}$${groupThousands(String(shownDollars))}${tail}`;
}

// Optional sign, optional "$", optional second sign ("$-12"), digits with commas, optional fraction.
const MONEY_TEXT = /^([+-]?)\$?([+-]?)([\d,]*)(?:\.(\d*))?$/;

/**
 * Cents from what a user typed or pasted: "1,234.5", "$1234.50", "-12", "-$12", "(12.00)" (the
 * accounting negative that spreadsheets copy). Rounds half away from zero to the cent. Returns
 * null for empty or unreadable text and for amounts beyond Number.MAX_SAFE_INTEGER cents.
 */
export function parseMoneyInput(text: string): number | null {
  let s = text.replace(/[\s\u00a0]/g, "").replace(/\u2212/g, "-");
  let negative = false;
  if (s.startsWith("(") && s.endsWith(")")) {
    negative = true;
    s = s.slice(1, -1);
  }
  const match = MONEY_TEXT.exec(s);
  if (!match) return null;
  const [, sign1, sign2, intRaw, fracRaw = ""] = match;
  if (sign1 && sign2) return null;
  const sign = sign1 || sign2;
  if (sign && negative) return null;
  if (sign === "-") negative = true;

  const intDigits = intRaw.replace(/,/g, "");
  // A comma may appear only between digits: ",5" or "1,,2" is not an amount.
  if (intRaw !== "" && !/^\d+(,\d+)*$/.test(intRaw)) return null;
  if (intDigits === "" && fracRaw === "") return null;

  const wholeDollars = Number(intDigits || "0");
  const fracCents = Number(fracRaw.slice(0, 2).padEnd(2, "0"));
  const roundUp = fracRaw.length > 2 && fracRaw.charCodeAt(2) >= 53; // third decimal ≥ "5"
  const cents = wholeDollars * 100 + fracCents + (roundUp ? 1 : 0);
  if (!Number.isSafeInteger(cents)) return null;
  if (cents === 0) return 0;
  return negative ? -cents : cents;
}
