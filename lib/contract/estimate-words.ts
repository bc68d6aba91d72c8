// The estimate's fixed words (statuses, design stages, classifications, cost types) without the schemas, so a
// client component that only lists them does not load zod and the contract (lib/contract/estimate-fields.ts
// builds the schemas on them and re-exports them).
import type { CostType } from "@/lib/domain/estimate/model";

export const estimateStatuses = ["draft", "in_review", "final", "archived"] as const;
export type EstimateStatus = (typeof estimateStatuses)[number];
export const designStages = ["conceptual", "sd", "dd", "cd", "bid"] as const;
export type DesignStage = (typeof designStages)[number];
export const estimateClassifications = ["masterformat", "uniformat"] as const;
export const costTypes = [
  "labor",
  "material",
  "equipment",
  "subcontract",
  "other",
] as const satisfies readonly CostType[];

/** The header fields an estimate update may set (the keys of updateEstimateInput, lib/contract/estimate.ts). */
export const estimateHeaderKeys = [
  "name",
  "number",
  "project_uid",
  "client",
  "location",
  "state",
  "metro",
  "building_type_uid",
  "classification",
  "design_stage",
  "pricing_date",
  "construction_start",
  "duration_months",
  "status",
  "tags",
  "notes",
] as const;
