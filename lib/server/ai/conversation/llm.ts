// The language-model agent: the model plans calls of the same typed tools the built-in analyst uses and writes
// the answer; every number comes from a tool result, and the citations are the tools' own, never the model's.
import { isStepCount, type LanguageModel, type ModelMessage, streamText, type ToolSet, tool } from "ai";
import type { Agent, AgentEvent, Citation } from "../agent-types";
import { aiTools } from "../tools";

/** Tool calls and model round trips one answer may make. */
const maxSteps = 8;

const instructions = [
  "You are Plinth's cost analyst for a construction company. Answer from the company's own data only, through",
  "the tools: never estimate, recall or invent a figure. Every figure you give must come from a tool result in",
  "this conversation; show how it was computed (the factors, the n behind a median). When the tools find no",
  "matching data, say so plainly and say what you searched. Answer in concise Markdown (tables and lists are",
  "fine); do not write links, the app lists the sources under your answer.",
].join(" ");

/** Tokens the model used over every step of one answer. */
export type Usage = { inputTokens: number; outputTokens: number };

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function llmAgent(model: LanguageModel, usage: Usage): Agent {
  return async function* (question, history, ctx): AsyncGenerator<AgentEvent> {
    yield { type: "thinking" };
    const cited = new Map<string, Citation[]>();
    const labels = new Map(aiTools.map((t) => [t.name, t.label]));
    const tools: ToolSet = Object.fromEntries(
      aiTools.map((t) => [
        t.name,
        tool({
          description: t.description,
          inputSchema: t.input,
          execute: async (input: unknown, { toolCallId }) => {
            const result = await t.execute(ctx, input);
            cited.set(toolCallId, result.citations);
            return result.data;
          },
        }),
      ]),
    );
    const messages: ModelMessage[] = [
      ...history.map((turn) => ({ role: turn.role, content: turn.content }) as ModelMessage),
      { role: "user", content: question },
    ];
    const result = streamText({
      model,
      system: instructions,
      messages,
      tools,
      stopWhen: isStepCount(maxSteps),
      abortSignal: ctx.signal,
      maxRetries: 1,
      // A failure arrives as an `error` part below and is logged once by the caller.
      onError: () => undefined,
    });
    const all: Citation[] = [];
    for await (const part of result.fullStream) {
      switch (part.type) {
        case "text-delta":
          if (part.text) yield { type: "text", delta: part.text };
          break;
        case "tool-call":
          yield {
            type: "tool-call",
            tool: part.toolName,
            label: `using tool: ${labels.get(part.toolName) ?? part.toolName}`,
            args: part.input,
          };
          break;
        case "tool-result": {
          const citations = cited.get(part.toolCallId) ?? [];
          all.push(...citations);
          yield { type: "tool-result", tool: part.toolName, citations };
          break;
        }
        case "tool-error":
          // The model is told the tool failed and goes on (another call, or an answer that says so).
          yield { type: "tool-result", tool: part.toolName, citations: [], error: errorText(part.error) };
          break;
        case "finish":
          usage.inputTokens += part.totalUsage.inputTokens ?? 0;
          usage.outputTokens += part.totalUsage.outputTokens ?? 0;
          break;
        case "error":
          throw part.error instanceof Error ? part.error : new Error(errorText(part.error));
        case "abort":
          return;
      }
    }
    const seen = new Set<string>();
    yield {
      type: "done",
      citations: all.filter((c) => !seen.has(`${c.kind}:${c.uid}`) && seen.add(`${c.kind}:${c.uid}`)),
    };
  };
}
