import { and, count, eq, gt, sql } from "drizzle-orm";
import { db, schema } from "@/db";
import { listNews } from "./news/service";
import type { Scope } from "./scope";

/** The dashboard's figures that exist so far, all from the company's own data; each feature adds its own. */
export async function getDashboardSummary(scope: Scope) {
  const { users, sessions } = schema;
  // Same states as the users screen (lib/domain/user-status.ts): deactivated wins, then activated.
  const [members] = await db()
    .select({
      active:
        sql<number>`count(*) filter (where ${users.deactivatedAt} is null and ${users.activatedAt} is not null)`.mapWith(
          Number,
        ),
      pending:
        sql<number>`count(*) filter (where ${users.deactivatedAt} is null and ${users.activatedAt} is null)`.mapWith(
          Number,
        ),
      deactivated: sql<number>`count(*) filter (where ${users.deactivatedAt} is not null)`.mapWith(Number),
    })
    .from(users)
    .where(eq(users.companyUid, scope.company.uid));
  const [online] = await db()
    .select({ n: count() })
    .from(sessions)
    .innerJoin(users, eq(users.uid, sessions.userUid))
    .where(
      and(
        eq(users.companyUid, scope.company.uid),
        gt(sessions.lastSeenAt, new Date(Date.now() - 15 * 60_000)),
      ),
    );
  const news = await listNews(scope, { limit: 3 });
  return {
    members: members?.active ?? 0,
    pending: members?.pending ?? 0,
    deactivated: members?.deactivated ?? 0,
    signedInRecently: online?.n ?? 0,
    latestNews: news.query.map((uid) => news.content[uid]!),
  };
}
