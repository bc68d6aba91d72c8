import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { companies } from "./companies";

// Mail the app would have sent when no SMTP server is configured; the company's admins read it in
// /settings/outbox. With SMTP configured nothing is written here (activation links stay out of the database).
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    uid: uuid("uid").primaryKey().defaultRandom(),
    companyUid: uuid("company_uid")
      .notNull()
      .references(() => companies.uid, { onDelete: "cascade" }),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("mail_outbox_company_idx").on(t.companyUid, t.createdAt)],
);

export type MailOutboxRow = typeof mailOutbox.$inferSelect;
