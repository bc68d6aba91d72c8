// The AI assistant's typed data tools: each reads only the asking company's data, through the services the
// app's own pages use, and returns citations of what it read. The LLM path wraps them as AI SDK tools; the
// built-in analyst calls them directly.
import type { AiTool } from "../agent-types";
import { escalateTool } from "./escalate";
import { estimateSummaryTool } from "./estimates";
import { marketSeriesTool } from "./market";
import { compareRecordsTool, recordDivisionsTool, searchRecordsTool } from "./records";
import { costStatisticsTool } from "./statistics";

// biome-ignore lint/suspicious/noExplicitAny: a registry of tools with different inputs and outputs.
export const aiTools: AiTool<any, unknown>[] = [
  searchRecordsTool,
  costStatisticsTool,
  recordDivisionsTool,
  compareRecordsTool,
  estimateSummaryTool,
  marketSeriesTool,
  escalateTool,
];
