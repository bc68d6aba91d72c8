import { date, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

// Product news from the provider: global, not per company (every signed-in user reads the same list).
export const newsItems = pgTable(
  "news_items",
  {
    uid: uuid("uid").primaryKey().defaultRandom(),
    date: date("date", { mode: "string" }).notNull(),
    title: text("title").notNull(),
    // Sanitised on write (lib/domain/news-html.ts) and again when read.
    descriptionHtml: text("description_html").notNull(),
    createdBy: uuid("created_by").references(() => users.uid, { onDelete: "set null" }),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("news_items_date_idx").on(t.date, t.createdAt)],
);

export type NewsItemRow = typeof newsItems.$inferSelect;
