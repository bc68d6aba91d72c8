// The log of every answer's model use (tokens and tool calls per conversation, for cost control) and the
// company's daily limit of language-model answers (AI_DAILY_LIMIT, counted per UTC day; the analyst is free).
import { and, eq, gte, ne, sql } from "drizzle-orm";
import { type DbOrTx, db, schema } from "@/db";
import { ApiError } from "../../errors";
import type { Scope } from "../../scope";

const { aiUsage: usage } = schema;

export const dailyLimitMessage = (limit: number) =>
  `Your company has used today's ${limit} AI assistant answers. The limit resets at midnight UTC; ask your account manager to raise it.`;

const startOfUtcDay = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

/** 429 when the company has started `limit` language-model answers today. */
export async function assertUnderDailyLimit(tx: DbOrTx, scope: Scope, limit: number): Promise<void> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(usage)
    .where(
      and(
        eq(usage.companyUid, scope.company.uid),
        ne(usage.provider, "analyst"),
        gte(usage.createdAt, startOfUtcDay(new Date())),
      ),
    );
  if (Number(row?.n ?? 0) < limit) return;
  const now = new Date();
  const retryAfter = Math.ceil((startOfUtcDay(now).getTime() + 86_400_000 - now.getTime()) / 1000);
  throw new ApiError("rate_limited", dailyLimitMessage(limit), undefined, {
    "Retry-After": String(retryAfter),
  });
}

type Started = { conversationUid: string; messageUid: string; provider: string; model: string | null };

/** Logs an answer as it starts (so answers started at once all count) and answers the log row's uid. */
export async function logAnswerStart(tx: DbOrTx, scope: Scope, started: Started): Promise<string> {
  const [row] = await tx
    .insert(usage)
    .values({ companyUid: scope.company.uid, userUid: scope.user.uid, status: "streaming", ...started })
    .returning({ uid: usage.uid });
  return row!.uid;
}

type Ended = { status: string; inputTokens: number; outputTokens: number; tools: string[] };

export async function logAnswerEnd(uid: string, ended: Ended): Promise<void> {
  await db()
    .update(usage)
    .set({ ...ended, toolCalls: ended.tools.length })
    .where(eq(usage.uid, uid));
}
