import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { companies } from "./companies";
import { users } from "./users";

// An invitation to an email that already belongs to a user of another company (security finding 8). The
// inviter must not learn that the account exists, so the invitation looks like any pending user in the
// inviting company's list, but it is not a users row: the email keeps its one account, the addressee is
// mailed that they already have one, and the invitation can never be activated.
export const maskedInvitations = pgTable(
  "masked_invitations",
  {
    uid: uuid("uid").primaryKey().defaultRandom(),
    companyUid: uuid("company_uid")
      .notNull()
      .references(() => companies.uid, { onDelete: "cascade" }),
    email: text("email").notNull(),
    firstname: text("firstname").notNull().default(""),
    lastname: text("lastname").notNull().default(""),
    roles: text("roles").array().notNull().default(sql`ARRAY['viewer']::text[]`),
    loginType: text("login_type").notNull().default("password"),
    createdByUid: uuid("created_by_uid").references(() => users.uid, { onDelete: "set null" }),
    deactivatedAt: timestamp("deactivated_at", { withTimezone: true }),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("masked_invitations_company_email_key").on(t.companyUid, sql`lower(${t.email})`)],
);

export type MaskedInvitationRow = typeof maskedInvitations.$inferSelect;

// Its links, kept like activation_tokens so an opened, expired or replaced link answers as a real one would.
export const maskedInvitationTokens = pgTable(
  "masked_invitation_tokens",
  {
    uid: uuid("uid").primaryKey().defaultRandom(),
    companyUid: uuid("company_uid")
      .notNull()
      .references(() => companies.uid, { onDelete: "cascade" }),
    invitationUid: uuid("invitation_uid")
      .notNull()
      .references(() => maskedInvitations.uid, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("masked_invitation_tokens_invitation_idx").on(t.invitationUid)],
);
