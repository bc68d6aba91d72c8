// Compares two estimates' budgets (either may be a version): per line — added, removed, changed quantity,
// unit cost or total — per division, and the markups' change; every delta in whole cents. Lines are matched by
// uid (a version keeps its estimate's line uids), then the rest by cost code and description in order (so an
// estimate restored from a version, whose lines have new uids, still matches its source).
import { divisionOf } from "../cost-code";

export interface CompareLine {
  uid: string;
  cost_code: string;
  description: string | null;
  unit: string | null;
  /** The evaluated quantity; null for a lump sum. */
  quantity: number | null;
  unit_cost_cents: number | null;
  total_cents: number;
}

export interface CompareMarkup {
  uid: string;
  name: string;
  percent: number | null;
  amount_cents: number;
}

export interface CompareSide {
  lines: readonly CompareLine[];
  markups: readonly CompareMarkup[];
  direct_cents: number;
  markups_cents: number;
  grand_total_cents: number;
}

export type ChangeStatus = "added" | "removed" | "changed" | "unchanged";
export type ChangedField = "quantity" | "unit_cost" | "total" | "description" | "unit";

export interface LineSide {
  quantity: number | null;
  unit_cost_cents: number | null;
  total_cents: number;
}

export interface LineDiff {
  status: ChangeStatus;
  cost_code: string;
  division: string;
  description: string | null;
  unit: string | null;
  left: LineSide | null;
  right: LineSide | null;
  changed: ChangedField[];
  quantity_delta: number | null;
  unit_cost_delta_cents: number | null;
  total_delta_cents: number;
}

export interface DivisionDiff {
  division: string;
  status: ChangeStatus;
  left_cents: number;
  right_cents: number;
  delta_cents: number;
  added: number;
  removed: number;
  changed: number;
}

export interface MarkupDiff {
  name: string;
  status: ChangeStatus;
  left_percent: number | null;
  right_percent: number | null;
  left_cents: number;
  right_cents: number;
  delta_cents: number;
}

export interface CompareResult {
  summary: {
    added: number;
    removed: number;
    changed: number;
    unchanged: number;
    direct_delta_cents: number;
    markups_delta_cents: number;
    grand_total_delta_cents: number;
  };
  divisions: DivisionDiff[];
  lines: LineDiff[];
  markups: MarkupDiff[];
}

const sideOf = (l: CompareLine): LineSide => ({
  quantity: l.quantity,
  unit_cost_cents: l.unit_cost_cents,
  total_cents: l.total_cents,
});

/** Quantities to 5 decimals, as the engine keeps them. */
const round5 = (n: number) => Math.round(n * 1e5) / 1e5;
const numberDelta = (a: number | null, b: number | null) => (a === null || b === null ? null : round5(b - a));

function changedFields(a: CompareLine, b: CompareLine): ChangedField[] {
  const out: ChangedField[] = [];
  if (
    a.quantity !== b.quantity &&
    (a.quantity === null || b.quantity === null || round5(a.quantity) !== round5(b.quantity))
  )
    out.push("quantity");
  if (a.unit_cost_cents !== b.unit_cost_cents) out.push("unit_cost");
  if (a.total_cents !== b.total_cents) out.push("total");
  if ((a.description ?? "") !== (b.description ?? "")) out.push("description");
  if ((a.unit ?? "") !== (b.unit ?? "")) out.push("unit");
  return out;
}

/** Division keys by cost code: 50,000 lines share a few thousand codes. */
function divisionCache() {
  const cache = new Map<string, string>();
  return (code: string) => {
    let d = cache.get(code);
    if (d === undefined) {
      d = divisionOf(code);
      cache.set(code, d);
    }
    return d;
  };
}

function lineDiff(
  a: CompareLine | null,
  b: CompareLine | null,
  division: (code: string) => string,
): LineDiff {
  const base = (b ?? a)!;
  const changed = a && b ? changedFields(a, b) : [];
  const status: ChangeStatus = !a ? "added" : !b ? "removed" : changed.length ? "changed" : "unchanged";
  return {
    status,
    cost_code: base.cost_code,
    division: division(base.cost_code),
    description: base.description,
    unit: base.unit,
    left: a && sideOf(a),
    right: b && sideOf(b),
    changed,
    quantity_delta: a && b ? numberDelta(a.quantity, b.quantity) : null,
    unit_cost_delta_cents:
      a && b && a.unit_cost_cents !== null && b.unit_cost_cents !== null
        ? round5(b.unit_cost_cents - a.unit_cost_cents)
        : null,
    total_delta_cents: (b?.total_cents ?? 0) - (a?.total_cents ?? 0),
  };
}

const fallbackKey = (l: CompareLine) => `${l.cost_code}\u0000${(l.description ?? "").trim().toLowerCase()}`;

/** Pairs the lines of both sides: by uid, then the rest by cost code and description, first come first paired. */
function pairLines(left: readonly CompareLine[], right: readonly CompareLine[]) {
  const rightIndex = new Map<string, number>();
  for (let i = 0; i < right.length; i++) rightIndex.set(right[i]!.uid, i);
  const taken = new Uint8Array(right.length);
  const pairs: [CompareLine | null, CompareLine | null][] = [];
  const leftRest: CompareLine[] = [];
  for (const l of left) {
    const i = rightIndex.get(l.uid);
    if (i !== undefined && !taken[i]) {
      taken[i] = 1;
      pairs.push([l, right[i]!]);
    } else leftRest.push(l);
  }
  if (leftRest.length) {
    const rest = new Map<string, number[]>();
    for (let i = 0; i < right.length; i++) {
      if (taken[i]) continue;
      const key = fallbackKey(right[i]!);
      const list = rest.get(key);
      if (list) list.push(i);
      else rest.set(key, [i]);
    }
    for (const l of leftRest) {
      const i = rest.get(fallbackKey(l))?.shift();
      if (i !== undefined) taken[i] = 1;
      pairs.push([l, i === undefined ? null : right[i]!]);
    }
  }
  for (let i = 0; i < right.length; i++) if (!taken[i]) pairs.push([null, right[i]!]);
  return pairs;
}

function markupDiffs(left: readonly CompareMarkup[], right: readonly CompareMarkup[]): MarkupDiff[] {
  const key = (m: CompareMarkup) => m.name.trim().toLowerCase();
  const rightByKey = new Map(right.map((m) => [key(m), m]));
  const out: MarkupDiff[] = [];
  const seen = new Set<string>();
  const diff = (a: CompareMarkup | null, b: CompareMarkup | null): MarkupDiff => {
    const changed = a && b && (a.percent !== b.percent || a.amount_cents !== b.amount_cents);
    return {
      name: (b ?? a)!.name,
      status: !a ? "added" : !b ? "removed" : changed ? "changed" : "unchanged",
      left_percent: a?.percent ?? null,
      right_percent: b?.percent ?? null,
      left_cents: a?.amount_cents ?? 0,
      right_cents: b?.amount_cents ?? 0,
      delta_cents: (b?.amount_cents ?? 0) - (a?.amount_cents ?? 0),
    };
  };
  for (const a of left) {
    const b = rightByKey.get(key(a)) ?? null;
    if (b) seen.add(key(a));
    out.push(diff(a, b));
  }
  for (const b of right) if (!seen.has(key(b))) out.push(diff(null, b));
  return out;
}

function divisionDiffs(lines: readonly LineDiff[]): DivisionDiff[] {
  const byDivision = new Map<string, DivisionDiff>();
  for (const l of lines) {
    let d = byDivision.get(l.division);
    if (!d) {
      d = {
        division: l.division,
        status: "unchanged",
        left_cents: 0,
        right_cents: 0,
        delta_cents: 0,
        added: 0,
        removed: 0,
        changed: 0,
      };
      byDivision.set(l.division, d);
    }
    d.left_cents += l.left?.total_cents ?? 0;
    d.right_cents += l.right?.total_cents ?? 0;
    if (l.status === "added") d.added++;
    else if (l.status === "removed") d.removed++;
    else if (l.status === "changed") d.changed++;
  }
  const out = [...byDivision.values()].sort((a, b) =>
    a.division < b.division ? -1 : a.division > b.division ? 1 : 0,
  );
  for (const d of out) {
    d.delta_cents = d.right_cents - d.left_cents;
    const onlyAdded = d.left_cents === 0 && d.added > 0 && d.removed + d.changed === 0 && d.right_cents !== 0;
    const onlyRemoved =
      d.right_cents === 0 && d.removed > 0 && d.added + d.changed === 0 && d.left_cents !== 0;
    d.status = onlyAdded
      ? "added"
      : onlyRemoved
        ? "removed"
        : d.added + d.removed + d.changed
          ? "changed"
          : "unchanged";
  }
  return out;
}

/** The comparison of `left` (before) with `right` (after); `changesOnly` drops unchanged lines, divisions, markups. */
export function compareSides(left: CompareSide, right: CompareSide, changesOnly = false): CompareResult {
  const division = divisionCache();
  const lines = pairLines(left.lines, right.lines).map(([a, b]) => lineDiff(a, b, division));
  lines.sort((a, b) => (a.cost_code < b.cost_code ? -1 : a.cost_code > b.cost_code ? 1 : 0));
  const count = (s: ChangeStatus) => lines.reduce((n, l) => n + (l.status === s ? 1 : 0), 0);
  const divisions = divisionDiffs(lines);
  const markups = markupDiffs(left.markups, right.markups);
  const keep = <T extends { status: ChangeStatus }>(list: T[]) =>
    changesOnly ? list.filter((x) => x.status !== "unchanged") : list;
  return {
    summary: {
      added: count("added"),
      removed: count("removed"),
      changed: count("changed"),
      unchanged: count("unchanged"),
      direct_delta_cents: right.direct_cents - left.direct_cents,
      markups_delta_cents: right.markups_cents - left.markups_cents,
      grand_total_delta_cents: right.grand_total_cents - left.grand_total_cents,
    },
    divisions: keep(divisions),
    lines: keep(lines),
    markups: keep(markups),
  };
}
