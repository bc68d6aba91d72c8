import { createHash } from "node:crypto";
import type {
  BuildingTypeRow,
  CostCodeRow,
  CostIndexSeriesRow,
  EscalationRateRow,
  LocationIndexRow,
  UnitRow,
} from "@/db/schema";
import type {
  BuildingTypeDto,
  CostCodeDto,
  CostIndexDto,
  CostIndexSummaryDto,
  EscalationRateDto,
  LocationIndexDto,
  UnitDto,
} from "@/lib/contract/reference";
import { buildingTypeLabel } from "@/lib/domain/reference/building-types";
import { type Classification, type CostCode, normaliseCostCode } from "@/lib/domain/reference/cost-codes";
import { type Frequency, periodLabel } from "@/lib/domain/reference/periods";
import type { BuildingMetric, Unit, UnitKind } from "@/lib/domain/reference/units";

// Builders of the reference data the API answers; the shapes are lib/contract/reference.ts's.

// Built-in codes and units get a stable name-based uid (UUID v5 layout over SHA-1), so they sit in the same
// collection as a company's own entries and never change between releases.
export function builtInCostCodeUid(classification: Classification, code: string): string {
  return nameBasedUid(`plinth-reference-cost-code:${classification}:${code}`);
}

export function builtInUnitUid(code: string): string {
  return nameBasedUid(`plinth-reference-unit:${code}`);
}

function nameBasedUid(name: string): string {
  const hash = createHash("sha1").update(name).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function builtInCostCodeDto(code: CostCode): CostCodeDto {
  return {
    uid: builtInCostCodeUid(code.classification, code.code),
    ...code,
    source: "built_in",
    overrides_built_in: false,
    version: null,
  };
}

export function costCodeDto(row: CostCodeRow, overridesBuiltIn: boolean): CostCodeDto {
  const classification = row.classification as Classification;
  const normalised = normaliseCostCode(classification, row.code, row.division);
  return {
    uid: row.uid,
    classification,
    code: row.code,
    title: row.title,
    division: row.division,
    level: normalised.ok ? normalised.level : 1,
    source: "company",
    overrides_built_in: overridesBuiltIn,
    version: row.version,
  };
}

export function builtInUnitDto(u: Unit | BuildingMetric, group: UnitDto["group"]): UnitDto {
  return {
    uid: builtInUnitUid(u.code),
    code: u.code,
    name: u.name,
    kind: u.kind,
    group,
    unit: "unit" in u ? u.unit : null,
    source: "built_in",
    version: null,
  };
}

export function unitDto(row: UnitRow): UnitDto {
  return {
    uid: row.uid,
    code: row.code,
    name: row.name,
    kind: row.kind as UnitKind | null,
    group: "unit",
    unit: null,
    source: "company",
    version: row.version,
  };
}

export function buildingTypeDto(row: BuildingTypeRow, parentName: string | null): BuildingTypeDto {
  return {
    uid: row.uid,
    name: row.name,
    parent_uid: row.parentUid,
    parent_name: parentName,
    label: buildingTypeLabel(parentName, row.name),
    level: row.parentUid ? 2 : 1,
    sort_order: row.sortOrder,
    is_default: row.defaultKey !== null,
    version: row.version,
  };
}

export type SeriesStats = { count: number; first: string | null; last: string | null; latest: number | null };

export function costIndexSummaryDto(row: CostIndexSeriesRow, stats: SeriesStats): CostIndexSummaryDto {
  const frequency = row.frequency as Frequency;
  return {
    uid: row.uid,
    name: row.name,
    frequency,
    base_label: row.baseLabel,
    is_sample: row.isSample,
    point_count: stats.count,
    first_period: stats.first,
    last_period: stats.last,
    latest_value: stats.latest,
    version: row.version,
  };
}

export function costIndexDto(
  row: CostIndexSeriesRow,
  points: { period: string; value: number }[],
): CostIndexDto {
  const frequency = row.frequency as Frequency;
  const last = points.at(-1);
  return {
    ...costIndexSummaryDto(row, {
      count: points.length,
      first: points[0]?.period ?? null,
      last: last?.period ?? null,
      latest: last?.value ?? null,
    }),
    points: points.map((p) => ({
      period: p.period,
      label: periodLabel(p.period, frequency),
      value: p.value,
    })),
  };
}

export function locationIndexDto(row: LocationIndexRow): LocationIndexDto {
  return {
    uid: row.uid,
    series_name: row.seriesName,
    kind: row.kind as "metro" | "state",
    key: row.key,
    label: row.label,
    value: row.value,
    is_sample: row.isSample,
    version: row.version,
  };
}

export function escalationRateDto(row: EscalationRateRow): EscalationRateDto {
  return {
    uid: row.uid,
    year: row.year,
    rate_percent: row.ratePercent,
    kind: row.kind as "actual" | "forecast",
    is_sample: row.isSample,
    version: row.version,
  };
}
