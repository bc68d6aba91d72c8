// The reference data as the API answers it (snake_case, uids, versions for If-Match): built by
// lib/server/reference/dto.ts, read by the browser's code.
import type { Classification } from "@/lib/domain/reference/cost-codes";
import type { Frequency } from "@/lib/domain/reference/periods";
import type { UnitKind } from "@/lib/domain/reference/units";

export type CostCodeDto = {
  uid: string;
  classification: Classification;
  code: string;
  title: string;
  division: string | null;
  level: number;
  source: "built_in" | "company";
  /** A company code that renames a built-in one of the same number. */
  overrides_built_in: boolean;
  /** Null for built-in codes, which cannot be edited. */
  version: number | null;
};

export type UnitDto = {
  uid: string;
  code: string;
  name: string;
  kind: UnitKind | null;
  /** Units measure quantities; building metrics are what a project's cost is divided by ($/GSF …). */
  group: "unit" | "building_metric";
  /** A building metric's unit of measure (GSF → SF); null for units. */
  unit: string | null;
  source: "built_in" | "company";
  /** Null for built-ins, which cannot be changed. */
  version: number | null;
};

export type BuildingTypeDto = {
  uid: string;
  name: string;
  parent_uid: string | null;
  parent_name: string | null;
  label: string;
  level: number;
  sort_order: number;
  is_default: boolean;
  version: number;
};

export type CostIndexSummaryDto = {
  uid: string;
  name: string;
  frequency: Frequency;
  base_label: string;
  is_sample: boolean;
  point_count: number;
  first_period: string | null;
  last_period: string | null;
  latest_value: number | null;
  version: number;
};

export type CostIndexDto = CostIndexSummaryDto & {
  points: { period: string; label: string; value: number }[];
};

export type LocationIndexDto = {
  uid: string;
  series_name: string;
  kind: "metro" | "state";
  key: string;
  label: string;
  value: number;
  is_sample: boolean;
  version: number;
};

export type EscalationRateDto = {
  uid: string;
  year: number;
  rate_percent: number;
  kind: "actual" | "forecast";
  is_sample: boolean;
  version: number;
};
