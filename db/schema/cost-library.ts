import { sql } from "drizzle-orm";
import { date, index, integer, jsonb, numeric, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { companies } from "./companies";
import { users } from "./users";

// The company's cost library (issue 20, docs/COST-LIBRARY.md): unit-cost items priced at a date and a place,
// and assemblies (named sets of items with quantity formulas on one driver). Estimates copy prices from it;
// a line keeps which item it came from and the price it took, so a library change never moves an estimate.

const companyUid = () =>
  uuid("company_uid")
    .notNull()
    .references(() => companies.uid, { onDelete: "cascade" });
const version = () => integer("version").notNull().default(1);
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

export const costItems = pgTable(
  "cost_items",
  {
    uid: uuid("uid").primaryKey().defaultRandom(),
    companyUid: companyUid(),
    costCode: text("cost_code").notNull(),
    description: text("description").notNull(),
    unit: text("unit"),
    // Cents per unit, up to 5 decimals, as priced at price_date and location.
    unitCostCents: numeric("unit_cost_cents", { precision: 24, scale: 5, mode: "number" }).notNull(),
    // { labor_cents, material_cents, equipment_cents, subcontract_cents } per unit
    split: jsonb("split").$type<Record<string, number> | null>(),
    costType: text("cost_type"),
    source: text("source"),
    priceDate: date("price_date", { mode: "string" }).notNull(),
    // A location key: a state ("TX"), a metro ("houston-tx") or null for the national average.
    location: text("location"),
    // What the search matches: the cost code and description, lower-cased once when written (trigram index
    // below) rather than for every word of every search on every row the index offers.
    searchText: text("search_text")
      .notNull()
      .generatedAlwaysAs(sql`lower("cost_code" || ' ' || "description")`),
    createdBy: uuid("created_by").references(() => users.uid, { onDelete: "set null" }),
    updatedBy: uuid("updated_by").references(() => users.uid, { onDelete: "set null" }),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("cost_items_company_code_idx").on(t.companyUid, t.costCode, t.uid),
    index("cost_items_search_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
  ],
);

export type AssemblyItem = { cost_item_uid: string; formula: string };

export const assemblies = pgTable(
  "assemblies",
  {
    uid: uuid("uid").primaryKey().defaultRandom(),
    companyUid: companyUid(),
    name: text("name").notNull(),
    description: text("description"),
    // The one input every item formula reads ("LF"), and its unit.
    driver: text("driver").notNull(),
    driverUnit: text("driver_unit"),
    items: jsonb("items").$type<AssemblyItem[]>().notNull().default([]),
    createdBy: uuid("created_by").references(() => users.uid, { onDelete: "set null" }),
    updatedBy: uuid("updated_by").references(() => users.uid, { onDelete: "set null" }),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("assemblies_company_name_idx").on(t.companyUid, sql`lower(${t.name})`, t.uid)],
);
