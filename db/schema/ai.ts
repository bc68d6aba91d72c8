import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { companies } from "./companies";
import { users } from "./users";

// The AI assistant: a user's conversations in one company, their messages (questions and answers), and a log
// of every answer's model use (tokens, tool calls) for cost control and the company's daily limit.

export const aiConversations = pgTable(
  "ai_conversations",
  {
    uid: uuid("uid").primaryKey().defaultRandom(),
    companyUid: uuid("company_uid")
      .notNull()
      .references(() => companies.uid, { onDelete: "cascade" }),
    userUid: uuid("user_uid")
      .notNull()
      .references(() => users.uid, { onDelete: "cascade" }),
    // Set from the first question; "" until then.
    label: text("label").notNull().default(""),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    // The last question or answer (the history groups by it).
    lastActivityAt: timestamp("last_activity_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("ai_conversations_owner_activity_idx").on(t.companyUid, t.userUid, t.lastActivityAt, t.uid)],
);

export type AiConversationRow = typeof aiConversations.$inferSelect;

export const aiMessages = pgTable(
  "ai_messages",
  {
    uid: uuid("uid").primaryKey().defaultRandom(),
    conversationUid: uuid("conversation_uid")
      .notNull()
      .references(() => aiConversations.uid, { onDelete: "cascade" }),
    companyUid: uuid("company_uid")
      .notNull()
      .references(() => companies.uid, { onDelete: "cascade" }),
    // user | assistant
    role: text("role").notNull(),
    content: text("content").notNull().default(""),
    // complete | streaming | failed | cancelled
    status: text("status").notNull().default("complete"),
    citations: jsonb("citations").$type<unknown[]>().notNull().default([]),
    // The tools an answer used, as labels ("cost statistics").
    tools: jsonb("tools").$type<string[]>().notNull().default([]),
    error: text("error"),
    // The last realtime event's sequence number of this answer.
    sequence: integer("sequence").notNull().default(0),
    // Set by Stop; the server writing the answer reads it between pieces and ends the answer as cancelled.
    stopRequested: boolean("stop_requested").notNull().default(false),
    // The run writing the answer now: a retry starts a new run, and an older run's writes no longer land.
    runUid: uuid("run_uid"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("ai_messages_conversation_idx").on(t.conversationUid, t.createdAt, t.uid)],
);

export type AiMessageRow = typeof aiMessages.$inferSelect;

export const aiUsage = pgTable(
  "ai_usage",
  {
    uid: uuid("uid").primaryKey().defaultRandom(),
    companyUid: uuid("company_uid")
      .notNull()
      .references(() => companies.uid, { onDelete: "cascade" }),
    userUid: uuid("user_uid").references(() => users.uid, { onDelete: "set null" }),
    // No foreign keys: the log outlives a deleted conversation.
    conversationUid: uuid("conversation_uid").notNull(),
    messageUid: uuid("message_uid").notNull(),
    // analyst (the built-in one, not counted against the daily limit) | openai-compatible | anthropic
    provider: text("provider").notNull(),
    model: text("model"),
    inputTokens: integer("input_tokens").notNull().default(0),
    outputTokens: integer("output_tokens").notNull().default(0),
    toolCalls: integer("tool_calls").notNull().default(0),
    tools: jsonb("tools").$type<string[]>().notNull().default([]),
    // streaming (counted from the start, so answers begun at once all count) | complete | failed | cancelled
    status: text("status").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("ai_usage_company_created_idx").on(t.companyUid, t.createdAt),
    index("ai_usage_conversation_idx").on(t.conversationUid),
  ],
);

export type AiUsageRow = typeof aiUsage.$inferSelect;
