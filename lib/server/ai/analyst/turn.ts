// One answer in progress: calls tools (announcing each and reporting its citations or error), writes
// Markdown in small deltas, and keeps every citation for the closing event.
import { z } from "zod";
import { ApiError } from "../../errors";
import type { AgentContext, AgentEvent, AiTool, Citation } from "../agent-types";
import { deltas } from "./format";

export type Events = AsyncGenerator<AgentEvent, void>;

export class Turn {
  readonly citations: Citation[] = [];
  constructor(readonly ctx: AgentContext) {}

  get now(): Date {
    return this.ctx.now ?? new Date();
  }

  *write(text: string): Generator<AgentEvent> {
    for (const delta of deltas(text)) yield { type: "text", delta };
  }

  cite(citations: readonly Citation[]) {
    for (const c of citations) {
      if (!this.citations.some((x) => x.kind === c.kind && x.uid === c.uid)) this.citations.push(c);
    }
  }

  /** Runs a tool; the result's data, or `{ error }` with a message fit to show (never a stack). */
  async *call<I, O>(
    tool: AiTool<I, O>,
    args: I,
    options: { cite?: boolean } = {},
  ): AsyncGenerator<AgentEvent, { data: O } | { error: string }> {
    yield { type: "tool-call", tool: tool.name, label: tool.label, args };
    try {
      const input = tool.input.parse(args);
      const { data, citations } = await tool.execute(this.ctx, input);
      // A look-up that backs no figure (how many records a wider search would find) cites nothing.
      if (options.cite !== false) this.cite(citations);
      yield { type: "tool-result", tool: tool.name, citations };
      return { data };
    } catch (e) {
      const error = messageOf(e);
      yield {
        type: "tool-result",
        tool: tool.name,
        citations: [],
        error: error ?? "The data could not be read",
      };
      // Refusals (a 400/403/404 of a service, bad arguments) are told in the answer; anything else fails it.
      if (error === null) throw e;
      return { error };
    }
  }
}

function messageOf(e: unknown): string | null {
  if (e instanceof ApiError) {
    const details = e.errors ? Object.values(e.errors).join("; ") : "";
    return details || e.message;
  }
  if (e instanceof z.ZodError) return "The tool's arguments were not valid";
  return null;
}
