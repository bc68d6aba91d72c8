// Bulk operations on many lines (issue 20): set a field, re-price by a percentage or a factor, find and
// replace in descriptions. Pure: each answers the changes the store applies as ONE undo step
// (`store.edit(changes, label)`, like paste and fill down), saved like any multi-line edit in one
// POST /estimate/{uid}/line with every line's version (a stale one refuses the whole write: 412, merged).

import type { CostType } from "@/lib/domain/estimate";
import { roundHalfAwayFromZero } from "@/lib/domain/reference/cents";
import type { LineChange } from "./commands";
import type { LineFields, LinePatchFields } from "./types";

type Lines = { row(key: string): { line: LineFields } | undefined };

// ── Set a field ──────────────────────────────────────────────────────────────────────────────────────

export type SetField =
  | { field: "cost_type"; value: CostType | null }
  | { field: "unit" | "area"; value: string | null }
  | { field: "alternate" | "allowance"; value: boolean }
  | { field: "tags"; mode: "add" | "remove" | "replace"; value: string[] };

/** Tags typed as "a, b; c": trimmed, no blanks, no repeats. */
export function parseTags(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[,;]/)
        .map((t) => t.trim())
        .filter(Boolean),
    ),
  ];
}

function tagsAfter(current: readonly string[], set: Extract<SetField, { field: "tags" }>): string[] {
  if (set.mode === "replace") return [...set.value];
  if (set.mode === "remove") return current.filter((t) => !set.value.includes(t));
  return [...new Set([...current, ...set.value])];
}

export function setFieldChanges(lines: Lines, keys: readonly string[], set: SetField): LineChange[] {
  const changes: LineChange[] = [];
  for (const key of keys) {
    const line = lines.row(key)?.line;
    if (!line) continue;
    const patch: LinePatchFields =
      set.field === "tags" ? { tags: tagsAfter(line.tags, set) } : { [set.field]: set.value };
    changes.push({ key, patch });
  }
  return changes;
}

// ── Re-price ─────────────────────────────────────────────────────────────────────────────────────────

/** +5 % is { kind: "percent", value: 5 }; × 1.05 is { kind: "factor", value: 1.05 }. */
export type Reprice = { kind: "percent" | "factor"; value: number };

/** Cents re-priced, rounded to whole cents half away from zero (12.345 → 12.35, −12.345 → −12.35). */
export function repriceCents(cents: number, by: Reprice): number {
  // (cents × (100 + p)) / 100 keeps a percentage exact where 1 + p/100 would not be (1.15 is 1.149999…).
  const scaled = by.kind === "percent" ? (cents * (100 + by.value)) / 100 : cents * by.value;
  return roundHalfAwayFromZero(scaled);
}

/**
 * A line re-priced: its unit cost (or, for a split line, each part of the split, the unit cost following
 * their sum) and its lump sum. Null when the line has no price to change.
 */
export function repricePatch(line: LineFields, by: Reprice): LinePatchFields | null {
  const patch: LinePatchFields = {};
  if (line.split) {
    const split = Object.fromEntries(
      Object.entries(line.split).map(([part, cents]) => [
        part,
        typeof cents === "number" ? repriceCents(cents, by) : cents,
      ]),
    ) as NonNullable<LineFields["split"]>;
    patch.split = split;
    if (line.unit_cost_cents !== null) {
      patch.unit_cost_cents = Object.values(split).reduce<number>((s, c) => s + (c ?? 0), 0);
    }
  } else if (line.unit_cost_cents !== null) {
    patch.unit_cost_cents = repriceCents(line.unit_cost_cents, by);
  }
  if (line.lump_sum_cents !== null) patch.lump_sum_cents = repriceCents(line.lump_sum_cents, by);
  return Object.keys(patch).length > 0 ? patch : null;
}

export function repriceChanges(lines: Lines, keys: readonly string[], by: Reprice) {
  const changes: LineChange[] = [];
  let unpriced = 0;
  for (const key of keys) {
    const line = lines.row(key)?.line;
    if (!line) continue;
    const patch = repricePatch(line, by);
    if (patch) changes.push({ key, patch });
    else unpriced++;
  }
  return { changes, unpriced };
}

/** What was typed ("+5", "-2.5 %", "1.05"), or why it cannot be: a price never goes below zero. */
export function parseReprice(kind: Reprice["kind"], text: string): Reprice | string {
  const t = text.trim().replace(/\s*%$/, "").replace(/^\+/, "").replace("−", "-");
  const value = t === "" ? Number.NaN : Number(t);
  if (!Number.isFinite(value)) return "Enter a number";
  if (kind === "percent" && value < -100) return "At least −100% (a price cannot go below zero)";
  if (kind === "factor" && value < 0) return "A factor of 0 or more";
  return { kind, value };
}

/** "+5%", "−2.5%", "× 1.05" for the toast. */
export function describeReprice(by: Reprice): string {
  if (by.kind === "factor") return `× ${by.value}`;
  return `${by.value < 0 ? "−" : "+"}${Math.abs(by.value)}%`;
}

// ── Find and replace ─────────────────────────────────────────────────────────────────────────────────

export type Replace = { find: string; replace: string; matchCase: boolean };

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const MAX_DESCRIPTION = 2000;

/** Every occurrence of `find` (literal text, not a pattern) replaced; the text and how many. */
export function replaceText(text: string, r: Replace): { text: string; count: number } {
  if (r.find === "") return { text, count: 0 };
  let count = 0;
  const out = text.replace(new RegExp(escapeRegExp(r.find), r.matchCase ? "g" : "gi"), () => {
    count++;
    return r.replace;
  });
  return { text: out, count };
}

/** Descriptions of `keys` with the text replaced; a result past 2,000 characters is skipped and counted. */
export function replaceChanges(lines: Lines, keys: readonly string[], r: Replace) {
  const changes: LineChange[] = [];
  let occurrences = 0;
  let tooLong = 0;
  for (const key of keys) {
    const description = lines.row(key)?.line.description;
    if (!description) continue;
    const { text, count } = replaceText(description, r);
    if (count === 0) continue;
    if (text.length > MAX_DESCRIPTION) {
      tooLong++;
      continue;
    }
    const trimmed = text.trim();
    changes.push({ key, patch: { description: trimmed === "" ? null : text } });
    occurrences += count;
  }
  return { changes, occurrences, tooLong };
}
