// Rows → the estimate API's JSON (lib/contract/estimate.ts).
import type { EstimateLineRow, EstimateRow, EstimateViewRow } from "@/db/schema";
import type {
  EstimateDto,
  EstimateLineDto,
  EstimateListItemDto,
  EstimateViewDto,
} from "@/lib/contract/estimate";
import type { Markup } from "@/lib/domain/estimate/markups";
import type { CostSplit, CostType } from "@/lib/domain/estimate/model";
import type { UnitMix } from "@/lib/domain/estimate/unit-mix";
import type { EstimateViewConfig } from "@/lib/domain/estimate/view-config";
import { costPerMetric } from "@/lib/domain/reference/cents";

export type EstimateRowWithNames = EstimateRow & {
  buildingTypeName?: string | null;
  updatedByName?: string | null;
  childCount?: number | null;
  parentName?: string | null;
};

const iso = (d: Date | string) => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());

export function estimateListItemDto(row: EstimateRowWithNames): EstimateListItemDto {
  return {
    uid: row.uid,
    name: row.name,
    number: row.number,
    project_uid: row.projectUid,
    client: row.client,
    location: row.location,
    state: row.state,
    metro: row.metro,
    building_type_uid: row.buildingTypeUid,
    building_type_name: row.buildingTypeName ?? null,
    classification: row.classification as EstimateDto["classification"],
    design_stage: row.designStage as EstimateDto["design_stage"],
    pricing_date: row.pricingDate,
    construction_start: row.constructionStart,
    duration_months: row.durationMonths,
    status: row.status as EstimateDto["status"],
    kind: row.kind === "template" ? "template" : "estimate",
    tags: row.tags,
    notes: row.notes,
    rollup_mode: (row.rollupMode as EstimateDto["rollup_mode"]) ?? null,
    child_count: Number(row.childCount ?? 0),
    parent_uid: row.parentUid,
    parent_name: row.parentName ?? null,
    direct_cents: row.directCents,
    grand_total_cents: row.grandTotalCents,
    gsf: row.gsf === null ? null : Number(row.gsf),
    cost_per_gsf_cents: costPerMetric(row.grandTotalCents, row.gsf === null ? null : Number(row.gsf)),
    line_count: row.lineCount,
    version: row.version,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
    updated_by_name: row.updatedByName?.trim() || null,
  };
}

export function estimateDto(row: EstimateRowWithNames): EstimateDto {
  return {
    ...estimateListItemDto(row),
    inputs: (row.inputs ?? []).map((i) => ({
      uid: i.uid,
      name: i.name,
      label: i.label ?? null,
      unit: i.unit ?? null,
      value: i.value,
    })),
    markups: (row.markups ?? []) as unknown as Markup[],
    unit_mix: (row.unitMix as UnitMix | null) ?? null,
    created_by: row.createdBy ?? null,
    published_record_uid: row.publishedRecordUid ?? null,
  };
}

export function lineDto(row: EstimateLineRow): EstimateLineDto {
  return {
    uid: row.uid,
    position: row.position,
    cost_code: row.costCode,
    description: row.description,
    quantity: row.quantity,
    unit: row.unit,
    unit_cost_cents: row.unitCostCents === null ? null : Number(row.unitCostCents),
    lump_sum_cents: row.lumpSumCents === null ? null : Number(row.lumpSumCents),
    split: (row.split as CostSplit | null) ?? null,
    cost_type: (row.costType as CostType | null) ?? null,
    alternate: row.alternate,
    allowance: row.allowance,
    tags: row.tags,
    notes: row.notes,
    area: row.area,
    version: row.version,
    updated_at: iso(row.updatedAt),
    bid_submission_uid: row.bidSubmissionUid ?? null,
    group_uid: row.groupUid ?? null,
    cost_item_uid: row.costItemUid ?? null,
    library_cents:
      row.libraryCents === null || row.libraryCents === undefined ? null : Number(row.libraryCents),
    source: row.source ?? null,
  };
}

const emptyConfig: EstimateViewConfig = {
  group_by: [],
  filters: {},
  columns: [],
  column_order: [],
  sort: [],
};

export function viewDto(row: EstimateViewRow): EstimateViewDto {
  return {
    uid: row.uid,
    name: row.name,
    shared: row.ownerUid === null,
    owner_uid: row.ownerUid ?? row.createdBy,
    config: { ...emptyConfig, ...(row.config as Partial<EstimateViewConfig>) },
    version: row.version,
    updated_at: iso(row.updatedAt),
  };
}
