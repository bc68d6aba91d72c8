// Date phrases of a question → a cost-basis date range (inclusive, YYYY-MM-DD), relative to "today":
// "since 2021", "since March 2021", "after 2020", "before 2019", "in 2022", "between 2019 and 2022",
// "from 2019 to 2022", "last 3 years", "past 18 months", "last year", "this year". And single dates for
// escalation: "2021", "Jan 2021", "2021-03", "March 2021", "today", "now".
import { blank } from "./building-types";

export type DateRange = { from?: string; to?: string; text: string };

const monthNames = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];
const monthRe = String.raw`(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`;
const year = String.raw`(?:19|20)\d{2}`;
/** A month and year, a year-month, or a year. */
export const pointRe = String.raw`(?:${monthRe}\s+${year}|${year}-(?:0[1-9]|1[0-2])(?:-\d{2})?|${year}|today|now)`;

const pad = (n: number) => String(n).padStart(2, "0");
const iso = (d: Date) => d.toISOString().slice(0, 10);
const lastDay = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

function monthIndex(word: string): number {
  const w = word.replace(/\.$/, "").slice(0, 3);
  return monthNames.findIndex((m) => m.startsWith(w));
}

/** A point phrase → its first and last day ("2021" → Jan 1 … Dec 31; "today" → today both). */
export function parsePoint(text: string, now: Date): { start: string; end: string } | null {
  const t = text.trim().toLowerCase();
  if (t === "today" || t === "now") return { start: iso(now), end: iso(now) };
  let m = new RegExp(`^(${monthRe})\\s+(${year})$`).exec(t);
  if (m) {
    const y = Number(m[2]);
    const mo = monthIndex(m[1]!) + 1;
    return { start: `${y}-${pad(mo)}-01`, end: `${y}-${pad(mo)}-${pad(lastDay(y, mo))}` };
  }
  m = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(t);
  if (m) {
    const y = Number(m[1]);
    const mo = Number(m[2]);
    if (m[3]) return { start: t, end: t };
    return { start: `${y}-${pad(mo)}-01`, end: `${y}-${pad(mo)}-${pad(lastDay(y, mo))}` };
  }
  if (new RegExp(`^${year}$`).test(t)) return { start: `${t}-01-01`, end: `${t}-12-31` };
  return null;
}

const numberWords: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twelve: 12,
};
const count = String.raw`(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|twelve)`;
const toCount = (s: string) => numberWords[s] ?? Number(s);

function minus(now: Date, years: number, months: number): string {
  return iso(new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth() - months, now.getUTCDate())));
}

type Rule = { re: RegExp; range: (m: RegExpExecArray, now: Date) => Omit<DateRange, "text"> | null };

const p = `(${pointRe})`;
const rules: Rule[] = [
  {
    re: new RegExp(`\\b(?:between|from)\\s+${p}\\s+(?:and|to|through|until|-)\\s+${p}`),
    range: (m, now) => {
      const a = parsePoint(m[1]!, now);
      const b = parsePoint(m[2]!, now);
      return a && b ? { from: a.start, to: b.end } : null;
    },
  },
  {
    re: new RegExp(`\\b(?:since|from|starting(?: in)?|on or after)\\s+${p}`),
    range: (m, now) => {
      const a = parsePoint(m[1]!, now);
      return a ? { from: a.start } : null;
    },
  },
  {
    re: new RegExp(`\\bafter\\s+${p}`),
    range: (m, now) => {
      const a = parsePoint(m[1]!, now);
      if (!a) return null;
      const next = new Date(`${a.end}T00:00:00Z`);
      next.setUTCDate(next.getUTCDate() + 1);
      return { from: iso(next) };
    },
  },
  {
    re: new RegExp(`\\b(?:before|prior to)\\s+${p}`),
    range: (m, now) => {
      const a = parsePoint(m[1]!, now);
      if (!a) return null;
      const prev = new Date(`${a.start}T00:00:00Z`);
      prev.setUTCDate(prev.getUTCDate() - 1);
      return { to: iso(prev) };
    },
  },
  {
    re: new RegExp(`\\b(?:until|through|up to)\\s+${p}`),
    range: (m, now) => {
      const a = parsePoint(m[1]!, now);
      return a ? { to: a.end } : null;
    },
  },
  {
    re: new RegExp(
      `\\b(?:in the |over the |for the |during the )?(?:last|past|previous)\\s+${count}\\s+(years?|months?)`,
    ),
    range: (m, now) => {
      const n = toCount(m[1]!);
      return m[2]!.startsWith("year")
        ? { from: minus(now, n, 0), to: iso(now) }
        : { from: minus(now, 0, n), to: iso(now) };
    },
  },
  {
    re: /\b(?:last|previous) year\b/,
    range: (_m, now) => {
      const y = now.getUTCFullYear() - 1;
      return { from: `${y}-01-01`, to: `${y}-12-31` };
    },
  },
  {
    re: /\bthis year\b|\byear to date\b|\bytd\b/,
    range: (_m, now) => ({ from: `${now.getUTCFullYear()}-01-01`, to: iso(now) }),
  },
  {
    re: new RegExp(`\\b(?:in|during)\\s+(${monthRe}\\s+${year}|${year})\\b`),
    range: (m, now) => {
      const a = parsePoint(m[1]!, now);
      return a ? { from: a.start, to: a.end } : null;
    },
  },
];

/** The first date phrase in `lower` (lower-case text) and the text without it; null range when none. */
export function findDateRange(lower: string, now: Date): { range: DateRange | null; rest: string } {
  for (const rule of rules) {
    const m = rule.re.exec(lower);
    if (!m) continue;
    const range = rule.range(m, now);
    if (!range) continue;
    return { range: { ...range, text: m[0].trim() }, rest: blank(lower, m.index, m[0].length) };
  }
  return { range: null, rest: lower };
}
