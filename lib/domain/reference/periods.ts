// Calendar arithmetic for index series and escalation: periods are stored as the ISO date of their first day
// (2024-03-01 for March, 2024-04-01 for Q2) and counted as whole numbers so gaps can be measured.

export type Frequency = "monthly" | "quarterly";
export const frequencies = ["monthly", "quarterly"] as const;

const isoDay = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/;

export type YearMonthDay = { year: number; month: number; day: number };

/** "2024-03-15" or "2024-03" (day 1) → parts; null when not a real calendar date. */
export function parseIsoDate(text: string): YearMonthDay | null {
  const match = isoDay.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3] ?? "1")];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const pad = (n: number) => String(n).padStart(2, "0");

export function toIsoDate({ year, month, day }: YearMonthDay): string {
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** Whole months since year 0: Jan 2024 → 24288. */
export const monthNumber = (d: { year: number; month: number }) => d.year * 12 + d.month - 1;

/** The period a date falls in, numbered so that consecutive periods differ by 1. */
export function periodNumber(d: { year: number; month: number }, frequency: Frequency): number {
  return frequency === "monthly" ? monthNumber(d) : d.year * 4 + Math.floor((d.month - 1) / 3);
}

/** The first day of period n, as an ISO date. */
export function periodStartFromNumber(n: number, frequency: Frequency): string {
  const months = frequency === "monthly" ? n : n * 3;
  return toIsoDate({ year: Math.floor(months / 12), month: (months % 12) + 1, day: 1 });
}

/** "2024-03" for a month, "2024 Q1" for a quarter. */
export function periodLabel(period: string, frequency: Frequency): string {
  const d = parseIsoDate(period);
  if (!d) return period;
  return frequency === "monthly"
    ? `${d.year}-${pad(d.month)}`
    : `${d.year} Q${Math.floor((d.month - 1) / 3) + 1}`;
}

export type ParsedPeriod = { ok: true; period: string } | { ok: false; message: string };

const quarterForms = [/^(\d{4})\s*-?\s*Q([1-4])$/i, /^Q([1-4])\s*[-\s/]?\s*(\d{4})$/i];

function readDate(text: string): YearMonthDay | null {
  const iso = parseIsoDate(text.replace(/\//g, "-"));
  if (iso) return iso;
  const us = /^(\d{1,2})\/(?:(\d{1,2})\/)?(\d{4})$/.exec(text); // 3/2024 or 3/31/2024
  if (!us) return null;
  return parseIsoDate(`${us[3]}-${pad(Number(us[1]))}-${pad(Number(us[2] ?? "1"))}`);
}

/**
 * A period as people write it: 2024-03, 2024-03-31, 3/2024, 3/31/2024, 2024-Q1, 2024Q1, Q1 2024. Any day
 * inside a period names that period; a quarter label is refused for a monthly series.
 */
export function parsePeriod(text: string, frequency: Frequency): ParsedPeriod {
  const t = text.trim();
  for (const [i, form] of quarterForms.entries()) {
    const m = form.exec(t);
    if (!m) continue;
    if (frequency === "monthly") return { ok: false, message: "must be a month such as 2024-03" };
    const [year, quarter] = i === 0 ? [m[1], m[2]] : [m[2], m[1]];
    return {
      ok: true,
      period: toIsoDate({ year: Number(year), month: (Number(quarter) - 1) * 3 + 1, day: 1 }),
    };
  }
  const d = readDate(t);
  if (!d) {
    const example = frequency === "monthly" ? "2024-03" : "2024-Q1";
    return { ok: false, message: `must be a period such as ${example}` };
  }
  return { ok: true, period: periodStartFromNumber(periodNumber(d, frequency), frequency) };
}

/** A date as a continuous month position: 2024-03-16 → March 2024 + 15/31, for escalation by month. */
export function monthPosition(d: YearMonthDay): number {
  return monthNumber(d) + (d.day - 1) / daysInMonth(d.year, d.month);
}
