import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

// Market data is global, not per company: published construction cost indexes and material prices are the
// same facts for every customer, so the provider's staff curate one set and every company with market data
// visible reads it. No company_uid here on purpose (a company's own indexes live in reference.ts).

export const marketSeries = pgTable(
  "market_series",
  {
    uid: uuid("uid").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    // cost_index | material_price
    kind: text("kind").notNull(),
    // What a value is: "index" (base 100) or a price unit such as "$/CY".
    unit: text("unit").notNull(),
    // national | northeast | midwest | south | west
    region: text("region").notNull().default("national"),
    // A metro key of lib/domain/geo (houston-tx), or null for a national or regional series.
    metro: text("metro"),
    // A building type name ("Multifamily"), or null when the series is for all construction.
    buildingType: text("building_type"),
    source: text("source").notNull().default(""),
    // Shipped illustrative data: the page labels it "sample data" until staff import real points.
    isSample: boolean("is_sample").notNull().default(false),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("market_series_name_key").on(sql`lower(${t.name})`)],
);

/** One value per month (the first day of the month); versioned with its series. */
export const marketPoints = pgTable(
  "market_points",
  {
    seriesUid: uuid("series_uid")
      .notNull()
      .references(() => marketSeries.uid, { onDelete: "cascade" }),
    period: date("period").notNull(),
    value: numeric("value", { precision: 20, scale: 5, mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.seriesUid, t.period] })],
);

export type MarketSeriesRow = typeof marketSeries.$inferSelect;
