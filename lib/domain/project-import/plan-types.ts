// The shapes of an import plan: the mapping a user chose, and the projects → records → cost lines read from
// the file with every row's problems. A project's fields are those of lib/domain/project/fields.ts, each
// settled to a value or null.
import type { z } from "zod";
import type { ProjectFieldName, projectFields } from "@/lib/domain/project/fields";

export type ImportMapping = {
  /** header → target ("project_name", "metric:acres", "cost:03", "" to ignore). */
  columns: Record<string, string>;
  /** their code → company code; codes not listed take the suggestion. */
  cost_codes: Record<string, string>;
  /** Read numeric codes as the 1995 16-division format. */
  legacy_codes?: boolean;
};

export type BuildingTypeRef = { uid: string; name: string; parent_name: string | null };
export type RowError = { row: number; column: string | null; message: string };

export type ImportedCost = { cost_code: string; description: string | null; amount_cents: number };
/** A cost record's own fields, as a file row carries them (import) and as the export writes them. */
export type RecordFileFields = {
  stage: string;
  classification: string;
  bid_date: string | null;
  start_date: string | null;
  completion_date: string | null;
  cost_basis_date: string;
  metrics: Record<string, number>;
  tags: string[];
  notes: string | null;
};
export type ImportedRecord = RecordFileFields & { row: number; costs: ImportedCost[] };

type FieldValue<K extends ProjectFieldName> = NonNullable<z.output<(typeof projectFields)[K]>>;

/** Every project field settled: the name and tags always present, the others a value or null. */
type ImportedProjectFields = { name: string; tags: string[] } & {
  [K in Exclude<ProjectFieldName, "name" | "tags">]: FieldValue<K> | null;
};

export type ImportedProject = { row: number } & ImportedProjectFields & { records: ImportedRecord[] };

export type ImportSummary = {
  rows: number;
  projects: number;
  records: number;
  cost_lines: number;
  total_cents: number;
  error_count: number;
  /** Their codes as found, with how often and what they map to. */
  cost_codes: { code: string; count: number; mapped_to: string }[];
};

export type ImportPlan = { projects: ImportedProject[]; errors: RowError[]; summary: ImportSummary };

export const maxReportedErrors = 500;
export const totalOnlyCostCode = "TOTAL";
