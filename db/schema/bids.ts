import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { companies } from "./companies";
import { estimateLines, estimates } from "./estimates";
import { users } from "./users";

// Bids (issue 14; docs/BIDS.md). The bidders directory is company-wide; a bid package lives inside an
// estimate and carries its lines in scope, scope items and documents. Invitations reach bidders through a
// tokenised portal link (only the token's hash is stored); a bidder's submission is never overwritten by the
// estimator: leveling adjustments and awards are records of their own with who and when. Money is integer
// cents, like the estimate's lump sums and totals. Every table carries company_uid (the tenant filter).

const companyUid = () =>
  uuid("company_uid")
    .notNull()
    .references(() => companies.uid, { onDelete: "cascade" });
const version = () => integer("version").notNull().default(1);
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
const cents = (name: string) => bigint(name, { mode: "number" });

/** A subcontractor company in the directory. `trades` are MasterFormat division codes ("03", "09"). */
export const bidders = pgTable(
  "bidders",
  {
    uid: uuid("uid").primaryKey().defaultRandom(),
    companyUid: companyUid(),
    name: text("name").notNull(),
    trades: text("trades").array().notNull().default(sql`'{}'::text[]`),
    serviceArea: text("service_area"),
    notes: text("notes"),
    prequalified: boolean("prequalified").notNull().default(false),
    createdBy: uuid("created_by").references(() => users.uid, { onDelete: "set null" }),
    updatedBy: uuid("updated_by").references(() => users.uid, { onDelete: "set null" }),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("bidders_company_name_idx").on(t.companyUid, sql`lower(${t.name})`, t.uid),
    index("bidders_company_updated_idx").on(t.companyUid, t.updatedAt, t.uid),
  ],
);

/** A person at a bidder; versioned with the bidder (saved whole with it). */
export const bidderContacts = pgTable(
  "bidder_contacts",
  {
    uid: uuid("uid").primaryKey().defaultRandom(),
    companyUid: companyUid(),
    bidderUid: uuid("bidder_uid")
      .notNull()
      .references(() => bidders.uid, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
    name: text("name").notNull(),
    email: text("email"),
    phone: text("phone"),
    createdAt: createdAt(),
  },
  (t) => [index("bidder_contacts_bidder_idx").on(t.bidderUid, t.position)],
);

/** A package of an estimate's scope sent out to bid. status: draft | out_to_bid | leveling | awarded | cancelled. */
export const bidPackages = pgTable(
  "bid_packages",
  {
    uid: uuid("uid").primaryKey().defaultRandom(),
    companyUid: companyUid(),
    estimateUid: uuid("estimate_uid")
      .notNull()
      .references(() => estimates.uid, { onDelete: "cascade" }),
    name: text("name").notNull(),
    // A MasterFormat division code ("09") or free text.
    trade: text("trade"),
    // The instant bids are due, and the IANA zone it was given in (shown to bidders in that zone).
    dueAt: timestamp("due_at", { withTimezone: true }),
    timeZone: text("time_zone").notNull().default("UTC"),
    instructions: text("instructions"),
    status: text("status").notNull().default("draft"),
    createdBy: uuid("created_by").references(() => users.uid, { onDelete: "set null" }),
    updatedBy: uuid("updated_by").references(() => users.uid, { onDelete: "set null" }),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("bid_packages_estimate_idx").on(t.estimateUid, t.createdAt),
    index("bid_packages_company_status_due_idx").on(t.companyUid, t.status, t.dueAt),
  ],
);

/** An estimate line in a package's scope; a line is in at most one package (unique line_uid, within its company). */
export const bidPackageLines = pgTable(
  "bid_package_lines",
  {
    companyUid: companyUid(),
    packageUid: uuid("package_uid")
      .notNull()
      .references(() => bidPackages.uid, { onDelete: "cascade" }),
    lineUid: uuid("line_uid")
      .notNull()
      .references(() => estimateLines.uid, { onDelete: "cascade" }),
  },
  (t) => [
    uniqueIndex("bid_package_lines_line_key").on(t.lineUid, t.companyUid),
    index("bid_package_lines_package_idx").on(t.packageUid),
  ],
);

/** One row of a package's checklist each bidder prices or excludes. */
export const bidScopeItems = pgTable(
  "bid_scope_items",
  {
    uid: uuid("uid").primaryKey().defaultRandom(),
    companyUid: companyUid(),
    packageUid: uuid("package_uid")
      .notNull()
      .references(() => bidPackages.uid, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    text: text("text").notNull(),
  },
  (t) => [index("bid_scope_items_package_idx").on(t.packageUid, t.position)],
);

export const bidPackageDocuments = pgTable(
  "bid_package_documents",
  {
    uid: uuid("uid").primaryKey().defaultRandom(),
    companyUid: companyUid(),
    packageUid: uuid("package_uid")
      .notNull()
      .references(() => bidPackages.uid, { onDelete: "cascade" }),
    name: text("name").notNull(),
    contentType: text("content_type").notNull(),
    sizeBytes: bigint("size_bytes", { mode: "number" }).notNull(),
    storageKey: text("storage_key").notNull(),
    uploadedBy: uuid("uploaded_by").references(() => users.uid, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("bid_package_documents_package_idx").on(t.packageUid)],
);

/** status: invited | viewed | bidding | submitted | declined. The portal link carries the token; we keep its hash. */
export const bidInvitations = pgTable(
  "bid_invitations",
  {
    uid: uuid("uid").primaryKey().defaultRandom(),
    companyUid: companyUid(),
    packageUid: uuid("package_uid")
      .notNull()
      .references(() => bidPackages.uid, { onDelete: "cascade" }),
    bidderUid: uuid("bidder_uid")
      .notNull()
      .references(() => bidders.uid, { onDelete: "cascade" }),
    contactName: text("contact_name"),
    contactEmail: text("contact_email").notNull(),
    tokenHash: text("token_hash").notNull(),
    status: text("status").notNull().default("invited"),
    declineReason: text("decline_reason"),
    viewedAt: timestamp("viewed_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    lastRemindedAt: timestamp("last_reminded_at", { withTimezone: true }),
    invitedBy: uuid("invited_by").references(() => users.uid, { onDelete: "set null" }),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("bid_invitations_token_hash_key").on(t.tokenHash, t.companyUid),
    uniqueIndex("bid_invitations_package_bidder_key").on(t.packageUid, t.bidderUid, t.companyUid),
    index("bid_invitations_bidder_idx").on(t.bidderUid),
  ],
);

export interface BidAlternate {
  description: string;
  amount_cents: number;
}
export interface BidUnitPrice {
  description: string;
  unit: string;
  unit_price_cents: number;
}

/** One per invitation: a draft the bidder saves, then submits; each revision bumps `revision`. status: draft | submitted. */
export const bidSubmissions = pgTable(
  "bid_submissions",
  {
    uid: uuid("uid").primaryKey().defaultRandom(),
    companyUid: companyUid(),
    invitationUid: uuid("invitation_uid")
      .notNull()
      .references(() => bidInvitations.uid, { onDelete: "cascade" }),
    status: text("status").notNull().default("draft"),
    baseBidCents: cents("base_bid_cents"),
    alternates: jsonb("alternates").$type<BidAlternate[]>().notNull().default([]),
    unitPrices: jsonb("unit_prices").$type<BidUnitPrice[]>().notNull().default([]),
    exclusions: text("exclusions"),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    revision: integer("revision").notNull().default(0),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("bid_submissions_invitation_key").on(t.invitationUid, t.companyUid)],
);

/** A bidder's answer per scope item. status: included | excluded | qualified. */
export const bidSubmissionItems = pgTable(
  "bid_submission_items",
  {
    uid: uuid("uid").primaryKey().defaultRandom(),
    companyUid: companyUid(),
    submissionUid: uuid("submission_uid")
      .notNull()
      .references(() => bidSubmissions.uid, { onDelete: "cascade" }),
    scopeItemUid: uuid("scope_item_uid")
      .notNull()
      .references(() => bidScopeItems.uid, { onDelete: "cascade" }),
    status: text("status").notNull().default("included"),
    text: text("text"),
    amountCents: cents("amount_cents"),
  },
  (t) => [uniqueIndex("bid_submission_items_key").on(t.submissionUid, t.scopeItemUid, t.companyUid)],
);

export const bidSubmissionFiles = pgTable(
  "bid_submission_files",
  {
    uid: uuid("uid").primaryKey().defaultRandom(),
    companyUid: companyUid(),
    submissionUid: uuid("submission_uid")
      .notNull()
      .references(() => bidSubmissions.uid, { onDelete: "cascade" }),
    name: text("name").notNull(),
    contentType: text("content_type").notNull(),
    sizeBytes: bigint("size_bytes", { mode: "number" }).notNull(),
    storageKey: text("storage_key").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("bid_submission_files_submission_idx").on(t.submissionUid)],
);

/** A bidder's question through the portal, and the estimator's answer. */
export const bidQuestions = pgTable(
  "bid_questions",
  {
    uid: uuid("uid").primaryKey().defaultRandom(),
    companyUid: companyUid(),
    invitationUid: uuid("invitation_uid")
      .notNull()
      .references(() => bidInvitations.uid, { onDelete: "cascade" }),
    text: text("text").notNull(),
    answer: text("answer"),
    answeredBy: uuid("answered_by").references(() => users.uid, { onDelete: "set null" }),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    /** Bumped by each answer: an estimator's If-Match on a question someone answered since is 412. */
    version: integer("version").notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [index("bid_questions_invitation_idx").on(t.invitationUid, t.createdAt)],
);

/** The estimator's plug, credit or note on one bidder (and scope item); never written into the submission. kind: plug | credit | note. */
export const bidLevelingAdjustments = pgTable(
  "bid_leveling_adjustments",
  {
    uid: uuid("uid").primaryKey().defaultRandom(),
    companyUid: companyUid(),
    packageUid: uuid("package_uid")
      .notNull()
      .references(() => bidPackages.uid, { onDelete: "cascade" }),
    invitationUid: uuid("invitation_uid")
      .notNull()
      .references(() => bidInvitations.uid, { onDelete: "cascade" }),
    scopeItemUid: uuid("scope_item_uid").references(() => bidScopeItems.uid, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    amountCents: cents("amount_cents").notNull().default(0),
    note: text("note"),
    createdBy: uuid("created_by").references(() => users.uid, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("bid_leveling_adjustments_package_idx").on(t.packageUid, t.invitationUid)],
);

/** One line's values before an award, to restore them exactly on un-award. */
export interface BidAwardPreviousLine {
  line_uid: string;
  quantity: string;
  unit_cost_cents: number | null;
  lump_sum_cents: number | null;
  split: Record<string, number> | null;
  cost_type: string | null;
}

/** An award of a package (the live one has undone_at null); the lines' previous values are kept with it. */
export const bidAwards = pgTable(
  "bid_awards",
  {
    uid: uuid("uid").primaryKey().defaultRandom(),
    companyUid: companyUid(),
    packageUid: uuid("package_uid")
      .notNull()
      .references(() => bidPackages.uid, { onDelete: "cascade" }),
    invitationUid: uuid("invitation_uid")
      .notNull()
      .references(() => bidInvitations.uid, { onDelete: "cascade" }),
    submissionUid: uuid("submission_uid").references(() => bidSubmissions.uid, { onDelete: "set null" }),
    amountCents: cents("amount_cents").notNull(),
    previousLineValues: jsonb("previous_line_values").$type<BidAwardPreviousLine[]>().notNull().default([]),
    awardedBy: uuid("awarded_by").references(() => users.uid, { onDelete: "set null" }),
    awardedAt: timestamp("awarded_at", { withTimezone: true }).notNull().defaultNow(),
    undoneBy: uuid("undone_by").references(() => users.uid, { onDelete: "set null" }),
    undoneAt: timestamp("undone_at", { withTimezone: true }),
  },
  (t) => [
    index("bid_awards_package_idx").on(t.packageUid, t.awardedAt),
    // At most one live award per package.
    uniqueIndex("bid_awards_live_key").on(t.packageUid, t.companyUid).where(sql`${t.undoneAt} is null`),
  ],
);
