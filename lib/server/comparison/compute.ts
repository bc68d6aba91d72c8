// A saved comparison → its answer: the items loaded and normalised, the table computed (lib/domain/comparison).
import type { ComparisonRow } from "@/db/schema";
import type { ComparisonDto, ComparisonItemDto, ComparisonTableDto } from "@/lib/contract/comparison";
import { basisLabel } from "@/lib/domain/comparison/basis";
import { comparisonTable, type TableItem } from "@/lib/domain/comparison/table";
import { resolveTargetLocation } from "@/lib/domain/project/normalise";
import { nationalAverage } from "@/lib/domain/reference/normalisation";
import { loadBuildingTypes, loadLocationTable, loadNormalisation, loadSeries } from "../project/context";
import type { Scope } from "../scope";
import { loadEstimateItems, loadRecordItems, type Targets } from "./items";

type TargetFields = { targetDate: string | null; targetLocation: string | null };

/**
 * Checks a target as the project database does (400 naming target_date / target_location): an unknown
 * location, a date outside the company's cost index series.
 */
export async function checkTargets(scope: Scope, t: TargetFields): Promise<void> {
  await loadNormalisation(scope, { target_date: t.targetDate, target_location: t.targetLocation });
}

/**
 * The targets for a read. Reference data may have changed since the comparison was saved: an unknown location
 * is then left out and a date outside the series becomes each item's warning, never a failed read.
 */
async function loadTargets(scope: Scope, t: TargetFields): Promise<Targets> {
  const [series, table] = await Promise.all([
    t.targetDate ? loadSeries(scope) : Promise.resolve(null),
    loadLocationTable(scope),
  ]);
  const location = t.targetLocation ? resolveTargetLocation(table, t.targetLocation) : null;
  return { series: series?.series ?? null, table, date: t.targetDate, location };
}

export type ComparisonRowWithName = ComparisonRow & { updatedByName: string | null };

export function listItemDto(row: ComparisonRowWithName) {
  return {
    uid: row.uid,
    name: row.name,
    item_count: row.recordUids.length + row.estimateUids.length,
    record_count: row.recordUids.length,
    estimate_count: row.estimateUids.length,
    basis: row.basis,
    basis_label: basisLabel(row.basis),
    target_date: row.targetDate,
    target_location: row.targetLocation,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    updated_by_name: row.updatedByName,
  };
}

/** The comparison with its items (records, then estimates, in saved order) and its table. */
export async function computeComparison(scope: Scope, row: ComparisonRowWithName): Promise<ComparisonDto> {
  const perTotal = row.basis === "total";
  const [targets, types] = await Promise.all([loadTargets(scope, row), loadBuildingTypes(scope)]);
  const typeLabel = (uid: string | null) => (uid ? (types.get(uid)?.label ?? null) : null);
  const [recordItems, estimateItems] = await Promise.all([
    loadRecordItems(scope, row.recordUids, row.basis, targets, perTotal, typeLabel),
    loadEstimateItems(scope, row.estimateUids, row.basis, targets, perTotal),
  ]);
  const dtos: ComparisonItemDto[] = [];
  const tableItems: TableItem[] = [];
  const missing: string[] = [];
  const take = (uid: string, loaded: ReturnType<typeof recordItems.get>) => {
    if (!loaded) return void missing.push(uid);
    const isReference = uid === row.referenceEstimateUid && loaded.dto.kind === "estimate";
    dtos.push({ ...loaded.dto, is_reference: isReference });
    tableItems.push({ ...loaded.table, isReference });
  };
  for (const uid of row.recordUids) take(uid, recordItems.get(uid));
  for (const uid of row.estimateUids) take(uid, estimateItems.get(uid));
  const location = targets.location;
  return {
    ...listItemDto(row),
    record_uids: row.recordUids,
    estimate_uids: row.estimateUids,
    reference_estimate_uid: row.referenceEstimateUid,
    target_location_label: location
      ? location === nationalAverage
        ? location.label
        : `${location.label} ${location.value}`
      : null,
    items: dtos,
    missing_uids: missing,
    table: comparisonTable(tableItems, perTotal) satisfies ComparisonTableDto,
  };
}
