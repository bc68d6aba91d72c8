import type { ProjectRecordRow, ProjectRow, RecordFileRow } from "@/db/schema";
import type { ProjectDto } from "@/lib/contract/project";
import type { NormalisedDto, RecordDto, RecordFileDto } from "@/lib/contract/project-record";
import { isPreviewable } from "@/lib/domain/file-types";
import type { RecordStage } from "@/lib/domain/project/filters";
import { normalisedCents, normalisedPerMetric, type RecordFactors } from "@/lib/domain/project/normalise";
import type { RecordClassification } from "@/lib/domain/project/types";

// Rows → the JSON the contract declares (lib/contract/project.ts, lib/contract/project-record.ts).

const iso = (d: Date | string) => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());

export function projectDto(
  row: ProjectRow,
  recordCount: number,
  buildingTypeName: string | null,
): ProjectDto {
  return {
    uid: row.uid,
    name: row.name,
    number: row.number,
    client: row.client,
    architect: row.architect,
    address: row.address,
    city: row.city,
    state: row.state,
    zip: row.zip,
    metro: row.metro,
    latitude: row.latitude,
    longitude: row.longitude,
    building_type_uid: row.buildingTypeUid,
    building_type_name: buildingTypeName,
    construction_type: row.constructionType,
    work_type: row.workType,
    delivery_method: row.deliveryMethod,
    stories: row.stories,
    tags: row.tags,
    notes: row.notes,
    record_count: recordCount,
    version: row.version,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}

/** The list columns of a record (what the list query selects). */
export type RecordListRow = Pick<
  ProjectRecordRow,
  | "uid"
  | "projectUid"
  | "projectName"
  | "metro"
  | "state"
  | "latitude"
  | "longitude"
  | "buildingTypeUid"
  | "stage"
  | "classification"
  | "bidDate"
  | "startDate"
  | "completionDate"
  | "costBasisDate"
  | "metrics"
  | "gsf"
  | "totalCents"
  | "costPerGsfCents"
  | "tags"
  | "projectTags"
  | "version"
  | "updatedAt"
>;

export function normalisedDto(
  row: Pick<RecordListRow, "totalCents" | "gsf">,
  f: RecordFactors,
): NormalisedDto {
  return {
    factors: f.factors.map((x) => ({ kind: x.kind, factor: x.factor, detail: x.detail })),
    factor: f.factor,
    label: f.label,
    total_cents: normalisedCents(row.totalCents, f.factors),
    cost_per_gsf_cents: normalisedPerMetric(row.totalCents, row.gsf, f.factors),
    ...(f.warning ? { warning: f.warning } : {}),
    ...(f.note ? { note: f.note } : {}),
  };
}

export function recordDto(
  row: RecordListRow,
  extra: { city: string | null; buildingTypeName: string | null; factors?: RecordFactors | null },
): RecordDto {
  const dto: RecordDto = {
    uid: row.uid,
    project_uid: row.projectUid,
    project_name: row.projectName,
    city: extra.city,
    state: row.state,
    metro: row.metro,
    latitude: row.latitude,
    longitude: row.longitude,
    building_type_uid: row.buildingTypeUid,
    building_type_name: extra.buildingTypeName,
    stage: row.stage as RecordStage,
    classification: row.classification as RecordClassification,
    bid_date: row.bidDate,
    start_date: row.startDate,
    completion_date: row.completionDate,
    cost_basis_date: row.costBasisDate,
    metrics: row.metrics,
    total_cents: row.totalCents,
    cost_per_gsf_cents: row.costPerGsfCents,
    tags: row.tags,
    project_tags: row.projectTags,
    version: row.version,
    updated_at: iso(row.updatedAt),
  };
  if (extra.factors) dto.normalised = normalisedDto(row, extra.factors);
  return dto;
}

export function fileDto(row: RecordFileRow, url: string): RecordFileDto {
  return {
    uid: row.uid,
    name: row.name,
    content_type: row.contentType,
    size: row.sizeBytes,
    url,
    previewable: isPreviewable(row.contentType) || isPreviewable(row.name),
    created_at: iso(row.createdAt),
  };
}
