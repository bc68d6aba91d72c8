import { boolean, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

export const companies = pgTable("companies", {
  uid: uuid("uid").primaryKey().defaultRandom(),
  companyName: text("company_name").notNull(),
  // "password" or "sso": sso marks a company whose users sign in with single sign-on, never a password.
  loginType: text("login_type").notNull().default("password"),
  logoUrl: text("logo_url"),
  isMarketDataVisible: boolean("is_market_data_visible").notNull().default(false),
  isV2Estimate: boolean("is_v2_estimate").notNull().default(false),
  isAiAssistantEnabled: boolean("is_ai_assistant_enabled").notNull().default(false),
  // The provider's own company (staff live here); exactly one row has it.
  isProvider: boolean("is_provider").notNull().default(false),
  settings: jsonb("settings").$type<Record<string, unknown>>().notNull().default({}),
  version: integer("version").notNull().default(1),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export type CompanyRow = typeof companies.$inferSelect;
