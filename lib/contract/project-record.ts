// Project records (a project's cost at one stage and date): what the record forms send and the API answers,
// and the operations under /api/v1/project-record — the filtered list, its statistics and map points, one
// record with its cost lines and normalisation, and its files.
import { z } from "zod";
import {
  blankToNull,
  completionAfterStart,
  derivedInRange,
  inputMessages,
  isoDateField,
  recordFields,
  requiredText,
} from "@/lib/domain/project/fields";
import { filterStages } from "@/lib/domain/project/filters";
import { recordClassifications } from "@/lib/domain/project/types";
import { listResponse } from "./list";
import { operation } from "./operation";
import { projectDto } from "./project";
import { listRecordsQuery, recordFiltersQuery, recordMapQuery } from "./record-filters";

export const createRecordInput = z
  .object({
    project_uid: z.uuid({ error: (i) => (i.input == null ? "Required" : inputMessages.uid) }),
    ...recordFields,
  })
  .superRefine(completionAfterStart)
  .superRefine(derivedInRange);
export type CreateRecordInput = z.infer<typeof createRecordInput>;

/**
 * Fields not sent keep their value; `costs`, when sent, replaces every line. The range of the derived numbers
 * is checked by the service against the merged record (metrics or costs alone are not enough to tell).
 */
export const updateRecordInput = z.object(recordFields).partial().superRefine(completionAfterStart);
export type UpdateRecordInput = z.infer<typeof updateRecordInput>;

export const fileSignatureInput = z.object({
  name: requiredText(200),
  content_type: requiredText(100),
  size: z
    .number({ error: "Must be a size in bytes" })
    .int("Must be a size in bytes")
    .min(1, "The file is empty"),
});
export type FileSignatureInput = z.infer<typeof fileSignatureInput>;

export const registerFileInput = fileSignatureInput.extend({ key: requiredText(300) });
export type RegisterFileInput = z.infer<typeof registerFileInput>;

/** Normalisation targets a record's numbers may be moved to. */
export const recordTargetsQuery = z.object({
  target_date: z.preprocess(blankToNull, isoDateField.nullable().optional()),
  target_location: z.preprocess(
    blankToNull,
    z.string().trim().max(100, inputMessages.text(100)).nullable().optional(),
  ),
});

// ── What the API answers ─────────────────────────────────────────────────────────────────────────────

const text = z.string().nullable();
const cents = z.number().int();
const centsOrNull = cents.nullable();
const stage = z.enum(filterStages);

export const normalisedDto = z.object({
  factors: z.array(
    z.object({ kind: z.enum(["time", "location", "escalation"]), factor: z.number(), detail: z.string() }),
  ),
  factor: z.number(),
  label: z.string().describe('"× 1.084 time · × 0.93 location"'),
  total_cents: cents,
  cost_per_gsf_cents: centsOrNull,
  warning: z
    .string()
    .optional()
    .describe(
      "Set when a target could not be applied (a date outside the index series); factors hold the rest",
    ),
  note: z
    .string()
    .optional()
    .describe(
      'Set when the cost basis is after the last index value: "index for 2026-11 not published yet; using 2026-10"',
    ),
});
export type NormalisedDto = z.infer<typeof normalisedDto>;

export const recordDto = z.object({
  uid: z.string(),
  project_uid: z.string(),
  project_name: z.string(),
  city: text,
  state: text,
  metro: text,
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  building_type_uid: text,
  building_type_name: text,
  stage,
  classification: z.enum(recordClassifications as unknown as readonly ["masterformat", "uniformat"]),
  bid_date: text,
  start_date: text,
  completion_date: text,
  cost_basis_date: z.string(),
  metrics: z.record(z.string(), z.number()).describe("gsf, nrsf, units, beds, keys, seats, stalls or others"),
  total_cents: cents,
  cost_per_gsf_cents: centsOrNull,
  tags: z.array(z.string()).describe("The record's own tags, never merged with its project's"),
  project_tags: z.array(z.string()).describe("The tag filter matches a record when either list has the tag"),
  version: z.number().int(),
  updated_at: z.string(),
  normalised: normalisedDto.optional().describe("With target_date or target_location"),
});
export type RecordDto = z.infer<typeof recordDto>;

export const recordFileDto = z.object({
  uid: z.string(),
  name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  url: z.string().describe("A signed, expiring download URL"),
  previewable: z.boolean(),
  created_at: z.string(),
});
export type RecordFileDto = z.infer<typeof recordFileDto>;

export const recordDetailDto = recordDto.extend({
  project: projectDto,
  costs: z.array(
    z.object({
      cost_code: z.string(),
      description: text,
      division: z.string(),
      division_label: z.string(),
      amount_cents: cents,
    }),
  ),
  divisions: z.array(
    z.object({
      division: z.string(),
      label: z.string(),
      amount_cents: cents,
      share: z.number().describe("0..1 of the total"),
      per_gsf_cents: centsOrNull,
      normalised_amount_cents: cents
        .optional()
        .describe("Whole cents by largest remainder: the divisions add up to normalised.total_cents"),
    }),
  ),
  per_metric: z.array(
    z.object({
      metric: z.string(),
      value: z.number(),
      cost_cents: cents,
      normalised_cents: cents.optional(),
    }),
  ),
  files: z.array(recordFileDto),
  other_records: z.array(
    z.object({
      uid: z.string(),
      stage,
      cost_basis_date: z.string(),
      total_cents: cents,
      cost_per_gsf_cents: centsOrNull,
    }),
  ),
  notes: text,
  from_estimate: z
    .object({ uid: z.string(), name: z.string() })
    .nullable()
    .describe("The estimate a publish made this record from (stage estimate)"),
});
export type RecordDetailDto = z.infer<typeof recordDetailDto>;
export type DivisionDto = RecordDetailDto["divisions"][number];
export type OtherRecordDto = RecordDetailDto["other_records"][number];

const quartiles = {
  median_cpg_cents: centsOrNull,
  p25_cpg_cents: centsOrNull,
  p75_cpg_cents: centsOrNull,
};

const valued = z
  .number()
  .int()
  .describe(
    "The n behind the quartiles and histogram: records with a $/GSF (a GSF, and with a target date a basis inside the index series)",
  );

export const recordStatsDto = z.object({
  count: z.number().int().describe("Records the filters match"),
  projects: z.number().int().describe("The projects those records belong to (a project may have several)"),
  valued,
  ...quartiles,
  histogram: z.array(z.object({ from_cents: z.number(), to_cents: z.number(), count: z.number().int() })),
  by_building_type: z.array(
    z.object({ building_type_uid: text, name: z.string(), count: z.number().int(), valued, ...quartiles }),
  ),
});
export type RecordStatsDto = z.infer<typeof recordStatsDto>;

const mapPoint = z.tuple([z.string(), z.number(), z.number(), centsOrNull, z.string()]);

export const recordPointsDto = z.object({
  points: z.array(mapPoint).describe("[uid, latitude, longitude, $/GSF cents, project name]"),
  truncated: z.boolean().optional().describe("More than 20,000 matched; the newest are shown"),
});
export type RecordPointsDto = z.infer<typeof recordPointsDto>;

export const recordMapDto = z.object({
  total: z.number().int().describe("Records with coordinates the filters match, inside the viewport or not"),
  clusters: z
    .array(
      z.tuple([z.number().int(), z.number(), z.number(), z.number().int(), centsOrNull, z.number().int()]),
    )
    .describe(
      "[cluster id, latitude, longitude, record count, average $/GSF cents, zoom at which it splits]",
    ),
  points: z.array(mapPoint).describe("[uid, latitude, longitude, $/GSF cents, project name]"),
  leaves: z
    .record(z.string(), z.array(mapPoint))
    .describe("By cluster id, the records of each cluster that never splits (they share a place), up to 200"),
  truncated: z
    .boolean()
    .optional()
    .describe("The viewport held more than 5,000 markers; the rest are left out"),
});
export type RecordMapDto = z.infer<typeof recordMapDto>;

export const uploadSignatureDto = z.object({
  upload_url: z.string(),
  method: z.literal("PUT"),
  headers: z.record(z.string(), z.string()),
  key: z.string().describe("Send back as `key` when registering the file"),
});
export type UploadSignatureDto = z.infer<typeof uploadSignatureDto>;

export const projectRecordOperations = {
  list: operation({
    method: "GET",
    path: "/api/v1/project-record",
    summary: "List the records the filters match, sorted, a page at a time, optionally normalised",
    permission: "project.read",
    query: listRecordsQuery,
    response: listResponse(recordDto),
  }),
  create: operation({
    method: "POST",
    path: "/api/v1/project-record",
    summary: "Add a record with its cost lines to a project",
    permission: "project.write",
    body: createRecordInput,
    status: 201,
    response: recordDetailDto,
  }),
  stats: operation({
    method: "GET",
    path: "/api/v1/project-record/stats",
    summary:
      "Count, $/GSF quartiles, histogram and figures by building type of the records the filters match",
    permission: "project.read",
    query: recordFiltersQuery,
    response: recordStatsDto,
  }),
  points: operation({
    method: "GET",
    path: "/api/v1/project-record/points",
    summary: "Map points of the records the filters match (up to 20,000)",
    permission: "project.read",
    query: recordFiltersQuery,
    response: recordPointsDto,
  }),
  map: operation({
    method: "GET",
    path: "/api/v1/project-record/map",
    summary: "Clusters and records in a map viewport at a zoom level, over the filters",
    description:
      "Clustered on the server (supercluster, radius 60 px in 256-px tiles, up to zoom 16) over every record the filters match; the index is kept for a few seconds per company and filters, and rebuilt after a write.",
    permission: "project.read",
    query: recordMapQuery,
    response: recordMapDto,
  }),
  get: operation({
    method: "GET",
    path: "/api/v1/project-record/{uid}",
    summary: "Read one record with its project, cost lines, divisions, files and other records",
    permission: "project.read",
    query: recordTargetsQuery,
    response: recordDetailDto,
  }),
  update: operation({
    method: "PUT",
    path: "/api/v1/project-record/{uid}",
    summary: "Change a record's fields; cost lines, when sent, replace all of them",
    permission: "project.write",
    body: updateRecordInput,
    response: recordDetailDto,
  }),
  remove: operation({
    method: "DELETE",
    path: "/api/v1/project-record/{uid}",
    summary: "Delete a record with its cost lines and its files' entries",
    permission: "project.write",
    status: 204,
  }),
  listFiles: operation({
    method: "GET",
    path: "/api/v1/project-record/{uid}/file",
    summary: "List a record's files with signed download URLs",
    permission: "project.read",
    response: z.object({ files: z.array(recordFileDto) }),
  }),
  registerFile: operation({
    method: "POST",
    path: "/api/v1/project-record/{uid}/file",
    summary: "Register a file uploaded to a signed URL (its size and type are checked)",
    permission: "project.write",
    body: registerFileInput,
    status: 201,
    response: recordFileDto,
  }),
  signUpload: operation({
    method: "POST",
    path: "/api/v1/project-record/{uid}/file/upload-signature",
    summary: "Get a signed URL to upload one file of an allowed type and size to a record",
    permission: "project.write",
    body: fileSignatureInput,
    response: uploadSignatureDto,
  }),
  removeFile: operation({
    method: "DELETE",
    path: "/api/v1/project-record/{uid}/file/{fileUid}",
    summary: "Remove a file from a record",
    permission: "project.write",
    ifMatch: "none",
    status: 204,
  }),
};
