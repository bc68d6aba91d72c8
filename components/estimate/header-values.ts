// The estimate header form's values (strings, as typed) ↔ the API's header fields. They are checked with the
// same zod schemas the server uses, so the messages match, in ./header-check.ts (loaded when a form needs it).
import type { DesignStage, EstimateDto, EstimateStatus } from "@/lib/contract/estimate";
import type { ProjectDto } from "@/lib/contract/project";
import { projectPlace } from "@/lib/domain/estimate/from-project";

export interface HeaderValues {
  name: string;
  number: string;
  project_uid: string;
  /** Shown beside the link; not sent. */
  project_name: string;
  client: string;
  location: string;
  state: string;
  metro: string;
  building_type_uid: string;
  classification: "masterformat" | "uniformat";
  design_stage: DesignStage;
  pricing_date: string;
  construction_start: string;
  duration_months: string;
  status: EstimateStatus;
  tags: string;
  notes: string;
}

export type HeaderErrors = Partial<Record<keyof HeaderValues | "form", string>>;

const today = () => new Date().toISOString().slice(0, 10);

export function blankHeader(): HeaderValues {
  return {
    name: "",
    number: "",
    project_uid: "",
    project_name: "",
    client: "",
    location: "",
    state: "",
    metro: "",
    building_type_uid: "",
    classification: "masterformat",
    design_stage: "conceptual",
    pricing_date: today(),
    construction_start: "",
    duration_months: "",
    status: "draft",
    tags: "",
    notes: "",
  };
}

/**
 * What linking a project fills in: its client, place ("City, ST" as the location), state, metro and building
 * type, each only where the form has none — what the server takes from the project on save
 * (lib/server/estimate/from-project.ts), shown before it.
 */
export function fromProject(
  project: Pick<ProjectDto, "client" | "city" | "state" | "address" | "metro" | "building_type_uid">,
  values: HeaderValues,
): Partial<HeaderValues> {
  const taken: Partial<HeaderValues> = {
    client: project.client ?? "",
    location: projectPlace(project) ?? "",
    state: project.state ?? "",
    metro: project.metro ?? "",
    building_type_uid: project.building_type_uid ?? "",
  };
  const patch: Partial<HeaderValues> = {};
  for (const [key, value] of Object.entries(taken) as [keyof HeaderValues, string][]) {
    if (value && !String(values[key]).trim()) Object.assign(patch, { [key]: value });
  }
  return patch;
}

export function headerFromEstimate(
  e: Pick<
    EstimateDto,
    Exclude<keyof EstimateDto, "inputs" | "markups" | "unit_mix" | "created_by" | "published_record_uid">
  >,
  projectName = "",
): HeaderValues {
  return {
    name: e.name,
    number: e.number ?? "",
    project_uid: e.project_uid ?? "",
    project_name: projectName,
    client: e.client ?? "",
    location: e.location ?? "",
    state: e.state ?? "",
    metro: e.metro ?? "",
    building_type_uid: e.building_type_uid ?? "",
    classification: e.classification,
    design_stage: e.design_stage,
    pricing_date: e.pricing_date ?? "",
    construction_start: e.construction_start ?? "",
    duration_months: e.duration_months === null ? "" : String(e.duration_months),
    status: e.status,
    tags: e.tags.join(", "),
    notes: e.notes ?? "",
  };
}

/** "24" → 24; blank → null; anything else is passed on so the schema names the problem. */
function months(text: string): unknown {
  const t = text.trim();
  if (!t) return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : t;
}

export function headerBody(v: HeaderValues) {
  return {
    name: v.name,
    number: v.number,
    project_uid: v.project_uid,
    client: v.client,
    location: v.location,
    state: v.state,
    metro: v.metro,
    building_type_uid: v.building_type_uid,
    classification: v.classification,
    design_stage: v.design_stage,
    pricing_date: v.pricing_date,
    construction_start: v.construction_start,
    duration_months: months(v.duration_months),
    status: v.status,
    tags: v.tags
      .split(",")
      .map((t) => t.trim())
      .filter(Boolean),
    notes: v.notes,
  };
}

/** The form's messages by field, as HeaderFields reads them. */
export function headerErrors(errors: Partial<Record<string, { message?: unknown }>>): HeaderErrors {
  const out: HeaderErrors = {};
  for (const [key, error] of Object.entries(errors)) {
    if (typeof error?.message === "string") out[key as keyof HeaderErrors] = error.message;
  }
  return out;
}
