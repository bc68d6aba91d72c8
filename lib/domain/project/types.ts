// The JSON shapes of the project database API (issue 5 contract). Server DTOs and client code share them.
import type { FactorKind } from "@/lib/domain/reference/normalisation";
import type { RecordStage } from "./filters";

export type { RecordStage } from "./filters";

export type Collection<T extends { uid: string }> = {
  query: string[];
  content: Record<string, T>;
  total: number;
  next_cursor: string | null;
};

export type ConstructionType = "I-A" | "I-B" | "II-A" | "II-B" | "III-A" | "III-B" | "IV" | "V-A" | "V-B";
export const constructionTypes: readonly ConstructionType[] = [
  "I-A",
  "I-B",
  "II-A",
  "II-B",
  "III-A",
  "III-B",
  "IV",
  "V-A",
  "V-B",
];
export type WorkType = "new" | "renovation" | "addition";
export const workTypes: readonly WorkType[] = ["new", "renovation", "addition"];
export const workTypeLabels: Record<WorkType, string> = {
  new: "New construction",
  renovation: "Renovation",
  addition: "Addition",
};
export type DeliveryMethod = "design-bid-build" | "cm-at-risk" | "design-build" | "ipd" | "other";
export const deliveryMethods: readonly DeliveryMethod[] = [
  "design-bid-build",
  "cm-at-risk",
  "design-build",
  "ipd",
  "other",
];
export const deliveryMethodLabels: Record<DeliveryMethod, string> = {
  "design-bid-build": "Design-bid-build",
  "cm-at-risk": "CM at risk",
  "design-build": "Design-build",
  ipd: "Integrated project delivery",
  other: "Other",
};

export type RecordClassification = "masterformat" | "uniformat";
export const recordClassifications: readonly RecordClassification[] = ["masterformat", "uniformat"];

/** Building metrics a record may carry; values are numbers up to 5 decimals. */
export const recordMetrics = ["gsf", "nrsf", "units", "beds", "keys", "seats", "stalls"] as const;
export type RecordMetric = (typeof recordMetrics)[number];
export const recordMetricLabels: Record<RecordMetric, string> = {
  gsf: "GSF",
  nrsf: "NRSF",
  units: "Units",
  beds: "Beds",
  keys: "Keys",
  seats: "Seats",
  stalls: "Stalls",
};
/** Other metric names are allowed; they show as typed. */
export type RecordMetrics = Partial<Record<RecordMetric, number>> & Record<string, number>;

export type ProjectDto = {
  uid: string;
  name: string;
  number: string | null;
  client: string | null;
  architect: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  metro: string | null;
  latitude: number | null;
  longitude: number | null;
  building_type_uid: string | null;
  building_type_name: string | null;
  construction_type: string | null;
  work_type: string | null;
  delivery_method: string | null;
  stories: number | null;
  tags: string[];
  notes: string | null;
  record_count: number;
  version: number;
  created_at: string;
  updated_at: string;
};

export type FactorDto = { kind: FactorKind; factor: number; detail: string };

/** A record's numbers moved to the target date and location; `label` is "× 1.084 time · × 0.93 location". */
export type NormalisedDto = {
  factors: FactorDto[];
  factor: number;
  label: string;
  total_cents: number;
  cost_per_gsf_cents: number | null;
  /** Set when a target could not be applied (e.g. a date outside the index series); factors then hold the rest. */
  warning?: string;
};

export type RecordDto = {
  uid: string;
  project_uid: string;
  project_name: string;
  city: string | null;
  state: string | null;
  metro: string | null;
  latitude: number | null;
  longitude: number | null;
  building_type_uid: string | null;
  building_type_name: string | null;
  stage: RecordStage;
  classification: RecordClassification;
  bid_date: string | null;
  start_date: string | null;
  completion_date: string | null;
  cost_basis_date: string;
  metrics: RecordMetrics;
  total_cents: number;
  cost_per_gsf_cents: number | null;
  /** The record's own tags, as given (never merged with its project's). */
  tags: string[];
  /** Its project's tags; the list's tag filter matches a record when either list has the tag. */
  project_tags: string[];
  version: number;
  updated_at: string;
  normalised?: NormalisedDto;
};

export type CostLineDto = {
  cost_code: string;
  description: string | null;
  division: string;
  division_label: string;
  amount_cents: number;
};

export type DivisionDto = {
  division: string;
  label: string;
  amount_cents: number;
  /** 0..1 of the total. */
  share: number;
  per_gsf_cents: number | null;
  normalised_amount_cents?: number;
};

export type PerMetricDto = {
  metric: string;
  value: number;
  cost_cents: number;
  normalised_cents?: number;
};

export type RecordFileDto = {
  uid: string;
  name: string;
  content_type: string;
  size: number;
  url: string;
  previewable: boolean;
  created_at: string;
};

export type OtherRecordDto = {
  uid: string;
  stage: RecordStage;
  cost_basis_date: string;
  total_cents: number;
  cost_per_gsf_cents: number | null;
};

export type RecordDetailDto = RecordDto & {
  project: ProjectDto;
  costs: CostLineDto[];
  divisions: DivisionDto[];
  per_metric: PerMetricDto[];
  files: RecordFileDto[];
  other_records: OtherRecordDto[];
  notes: string | null;
};

export type HistogramBucketDto = { from_cents: number; to_cents: number; count: number };

export type RecordStatsDto = {
  count: number;
  median_cpg_cents: number | null;
  p25_cpg_cents: number | null;
  p75_cpg_cents: number | null;
  histogram: HistogramBucketDto[];
  by_building_type: {
    building_type_uid: string | null;
    name: string;
    count: number;
    median_cpg_cents: number | null;
    p25_cpg_cents: number | null;
    p75_cpg_cents: number | null;
  }[];
};

/** [uid, lat, lng, cost_per_gsf_cents, project_name] */
export type RecordPoint = [string, number, number, number | null, string];
export type RecordPointsDto = { points: RecordPoint[]; truncated?: boolean };

export type UploadSignatureDto = {
  upload_url: string;
  method: "PUT";
  headers: Record<string, string>;
  key: string;
};
