// GET /estimate/compare: two sides, each a live estimate (snapshotted in memory) or a stored version, compared
// per division, line and markup (lib/domain/estimate/versions/compare.ts); the CSV export of the same. A
// consolidated estimate's side is its roll-up: the children's lines, its markups and totals.
import Papa from "papaparse";
import { db } from "@/db";
import type { CompareDto, CompareQuery } from "@/lib/contract/estimate-version";
import type { EstimateTotals } from "@/lib/domain/estimate/model";
import { type CompareSide, compareSides } from "@/lib/domain/estimate/versions/compare";
import { isLocked } from "@/lib/domain/estimate/versions/lock";
import { compareSideOf, type SnapshotLine } from "@/lib/domain/estimate/versions/snapshot";
import { centsToDollars, neutraliseCell } from "@/lib/domain/project-import/cells";
import type { Scope } from "../scope";
import { loadEscalationRates, readEstimate } from "./core";
import { consolidationOf } from "./rollup-tree";
import { type KeptRollup, keptRollup } from "./version-take";
import { readVersionRow, snapshotOf } from "./versions";

type Side = CompareQuery["left"];

/**
 * A consolidated estimate's side: its rolled lines (each child line's total, described by its child), the
 * roll-up's markups and totals — so consolidated versions compare per division and line like any other.
 */
function rollupSide(r: KeptRollup): CompareSide {
  const names = new Map(r.children.map((c) => [c.uid, c.name]));
  return {
    lines: (r.lines ?? [])
      .filter((l) => !l.alternate)
      .map((l) => ({
        uid: l.uid,
        cost_code: l.cost_code,
        description: names.get(l.child_uid) ?? null,
        unit: null,
        quantity: null,
        unit_cost_cents: null,
        total_cents: l.total_cents,
      })),
    markups: r.markups.map((m) => ({
      uid: m.child_uid ? `${m.child_uid}:${m.uid}` : m.uid,
      name: m.child_name ? `${m.child_name} · ${m.name}` : m.name,
      percent: m.percent,
      amount_cents: m.amount_cents,
    })),
    direct_cents: r.direct_cents,
    markups_cents: r.markups_cents,
    grand_total_cents: r.grand_total_cents,
  };
}

async function loadSide(scope: Scope, side: Side) {
  const rates = await loadEscalationRates(scope.company.uid);
  if (side.kind === "version") {
    const v = await readVersionRow(db(), scope, side.uid);
    const totals = v.totals as unknown as EstimateTotals;
    return {
      meta: {
        kind: "version" as const,
        uid: v.uid,
        estimate_uid: v.estimateUid,
        name: `${v.estimateName} — ${v.name}`,
        created_at: new Date(v.createdAt).toISOString(),
        direct_cents: totals.direct_cents,
        markups_cents: totals.markups_cents,
        grand_total_cents: totals.grand_total_cents,
      },
      side: v.rollup
        ? rollupSide(v.rollup as unknown as KeptRollup)
        : compareSideOf(JSON.parse(v.lines) as SnapshotLine[], totals),
    };
  }
  const estimate = await readEstimate(db(), scope, side.uid);
  const meta = {
    kind: "estimate" as const,
    uid: estimate.uid,
    estimate_uid: estimate.uid,
    name: estimate.name,
  };
  if (estimate.rollupMode) {
    // A final one compares as the roll-up it kept; otherwise the children's live one.
    const kept = isLocked(estimate.status) ? await keptRollup(db(), scope, estimate.uid, true) : null;
    const r = kept?.rollup ?? (await consolidationOf(db(), estimate, rates));
    const s = rollupSide(r);
    const at = kept ? kept.createdAt : estimate.updatedAt;
    return { meta: { ...meta, created_at: at.toISOString(), ...totalsOf(s) }, side: s };
  }
  const snap = await snapshotOf(db(), estimate, rates);
  return {
    meta: { ...meta, created_at: estimate.updatedAt.toISOString(), ...totalsOf(snap.totals) },
    side: compareSideOf(snap.lines, snap.totals),
  };
}

const totalsOf = (t: Pick<CompareSide, "direct_cents" | "markups_cents" | "grand_total_cents">) => ({
  direct_cents: t.direct_cents,
  markups_cents: t.markups_cents,
  grand_total_cents: t.grand_total_cents,
});

export async function compareEstimates(scope: Scope, query: CompareQuery): Promise<CompareDto> {
  const [left, right] = await Promise.all([loadSide(scope, query.left), loadSide(scope, query.right)]);
  return { left: left.meta, right: right.meta, ...compareSides(left.side, right.side, query.changes_only) };
}

const money = (cents: number | null | undefined) =>
  cents === null || cents === undefined ? "" : centsToDollars(Math.round(cents));
const num = (n: number | null | undefined) => (n === null || n === undefined ? "" : String(n));

/** A row whose only figures are the left, right and delta amounts (a division, a markup, a total). */
const amountRow = (
  kind: string,
  status: string,
  code: string,
  label: string,
  [left, right, delta]: (number | null)[],
) => [kind, status, code, label, "", "", "", "", "", "", "", money(left), money(right), money(delta)];

/** The comparison as CSV (cells neutralised against formula injection, a BOM for Excel). */
export function compareCsv(c: CompareDto): string {
  const header = [
    "Section",
    "Status",
    "Cost code",
    "Description",
    "Unit",
    "Left quantity",
    "Right quantity",
    "Quantity change",
    "Left unit cost",
    "Right unit cost",
    "Unit cost change",
    "Left total",
    "Right total",
    "Total change",
  ];
  const rows: string[][] = [];
  for (const d of c.divisions)
    rows.push(amountRow("Division", d.status, d.division, "", [d.left_cents, d.right_cents, d.delta_cents]));
  for (const l of c.lines)
    rows.push([
      "Line",
      l.status,
      l.cost_code,
      l.description ?? "",
      l.unit ?? "",
      num(l.left?.quantity),
      num(l.right?.quantity),
      num(l.quantity_delta),
      money(l.left?.unit_cost_cents),
      money(l.right?.unit_cost_cents),
      money(l.unit_cost_delta_cents),
      money(l.left?.total_cents ?? null),
      money(l.right?.total_cents ?? null),
      money(l.total_delta_cents),
    ]);
  for (const m of c.markups)
    rows.push(amountRow("Markup", m.status, "", m.name, [m.left_cents, m.right_cents, m.delta_cents]));
  rows.push(
    amountRow("Total", "", "", "Direct cost", [
      c.left.direct_cents,
      c.right.direct_cents,
      c.summary.direct_delta_cents,
    ]),
    amountRow("Total", "", "", "Grand total", [
      c.left.grand_total_cents,
      c.right.grand_total_cents,
      c.summary.grand_total_delta_cents,
    ]),
  );
  const safe = rows.map((r) => r.map((v) => (/^-?\d+(\.\d+)?$/.test(v) ? v : neutraliseCell(v))));
  return `\uFEFF${Papa.unparse([header, ...safe], { newline: "\r\n" })}\r\n`;
}

/** GET /estimate/compare/export: the CSV as a download. */
export async function exportCompare(scope: Scope, query: CompareQuery): Promise<Response> {
  const c = await compareEstimates(scope, query);
  return new Response(compareCsv(c), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": 'attachment; filename="estimate-comparison.csv"',
      "cache-control": "no-store",
    },
  });
}
