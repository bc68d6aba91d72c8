import { simulateReadableStream } from "ai";
import { MockLanguageModelV4 } from "ai/test";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { db, schema } from "@/db";
import { answerSettled } from "@/lib/server/ai/conversation/answer";
import { ai, newConversation } from "./ai-conversation-helpers";
import { type Fixture, seedComparisonData } from "./comparison-helpers";
import { companyWithRoles } from "./helpers";

// The language-model path with the AI SDK's mock model: the model calls the cost-statistics tool (which reads
// the company's records), streams its answer, and copes with a tool error; tokens and tool calls are logged, and
// the company's daily limit answers 429.
const hoisted = vi.hoisted(() => ({
  events: [] as { name: string; data: Record<string, unknown> }[],
  model: null as unknown,
  limit: 100,
}));

vi.mock("@/lib/server/realtime/publish", () => ({
  publish: async (...events: { name: string; data: Record<string, unknown> }[]) => {
    hoisted.events.push(...events);
  },
}));

vi.mock("@/lib/server/ai/conversation/model", () => ({
  configuredModel: () =>
    hoisted.model && {
      provider: "openai-compatible",
      modelId: "mock-model",
      model: hoisted.model,
      dailyLimit: hoisted.limit,
    },
}));

const usage = (input: number, output: number) => ({
  inputTokens: { total: input, noCache: input, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: output, text: output, reasoning: undefined },
});

const finish = (reason: "stop" | "tool-calls", input: number, output: number) => ({
  type: "finish" as const,
  finishReason: { unified: reason, raw: undefined },
  usage: usage(input, output),
});

const toolStep = (input: string) => ({
  stream: simulateReadableStream({
    chunks: [
      { type: "tool-call" as const, toolCallId: "call-1", toolName: "cost_statistics", input },
      finish("tool-calls", 100, 20),
    ],
  }),
});

const textStep = (deltas: string[]) => ({
  stream: simulateReadableStream({
    chunks: [
      { type: "text-start" as const, id: "t1" },
      ...deltas.map((delta) => ({ type: "text-delta" as const, id: "t1", delta })),
      { type: "text-end" as const, id: "t1" },
      finish("stop", 300, 40),
    ],
  }),
});

let acme: Awaited<ReturnType<typeof companyWithRoles>>;
let data: Fixture;

beforeAll(async () => {
  acme = await companyWithRoles({ isAiAssistantEnabled: true });
  data = await seedComparisonData(acme);
}, 60_000);

beforeEach(() => {
  hoisted.limit = 100;
  hoisted.model = null;
});

async function run(model: MockLanguageModelV4, question = "What did we pay per GSF for offices in Houston?") {
  hoisted.model = model;
  const uid = await newConversation(acme.cookies.viewer);
  await ai.ask(acme.cookies.viewer, uid, question);
  const started = await ai.answer(acme.cookies.viewer, uid);
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  await answerSettled(started.body.uid);
  const events = hoisted.events.filter((e) => e.data.message_uid === started.body.uid);
  const answer = (await ai.get(acme.cookies.viewer, uid)).body.messages.at(-1);
  const [log] = await db()
    .select()
    .from(schema.aiUsage)
    .where(eq(schema.aiUsage.messageUid, started.body.uid));
  return { uid, answer, events, log };
}

describe("the language-model path", () => {
  it("calls a tool, streams the answer, cites the tool's records and logs tokens and tool calls", async () => {
    const model = new MockLanguageModelV4({
      doStream: [
        toolStep('{"states":["TX"]}'),
        textStep(["Houston offices: ", "median **$", "250.00/GSF**."]),
      ],
    });
    const { answer, events, log } = await run(model);
    expect(model.doStreamCalls).toHaveLength(2);
    // The tool ran and its result went back to the model.
    expect(JSON.stringify(model.doStreamCalls[1]!.prompt)).toContain("cost_statistics");
    expect(events.filter((e) => e.name === "ai.answer.status").map((e) => e.data.label)).toEqual([
      "thinking",
      "using tool: cost statistics",
    ]);
    const text = events.flatMap((e) => (e.name === "ai.answer.chunk" ? [e.data.text] : [])).join("");
    expect(text).toBe("Houston offices: median **$250.00/GSF**.");
    expect(answer).toMatchObject({ status: "complete", content: text, tools: ["cost statistics"] });
    expect(answer.citations.length).toBeGreaterThan(0);
    for (const c of answer.citations) {
      expect(c.kind).toBe("project-record");
      expect(data.records).toContain(c.uid);
      expect(c.href).toBe(`/project-record/${c.uid}`);
    }
    expect(log).toMatchObject({
      provider: "openai-compatible",
      model: "mock-model",
      status: "complete",
      inputTokens: 400,
      outputTokens: 60,
      toolCalls: 1,
      tools: ["cost statistics"],
    });
  });

  it("goes on after a tool error: the model is told and answers without a figure", async () => {
    const model = new MockLanguageModelV4({
      doStream: [toolStep('{"states":"Texas everywhere"}'), textStep(["I could not read the cost data."])],
    });
    const { answer, log } = await run(model);
    expect(model.doStreamCalls).toHaveLength(2);
    expect(JSON.stringify(model.doStreamCalls[1]!.prompt)).toMatch(/error/i);
    expect(answer).toMatchObject({
      status: "complete",
      content: "I could not read the cost data.",
      citations: [],
    });
    expect(log).toMatchObject({ status: "complete", toolCalls: 1 });
  });

  it("a model that fails ends the answer as failed with the §8-style message", async () => {
    const model = new MockLanguageModelV4({
      doStream: async () => {
        throw new Error("connection refused");
      },
    });
    const { answer, events, log } = await run(model);
    expect(answer).toMatchObject({
      status: "failed",
      error: "The assistant could not finish this answer. Try again.",
    });
    expect(events.at(-1)).toMatchObject({ name: "ai.answer.end", data: { status: "failed" } });
    expect(log).toMatchObject({ status: "failed" });
  });

  it("answers 429 with a clear message once the company's daily limit is reached", async () => {
    hoisted.limit = 1;
    const other = await companyWithRoles({ isAiAssistantEnabled: true });
    hoisted.model = new MockLanguageModelV4({ doStream: [textStep(["One."])] });
    const uid = await newConversation(other.cookies.editor);
    await ai.ask(other.cookies.editor, uid, "First");
    const first = await ai.answer(other.cookies.editor, uid);
    expect(first.status).toBe(200);
    await answerSettled(first.body.uid);
    await ai.ask(other.cookies.editor, uid, "Second");
    const second = await ai.answer(other.cookies.editor, uid);
    expect(second.status).toBe(429);
    expect(second.body).toMatchObject({
      code: "rate_limited",
      message:
        "Your company has used today's 1 AI assistant answers. The limit resets at midnight UTC; ask your account manager to raise it.",
    });
    expect(Number(second.headers.get("retry-after"))).toBeGreaterThan(0);
    // Nothing was started: the question still waits, and the built-in analyst is never limited.
    expect((await ai.get(other.cookies.editor, uid)).body.messages.at(-1).role).toBe("user");
    hoisted.model = null;
    const analyst = await ai.answer(other.cookies.editor, uid);
    expect(analyst.status).toBe(200);
    await answerSettled(analyst.body.uid);
  });
});
