import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { companies } from "./companies";
import { estimates } from "./estimates";
import { users } from "./users";

// Named snapshots of an estimate: its header, inputs, markups, unit mix, every line and the totals as they were.
// Taken by hand, when the status or design stage changes, and before a reopen. A snapshot never changes; it is
// compared with another or restored as a new estimate. The lines are one JSON array of compact rows (see
// lib/domain/estimate/versions/snapshot.ts) so that 50,000 of them cross the driver as one value.
export const estimateVersions = pgTable(
  "estimate_versions",
  {
    uid: uuid("uid").primaryKey().defaultRandom(),
    companyUid: uuid("company_uid")
      .notNull()
      .references(() => companies.uid, { onDelete: "cascade" }),
    estimateUid: uuid("estimate_uid")
      .notNull()
      .references(() => estimates.uid, { onDelete: "cascade" }),
    name: text("name").notNull(),
    // manual | status | design_stage | reopen
    trigger: text("trigger").notNull().default("manual"),
    // The reason given for a reopen.
    reason: text("reason"),
    header: jsonb("header").$type<Record<string, unknown>>().notNull().default({}),
    inputs: jsonb("inputs").$type<Record<string, unknown>[]>().notNull().default([]),
    markups: jsonb("markups").$type<Record<string, unknown>[]>().notNull().default([]),
    unitMix: jsonb("unit_mix").$type<Record<string, unknown>>(),
    // JSON text, not jsonb: written and read as one string (no per-element parse or render in the database).
    lines: text("lines").notNull().default("[]"),
    totals: jsonb("totals").$type<Record<string, unknown>>().notNull().default({}),
    // A consolidated estimate's roll-up as it was (divisions, cost codes, children, markups, totals); null for an
    // ordinary estimate. A final consolidated estimate shows the one its version kept when it became final.
    rollup: jsonb("rollup").$type<Record<string, unknown>>(),
    directCents: bigint("direct_cents", { mode: "number" }).notNull().default(0),
    grandTotalCents: bigint("grand_total_cents", { mode: "number" }).notNull().default(0),
    lineCount: integer("line_count").notNull().default(0),
    // The estimate's version when the snapshot was taken.
    estimateVersion: integer("estimate_version").notNull(),
    createdBy: uuid("created_by").references(() => users.uid, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("estimate_versions_estimate_idx").on(t.estimateUid, t.createdAt)],
);

export type EstimateVersionRow = typeof estimateVersions.$inferSelect;
