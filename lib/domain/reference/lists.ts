// Whole-list rules for reference data (periods read per the series' frequency, no repeated periods, keys or
// years). They report issues by item index so the API can name a JSON path and an import a CSV row.

import { type Frequency, parsePeriod, periodLabel } from "./periods";
import type { LocationIndexInput } from "./schemas";

export type Issue = { index: number; field: string; message: string };
type Checked<T> = { items: T[]; issues: Issue[] };

const lowerFirst = (s: string) => (s === "Required" ? "is required" : s.charAt(0).toLowerCase() + s.slice(1));

/** "Row 4: value must be a positive number" — the form an import reports a row's problem in. */
export function rowMessage(row: number, field: string, message: string): string {
  return `Row ${row}: ${field} ${lowerFirst(message)}`;
}

export type IndexPointInput = { period: string; value: number };

export function checkIndexPoints(
  points: readonly IndexPointInput[],
  frequency: Frequency,
): Checked<IndexPointInput> {
  const issues: Issue[] = [];
  const items: IndexPointInput[] = [];
  const seen = new Set<string>();
  points.forEach((point, index) => {
    const parsed = parsePeriod(point.period, frequency);
    if (!parsed.ok) {
      issues.push({
        index,
        field: "period",
        message: parsed.message.charAt(0).toUpperCase() + parsed.message.slice(1),
      });
      return;
    }
    if (seen.has(parsed.period)) {
      const label = periodLabel(parsed.period, frequency);
      issues.push({ index, field: "period", message: `Repeats an earlier period (${label})` });
      return;
    }
    seen.add(parsed.period);
    items.push({ period: parsed.period, value: point.value });
  });
  items.sort((a, b) => a.period.localeCompare(b.period));
  return { items, issues };
}

export type LocationItem = {
  seriesName: string;
  kind: "metro" | "state";
  key: string;
  label: string;
  value: number;
  isSample: boolean;
};

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** Metro keys are slugs (from the label when no key is given); state keys are two-letter USPS codes. */
export function checkLocationRows(
  rows: readonly LocationIndexInput[],
  defaultSeries: string,
): Checked<LocationItem> {
  const issues: Issue[] = [];
  const items: LocationItem[] = [];
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    const seriesName = row.series_name || defaultSeries;
    let key: string;
    if (row.kind === "state") {
      key = (row.key ?? "").toUpperCase();
      if (!/^[A-Z]{2}$/.test(key)) {
        issues.push({ index, field: "key", message: "Must be a two-letter state code such as TX" });
        return;
      }
    } else {
      key = slug(row.key || row.label);
      if (!key) {
        issues.push({ index, field: "key", message: "Must contain letters or digits" });
        return;
      }
    }
    const id = `${seriesName.toLowerCase()}\u0000${key}`;
    if (seen.has(id)) {
      issues.push({ index, field: "key", message: `Repeats an earlier key (${key})` });
      return;
    }
    seen.add(id);
    items.push({
      seriesName,
      kind: row.kind,
      key,
      label: row.label,
      value: row.value,
      isSample: row.is_sample,
    });
  });
  return { items, issues };
}

export function checkEscalationYears<T extends { year: number }>(rows: readonly T[]): Checked<T> {
  const issues: Issue[] = [];
  const seen = new Set<number>();
  const items = rows.filter((row, index) => {
    if (seen.has(row.year)) {
      issues.push({ index, field: "year", message: `Repeats an earlier year (${row.year})` });
      return false;
    }
    seen.add(row.year);
    return true;
  });
  return { items: items.sort((a, b) => a.year - b.year), issues };
}

/** Issues as the API's per-field errors: `{ "points.3.period": "…" }`. */
export function issuesToErrors(prefix: string, issues: readonly Issue[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) out[`${prefix}.${issue.index}.${issue.field}`] ??= issue.message;
  return out;
}
