// The AI conversations of one user in one company: list, group by date, create, read, rename, ask, delete.
// Every function checks the assistant is on for the caller (403) and finds rows by company AND user, so another
// user's or company's conversation is unknown (404). Answers are written by ./answer.ts.
import { and, asc, desc, eq, gt, sql } from "drizzle-orm";
import { db, schema } from "@/db";
import type { AiConversationRow } from "@/db/schema";
import type {
  AiConversationDto,
  AiConversationListItemDto,
  AiConversationsByDateDto,
  AiConversationsByDateQuery,
  AiMessageInput,
  ListAiConversationsQuery,
  UpdateAiConversationInput,
} from "@/lib/contract/ai-conversation";
import { countsTotal, type ListPage } from "@/lib/contract/list";
import { dateGroup, dateGroupSpanDays } from "@/lib/domain/ai/by-date";
import { maxLabelLength } from "@/lib/domain/ai/limits";
import { collection, decodeOffset } from "../../collection";
import { ConflictError, NotFoundError, PreconditionFailedError } from "../../errors";
import { publish } from "../../realtime/publish";
import type { Scope } from "../../scope";
import { assertAiAccess } from "./access";
import { conversationDto, listItemDto } from "./dto";

const { aiConversations: conversations, aiMessages: messages } = schema;

const notFound = () => new NotFoundError("Conversation not found");

const owned = (scope: Scope) =>
  and(eq(conversations.companyUid, scope.company.uid), eq(conversations.userUid, scope.user.uid));

/** The caller's own conversation, or 404. */
export async function findConversation(scope: Scope, uid: string): Promise<AiConversationRow> {
  assertAiAccess(scope);
  const [row] = await db()
    .select()
    .from(conversations)
    .where(and(owned(scope), eq(conversations.uid, uid)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

export async function readConversation(scope: Scope, row: AiConversationRow): Promise<AiConversationDto> {
  const rows = await db()
    .select()
    .from(messages)
    .where(and(eq(messages.conversationUid, row.uid), eq(messages.companyUid, scope.company.uid)))
    .orderBy(asc(messages.createdAt), asc(messages.uid));
  return conversationDto(row, rows);
}

/** Tells the caller's other tabs to refetch the history lists. */
export function announce(scope: Scope, conversationUid: string) {
  return publish({
    name: "ai.conversation.changed",
    data: { user_uid: scope.user.uid, conversation_uid: conversationUid },
  });
}

/** Latest activity first; the cursor is an offset. */
export async function listAiConversations(
  scope: Scope,
  query: ListAiConversationsQuery,
): Promise<ListPage<AiConversationListItemDto>> {
  assertAiAccess(scope);
  const offset = decodeOffset(query.cursor);
  const [rows, total] = await Promise.all([
    db()
      .select()
      .from(conversations)
      .where(owned(scope))
      .orderBy(desc(conversations.lastActivityAt), desc(conversations.uid))
      .limit(query.limit + 1)
      .offset(offset),
    countsTotal(query)
      ? db()
          .select({ n: sql<number>`count(*)::int` })
          .from(conversations)
          .where(owned(scope))
          .then(([c]) => Number(c?.n ?? 0))
      : null,
  ]);
  const next = rows.length > query.limit ? String(offset + query.limit) : null;
  return collection(rows.slice(0, query.limit).map(listItemDto), total, next);
}

export async function aiConversationsByDate(
  scope: Scope,
  query: AiConversationsByDateQuery,
  now = new Date(),
): Promise<AiConversationsByDateDto> {
  assertAiAccess(scope);
  const since = new Date(now.getTime() - dateGroupSpanDays * 86_400_000);
  const rows = await db()
    .select({ uid: conversations.uid, at: conversations.lastActivityAt })
    .from(conversations)
    .where(and(owned(scope), gt(conversations.lastActivityAt, since)))
    .orderBy(desc(conversations.lastActivityAt), desc(conversations.uid));
  const groups: AiConversationsByDateDto = { today: [], yesterday: [], last7Days: [], last30Days: [] };
  for (const row of rows) {
    const group = dateGroup(row.at, now, query.tz ?? "UTC");
    if (group) groups[group].push(row.uid);
  }
  return groups;
}

export async function createAiConversation(scope: Scope): Promise<AiConversationDto> {
  assertAiAccess(scope);
  const [row] = await db()
    .insert(conversations)
    .values({ companyUid: scope.company.uid, userUid: scope.user.uid })
    .returning();
  await announce(scope, row!.uid);
  return conversationDto(row!, []);
}

export async function getAiConversation(scope: Scope, uid: string): Promise<AiConversationDto> {
  return readConversation(scope, await findConversation(scope, uid));
}

export async function renameAiConversation(
  scope: Scope,
  uid: string,
  input: UpdateAiConversationInput,
  ifMatch: number | undefined,
): Promise<AiConversationDto> {
  const current = await findConversation(scope, uid);
  if (ifMatch !== undefined && ifMatch !== current.version) throw new PreconditionFailedError();
  const [row] = await db()
    .update(conversations)
    .set({ label: input.label, version: sql`${conversations.version} + 1`, updatedAt: new Date() })
    .where(and(owned(scope), eq(conversations.uid, uid), eq(conversations.version, current.version)))
    .returning();
  if (!row) throw new PreconditionFailedError();
  await announce(scope, uid);
  return readConversation(scope, row);
}

export async function deleteAiConversation(scope: Scope, uid: string, ifMatch: number | undefined) {
  const current = await findConversation(scope, uid);
  if (ifMatch !== undefined && ifMatch !== current.version) throw new PreconditionFailedError();
  // A running answer finds its message gone at its next save and stops.
  const deleted = await db()
    .delete(conversations)
    .where(and(owned(scope), eq(conversations.uid, uid), eq(conversations.version, current.version)))
    .returning({ uid: conversations.uid });
  if (deleted.length === 0) throw new PreconditionFailedError();
  await announce(scope, uid);
}

/** A label from the first question: its first line, cut at a word within the label's length. */
export function labelFromQuestion(question: string): string {
  const line = question.split("\n", 1)[0]!.replace(/\s+/g, " ").trim();
  if (line.length <= maxLabelLength) return line;
  const cut = line.slice(0, maxLabelLength - 1);
  const space = cut.lastIndexOf(" ");
  return `${space > maxLabelLength / 2 ? cut.slice(0, space) : cut}…`;
}

export const answerRunningMessage = "An answer is still being written. Stop it or wait until it ends.";

/**
 * An answer not saved for this long lost its server (a restart): it counts as interrupted, and may be retried.
 * A live answer's row is touched at least every second (writer.ts), however long a tool or the model takes.
 */
export const staleAnswerMs = 60_000;

const interruptedMessage = "The answer was interrupted. Try again.";

/** Adds the user's question; the first one labels an unlabelled conversation. */
export async function addAiMessage(
  scope: Scope,
  uid: string,
  input: AiMessageInput,
): Promise<AiConversationDto> {
  const current = await findConversation(scope, uid);
  const now = new Date();
  const row = await db().transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(conversations)
      .where(and(owned(scope), eq(conversations.uid, uid)))
      .for("update");
    if (!locked) throw notFound();
    const streaming = await tx
      .select({ uid: messages.uid, updatedAt: messages.updatedAt })
      .from(messages)
      .where(and(eq(messages.conversationUid, uid), eq(messages.status, "streaming")));
    if (streaming.some((m) => now.getTime() - m.updatedAt.getTime() <= staleAnswerMs))
      throw new ConflictError(answerRunningMessage);
    for (const m of streaming) {
      await tx
        .update(messages)
        .set({ status: "failed", error: interruptedMessage, runUid: null, updatedAt: now })
        .where(eq(messages.uid, m.uid));
    }
    await tx.insert(messages).values({
      conversationUid: uid,
      companyUid: scope.company.uid,
      role: "user",
      content: input.content,
      status: "complete",
      createdAt: now,
      updatedAt: now,
    });
    const label = locked.label === "" ? labelFromQuestion(input.content) : locked.label;
    const [updated] = await tx
      .update(conversations)
      .set({
        label,
        lastActivityAt: now,
        updatedAt: now,
        ...(label !== locked.label && { version: sql`${conversations.version} + 1` }),
      })
      .where(eq(conversations.uid, current.uid))
      .returning();
    return updated!;
  });
  await announce(scope, uid);
  return readConversation(scope, row);
}
