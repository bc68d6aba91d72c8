// Answers the last question of a conversation in the background: `startAiAnswer` makes (or, for a retry,
// resets) the answer row and returns at once; `runAnswer` streams the agent's events through an AnswerWriter.
// The agent is the language model when one is configured, the built-in analyst otherwise; both read through
// the caller's scope only. Stop sets a flag on the row that the writer reads back at every save.
import { randomUUID } from "node:crypto";
import { and, asc, eq, lt } from "drizzle-orm";
import { db, schema } from "@/db";
import type { AiMessageRow } from "@/db/schema";
import type { AiCitationDto, AiMessageDto } from "@/lib/contract/ai-conversation";
import { ConflictError, NotFoundError } from "../../errors";
import type { Scope } from "../../scope";
import type { Agent, AgentTurn } from "../agent-types";
import { runAnalyst } from "../analyst";
import { messageDto } from "./dto";
import { llmAgent, type Usage } from "./llm";
import { type ConfiguredModel, configuredModel } from "./model";
import { answerRunningMessage, findConversation, staleAnswerMs } from "./service";
import { assertUnderDailyLimit, logAnswerEnd, logAnswerStart } from "./usage";
import { AnswerWriter, saveEveryMs } from "./writer";

const { aiConversations: conversations, aiMessages: messages } = schema;

export const noQuestionMessage = "There is no question to answer: ask one first.";
export const failedAnswerMessage = "The assistant could not finish this answer. Try again.";

/** The earlier questions and answers an agent is given as context (the latest ones): tokens stay bounded. */
const maxHistoryTurns = 20;

/** Answers running in this process, by message uid: Stop aborts them at once here, other servers by the flag. */
const running = new Map<string, { controller: AbortController; done: Promise<void> }>();

/** Resolves when this process's run of the answer ends (tests wait on it). */
export function answerSettled(messageUid: string): Promise<void> {
  return running.get(messageUid)?.done ?? Promise.resolve();
}

const isStale = (m: AiMessageRow, now: Date) =>
  m.status === "streaming" && now.getTime() - m.updatedAt.getTime() > staleAnswerMs;

export async function startAiAnswer(scope: Scope, uid: string): Promise<AiMessageDto> {
  await findConversation(scope, uid);
  const model = configuredModel();
  const now = new Date();
  const runUid = randomUUID();
  const started = await db().transaction(async (tx) => {
    const [locked] = await tx
      .select({ uid: conversations.uid })
      .from(conversations)
      .where(and(eq(conversations.uid, uid), eq(conversations.companyUid, scope.company.uid)))
      .for("update");
    if (!locked) throw new NotFoundError("Conversation not found");
    const rows = await tx
      .select()
      .from(messages)
      .where(eq(messages.conversationUid, uid))
      .orderBy(asc(messages.createdAt), asc(messages.uid));
    const last = rows.at(-1);
    if (!last || (last.role === "assistant" && last.status === "complete"))
      throw new ConflictError(noQuestionMessage);
    if (last.role === "assistant" && last.status === "streaming" && !isStale(last, now))
      throw new ConflictError(answerRunningMessage);
    if (model) await assertUnderDailyLimit(tx, scope, model.dailyLimit);
    const reset = {
      status: "streaming",
      content: "",
      citations: [],
      tools: [],
      error: null,
      stopRequested: false,
      runUid,
      updatedAt: now,
    };
    // A failed, cancelled or interrupted answer is written again in place (Retry); its sequence counts on.
    const [answer] =
      last.role === "assistant"
        ? await tx.update(messages).set(reset).where(eq(messages.uid, last.uid)).returning()
        : await tx
            .insert(messages)
            .values({
              conversationUid: uid,
              companyUid: scope.company.uid,
              role: "assistant",
              createdAt: now,
              ...reset,
            })
            .returning();
    const earlier = rows.filter((m) => m.uid !== answer!.uid);
    const question = earlier.at(-1)!.content;
    const history: AgentTurn[] = earlier
      .slice(0, -1)
      .filter((m) => m.status === "complete")
      .map((m): AgentTurn => ({ role: m.role === "user" ? "user" : "assistant", content: m.content }))
      .slice(-maxHistoryTurns);
    const usageUid = await logAnswerStart(tx, scope, {
      conversationUid: uid,
      messageUid: answer!.uid,
      provider: model?.provider ?? "analyst",
      model: model?.modelId ?? null,
    });
    return { answer: answer!, question, history, usageUid };
  });
  const controller = new AbortController();
  const done = runAnswer(scope, { ...started, runUid, model, controller }).finally(() =>
    running.delete(started.answer.uid),
  );
  running.set(started.answer.uid, { controller, done });
  return messageDto(started.answer);
}

type Run = {
  answer: AiMessageRow;
  question: string;
  history: AgentTurn[];
  usageUid: string;
  runUid: string;
  model: ConfiguredModel | null;
  controller: AbortController;
};

async function runAnswer(scope: Scope, run: Run): Promise<void> {
  const { answer, controller } = run;
  const writer = new AnswerWriter({
    userUid: scope.user.uid,
    conversationUid: answer.conversationUid,
    messageUid: answer.uid,
    runUid: run.runUid,
    sequence: answer.sequence,
  });
  const usage: Usage = { inputTokens: 0, outputTokens: 0 };
  const agent: Agent = run.model ? llmAgent(run.model.model, usage) : runAnalyst;
  const tools: string[] = [];
  let citations: AiCitationDto[] = [];
  // Between pieces of text (a long tool call, a slow model) the flag is still read, and the row kept fresh.
  const timer = setInterval(() => {
    void writer.tick().then(
      () => writer.stopped && controller.abort(),
      () => undefined,
    );
  }, saveEveryMs);
  let status: "complete" | "failed" | "cancelled" = "complete";
  let error: string | null = null;
  try {
    for await (const event of agent(run.question, run.history, { scope, signal: controller.signal })) {
      if (writer.stopped || controller.signal.aborted) break;
      if (event.type === "thinking") await writer.status("thinking", "thinking");
      else if (event.type === "tool-call") {
        tools.push(event.label.replace(/^using tool: /, ""));
        await writer.status("tool", event.label);
      } else if (event.type === "text") await writer.append(event.delta);
      else if (event.type === "done") citations = event.citations;
      if (writer.stopped) controller.abort();
    }
    if (writer.stopped || controller.signal.aborted) status = "cancelled";
  } catch (thrown) {
    if (writer.stopped || controller.signal.aborted) status = "cancelled";
    else {
      status = "failed";
      error = failedAnswerMessage;
      console.error("AI answer failed:", answer.uid, thrown instanceof Error ? thrown.message : thrown);
    }
  } finally {
    clearInterval(timer);
  }
  try {
    await writer.end({ status, citations, tools, error });
    await logAnswerEnd(run.usageUid, { status, tools, ...usage });
  } catch (thrown) {
    console.error(
      "AI answer could not be saved:",
      answer.uid,
      thrown instanceof Error ? thrown.message : thrown,
    );
  }
}

/** Stops the answer being written: at once on this server, by the flag on any other. */
export async function stopAiAnswer(scope: Scope, uid: string): Promise<void> {
  await findConversation(scope, uid);
  const now = new Date();
  const rows = await db()
    .update(messages)
    .set({ stopRequested: true })
    .where(and(eq(messages.conversationUid, uid), eq(messages.status, "streaming")))
    .returning();
  for (const row of rows) running.get(row.uid)?.controller.abort();
  // An answer whose server is gone ends here: nobody else would end it.
  const stale = rows.filter((row) => isStale(row, now) && !running.has(row.uid));
  for (const row of stale) {
    await db()
      .update(messages)
      .set({
        status: "cancelled",
        runUid: null,
        stopRequested: false,
        updatedAt: now,
      })
      .where(and(eq(messages.uid, row.uid), lt(messages.updatedAt, new Date(now.getTime() - staleAnswerMs))));
  }
}
