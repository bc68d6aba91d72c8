import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

// Who did what, acting for which company, when. No foreign keys: the trail outlives what it mentions.
export const auditLog = pgTable(
  "audit_log",
  {
    uid: uuid("uid").primaryKey().defaultRandom(),
    companyUid: uuid("company_uid"),
    actorUserUid: uuid("actor_user_uid"),
    apiKeyUid: uuid("api_key_uid"),
    actingAs: boolean("acting_as").notNull().default(false),
    action: text("action").notNull(),
    targetType: text("target_type"),
    targetUid: text("target_uid"),
    data: jsonb("data").$type<Record<string, unknown>>(),
    requestId: text("request_id"),
    /** Where the request came from, as the server saw it (the first X-Forwarded-For hop behind a proxy). */
    ip: text("ip"),
    userAgent: text("user_agent"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("audit_log_company_idx").on(t.companyUid, t.createdAt)],
);
