import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { companies } from "./companies";
import { projectRecords, projects } from "./projects";
import { buildingTypes } from "./reference";
import { users } from "./users";

// Estimates. The estimate row holds the header, its inputs and its ordered markups (versioned
// together: one ETag); lines are rows of their own, each with its own version, so two people editing
// different lines never collide. The totals columns are the engine's answer after the last write, kept for
// lists and the dashboard; the editor recomputes them itself.

const companyUid = () =>
  uuid("company_uid")
    .notNull()
    .references(() => companies.uid, { onDelete: "cascade" });
const version = () => integer("version").notNull().default(1);
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

export interface EstimateInputRow {
  uid: string;
  /** An identifier usable in formulas: GSF, NRSF, UNITS, ROOF_AREA … */
  name: string;
  label?: string | null;
  unit?: string | null;
  /** Up to 5 decimals. */
  value: number;
}

export const estimates = pgTable(
  "estimates",
  {
    uid: uuid("uid").primaryKey().defaultRandom(),
    companyUid: companyUid(),
    name: text("name").notNull(),
    number: text("number"),
    projectUid: uuid("project_uid").references(() => projects.uid, { onDelete: "set null" }),
    client: text("client"),
    // Free text ("Houston, TX") plus the location-index keys it resolves to.
    location: text("location"),
    state: text("state"),
    metro: text("metro"),
    buildingTypeUid: uuid("building_type_uid").references(() => buildingTypes.uid, { onDelete: "set null" }),
    // masterformat | uniformat
    classification: text("classification").notNull().default("masterformat"),
    // conceptual | sd | dd | cd | bid
    designStage: text("design_stage").notNull().default("conceptual"),
    pricingDate: date("pricing_date", { mode: "string" }),
    constructionStart: date("construction_start", { mode: "string" }),
    durationMonths: integer("duration_months"),
    // draft | in_review | final | archived
    status: text("status").notNull().default("draft"),
    // estimate | template: a template is edited like an estimate but listed apart and never counted.
    kind: text("kind").notNull().default("estimate"),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    notes: text("notes"),
    inputs: jsonb("inputs").$type<EstimateInputRow[]>().notNull().default([]),
    // lib/domain/estimate Markup[] in order.
    markups: jsonb("markups").$type<Record<string, unknown>[]>().notNull().default([]),
    // lib/domain/estimate/unit-mix UnitMix ({ enabled, rows }); null until the mix is first saved. Versioned
    // with the header: its derived inputs join the inputs formulas read.
    unitMix: jsonb("unit_mix").$type<Record<string, unknown>>(),
    // Kept by the service after every write (see above).
    directCents: bigint("direct_cents", { mode: "number" }).notNull().default(0),
    grandTotalCents: bigint("grand_total_cents", { mode: "number" }).notNull().default(0),
    gsf: numeric("gsf", { precision: 20, scale: 5, mode: "number" }),
    lineCount: integer("line_count").notNull().default(0),
    // The project record a publish made (stage "estimate"); a republish updates the same one.
    publishedRecordUid: uuid("published_record_uid").references(() => projectRecords.uid, {
      onDelete: "set null",
    }),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    // A consolidated estimate rolls up its children's lines (lib/domain/estimate/consolidated.ts):
    // rollup (its own markups on the roll-up) | children (the children's own markups carried); null otherwise.
    rollupMode: text("rollup_mode"),
    // The consolidated estimate this one is a child of (at most one); the roll-up reads it live.
    parentUid: uuid("parent_uid").references((): AnyPgColumn => estimates.uid, { onDelete: "set null" }),
    createdBy: uuid("created_by").references(() => users.uid, { onDelete: "set null" }),
    updatedBy: uuid("updated_by").references(() => users.uid, { onDelete: "set null" }),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("estimates_company_updated_idx").on(t.companyUid, t.updatedAt),
    index("estimates_company_status_idx").on(t.companyUid, t.status),
    index("estimates_parent_idx").on(t.parentUid),
  ],
);

export const estimateLines = pgTable(
  "estimate_lines",
  {
    uid: uuid("uid").primaryKey().defaultRandom(),
    estimateUid: uuid("estimate_uid")
      .notNull()
      .references(() => estimates.uid, { onDelete: "cascade" }),
    companyUid: companyUid(),
    // Order in the budget; a fraction between neighbours on insert, renumbered when they get too close.
    position: doublePrecision("position").notNull(),
    costCode: text("cost_code").notNull().default(""),
    description: text("description"),
    // A number ("1250.5") or a formula over inputs ("GSF * 0.35"), as typed.
    quantity: text("quantity").notNull().default("0"),
    unit: text("unit"),
    // Cents per unit, up to 5 decimals.
    unitCostCents: numeric("unit_cost_cents", { precision: 24, scale: 5, mode: "number" }),
    lumpSumCents: bigint("lump_sum_cents", { mode: "number" }),
    // { labor_cents, material_cents, equipment_cents, subcontract_cents }
    split: jsonb("split").$type<Record<string, number> | null>(),
    // labor | material | equipment | subcontract | other
    costType: text("cost_type"),
    alternate: boolean("alternate").notNull().default(false),
    allowance: boolean("allowance").notNull().default(false),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    notes: text("notes"),
    area: text("area"),
    // Set while the line carries an awarded bid (docs/BIDS.md): the submission whose leveled amount it holds.
    // Kept without a foreign key (db/schema/bids.ts reads this file); an un-award clears it.
    bidSubmissionUid: uuid("bid_submission_uid"),
    // Lines an assembly inserted share a group (their quantities read the assembly's driver input).
    groupUid: uuid("group_uid"),
    // Where the unit cost came from (docs/COST-LIBRARY.md): the library item and its own price when taken (to
    // show a later change; never applied silently), and a label ("Library: …", "History: median of 12 …").
    // No foreign key: a deleted item leaves the line as it is.
    costItemUid: uuid("cost_item_uid"),
    libraryCents: numeric("library_cents", { precision: 24, scale: 5, mode: "number" }),
    source: text("source"),
    updatedBy: uuid("updated_by").references(() => users.uid, { onDelete: "set null" }),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("estimate_lines_estimate_position_idx").on(t.estimateUid, t.position, t.uid)],
);

/** A saved budget view: grouping, filters, columns, sort. Owned by a user, or shared (owner null). */
export const estimateViews = pgTable(
  "estimate_views",
  {
    uid: uuid("uid").primaryKey().defaultRandom(),
    estimateUid: uuid("estimate_uid")
      .notNull()
      .references(() => estimates.uid, { onDelete: "cascade" }),
    companyUid: companyUid(),
    ownerUid: uuid("owner_uid").references(() => users.uid, { onDelete: "cascade" }),
    name: text("name").notNull(),
    config: jsonb("config").$type<Record<string, unknown>>().notNull().default({}),
    createdBy: uuid("created_by").references(() => users.uid, { onDelete: "set null" }),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("estimate_views_estimate_idx").on(t.estimateUid)],
);

export type EstimateRow = typeof estimates.$inferSelect;
export type EstimateLineRow = typeof estimateLines.$inferSelect;
export type EstimateViewRow = typeof estimateViews.$inferSelect;
