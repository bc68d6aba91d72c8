import { and, count, desc, eq, sql } from "drizzle-orm";
import { db, schema, type Tx } from "@/db";
import { countsTotal } from "@/lib/contract/list";
import type { CreateNewsInput, ListNewsQuery, UpdateNewsInput } from "@/lib/contract/news";
import { writeAudit } from "../audit";
import { collection } from "../collection";
import { NotFoundError, PreconditionFailedError } from "../errors";
import type { Scope } from "../scope";
import { newsItemDto } from "./dto";

const { newsItems } = schema;
const newestFirst = [desc(newsItems.date), desc(newsItems.createdAt), desc(newsItems.uid)];

/**
 * Newest first by date, then by when it was written. News is global: the scope only proves a sign-in.
 * The cursor is an offset; the list is short and written rarely, so keyset paging would buy nothing.
 */
export async function listNews(_scope: Scope, query: Omit<ListNewsQuery, "count"> & { count?: boolean }) {
  const offset = Number(query.cursor ?? 0);
  const [rows, total] = await Promise.all([
    db()
      .select()
      .from(newsItems)
      .orderBy(...newestFirst)
      .limit(query.limit + 1)
      .offset(offset),
    countsTotal(query) ? db().select({ n: count() }).from(newsItems) : null,
  ]);
  const page = rows.slice(0, query.limit);
  const next = rows.length > query.limit ? String(offset + page.length) : null;
  return collection(page.map(newsItemDto), total ? (total[0]?.n ?? 0) : null, next);
}

export async function createNews(scope: Scope, input: CreateNewsInput) {
  return db().transaction(async (tx) => {
    const [row] = await tx
      .insert(newsItems)
      .values({
        date: input.date,
        title: input.title,
        descriptionHtml: input.description,
        createdBy: scope.user.uid,
      })
      .returning();
    await writeAudit(tx, scope, {
      action: "news.created",
      targetType: "news_item",
      targetUid: row!.uid,
      data: { title: row!.title },
    });
    return newsItemDto(row!);
  });
}

/** 404 when the item does not exist, 412 when it does but at another version than If-Match. */
async function missingOrStale(tx: Tx, uid: string) {
  const [exists] = await tx.select({ uid: newsItems.uid }).from(newsItems).where(eq(newsItems.uid, uid));
  return exists ? new PreconditionFailedError() : new NotFoundError("News item not found");
}

const matches = (uid: string, ifMatch: number | undefined) =>
  and(eq(newsItems.uid, uid), ifMatch === undefined ? undefined : eq(newsItems.version, ifMatch));

export async function updateNews(scope: Scope, uid: string, input: UpdateNewsInput, ifMatch?: number) {
  return db().transaction(async (tx) => {
    const [row] = await tx
      .update(newsItems)
      .set({
        date: input.date,
        title: input.title,
        descriptionHtml: input.description,
        version: sql`${newsItems.version} + 1`,
        updatedAt: new Date(),
      })
      .where(matches(uid, ifMatch))
      .returning();
    if (!row) throw await missingOrStale(tx, uid);
    await writeAudit(tx, scope, {
      action: "news.updated",
      targetType: "news_item",
      targetUid: uid,
      data: { fields: Object.keys(input) },
    });
    return newsItemDto(row);
  });
}

export async function deleteNews(scope: Scope, uid: string, ifMatch?: number) {
  await db().transaction(async (tx) => {
    const [row] = await tx
      .delete(newsItems)
      .where(matches(uid, ifMatch))
      .returning({ title: newsItems.title });
    if (!row) throw await missingOrStale(tx, uid);
    await writeAudit(tx, scope, {
      action: "news.deleted",
      targetType: "news_item",
      targetUid: uid,
      data: { title: row.title },
    });
  });
}
