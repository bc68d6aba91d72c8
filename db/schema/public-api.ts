import { integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { apiKeys } from "./auth";

// The public API's shared state: per-key request counts flushed in batches from each app server (the rate
// limit without Redis; lib/server/public-api/rate-limit.ts), and the first answer to each idempotent POST.

export const apiKeyUsage = pgTable(
  "api_key_usage",
  {
    keyUid: uuid("key_uid")
      .notNull()
      .references(() => apiKeys.uid, { onDelete: "cascade" }),
    // The start of the one-minute window counted.
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.keyUid, t.windowStart] })],
);

export const idempotentAnswers = pgTable(
  "idempotent_answers",
  {
    // Who asked: `key:<api key uid>` or `user:<user uid>`, so two callers' keys never collide.
    caller: text("caller").notNull(),
    key: text("key").notNull(),
    method: text("method").notNull(),
    path: text("path").notNull(),
    status: integer("status").notNull(),
    headers: jsonb("headers").$type<Record<string, string>>().notNull(),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.caller, t.key] })],
);
