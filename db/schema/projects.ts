import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { companies } from "./companies";
import { buildingTypes } from "./reference";
import { users } from "./users";

// The project database: projects (jobs), their dated cost records, each record's cost lines and
// files. Every row carries its company and every statement filters by it. A record copies the filter
// fields of its project (building type, state, metro, coordinates, tags) so list and statistics queries
// over 100,000 records read one table through one index; the project service keeps the copies in step.
// Tags: a record has its own (`tags`, stored as given) and a copy of its project's (`project_tags`); the tag
// filter matches either, through one GIN index on their concatenation.

const companyUid = () =>
  uuid("company_uid")
    .notNull()
    .references(() => companies.uid, { onDelete: "cascade" });
const version = () => integer("version").notNull().default(1);
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/**
 * The text a project search matches `%word%` against; one expression for the trigram index and the query. The
 * triggers that copy it to project_records.project_search (drizzle/0011_record_project_search.sql) spell it out.
 */
export const projectSearchText = (t: {
  name: AnyPgColumn;
  number: AnyPgColumn;
  client: AnyPgColumn;
  city: AnyPgColumn;
}) =>
  // `||` and coalesce, not concat_ws: an index expression must be immutable.
  sql`lower(${t.name} || ' ' || coalesce(${t.number}, '') || ' ' || coalesce(${t.client}, '') || ' ' || coalesce(${t.city}, ''))`;

export const projects = pgTable(
  "projects",
  {
    uid: uuid("uid").primaryKey().defaultRandom(),
    companyUid: companyUid(),
    name: text("name").notNull(),
    number: text("number"),
    client: text("client"),
    architect: text("architect"),
    address: text("address"),
    city: text("city"),
    // USPS code ("TX").
    state: text("state"),
    zip: text("zip"),
    // Location-index key of the metro ("houston-tx"), when known.
    metro: text("metro"),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    buildingTypeUid: uuid("building_type_uid").references(() => buildingTypes.uid, { onDelete: "set null" }),
    // IBC: I-A, I-B, II-A, II-B, III-A, III-B, IV, V-A, V-B
    constructionType: text("construction_type"),
    // new | renovation | addition
    workType: text("work_type"),
    // design-bid-build | cm-at-risk | design-build | ipd | other
    deliveryMethod: text("delivery_method"),
    stories: integer("stories"),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    notes: text("notes"),
    createdBy: uuid("created_by").references(() => users.uid, { onDelete: "set null" }),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("projects_company_name_idx").on(t.companyUid, sql`lower(${t.name})`),
    // Substring search over name, number, client and city (lib/server/project/query.ts uses this expression).
    index("projects_search_trgm_idx").using("gin", sql`${projectSearchText(t)} gin_trgm_ops`),
    index("projects_company_updated_idx").on(t.companyUid, t.updatedAt),
  ],
);

export const projectRecords = pgTable(
  "project_records",
  {
    uid: uuid("uid").primaryKey().defaultRandom(),
    companyUid: companyUid(),
    projectUid: uuid("project_uid")
      .notNull()
      .references(() => projects.uid, { onDelete: "cascade" }),
    // conceptual | bid | gmp | final, or estimate for a published estimate (left out of statistics by default)
    stage: text("stage").notNull(),
    // The estimate a publish made this record from (no foreign key: estimates reference records).
    estimateUid: uuid("estimate_uid"),
    // masterformat | uniformat
    classification: text("classification").notNull().default("masterformat"),
    bidDate: date("bid_date", { mode: "string" }),
    startDate: date("start_date", { mode: "string" }),
    completionDate: date("completion_date", { mode: "string" }),
    // The date the costs are priced at; time normalisation moves from here.
    costBasisDate: date("cost_basis_date", { mode: "string" }).notNull(),
    // { gsf, nrsf, units, beds, keys, seats, stalls, … } — numbers up to 5 decimals.
    metrics: jsonb("metrics").$type<Record<string, number>>().notNull().default({}),
    gsf: numeric("gsf", { precision: 20, scale: 5, mode: "number" }),
    totalCents: bigint("total_cents", { mode: "number" }).notNull().default(0),
    // total / GSF in cents, rounded half away; null without GSF. Kept for filters and statistics.
    costPerGsfCents: bigint("cost_per_gsf_cents", { mode: "number" }),
    notes: text("notes"),
    // Copies of the project's filter fields (see above).
    projectName: text("project_name").notNull(),
    buildingTypeUid: uuid("building_type_uid"),
    state: text("state"),
    metro: text("metro"),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    projectTags: text("project_tags").array().notNull().default(sql`'{}'::text[]`),
    // The project's search text (`projectSearchText`), for the record list's `q`. Unlike the copies above it is
    // kept by PostgreSQL triggers (drizzle/0011_record_project_search.sql), on every insert of a record, every
    // move to another project and every change of the project's name, number, client or city.
    projectSearch: text("project_search").notNull().default(""),
    // The record's own tags; never merged with the project's.
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    createdBy: uuid("created_by").references(() => users.uid, { onDelete: "set null" }),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("project_records_project_idx").on(t.projectUid, t.companyUid),
    // Sort indexes end with uid, the list's tie-breaker, so a page is one index scan with a limit.
    index("project_records_company_basis_idx").on(t.companyUid, t.costBasisDate, t.uid),
    index("project_records_company_type_idx").on(t.companyUid, t.buildingTypeUid, t.costPerGsfCents),
    index("project_records_company_state_idx").on(t.companyUid, t.state, t.costBasisDate),
    index("project_records_company_cpg_idx").on(t.companyUid, t.costPerGsfCents),
    index("project_records_company_gsf_idx").on(t.companyUid, t.gsf),
    index("project_records_company_geo_idx").on(t.companyUid, t.latitude, t.longitude),
    index("project_records_company_updated_idx").on(t.companyUid, t.updatedAt, t.uid),
    // The tag filter's expression (query.ts `recordTagSet`) must stay exactly this for the index to apply.
    index("project_records_all_tags_idx").using("gin", sql`(${t.tags} || ${t.projectTags})`),
    // Filters and sorts of the record list: every filter path uses an index (bench/project-db.ts times them).
    index("project_records_company_stage_idx").on(t.companyUid, t.stage, t.costBasisDate),
    index("project_records_company_metro_idx").on(t.companyUid, t.metro, t.costBasisDate),
    index("project_records_company_total_idx").on(t.companyUid, t.totalCents, t.uid),
    index("project_records_company_name_idx").on(t.companyUid, t.projectName, t.uid),
    // Substring search of the record list (query.ts `filterConditions`); the tenant condition stays in WHERE.
    index("project_records_search_trgm_idx").using("gin", sql`${t.projectSearch} gin_trgm_ops`),
  ],
);

/** One line of a record's cost breakdown. `division` is the code's roll-up (MasterFormat "03", UniFormat "B20"). */
export const recordCosts = pgTable(
  "record_costs",
  {
    recordUid: uuid("record_uid")
      .notNull()
      .references(() => projectRecords.uid, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    companyUid: companyUid(),
    costCode: text("cost_code").notNull(),
    description: text("description"),
    division: text("division").notNull(),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.recordUid, t.position, t.companyUid] })],
);

export const recordFiles = pgTable(
  "record_files",
  {
    uid: uuid("uid").primaryKey().defaultRandom(),
    companyUid: companyUid(),
    recordUid: uuid("record_uid")
      .notNull()
      .references(() => projectRecords.uid, { onDelete: "cascade" }),
    name: text("name").notNull(),
    contentType: text("content_type").notNull(),
    sizeBytes: bigint("size_bytes", { mode: "number" }).notNull(),
    storageKey: text("storage_key").notNull(),
    uploadedBy: uuid("uploaded_by").references(() => users.uid, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("record_files_record_idx").on(t.recordUid)],
);

/** The import mapping a company used last (columns → fields, their cost codes → company codes). */
export const importMappings = pgTable(
  "import_mappings",
  {
    companyUid: companyUid(),
    // projects
    kind: text("kind").notNull(),
    mapping: jsonb("mapping").$type<Record<string, unknown>>().notNull().default({}),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.companyUid, t.kind] })],
);

export type ProjectRow = typeof projects.$inferSelect;
export type ProjectRecordRow = typeof projectRecords.$inferSelect;
export type RecordCostRow = typeof recordCosts.$inferSelect;
export type RecordFileRow = typeof recordFiles.$inferSelect;
