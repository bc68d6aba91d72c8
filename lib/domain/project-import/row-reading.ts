// What reading one row of an import needs: its cells by field, the way a problem is reported, and the checks
// that a later row of the same project or record agrees with its first.
import type { z } from "zod";
import { readNumber } from "./cells";

/** A field's trimmed text in the current row; undefined when no column feeds it. */
export type Get = (field: string) => string | undefined;
/** Reports a problem of `row`, naming the column that feeds `field`. */
export type Fail = (row: number, field: string | null, message: string) => void;
/** A field's name as a message says it ("GSF", "Cost basis date"). */
export type LabelOf = (field: string) => string;

/** A project or record as its first row gave it, with that row's raw text to compare later rows with. */
export type Group<T> = { item: T; raw: Map<string, string>; firstRow: number };

export const blank = (v: string | undefined) => v === undefined || v.trim() === "";
export const textOrNull = (v: string | undefined) => (blank(v) ? null : v!.trim());

const lcFirst = (s: string) =>
  s.startsWith("Must") || s === "Required" ? s[0]!.toLowerCase() + s.slice(1) : s;

/** The field rules' messages, one per field, each starting with the column's name. */
export function reportIssues(
  row: number,
  error: z.ZodError,
  fail: Fail,
  labelOf: LabelOf,
  names: Record<string, string>,
) {
  const seen = new Set<string>();
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "");
    if (seen.has(key)) continue;
    seen.add(key);
    const field = key === "metrics" ? String(issue.path[1] ?? "") : (names[key] ?? key);
    const label = labelOf(field);
    fail(row, field, `${label} ${issue.message === "Required" ? "is required" : lcFirst(issue.message)}`);
  }
}

/** A number cell: null when blank, undefined (reported) when not a number. */
export function numberCell(
  row: number,
  field: string,
  text: string | undefined,
  fail: Fail,
  labelOf: LabelOf,
) {
  if (blank(text)) return null;
  const n = readNumber(text!);
  if (n === null) {
    fail(row, field, `${labelOf(field)} "${text}" must be a number`);
    return undefined;
  }
  return n;
}

export function rawValues(keys: readonly string[], get: Get) {
  const raw = new Map<string, string>();
  for (const k of keys) {
    const v = get(k);
    if (v !== undefined && v !== "") raw.set(k, v);
  }
  return raw;
}

/** A later row may leave a field blank but not contradict the first row; the first difference is reported. */
export function compareRaw(
  row: number,
  group: Group<unknown>,
  keys: readonly string[],
  get: Get,
  fail: Fail,
  labelOf: LabelOf,
  what: "project" | "record",
) {
  for (const k of keys) {
    const v = get(k);
    if (v === undefined || v === "") continue;
    const first = group.raw.get(k) ?? "";
    if (v.toLowerCase() !== first.toLowerCase()) {
      const was = first === "" ? "blank" : `"${first}"`;
      fail(row, k, `${labelOf(k)} "${v}" differs from row ${group.firstRow} of the same ${what} (${was})`);
      return;
    }
  }
}
