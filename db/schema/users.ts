import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { companies } from "./companies";

export const users = pgTable(
  "users",
  {
    uid: uuid("uid").primaryKey().defaultRandom(),
    companyUid: uuid("company_uid")
      .notNull()
      .references(() => companies.uid, { onDelete: "cascade" }),
    email: text("email").notNull(),
    username: text("username").notNull(),
    firstname: text("firstname").notNull().default(""),
    lastname: text("lastname").notNull().default(""),
    // First role is primary (lib/domain/roles.ts): admin | editor | viewer.
    roles: text("roles").array().notNull().default(sql`ARRAY['viewer']::text[]`),
    isZebeler: boolean("is_zebeler").notNull().default(false),
    loginType: text("login_type").notNull().default("password"),
    // Null until the account is activated (and always for SSO users).
    passwordHash: text("password_hash"),
    isActive: boolean("is_active").notNull().default(true),
    activatedAt: timestamp("activated_at", { withTimezone: true }),
    // Set by an admin's deactivation; is_active is then false and sessions are gone. Null when active or pending.
    deactivatedAt: timestamp("deactivated_at", { withTimezone: true }),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_email_key").on(sql`lower(${t.email})`),
    index("users_company_idx").on(t.companyUid),
  ],
);

export type UserRow = typeof users.$inferSelect;
