import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { companies } from "./companies";

// Company reference data. Built-in lists (MasterFormat, UniFormat, units, the default taxonomy)
// live in lib/domain/reference; these tables hold what a company adds or overrides. Every row carries its
// company, and every statement filters by it.

const companyUid = () =>
  uuid("company_uid")
    .notNull()
    .references(() => companies.uid, { onDelete: "cascade" });
const version = () => integer("version").notNull().default(1);
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/** A company's cost code; one with the number of a built-in code overrides its title. */
export const costCodes = pgTable(
  "cost_codes",
  {
    uid: uuid("uid").primaryKey().defaultRandom(),
    companyUid: companyUid(),
    // masterformat | uniformat | company
    classification: text("classification").notNull(),
    // Normalised: "03 30 00", "B2010", or the company's own text.
    code: text("code").notNull(),
    title: text("title").notNull(),
    // What the code rolls up to: its MasterFormat division, UniFormat group, or the company's choice.
    division: text("division"),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("cost_codes_company_code_key").on(t.companyUid, t.classification, t.code)],
);

/**
 * A company's own unit of measure, beside the built-in list. Codes are stored upper-case and may not repeat a
 * built-in unit or building metric (the service refuses those; the index refuses a repeat within the company).
 */
export const units = pgTable(
  "units",
  {
    uid: uuid("uid").primaryKey().defaultRandom(),
    companyUid: companyUid(),
    code: text("code").notNull(),
    name: text("name").notNull(),
    // One of the built-in kinds (area, length, …), or null when the company did not say.
    kind: text("kind"),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("units_company_code_key").on(t.companyUid, t.code)],
);

/** Two levels: a category (no parent) and its types. Seeded per company from the default taxonomy. */
export const buildingTypes = pgTable(
  "building_types",
  {
    uid: uuid("uid").primaryKey().defaultRandom(),
    companyUid: companyUid(),
    // Same company, one level deep (the service enforces both); the service refuses to delete a parent.
    parentUid: uuid("parent_uid").references((): AnyPgColumn => buildingTypes.uid, { onDelete: "cascade" }),
    name: text("name").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
    // The default taxonomy key a seeded row came from ("multifamily.podium-mid-rise"); null when added.
    defaultKey: text("default_key"),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("building_types_company_name_key").on(
      t.companyUid,
      sql`coalesce(${t.parentUid}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      sql`lower(${t.name})`,
    ),
    index("building_types_parent_idx").on(t.parentUid),
  ],
);

export const costIndexSeries = pgTable(
  "cost_index_series",
  {
    uid: uuid("uid").primaryKey().defaultRandom(),
    companyUid: companyUid(),
    name: text("name").notNull(),
    // monthly | quarterly
    frequency: text("frequency").notNull(),
    // What 100 means, e.g. "Jan 2015 = 100".
    baseLabel: text("base_label").notNull().default(""),
    isSample: boolean("is_sample").notNull().default(false),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("cost_index_series_company_name_key").on(t.companyUid, sql`lower(${t.name})`)],
);

/** One value per period; the period is the first day of its month or quarter. Versioned with its series. */
export const costIndexPoints = pgTable(
  "cost_index_points",
  {
    seriesUid: uuid("series_uid")
      .notNull()
      .references(() => costIndexSeries.uid, { onDelete: "cascade" }),
    companyUid: companyUid(),
    period: date("period", { mode: "string" }).notNull(),
    value: numeric("value", { precision: 20, scale: 5, mode: "number" }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.seriesUid, t.period, t.companyUid] }),
    index("cost_index_points_company_idx").on(t.companyUid),
  ],
);

/** Relative to a national average of 100; metros keyed by slug ("houston-tx"), states by USPS code. */
export const locationIndexes = pgTable(
  "location_indexes",
  {
    uid: uuid("uid").primaryKey().defaultRandom(),
    companyUid: companyUid(),
    seriesName: text("series_name").notNull(),
    // metro | state
    kind: text("kind").notNull(),
    key: text("key").notNull(),
    label: text("label").notNull(),
    value: numeric("value", { precision: 12, scale: 5, mode: "number" }).notNull(),
    isSample: boolean("is_sample").notNull().default(false),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("location_indexes_company_key").on(t.companyUid, t.seriesName, t.kind, t.key)],
);

/** Annual escalation in percent per year (4.5 = 4.5 %); past years actual, future years a forecast. */
export const escalationRates = pgTable(
  "escalation_rates",
  {
    uid: uuid("uid").primaryKey().defaultRandom(),
    companyUid: companyUid(),
    year: integer("year").notNull(),
    ratePercent: numeric("rate_percent", { precision: 10, scale: 5, mode: "number" }).notNull(),
    // actual | forecast
    kind: text("kind").notNull(),
    isSample: boolean("is_sample").notNull().default(false),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("escalation_rates_company_year_key").on(t.companyUid, t.year)],
);

/**
 * Per company and list: the version of a list that is replaced as a whole (location indexes, escalation
 * rates; the ETag of their GET) and when the defaults were first put in, so a company that deletes a default
 * does not get it back.
 */
export const referenceLists = pgTable(
  "reference_lists",
  {
    companyUid: companyUid(),
    // building-types | cost-index | location-index | escalation-rate
    list: text("list").notNull(),
    version: version(),
    seededAt: timestamp("seeded_at", { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.companyUid, t.list] })],
);

export type CostCodeRow = typeof costCodes.$inferSelect;
export type UnitRow = typeof units.$inferSelect;
export type BuildingTypeRow = typeof buildingTypes.$inferSelect;
export type CostIndexSeriesRow = typeof costIndexSeries.$inferSelect;
export type CostIndexPointRow = typeof costIndexPoints.$inferSelect;
export type LocationIndexRow = typeof locationIndexes.$inferSelect;
export type EscalationRateRow = typeof escalationRates.$inferSelect;
