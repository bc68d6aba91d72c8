import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { db, schema } from "@/db";
import { answerSettled } from "@/lib/server/ai/conversation/answer";
import { ai, newConversation } from "./ai-conversation-helpers";
import { type Fixture, seedComparisonData } from "./comparison-helpers";
import { companyWithRoles } from "./helpers";

// The configured provider for real: AI_PROVIDER=openai-compatible against a local stand-in for an OpenAI-style
// server (as Ollama or vLLM would answer), streamed over HTTP: a tool call, then the answer, with token usage.
vi.mock("@/lib/server/realtime/publish", () => ({ publish: async () => undefined }));

const requests: {
  model: string;
  messages: { role: string }[];
  stream_options?: unknown;
  tools?: unknown[];
}[] = [];
let server: Server;
let acme: Awaited<ReturnType<typeof companyWithRoles>>;
let data: Fixture;
const saved = { ...process.env };

const sse = (chunks: unknown[]) =>
  `${chunks.map((c) => `data: ${JSON.stringify(c)}\n\n`).join("")}data: [DONE]\n\n`;
const chunk = (delta: unknown, finish: string | null = null, usage?: unknown) => ({
  id: "chatcmpl-1",
  object: "chat.completion.chunk",
  created: 1_700_000_000,
  model: "stand-in",
  choices: [{ index: 0, delta, finish_reason: finish }],
  ...(usage ? { usage } : {}),
});

beforeAll(async () => {
  server = createServer(async (req, res) => {
    let body = "";
    for await (const part of req) body += part;
    const request = JSON.parse(body);
    requests.push(request);
    expect(req.url).toBe("/v1/chat/completions");
    expect(req.headers.authorization).toBe("Bearer stand-in-key");
    res.writeHead(200, { "content-type": "text/event-stream" });
    const answered = request.messages.some((m: { role: string }) => m.role === "tool");
    res.end(
      sse(
        answered
          ? [
              chunk({ role: "assistant", content: "Houston offices: " }),
              chunk({ content: "see the records below." }),
              chunk({}, "stop", { prompt_tokens: 200, completion_tokens: 12, total_tokens: 212 }),
            ]
          : [
              chunk({
                role: "assistant",
                tool_calls: [
                  {
                    index: 0,
                    id: "call_1",
                    type: "function",
                    function: { name: "cost_statistics", arguments: '{"states":["TX"]}' },
                  },
                ],
              }),
              chunk({}, "tool_calls", { prompt_tokens: 150, completion_tokens: 20, total_tokens: 170 }),
            ],
      ),
    );
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  Object.assign(process.env, {
    AI_PROVIDER: "openai-compatible",
    AI_BASE_URL: `http://127.0.0.1:${port}/v1`,
    AI_API_KEY: "stand-in-key",
    AI_MODEL: "stand-in",
  });
  acme = await companyWithRoles({ isAiAssistantEnabled: true });
  data = await seedComparisonData(acme);
}, 60_000);

afterAll(() => {
  for (const name of ["AI_PROVIDER", "AI_BASE_URL", "AI_API_KEY", "AI_MODEL"]) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
  server.close();
});

it("answers through an OpenAI-compatible server: tool call, streamed text, citations, tokens", async () => {
  const uid = await newConversation(acme.cookies.editor);
  await ai.ask(acme.cookies.editor, uid, "What did we pay per GSF for offices in Texas?");
  const started = await ai.answer(acme.cookies.editor, uid);
  expect(started.status).toBe(200);
  await answerSettled(started.body.uid);
  const answer = (await ai.get(acme.cookies.editor, uid)).body.messages.at(-1);
  expect(answer).toMatchObject({
    status: "complete",
    content: "Houston offices: see the records below.",
    tools: ["cost statistics"],
  });
  expect(answer.citations.length).toBeGreaterThan(0);
  for (const c of answer.citations) expect(data.records).toContain(c.uid);
  expect(requests).toHaveLength(2);
  expect(requests[0]).toMatchObject({ model: "stand-in", stream_options: { include_usage: true } });
  expect(requests[0]!.tools!.length).toBeGreaterThan(0);
  const [log] = await db().select().from(schema.aiUsage).where(eq(schema.aiUsage.messageUid, answer.uid));
  expect(log).toMatchObject({
    provider: "openai-compatible",
    model: "stand-in",
    inputTokens: 350,
    outputTokens: 32,
    toolCalls: 1,
  });
});
