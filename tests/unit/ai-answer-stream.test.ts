import { describe, expect, it } from "vitest";
import {
  type AnswerEvent,
  activityText,
  applyAnswerEvents,
  mergeRefetched,
} from "@/lib/client/ai-answer-stream";
import type { AiConversationDto, AiMessageDto } from "@/lib/contract/ai-conversation";
import { historyGroups } from "@/lib/ui/ai-history";

const user = "00000000-0000-4000-8000-000000000001";
const conv = "00000000-0000-4000-8000-000000000002";
const answerUid = "00000000-0000-4000-8000-000000000003";
const ref = { user_uid: user, conversation_uid: conv, message_uid: answerUid };

function answer(over: Partial<AiMessageDto> = {}): AiMessageDto {
  return {
    uid: answerUid,
    role: "assistant",
    content: "",
    status: "streaming",
    citations: [],
    tools: [],
    error: null,
    sequence: 0,
    created_at: "2026-11-26T10:00:00Z",
    updated_at: "2026-11-26T10:00:00Z",
    ...over,
  };
}

function conversation(message: AiMessageDto): AiConversationDto {
  return {
    uid: conv,
    label: "Denver multifamily",
    version: 1,
    created_at: "2026-11-26T10:00:00Z",
    last_activity_at: "2026-11-26T10:00:00Z",
    messages: [
      {
        ...answer({ uid: "00000000-0000-4000-8000-000000000004", role: "user", status: "complete" }),
        content: "Q?",
      },
      message,
    ],
  };
}

const chunk = (seq: number, offset: number, text: string): AnswerEvent => ({
  name: "ai.answer.chunk",
  data: { ...ref, seq, offset, text },
});
const status = (seq: number, label: string): AnswerEvent => ({
  name: "ai.answer.status",
  data: { ...ref, seq, state: "tool", label },
});
const end = (
  seq: number,
  length: number,
  s: "complete" | "failed" | "cancelled" = "complete",
): AnswerEvent => ({
  name: "ai.answer.end",
  data: { ...ref, seq, status: s, length, message: s === "failed" ? "boom" : null },
});

const lastOf = (c: AiConversationDto) => c.messages.at(-1)!;

describe("applyAnswerEvents (an answer streamed in sequence order)", () => {
  it("applies chunks, status and end in order, whatever order they arrive in", () => {
    const base = conversation(answer());
    const events = [chunk(3, 5, " world"), status(1, "cost statistics"), chunk(2, 0, "Hello"), end(4, 11)];
    const result = applyAnswerEvents(base, {}, events);
    expect(lastOf(result.conversation)).toMatchObject({
      content: "Hello world",
      status: "complete",
      sequence: 4,
    });
    expect(result.waiting).toEqual([]);
    expect(result.activity[answerUid]).toBeNull();
  });

  it("shows the tool in use until text arrives", () => {
    const r1 = applyAnswerEvents(conversation(answer()), {}, [status(1, "using tool: cost statistics")]);
    expect(activityText(r1.activity[answerUid], lastOf(r1.conversation))).toBe("Using tool: cost statistics");
    const r2 = applyAnswerEvents(r1.conversation, r1.activity, [chunk(2, 0, "The median")]);
    expect(activityText(r2.activity[answerUid], lastOf(r2.conversation))).toBeNull();
    expect(activityText(undefined, answer())).toBe("Thinking…");
    expect(activityText(undefined, answer({ tools: ["cost statistics"] }))).toBe(
      "Using tool: cost statistics",
    );
    expect(activityText(undefined, answer({ status: "complete" }))).toBeNull();
  });

  it("drops what the API's copy already holds, and appends only the new part of an overlapping chunk", () => {
    const base = conversation(answer({ content: "Hello wo", sequence: 2 }));
    const result = applyAnswerEvents(base, {}, [chunk(2, 0, "Hello"), chunk(3, 5, " world")]);
    expect(lastOf(result.conversation).content).toBe("Hello world");
    expect(result.waiting).toEqual([]);
  });

  it("holds events after a gap in the sequence and lets them through once the missing one arrives", () => {
    const base = conversation(answer());
    const first = applyAnswerEvents(base, {}, [chunk(1, 0, "A"), chunk(3, 2, "C")]);
    expect(lastOf(first.conversation).content).toBe("A");
    expect(first.waiting.map((e) => e.data.seq)).toEqual([3]);
    const second = applyAnswerEvents(first.conversation, first.activity, [
      ...first.waiting,
      chunk(2, 1, "B"),
    ]);
    expect(lastOf(second.conversation).content).toBe("ABC");
    expect(second.waiting).toEqual([]);
  });

  it("waits (for the API) when a chunk starts past the end, or the end says the answer is longer", () => {
    const base = conversation(answer({ content: "AB", sequence: 1 }));
    expect(applyAnswerEvents(base, {}, [chunk(2, 5, "X")]).waiting).toHaveLength(1);
    expect(applyAnswerEvents(base, {}, [end(2, 9)]).waiting).toHaveLength(1);
  });

  it("keeps a failed answer's message and ignores other conversations; unknown answers wait", () => {
    const base = conversation(answer({ content: "Par", sequence: 1 }));
    const failed = applyAnswerEvents(base, {}, [end(2, 3, "failed")]);
    expect(lastOf(failed.conversation)).toMatchObject({ status: "failed", error: "boom" });
    const other = {
      ...chunk(2, 3, "x"),
      data: { ...chunk(2, 3, "x").data, conversation_uid: user },
    } as AnswerEvent;
    expect(applyAnswerEvents(base, {}, [other]).conversation).toBe(base);
    const unknown = {
      ...chunk(1, 0, "x"),
      data: { ...chunk(1, 0, "x").data, message_uid: "00000000-0000-4000-8000-000000000009" },
    } as AnswerEvent;
    expect(applyAnswerEvents(base, {}, [unknown]).waiting).toEqual([unknown]);
  });
});

describe("mergeRefetched", () => {
  it("keeps the tab's answer when it is further along than the API's copy, else takes the API's", () => {
    const held = conversation(answer({ content: "Hello world", sequence: 5 }));
    const fetched = conversation(answer({ content: "Hello", sequence: 2 }));
    expect(lastOf(mergeRefetched(held, fetched)).content).toBe("Hello world");
    const done = conversation(answer({ content: "Hello world!", sequence: 6, status: "complete" }));
    expect(mergeRefetched(held, done)).toBe(done);
  });
});

describe("historyGroups (the sidebar)", () => {
  const item = (uid: string) => ({ uid, label: uid });
  const list = {
    query: ["a", "b", "c", "d", "e"],
    content: Object.fromEntries("abcde".split("").map((u) => [u, item(u)])),
  };

  it("groups Today / Yesterday / Last 7 days / Last 30 days, then Older, leaving empty groups out", () => {
    const groups = historyGroups(list, {
      today: ["a"],
      yesterday: [],
      last7Days: ["b", "c"],
      last30Days: ["d"],
    });
    expect(groups.map((g) => [g.title, g.items.map((i) => i.uid)])).toEqual([
      ["Today", ["a"]],
      ["Last 7 days", ["b", "c"]],
      ["Last 30 days", ["d"]],
      ["Older", ["e"]],
    ]);
  });

  it("has nothing without conversations, and one group while the by-date answer is missing", () => {
    expect(
      historyGroups({ query: [], content: {} }, { today: [], yesterday: [], last7Days: [], last30Days: [] }),
    ).toEqual([]);
    expect(historyGroups(undefined, undefined)).toEqual([]);
    expect(historyGroups(list, undefined)).toEqual([
      { title: "Conversations", items: Object.values(list.content) },
    ]);
  });
});
