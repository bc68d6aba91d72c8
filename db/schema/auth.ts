import { boolean, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { companies } from "./companies";
import { users } from "./users";

// Server-side session rows: the Auth.js JWT only carries `sid`, so signing out (deleting the row)
// refuses a replayed cookie, and idle/absolute lifetimes are enforced here.
export const sessions = pgTable(
  "sessions",
  {
    uid: uuid("uid").primaryKey().defaultRandom(),
    userUid: uuid("user_uid")
      .notNull()
      .references(() => users.uid, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    userAgent: text("user_agent"),
  },
  (t) => [index("sessions_user_idx").on(t.userUid)],
);

export const apiKeys = pgTable(
  "api_keys",
  {
    uid: uuid("uid").primaryKey().defaultRandom(),
    companyUid: uuid("company_uid")
      .notNull()
      .references(() => companies.uid, { onDelete: "cascade" }),
    // The user the key acts as (its creator); the key's own role caps what it may do.
    userUid: uuid("user_uid")
      .notNull()
      .references(() => users.uid, { onDelete: "cascade" }),
    name: text("name").notNull(),
    role: text("role").notNull().default("viewer"),
    prefix: text("prefix").notNull(),
    // sha256 of the secret; the secret itself is shown once at creation.
    keyHash: text("key_hash").notNull().unique(),
    // Optional narrowing below the role: `project:read`, `estimate:write`… (lib/domain/api-scopes.ts); null = the role alone.
    scopes: text("scopes").array(),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    // Requests per minute; null = the default (lib/server/public-api/rate-limit.ts).
    rateLimit: integer("rate_limit"),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("api_keys_company_idx").on(t.companyUid)],
);

export const activationTokens = pgTable(
  "activation_tokens",
  {
    uid: uuid("uid").primaryKey().defaultRandom(),
    companyUid: uuid("company_uid")
      .notNull()
      .references(() => companies.uid, { onDelete: "cascade" }),
    userUid: uuid("user_uid")
      .notNull()
      .references(() => users.uid, { onDelete: "cascade" }),
    // sha256 of the token in the link; a database leak does not leak usable links.
    tokenHash: text("token_hash").notNull().unique(),
    createdByUid: uuid("created_by_uid").references(() => users.uid, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("activation_tokens_user_idx").on(t.userUid)],
);

export const loginAttempts = pgTable(
  "login_attempts",
  {
    uid: uuid("uid").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    succeeded: boolean("succeeded").notNull(),
    ip: text("ip"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("login_attempts_email_idx").on(t.email, t.createdAt)],
);

// "Forgot password": a one-hour, single-use link per request (sha256 of the token in the link, like activation).
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    uid: uuid("uid").primaryKey().defaultRandom(),
    userUid: uuid("user_uid")
      .notNull()
      .references(() => users.uid, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("password_reset_tokens_user_idx").on(t.userUid)],
);

// Every request, known address or not, so throttling answers the same whether or not an account exists.
export const passwordResetRequests = pgTable(
  "password_reset_requests",
  {
    uid: uuid("uid").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    ip: text("ip"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("password_reset_requests_email_idx").on(t.email, t.createdAt),
    index("password_reset_requests_ip_idx").on(t.ip, t.createdAt),
  ],
);
