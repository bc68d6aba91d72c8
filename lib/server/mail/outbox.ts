import { and, desc, eq, lt, or, sql } from "drizzle-orm";
import { db, schema } from "@/db";
import type { MailOutboxRow } from "@/db/schema";
import { countsTotal } from "@/lib/contract/list";
import type { ListOutboxQuery, OutboxMail } from "@/lib/contract/mail";
import { collection } from "../collection";
import type { Scope } from "../scope";

const { mailOutbox } = schema;
// The database keeps microseconds, a cursor milliseconds: compare and order on the millisecond.
const createdMs = sql`date_trunc('milliseconds', ${mailOutbox.createdAt})`;

function outboxDto(row: MailOutboxRow): OutboxMail {
  return {
    uid: row.uid,
    to: row.to,
    subject: row.subject,
    text: row.text,
    html: row.html,
    created_at: row.createdAt.toISOString(),
  };
}

// Cursor: the last row's created_at and uid, newest first; ties on the timestamp are broken by uid.
const encodeCursor = (row: MailOutboxRow) =>
  Buffer.from(JSON.stringify([row.createdAt.toISOString(), row.uid])).toString("base64url");

function decodeCursor(cursor: string | undefined): [Date, string] | null {
  if (!cursor) return null;
  try {
    const [at, uid] = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    const date = new Date(at);
    return typeof uid === "string" && !Number.isNaN(date.getTime()) ? [date, uid] : null;
  } catch {
    return null;
  }
}

/** The company's unsent mail (the embedded default of the mail adapter), newest first. */
export async function listOutbox(scope: Scope, query: Omit<ListOutboxQuery, "count"> & { count?: boolean }) {
  const after = decodeCursor(query.cursor);
  const rows = await db()
    .select()
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.companyUid, scope.company.uid),
        after
          ? or(
              sql`${createdMs} < ${after[0].toISOString()}::timestamptz`,
              and(sql`${createdMs} = ${after[0].toISOString()}::timestamptz`, lt(mailOutbox.uid, after[1])),
            )
          : undefined,
      ),
    )
    .orderBy(desc(createdMs), desc(mailOutbox.uid))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const next = rows.length > query.limit ? encodeCursor(page[page.length - 1]!) : null;
  const total = countsTotal(query)
    ? await db().$count(mailOutbox, eq(mailOutbox.companyUid, scope.company.uid))
    : null;
  return collection(page.map(outboxDto), total, next);
}
