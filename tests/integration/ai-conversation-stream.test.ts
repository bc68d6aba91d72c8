import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { db, schema } from "@/db";
import { aiMessageDto } from "@/lib/contract/ai-conversation";
import {
  assertEventSize,
  channelForEvent,
  type RealtimeEvent,
  realtimeEvent,
} from "@/lib/domain/realtime-events";
import type { AgentEvent } from "@/lib/server/ai/agent-types";
import { answerSettled } from "@/lib/server/ai/conversation/answer";
import { ai, newConversation } from "./ai-conversation-helpers";
import { companyWithRoles } from "./helpers";

// Answers: numbered realtime chunks whose concatenation is the saved answer, status events, Stop (in this
// process and by the database flag alone), a failure and its Retry. The agent is a scripted one here (the
// analyst's own answers are tested with it); ai-conversation-llm.test.ts drives the language-model path.
const hoisted = vi.hoisted(() => ({
  events: [] as { name: string; data: Record<string, unknown> }[],
  script: null as null | ((signal: AbortSignal) => AsyncGenerator<unknown>),
}));

vi.mock("@/lib/server/realtime/publish", () => ({
  publish: async (...events: { name: string; data: Record<string, unknown> }[]) => {
    hoisted.events.push(...events);
  },
}));

vi.mock("@/lib/server/ai/analyst", async (importActual) => {
  const actual = await importActual<typeof import("@/lib/server/ai/analyst")>();
  return {
    ...actual,
    runAnalyst: (q: string, h: unknown[], ctx: { signal: AbortSignal }) =>
      hoisted.script ? hoisted.script(ctx.signal) : actual.runAnalyst(q, h as never, ctx as never),
  };
});

let acme: Awaited<ReturnType<typeof companyWithRoles>>;

beforeAll(async () => {
  acme = await companyWithRoles({ isAiAssistantEnabled: true });
});

afterEach(() => {
  hoisted.script = null;
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function script(events: AgentEvent[], delayMs = 0) {
  hoisted.script = async function* (signal) {
    for (const event of events) {
      if (signal.aborted) return;
      if (delayMs) await sleep(delayMs);
      yield event;
    }
  };
}

/** Asks, starts the answer and waits for it to end; answers the message and its events. */
async function askAndAnswer(question = "What did we pay per GSF for offices?") {
  const uid = await newConversation(acme.cookies.viewer);
  await ai.ask(acme.cookies.viewer, uid, question);
  return { uid, ...(await answerOf(uid)) };
}

async function answerOf(uid: string) {
  const started = await ai.answer(acme.cookies.viewer, uid);
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  expect(aiMessageDto.parse(started.body)).toMatchObject({
    role: "assistant",
    status: "streaming",
    content: "",
  });
  await answerSettled(started.body.uid);
  return { messageUid: started.body.uid as string, events: eventsOf(started.body.uid) };
}

const eventsOf = (messageUid: string) =>
  hoisted.events.filter((e) => e.data.message_uid === messageUid) as Extract<
    RealtimeEvent,
    { name: `ai.answer.${string}` }
  >[];

const chunksOf = (events: ReturnType<typeof eventsOf>) =>
  events.flatMap((e) => (e.name === "ai.answer.chunk" ? [e.data] : []));

async function saved(uid: string) {
  const res = await ai.get(acme.cookies.viewer, uid);
  return res.body.messages.at(-1);
}

const citation = {
  kind: "project-record",
  uid: "9b1f6f2e-3f0a-4a47-9d51-1f1f5e0c2a11",
  label: "Tower · Final",
  href: "/project-record/9b1f6f2e-3f0a-4a47-9d51-1f1f5e0c2a11",
} as const;

describe("streaming an answer", () => {
  it("publishes numbered events on the asker's channel; the saved answer is the chunks joined", async () => {
    const deltas = [
      "The median ",
      "is **$312.40/GSF** ",
      "(n = 4).\n\n",
      "| P25 | P50 |\n|---|---|\n| 1 | 2 |",
    ];
    script(
      [
        { type: "thinking" },
        { type: "tool-call", tool: "cost_statistics", label: "using tool: cost statistics", args: {} },
        { type: "tool-result", tool: "cost_statistics", citations: [citation] },
        ...deltas.map((delta) => ({ type: "text", delta }) as const),
        { type: "done", citations: [citation] },
      ],
      5,
    );
    const { uid, messageUid, events } = await askAndAnswer();
    expect(events.map((e) => e.data.seq)).toEqual(events.map((_, i) => i + 1));
    for (const e of events) {
      // What publish() sends: each event valid, under the size limit, on the asker's own channel.
      const parsed = realtimeEvent.parse(e);
      assertEventSize(parsed);
      expect(channelForEvent(parsed)).toBe(`private-user-${acme.viewer.uid}`);
      expect(e.data).toMatchObject({
        user_uid: acme.viewer.uid,
        conversation_uid: uid,
        message_uid: messageUid,
      });
    }
    expect(events.filter((e) => e.name === "ai.answer.status").map((e) => e.data)).toMatchObject([
      { state: "thinking", label: "thinking" },
      { state: "tool", label: "using tool: cost statistics" },
    ]);
    const chunks = chunksOf(events);
    let offset = 0;
    for (const chunk of chunks) {
      expect(chunk.offset).toBe(offset);
      offset += chunk.text.length;
    }
    const text = chunks.map((c) => c.text).join("");
    expect(text).toBe(deltas.join(""));
    expect(events.at(-1)).toMatchObject({
      name: "ai.answer.end",
      data: { status: "complete", length: text.length, message: null },
    });
    const answer = await saved(uid);
    expect(answer).toMatchObject({
      uid: messageUid,
      role: "assistant",
      status: "complete",
      content: text,
      citations: [citation],
      tools: ["cost statistics"],
      error: null,
      sequence: events.length,
    });
  });

  it("keeps every event under Pusher's 10 KB, a long answer with quotes and emoji included", async () => {
    const long = `${'"quoted" ✓ 🏗️ '.repeat(900)}\u0001end`;
    script([
      { type: "text", delta: long },
      { type: "done", citations: [] },
    ]);
    const { uid, events } = await askAndAnswer();
    for (const e of events) assertEventSize(realtimeEvent.parse(e));
    const bytes = events.map((e) => new TextEncoder().encode(JSON.stringify(e.data)).length);
    expect(Math.max(...bytes)).toBeLessThan(10 * 1024);
    const chunks = chunksOf(events);
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.map((c) => c.text).join("")).toBe(long);
    expect((await saved(uid)).content).toBe(long);
  });

  it("saves the text as it goes, so a reader mid-answer gets what was written so far", async () => {
    hoisted.script = async function* (signal) {
      yield { type: "text", delta: "First part. " };
      await sleep(700);
      if (signal.aborted) return;
      yield { type: "text", delta: "Second part." };
      yield { type: "done", citations: [] };
    };
    const uid = await newConversation(acme.cookies.viewer);
    await ai.ask(acme.cookies.viewer, uid, "Slow question");
    const started = await ai.answer(acme.cookies.viewer, uid);
    await sleep(450);
    const midway = await saved(uid);
    expect(midway).toMatchObject({ status: "streaming", content: "First part. " });
    expect((await ai.answer(acme.cookies.viewer, uid)).status).toBe(409);
    expect((await ai.ask(acme.cookies.viewer, uid, "More?")).status).toBe(409);
    await answerSettled(started.body.uid);
    expect(await saved(uid)).toMatchObject({ status: "complete", content: "First part. Second part." });
  });

  it("answers with the built-in analyst when no model is configured", async () => {
    const { uid, events } = await askAndAnswer(
      "What did we pay per GSF for mid-rise multifamily in Denver since 2021?",
    );
    const answer = await saved(uid);
    expect(answer.status).toBe("complete");
    expect(answer.content.length).toBeGreaterThan(0);
    expect(
      chunksOf(events)
        .map((c) => c.text)
        .join(""),
    ).toBe(answer.content);
    const [log] = await db().select().from(schema.aiUsage).where(eq(schema.aiUsage.messageUid, answer.uid));
    expect(log).toMatchObject({ provider: "analyst", status: "complete", inputTokens: 0 });
  });

  it("answers 409 with no question to answer, and 404 for another user's conversation", async () => {
    const uid = await newConversation(acme.cookies.viewer);
    const none = await ai.answer(acme.cookies.viewer, uid);
    expect(none.status).toBe(409);
    expect(none.body.message).toBe("There is no question to answer: ask one first.");
    await ai.ask(acme.cookies.viewer, uid, "Question");
    expect((await ai.answer(acme.cookies.admin, uid)).status).toBe(404);
    expect((await ai.stop(acme.cookies.admin, uid)).status).toBe(404);
  });
});

describe("Stop, failure and Retry", () => {
  /** An agent that writes a piece every 40 ms until stopped. */
  function endless() {
    hoisted.script = async function* (signal) {
      for (let i = 0; i < 500 && !signal.aborted; i++) {
        yield { type: "text", delta: `piece ${i}. ` };
        await sleep(40);
      }
      yield { type: "done", citations: [] };
    };
  }

  it("Stop cancels the answer; what was written stays, equal to the chunks", async () => {
    endless();
    const uid = await newConversation(acme.cookies.viewer);
    await ai.ask(acme.cookies.viewer, uid, "Go on forever");
    const started = await ai.answer(acme.cookies.viewer, uid);
    await sleep(300);
    expect((await ai.stop(acme.cookies.viewer, uid)).status).toBe(204);
    await answerSettled(started.body.uid);
    const events = eventsOf(started.body.uid);
    const answer = await saved(uid);
    expect(answer.status).toBe("cancelled");
    expect(answer.content).toMatch(/^piece 0\. /);
    expect(answer.content.length).toBeLessThan(500 * 9);
    expect(
      chunksOf(events)
        .map((c) => c.text)
        .join(""),
    ).toBe(answer.content);
    expect(events.at(-1)).toMatchObject({ name: "ai.answer.end", data: { status: "cancelled" } });
  });

  it("stops on the database flag alone (Stop sent to another server)", async () => {
    endless();
    const uid = await newConversation(acme.cookies.viewer);
    await ai.ask(acme.cookies.viewer, uid, "Go on forever");
    const started = await ai.answer(acme.cookies.viewer, uid);
    await sleep(200);
    await db()
      .update(schema.aiMessages)
      .set({ stopRequested: true })
      .where(eq(schema.aiMessages.uid, started.body.uid));
    await answerSettled(started.body.uid);
    expect((await saved(uid)).status).toBe("cancelled");
  });

  it("a failed answer says so; agent-response again retries it in place, its events numbered on", async () => {
    hoisted.script = async function* () {
      yield { type: "text", delta: "Half an ans" };
      throw new Error("tool exploded");
    };
    const { uid, messageUid, events } = await askAndAnswer();
    expect(events.at(-1)).toMatchObject({
      name: "ai.answer.end",
      data: { status: "failed", message: "The assistant could not finish this answer. Try again." },
    });
    expect(await saved(uid)).toMatchObject({
      status: "failed",
      error: "The assistant could not finish this answer. Try again.",
    });
    script([
      { type: "text", delta: "A whole answer." },
      { type: "done", citations: [] },
    ]);
    const retry = await answerOf(uid);
    expect(retry.messageUid).toBe(messageUid);
    const all = eventsOf(messageUid).map((e) => e.data.seq);
    expect(all).toEqual(all.map((_, i) => i + 1));
    const conversation = await ai.get(acme.cookies.viewer, uid);
    expect(conversation.body.messages).toHaveLength(2);
    expect(conversation.body.messages[1]).toMatchObject({
      status: "complete",
      content: "A whole answer.",
      error: null,
    });
  });

  it("an answer whose server is gone (not saved for a minute) may be retried, or stopped", async () => {
    const uid = await newConversation(acme.cookies.viewer);
    await ai.ask(acme.cookies.viewer, uid, "Question");
    const lost = async () => {
      const [row] = await db()
        .insert(schema.aiMessages)
        .values({
          conversationUid: uid,
          companyUid: acme.company.uid,
          role: "assistant",
          status: "streaming",
          content: "Half",
          runUid: "0b3c6c1e-8c2f-4a77-9a0e-3c3c3c3c3c3c",
          updatedAt: new Date(Date.now() - 2 * 60_000),
        })
        .returning();
      return row!.uid;
    };
    const first = await lost();
    expect((await ai.stop(acme.cookies.viewer, uid)).status).toBe(204);
    expect(await saved(uid)).toMatchObject({ uid: first, status: "cancelled", content: "Half" });
    await db().delete(schema.aiMessages).where(eq(schema.aiMessages.uid, first));
    const second = await lost();
    script([
      { type: "text", delta: "Whole." },
      { type: "done", citations: [] },
    ]);
    const retry = await answerOf(uid);
    expect(retry.messageUid).toBe(second);
    expect(await saved(uid)).toMatchObject({ status: "complete", content: "Whole." });
  });

  it("deleting the conversation mid-answer ends the answer quietly", async () => {
    endless();
    const uid = await newConversation(acme.cookies.viewer);
    const asked = await ai.ask(acme.cookies.viewer, uid, "Go on forever");
    const started = await ai.answer(acme.cookies.viewer, uid);
    await sleep(150);
    expect((await ai.remove(acme.cookies.viewer, uid, asked.body.version)).status).toBe(204);
    await answerSettled(started.body.uid);
    expect((await ai.get(acme.cookies.viewer, uid)).status).toBe(404);
  });
});
