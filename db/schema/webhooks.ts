import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { companies } from "./companies";

// Webhooks: endpoints an admin registers for events, and one delivery row per event and endpoint, sent after
// the change commits by lib/server/webhooks/dispatcher.ts. The signing secret is stored encrypted
// (AES-256-GCM, lib/server/sso/secret-box.ts) and shown once, when the endpoint is created or rotated.
export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    uid: uuid("uid").primaryKey().defaultRandom(),
    companyUid: uuid("company_uid")
      .notNull()
      .references(() => companies.uid, { onDelete: "cascade" }),
    url: text("url").notNull(),
    description: text("description").notNull().default(""),
    events: text("events").array().notNull(),
    // base64url "iv.ciphertext.tag" of the signing secret.
    secretEnc: text("secret_enc").notNull(),
    enabled: boolean("enabled").notNull().default(true),
    disabledReason: text("disabled_reason"),
    // When the endpoint's deliveries started failing without a success since; null while it answers 2xx.
    failingSince: timestamp("failing_since", { withTimezone: true }),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("webhook_endpoints_company_idx").on(t.companyUid)],
);

export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    uid: uuid("uid").primaryKey().defaultRandom(),
    companyUid: uuid("company_uid")
      .notNull()
      .references(() => companies.uid, { onDelete: "cascade" }),
    webhookUid: uuid("webhook_uid")
      .notNull()
      .references(() => webhookEndpoints.uid, { onDelete: "cascade" }),
    event: text("event").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    attempts: integer("attempts").notNull().default(0),
    // When the next attempt is due; while an attempt is in flight, the end of its lease.
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    // pending | succeeded | failed
    status: text("status").notNull().default("pending"),
    firstAttemptAt: timestamp("first_attempt_at", { withTimezone: true }),
    responseStatus: integer("response_status"),
    lastError: text("last_error"),
    responseTimeMs: integer("response_time_ms"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
  },
  (t) => [
    index("webhook_deliveries_webhook_idx").on(t.webhookUid, t.createdAt),
    index("webhook_deliveries_due_idx").on(t.status, t.nextAttemptAt),
  ],
);

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
