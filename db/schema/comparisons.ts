import { sql } from "drizzle-orm";
import { date, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { companies } from "./companies";
import { users } from "./users";

// Saved comparisons (benchmarks): which records and estimates, the basis and the normalisation target. The
// table itself is computed on every read from the items' current costs, so it never goes stale; an item
// deleted since is reported as missing, not an error (the uid lists carry no foreign keys for that reason).

export const comparisons = pgTable(
  "comparisons",
  {
    uid: uuid("uid").primaryKey().defaultRandom(),
    companyUid: uuid("company_uid")
      .notNull()
      .references(() => companies.uid, { onDelete: "cascade" }),
    name: text("name").notNull(),
    recordUids: uuid("record_uids").array().notNull().default(sql`'{}'::uuid[]`),
    estimateUids: uuid("estimate_uids").array().notNull().default(sql`'{}'::uuid[]`),
    referenceEstimateUid: uuid("reference_estimate_uid"),
    // total | gsf | nrsf | unit | bed | key | seat | stall | any metric name
    basis: text("basis").notNull().default("total"),
    targetDate: date("target_date", { mode: "string" }),
    // A location-index key: a metro ("houston-tx"), a state ("TX") or "national".
    targetLocation: text("target_location"),
    createdBy: uuid("created_by").references(() => users.uid, { onDelete: "set null" }),
    updatedBy: uuid("updated_by").references(() => users.uid, { onDelete: "set null" }),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("comparisons_company_updated_idx").on(t.companyUid, t.updatedAt, t.uid),
    index("comparisons_company_name_idx").on(t.companyUid, sql`lower(${t.name})`),
  ],
);

export type ComparisonRow = typeof comparisons.$inferSelect;
