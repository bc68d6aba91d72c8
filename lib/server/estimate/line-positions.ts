// Line order: every line has a position; new and moved lines take one between their neighbours (a
// fraction), and when neighbours get too close every line of the estimate is renumbered.
import { sql } from "drizzle-orm";
import type { Tx } from "@/db";
import { ValidationError } from "../errors";
import { selectText } from "./core";

const STEP = 1024;
const MIN_GAP = 1e-6;

export interface Placement {
  uid: string;
  /** undefined = last, null = first, else a line uid (or a created line's uid via its client key). */
  after: string | null | undefined;
}

/** The order after the placements: lines placed after the same anchor keep their request order. */
function orderAfter(current: { uid: string }[], placements: Placement[], moving: Set<string>): string[] {
  const order: string[] = current.filter((l) => !moving.has(l.uid)).map((l) => l.uid);
  const lastAfter = new Map<string, string>();
  for (const p of placements) {
    if (p.after === undefined) {
      order.push(p.uid);
      continue;
    }
    const key = p.after === null ? "^start" : p.after;
    const anchor = lastAfter.get(key) ?? p.after;
    const at = anchor === null ? -1 : order.indexOf(anchor);
    if (anchor !== null && at < 0) throw new ValidationError({ after_uid: "No such line in this estimate" });
    order.splice(at + 1, 0, p.uid);
    lastAfter.set(key, p.uid);
  }
  return order;
}

/**
 * Positions for the runs of placed lines between fixed ones, evenly spread in each gap; `tooClose` when a
 * gap got too small to split.
 */
function spread(order: string[], fixed: Map<string, number>) {
  const positions = new Map<string, number>();
  let tooClose = false;
  let i = 0;
  while (i < order.length) {
    if (fixed.has(order[i]!)) {
      i++;
      continue;
    }
    let j = i;
    while (j < order.length && !fixed.has(order[j]!)) j++;
    const n = j - i;
    const prev = i > 0 ? fixed.get(order[i - 1]!)! : undefined;
    const next = j < order.length ? fixed.get(order[j]!)! : undefined;
    const lo = prev ?? (next === undefined ? 0 : next - STEP * (n + 1));
    const hi = next ?? lo + STEP * (n + 1);
    const gap = (hi - lo) / (n + 1);
    if (!(gap > MIN_GAP)) tooClose = true;
    for (let k = 0; k < n; k++) positions.set(order[i + k]!, lo + gap * (k + 1));
    i = j;
  }
  return { positions, tooClose };
}

/**
 * Positions for new and moved lines, given the current order. Returns the new positions and, when a gap got
 * too small, every line's renumbered position.
 */
export function placeLines(
  current: { uid: string; position: number }[],
  placements: Placement[],
): { positions: Map<string, number>; renumbered: Map<string, number> | null } {
  const moving = new Set(placements.map((p) => p.uid));
  const order = orderAfter(current, placements, moving);
  const fixed = new Map(current.filter((l) => !moving.has(l.uid)).map((l) => [l.uid, l.position]));
  const { positions, tooClose } = spread(order, fixed);
  if (!tooClose) return { positions, renumbered: null };
  const renumbered = new Map(order.map((uid, k) => [uid, (k + 1) * STEP]));
  for (const uid of positions.keys()) positions.set(uid, renumbered.get(uid)!);
  return { positions, renumbered };
}

async function renumber(tx: Tx, estimateUid: string, positions: Map<string, number>) {
  const rows = [...positions].map(([uid, p]) => ({ uid, p }));
  await tx.execute(sql`
    update estimate_lines set position = v.p
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(uid uuid, p double precision)
    where estimate_lines.uid = v.uid and estimate_lines.estimate_uid = ${estimateUid}::uuid`);
}

/** Every line's uid and position in budget order, as one JSON value rather than 50,000 rows (see engineLines). */
async function currentOrder(tx: Tx, estimateUid: string) {
  const text = await selectText(
    tx,
    sql`select coalesce(json_agg(json_build_array(uid, position) order by position, uid), '[]')::text
    from estimate_lines where estimate_uid = ${estimateUid}::uuid`,
  );
  return (JSON.parse(text) as [string, number][]).map(([uid, position]) => ({ uid, position }));
}

/**
 * Places a write's new and moved lines among the others (the deleted ones left out). When the gaps ran out,
 * the lines that keep their place are renumbered here; the placed ones take their positions from the answer.
 */
export async function positionLines(
  tx: Tx,
  estimateUid: string,
  placements: Placement[],
  deleted: Set<string>,
  /** Lines this write updates: renumbered here even when also placed (their update sets the position). */
  updating: Set<string>,
): Promise<{ positions: Map<string, number>; renumbered: boolean }> {
  if (!placements.length) return { positions: new Map(), renumbered: false };
  const current = (await currentOrder(tx, estimateUid)).filter((l) => !deleted.has(l.uid));
  const placed = placeLines(current, placements);
  if (!placed.renumbered) return { positions: placed.positions, renumbered: false };
  const others = new Map(
    [...placed.renumbered].filter(([uid]) => !placed.positions.has(uid) || updating.has(uid)),
  );
  await renumber(tx, estimateUid, others);
  return { positions: placed.positions, renumbered: true };
}
