// Opening an estimate: the header, every line as one compact table in budget order, the escalation table and
// the location index. Built as JSON text in SQL so 50,000 lines are never turned into objects and back.
import { sql } from "drizzle-orm";
import { db, type Tx } from "@/db";
import { type EstimateOpenDto, lineFields } from "@/lib/contract/estimate";
import type { LocationTable } from "@/lib/domain/project/normalise";
import { loadLocationTable } from "../project/context";
import type { Scope } from "../scope";
import { loadEscalationRates, readEstimate, selectText } from "./core";
import { estimateDto } from "./dto";

export async function getEstimate(scope: Scope, uid: string) {
  return estimateDto(await readEstimate(db(), scope, uid));
}

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/**
 * The estimate's location index against the national average (× 0.93): its metro (a key such as
 * "houston-tx", or a name read with its state), else its state; null when neither is in the company's table.
 */
export function estimateLocation(
  table: LocationTable,
  e: { metro: string | null; state: string | null },
): { factor: number; label: string } | null {
  const metro = e.metro?.trim()
    ? (table.metros.get(e.metro.trim().toLowerCase()) ??
      (e.state ? table.metros.get(slug(`${e.metro} ${e.state}`)) : undefined))
    : undefined;
  const index = metro ?? (e.state ? table.states.get(e.state.toUpperCase()) : undefined);
  if (!index) return null;
  return {
    factor: Math.round((index.value / 100) * 100_000) / 100_000,
    label: `${index.label} ${index.value} / National 100`,
  };
}

/** The compact line table's rows as JSON text, built in SQL in budget order (see `engineLines`). */
async function compactRowsJson(tx: Tx, scope: Scope, uid: string): Promise<string> {
  return selectText(
    tx,
    sql`select coalesce(json_agg(json_build_array(uid, position, cost_code, description, quantity, unit,
      unit_cost_cents::float8, lump_sum_cents, split, cost_type, alternate, allowance, tags, notes, area, version,
      to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) order by position, uid), '[]')::text
    from estimate_lines where estimate_uid = ${uid}::uuid and company_uid = ${scope.company.uid}::uuid`,
  );
}

/**
 * `GET /estimate/{uid}` as JSON text: the estimate, every line as one array in `lineFields` order, and the
 * escalation table.
 */
export async function openEstimateJson(
  scope: Scope,
  uid: string,
): Promise<{ json: string; version: number }> {
  const rates = await loadEscalationRates(scope.company.uid);
  const { row, rowsJson } = await db().transaction(async (tx) => {
    const row = await readEstimate(tx, scope, uid);
    return { row, rowsJson: await compactRowsJson(tx, scope, uid) };
  });
  const location = estimateLocation(await loadLocationTable(scope), row);
  const json = `{"estimate":${JSON.stringify(estimateDto(row))},"lines":{"fields":${JSON.stringify(lineFields)},"rows":${rowsJson}},"escalation_rates":${JSON.stringify(rates)},"location_factor":${JSON.stringify(location?.factor ?? null)},"location_label":${JSON.stringify(location?.label ?? null)}}`;
  return { json, version: row.version };
}

/** The estimate, every line as a compact table in budget order, and the escalation table it uses. */
export async function openEstimate(scope: Scope, uid: string): Promise<EstimateOpenDto> {
  return JSON.parse((await openEstimateJson(scope, uid)).json) as EstimateOpenDto;
}
