// The shapes the AI assistant's parts share: the typed data tools (lib/server/ai/tools), the built-in
// rule-based analyst (lib/server/ai/analyst) and the conversation service that streams an agent's events.
import type { z } from "zod";
import type { Scope } from "../scope-type";

/** A source a figure came from; `href` is the app page that shows it. */
export type Citation = {
  kind: "project-record" | "estimate" | "estimate-line" | "market-series";
  uid: string;
  label: string;
  href: string;
};

export type AgentEvent =
  | { type: "thinking" }
  /** `label` is what the user sees: "using tool: cost statistics". */
  | { type: "tool-call"; tool: string; label: string; args: unknown }
  | { type: "tool-result"; tool: string; citations: Citation[]; error?: string }
  /** Markdown, in small pieces. */
  | { type: "text"; delta: string }
  /** Every citation of the answer, deduplicated, in the order they were first cited. */
  | { type: "done"; citations: Citation[] };

/** Who asks (company, user, role: what the tools may read), a cancel signal, and "today" for date phrases. */
export type AgentContext = { scope: Scope; signal: AbortSignal; now?: Date };

export type AgentTurn = { role: "user" | "assistant"; content: string };

export type Agent = (question: string, history: AgentTurn[], ctx: AgentContext) => AsyncIterable<AgentEvent>;

export type AiTool<I, O> = {
  name: string;
  /** Lower case, for "using tool: cost statistics". */
  label: string;
  description: string;
  input: z.ZodType<I>;
  execute(ctx: AgentContext, input: I): Promise<{ data: O; citations: Citation[] }>;
};
