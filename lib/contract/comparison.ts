// Comparisons (benchmarking): a saved set of project records and estimates, a basis ($/GSF, $/unit …) and a
// normalisation target (date and place). The API computes the side-by-side table by division with benchmark
// columns; the numbers come from the project database's normalisation (lib/domain/project/normalise.ts), so a
// record's figure here equals its figure on the record page for the same date and place.
import { z } from "zod";
import { blankToNull, inputMessages, isoDateField, requiredText } from "@/lib/domain/project/fields";
import { listQuery, listResponse } from "./list";
import { operation } from "./operation";

/** Bases every record and estimate may share; any other lower-case metric name ("acres") is also a basis. */
export const comparisonBases = ["total", "gsf", "nrsf", "unit", "bed", "key", "seat", "stall"] as const;
export type ComparisonBasis = (typeof comparisonBases)[number] | (string & {});

/** At most this many items (records + estimates) in one comparison. */
export const maxComparisonItems = 500;

const basisMessage = `Must be one of ${comparisonBases.join(", ")} or a metric name (lower-case letters, digits and _)`;

const basisField = z
  .string({ error: basisMessage })
  .trim()
  .toLowerCase()
  .regex(/^[a-z][a-z0-9_]{0,49}$/, basisMessage);

const uidField = z.uuid({ error: inputMessages.uid }).transform((v) => v.toLowerCase());

const uidList = (max: number, what: string) =>
  z
    .array(uidField, { error: `Must be a list of ${what} ids` })
    .max(max, `At most ${max} ${what}`)
    .transform((uids) => [...new Set(uids)]);

const comparisonFields = {
  name: requiredText(200),
  record_uids: uidList(maxComparisonItems, "records").describe("Project records to compare, in order"),
  estimate_uids: uidList(50, "estimates").describe("Estimates to compare, in order"),
  reference_estimate_uid: z
    .preprocess(blankToNull, uidField.nullable())
    .describe(
      "The estimate benchmarked against the others (deviation from the median per division); added to the items when not among estimate_uids",
    ),
  basis: basisField.describe(
    `${comparisonBases.join(", ")} (unit, bed … read the records' units, beds … metrics) or any metric name`,
  ),
  target_date: z
    .preprocess(blankToNull, isoDateField.nullable())
    .describe("Move every cost to this date by the company's cost index; null leaves dates as they are"),
  target_location: z
    .preprocess(blankToNull, z.string().trim().max(100, inputMessages.text(100)).nullable())
    .describe(
      "A location index entry, as the project database takes it: a metro key (houston-tx), a state (TX) or national; null leaves places as they are",
    ),
};

export const createComparisonInput = z
  .object({
    name: comparisonFields.name,
    record_uids: comparisonFields.record_uids.default([]),
    estimate_uids: comparisonFields.estimate_uids.default([]),
    reference_estimate_uid: comparisonFields.reference_estimate_uid.optional(),
    basis: comparisonFields.basis.default("total"),
    target_date: comparisonFields.target_date.optional(),
    target_location: comparisonFields.target_location.optional(),
  })
  .strict();
export type CreateComparisonInput = z.infer<typeof createComparisonInput>;

/** Fields not sent keep their value; record_uids / estimate_uids, when sent, replace the list. */
export const updateComparisonInput = z.object(comparisonFields).partial().strict();
export type UpdateComparisonInput = z.infer<typeof updateComparisonInput>;

export const listComparisonsQuery = listQuery(200, 50).extend({
  q: z.string().trim().max(200, inputMessages.text(200)).optional().describe("Matches the name"),
});
export type ListComparisonsQuery = z.infer<typeof listComparisonsQuery>;

export const exportComparisonQuery = z.object({
  format: z.enum(["csv", "xlsx", "pdf"], { error: "Must be one of csv, xlsx, pdf" }).default("csv"),
});
export type ExportComparisonQuery = z.infer<typeof exportComparisonQuery>;

export const similarRecordsQuery = z.object({
  estimate_uid: uidField.describe("The estimate whose building type, size band and region to match"),
  limit: z.coerce
    .number({ error: "Must be a whole number from 1 to 200" })
    .int("Must be a whole number from 1 to 200")
    .min(1, "Must be a whole number from 1 to 200")
    .max(200, "Must be a whole number from 1 to 200")
    .default(50),
});
export type SimilarRecordsQuery = z.infer<typeof similarRecordsQuery>;

// ── What the API answers ─────────────────────────────────────────────────────────────────────────────

const cents = z.number().int();
const centsOrNull = cents.nullable();
const text = z.string().nullable();

/** The same Factor the project database shows (lib/domain/reference/normalisation.ts). */
export const factorDto = z.object({
  kind: z.enum(["time", "location", "escalation"]),
  factor: z.number().describe("time: I(target) / I(source); location: index_target / index_source"),
  detail: z.string().describe('"236.45 / 128.61", "Houston, TX 93.4 / National average 100"'),
});
export type FactorDto = z.infer<typeof factorDto>;

/** One list item: a saved comparison without its table. */
export const comparisonListItemDto = z.object({
  uid: z.string(),
  name: z.string(),
  item_count: z.number().int().describe("Records and estimates"),
  record_count: z.number().int(),
  estimate_count: z.number().int(),
  basis: z.string(),
  basis_label: z.string().describe('"Total", "$/GSF", "$/unit", "$/acres"'),
  target_date: text,
  target_location: text,
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  updated_by_name: text,
});
export type ComparisonListItemDto = z.infer<typeof comparisonListItemDto>;

export const comparisonItemDto = z.object({
  kind: z.enum(["record", "estimate"]),
  uid: z.string().describe("The record's or the estimate's uid"),
  name: z.string().describe("The record's project name, or the estimate's name"),
  stage: text.describe("The record's stage (conceptual, bid, gmp, final) or the estimate's design stage"),
  is_reference: z.boolean(),
  building_type_uid: text,
  building_type_name: text,
  classification: z.enum(["masterformat", "uniformat"]),
  date: text.describe("The record's cost basis date, the estimate's pricing date"),
  city: text,
  state: text,
  metro: text,
  location_label: z.string().describe('"Houston, TX", "TX" or "—"'),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  metrics: z
    .record(z.string(), z.number())
    .describe("gsf, nrsf, units, beds … (an estimate's inputs by lower-case name)"),
  basis_value: z.number().nullable().describe("The item's metric the basis divides by; null for total"),
  total_cents: cents.describe("As priced: a record's total, an estimate's grand total"),
  direct_cents: cents.describe("The sum of the divisions (an estimate's direct cost; a record's total)"),
  normalised_total_cents: cents.describe("total_cents moved to the target date and place"),
  value_cents: centsOrNull.describe(
    "The normalised total per the basis; null when the item lacks the basis metric",
  ),
  factors: z.array(factorDto).describe("The factors the project database applies, in order"),
  factor: z.number().describe("Their product (1 when none apply)"),
  factor_label: z.string().describe('"× 1.084 time · × 0.93 location" ("" when none apply)'),
  warning: z
    .string()
    .optional()
    .describe("A target that could not be applied to this item (a date outside the index series)"),
});
export type ComparisonItemDto = z.infer<typeof comparisonItemDto>;

/** Benchmark columns over the items other than the reference estimate that have a value in the row. */
export const benchmarkDto = z.object({
  count: z.number().int(),
  average_cents: centsOrNull,
  median_cents: centsOrNull,
  p25_cents: centsOrNull,
  p75_cents: centsOrNull,
  min_cents: centsOrNull,
  max_cents: centsOrNull,
});
export type BenchmarkDto = z.infer<typeof benchmarkDto>;

export const comparisonRowDto = z.object({
  kind: z.enum(["division", "markups", "total"]).describe("markups: an estimate's grand total − direct cost"),
  division: z.string().describe('"03", "B20", "" (unassigned), "markups" or "total"'),
  label: z.string().describe('"03 Concrete", "B20 Exterior Enclosure", "Total"'),
  values: z
    .array(centsOrNull)
    .describe("Per item, in the order of `items`: the normalised amount per the basis; null when absent"),
  outliers: z
    .array(z.boolean())
    .describe("Per item: the value lies outside P25 − 1.5 × IQR … P75 + 1.5 × IQR of the benchmark"),
  ...benchmarkDto.shape,
  reference_cents: centsOrNull.describe("The reference estimate's value in this row"),
  deviation_cents: centsOrNull.describe("reference − median"),
  deviation_ratio: z.number().nullable().describe("(reference − median) / median; null when median is 0"),
  reference_outlier: z
    .boolean()
    .describe("The reference lies outside P25 − 1.5 × IQR … P75 + 1.5 × IQR of the benchmark"),
});
export type ComparisonRowDto = z.infer<typeof comparisonRowDto>;

export const comparisonTableDto = z.object({
  classification: z
    .enum(["masterformat", "uniformat"])
    .describe("uniformat when every item is classified in UniFormat"),
  mixed_classifications: z
    .boolean()
    .describe("Some items are MasterFormat and some UniFormat: their divisions are shown apart"),
  rows: z.array(comparisonRowDto).describe("Divisions in code order (Unassigned last), then markups"),
  totals: comparisonRowDto.describe("Every item's normalised total per the basis"),
});
export type ComparisonTableDto = z.infer<typeof comparisonTableDto>;

export const comparisonDto = comparisonListItemDto.extend({
  record_uids: z.array(z.string()),
  estimate_uids: z.array(z.string()),
  reference_estimate_uid: text,
  target_location_label: text.describe('"Houston, TX 93.4", "National average"'),
  items: z.array(comparisonItemDto).describe("Records, then estimates, in the saved order"),
  missing_uids: z
    .array(z.string())
    .describe("Saved items that no longer exist (deleted records or estimates); left out of the table"),
  table: comparisonTableDto,
});
export type ComparisonDto = z.infer<typeof comparisonDto>;

/** "Similar to this estimate": the criteria used and the records they match, closest in size first. */
export const similarRecordsDto = z.object({
  estimate: z.object({
    uid: z.string(),
    name: z.string(),
    building_type_uid: text,
    building_type_name: text,
    gsf: z.number().nullable(),
    state: text,
    metro: text,
  }),
  criteria: z.object({
    building_type_uid: text.describe("Same building type (null: the estimate has none, not filtered)"),
    gsf_from: z.number().nullable().describe("Size band: ½ × to 2 × the estimate's GSF (null: no GSF)"),
    gsf_to: z.number().nullable(),
    region: text.describe("US Census region of the estimate's state: Northeast, Midwest, South, West"),
    states: z.array(z.string()).describe("The region's states the records are matched on"),
  }),
  records: z.array(
    z.object({
      uid: z.string(),
      project_name: z.string(),
      building_type_name: text,
      stage: z.string(),
      cost_basis_date: z.string(),
      state: text,
      metro: text,
      gsf: z.number().nullable(),
      total_cents: cents,
      cost_per_gsf_cents: centsOrNull,
    }),
  ),
});
export type SimilarRecordsDto = z.infer<typeof similarRecordsDto>;

export const comparisonOperations = {
  list: operation({
    method: "GET",
    path: "/api/v1/comparison",
    summary: "List the company's saved comparisons, newest change first, searched by name",
    permission: "comparison.read",
    query: listComparisonsQuery,
    response: listResponse(comparisonListItemDto),
  }),
  create: operation({
    method: "POST",
    path: "/api/v1/comparison",
    summary: "Save a comparison of records and estimates and answer its table",
    permission: "comparison.write",
    body: createComparisonInput,
    status: 201,
    response: comparisonDto,
  }),
  similar: operation({
    method: "GET",
    path: "/api/v1/comparison/similar",
    summary: "Find records similar to an estimate: same building type, size band and region",
    permission: "comparison.read",
    query: similarRecordsQuery,
    response: similarRecordsDto,
  }),
  get: operation({
    method: "GET",
    path: "/api/v1/comparison/{uid}",
    summary: "Read one comparison with its items and its table by division, normalised",
    permission: "comparison.read",
    response: comparisonDto,
  }),
  update: operation({
    method: "PUT",
    path: "/api/v1/comparison/{uid}",
    summary: "Rename a comparison, change its items, basis or normalisation target",
    permission: "comparison.write",
    body: updateComparisonInput,
    response: comparisonDto,
  }),
  remove: operation({
    method: "DELETE",
    path: "/api/v1/comparison/{uid}",
    summary: "Delete a comparison (its records and estimates stay)",
    permission: "comparison.write",
    status: 204,
  }),
  export: operation({
    method: "GET",
    path: "/api/v1/comparison/{uid}/export",
    summary: "Download a comparison's table as CSV, XLSX or PDF",
    description:
      "`format=xlsx` answers application/vnd.openxmlformats-officedocument.spreadsheetml.sheet, " +
      "`format=pdf` application/pdf (title, basis, normalisation date and place, the table, page numbers).",
    permission: "comparison.read",
    query: exportComparisonQuery,
    produces: "text/csv",
  }),
};
