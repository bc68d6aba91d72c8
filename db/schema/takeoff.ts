import { sql } from "drizzle-orm";
import { index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { companies } from "./companies";
import { estimateLines, estimates } from "./estimates";
import { users } from "./users";

// Takeoff import: the company's remembered choices per classification and per sheet name, and the link from
// an estimate line to the takeoff classification (and location) its quantity comes from, so a re-import
// updates the line instead of adding another.

const companyUid = () =>
  uuid("company_uid")
    .notNull()
    .references(() => companies.uid, { onDelete: "cascade" });

export const takeoffMappings = pgTable(
  "takeoff_mappings",
  {
    uid: uuid("uid").primaryKey().defaultRandom(),
    companyUid: companyUid(),
    // classification | sheet
    kind: text("kind").notNull(),
    // The classification or sheet name as the takeoff file writes it.
    name: text("name").notNull(),
    costCode: text("cost_code").notNull().default(""),
    description: text("description"),
    // SF | LF | EA | SY | CY
    unit: text("unit"),
    depthIn: numeric("depth_in", { precision: 12, scale: 4, mode: "number" }),
    // A sheet's location (the line's area).
    location: text("location"),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("takeoff_mappings_company_kind_name_key").on(t.companyUid, t.kind, t.name)],
);

export const estimateTakeoffLinks = pgTable(
  "estimate_takeoff_links",
  {
    uid: uuid("uid").primaryKey().defaultRandom(),
    companyUid: companyUid(),
    estimateUid: uuid("estimate_uid")
      .notNull()
      .references(() => estimates.uid, { onDelete: "cascade" }),
    lineUid: uuid("line_uid")
      .notNull()
      .references(() => estimateLines.uid, { onDelete: "cascade" }),
    classification: text("classification").notNull(),
    location: text("location").notNull().default(""),
    sourceFile: text("source_file").notNull(),
    sheets: text("sheets").array().notNull().default(sql`'{}'::text[]`),
    // The quantity the last import wrote, as the line stores it.
    quantity: text("quantity").notNull(),
    importedBy: uuid("imported_by").references(() => users.uid, { onDelete: "set null" }),
    importedAt: timestamp("imported_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("estimate_takeoff_links_line_key").on(t.lineUid, t.companyUid),
    uniqueIndex("estimate_takeoff_links_classification_key").on(
      t.estimateUid,
      t.classification,
      t.location,
      t.companyUid,
    ),
    index("estimate_takeoff_links_company_idx").on(t.companyUid),
  ],
);

export type TakeoffMappingRow = typeof takeoffMappings.$inferSelect;
export type EstimateTakeoffLinkRow = typeof estimateTakeoffLinks.$inferSelect;
