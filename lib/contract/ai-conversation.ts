// The AI assistant's conversations: a user's own questions and the answers, in the active company. An answer is
// written in the background after `POST …/agent-response` and streams over realtime (lib/domain/realtime-events.ts,
// the `ai.answer.*` events on `private-user-{uid}`); it is saved as it goes, so `GET …/{uid}` always has what was
// written so far. Another user's or company's conversation is unknown (404); a company without the assistant
// gets 403.
import { z } from "zod";
import { maxLabelLength, maxQuestionLength } from "@/lib/domain/ai/limits";
import { inputMessages } from "@/lib/domain/project/fields";
import { listQuery, listResponse } from "./list";
import { operation } from "./operation";

export const aiAccessMessage =
  "The AI assistant is not enabled for this company. Ask your account manager to turn it on.";

const timeZoneMessage = "Must be an IANA time zone such as America/Denver";

/** Whether the runtime knows the IANA time zone (`America/Denver`, `UTC`). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export const updateAiConversationInput = z
  .object({
    label: z
      .string({ error: inputMessages.required })
      .trim()
      .min(1, inputMessages.required)
      .max(maxLabelLength, inputMessages.text(maxLabelLength)),
  })
  .strict();
export type UpdateAiConversationInput = z.infer<typeof updateAiConversationInput>;

export const aiMessageInput = z
  .object({
    content: z
      .string({ error: inputMessages.required })
      .trim()
      .min(1, inputMessages.required)
      .max(maxQuestionLength, inputMessages.text(maxQuestionLength)),
  })
  .strict();
export type AiMessageInput = z.infer<typeof aiMessageInput>;

export const listAiConversationsQuery = listQuery(200, 50);
export type ListAiConversationsQuery = z.infer<typeof listAiConversationsQuery>;

export const aiConversationsByDateQuery = z.object({
  tz: z
    .string({ error: timeZoneMessage })
    .trim()
    .max(64, timeZoneMessage)
    .refine(isTimeZone, timeZoneMessage)
    .optional()
    .describe("IANA time zone the days are counted in; UTC when absent"),
});
export type AiConversationsByDateQuery = z.infer<typeof aiConversationsByDateQuery>;

// ── What the API answers ─────────────────────────────────────────────────────────────────────────────

export const aiCitationDto = z.object({
  kind: z.enum(["project-record", "estimate", "estimate-line", "market-series"]),
  uid: z.string(),
  label: z.string(),
  href: z.string().describe("The app page that shows it: /project-record/{uid}, /estimate/{uid} …"),
});
export type AiCitationDto = z.infer<typeof aiCitationDto>;

/** complete: finished (a question is always complete); streaming: being written; failed / cancelled: stopped. */
export const aiMessageStatuses = ["complete", "streaming", "failed", "cancelled"] as const;
export type AiMessageStatus = (typeof aiMessageStatuses)[number];

export const aiMessageDto = z.object({
  uid: z.string(),
  role: z.enum(["user", "assistant"]),
  content: z.string().describe("Markdown; an answer being written holds what was written so far"),
  status: z.enum(aiMessageStatuses),
  citations: z.array(aiCitationDto).describe("The records, estimates … the answer's figures came from"),
  tools: z.array(z.string()).describe('The tools the answer used, as the user reads them: "cost statistics"'),
  error: z.string().nullable().describe("Why a failed answer failed"),
  sequence: z
    .number()
    .int()
    .describe("The sequence number of the last realtime event of this answer (0 before the first)"),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AiMessageDto = z.infer<typeof aiMessageDto>;

export const aiConversationListItemDto = z.object({
  uid: z.string(),
  label: z.string().describe('Set from the first question; "" until then'),
  version: z.number().int(),
  created_at: z.string(),
  last_activity_at: z.string(),
});
export type AiConversationListItemDto = z.infer<typeof aiConversationListItemDto>;

export const aiConversationDto = aiConversationListItemDto.extend({
  messages: z.array(aiMessageDto).describe("Oldest first"),
});
export type AiConversationDto = z.infer<typeof aiConversationDto>;

export const aiConversationsByDateDto = z.object({
  today: z.array(z.string()),
  yesterday: z.array(z.string()),
  last7Days: z.array(z.string()).describe("2 to 7 days ago"),
  last30Days: z.array(z.string()).describe("8 to 30 days ago"),
});
export type AiConversationsByDateDto = z.infer<typeof aiConversationsByDateDto>;

const permission = "ai.use" as const;

export const aiConversationOperations = {
  list: operation({
    method: "GET",
    path: "/api/v1/ai-conversation",
    summary: "List the caller's own AI conversations in the active company, latest activity first",
    permission,
    query: listAiConversationsQuery,
    response: listResponse(aiConversationListItemDto),
  }),
  byDate: operation({
    method: "GET",
    path: "/api/v1/ai-conversation/by-date",
    summary: "The caller's AI conversations of the last 30 days by last activity: today, yesterday, …",
    description: "Disjoint lists of ids, latest first; days are counted in `tz` (UTC when absent).",
    permission,
    query: aiConversationsByDateQuery,
    response: aiConversationsByDateDto,
  }),
  create: operation({
    method: "POST",
    path: "/api/v1/ai-conversation",
    summary: "Start an empty AI conversation",
    permission,
    status: 201,
    response: aiConversationDto,
  }),
  get: operation({
    method: "GET",
    path: "/api/v1/ai-conversation/{uid}",
    summary: "Read an AI conversation: its label and messages, each answer with its citations and status",
    permission,
    response: aiConversationDto,
  }),
  update: operation({
    method: "PUT",
    path: "/api/v1/ai-conversation/{uid}",
    summary: "Rename an AI conversation",
    permission,
    body: updateAiConversationInput,
    response: aiConversationDto,
  }),
  remove: operation({
    method: "DELETE",
    path: "/api/v1/ai-conversation/{uid}",
    summary: "Delete an AI conversation (a running answer stops)",
    permission,
    status: 204,
  }),
  message: operation({
    method: "POST",
    path: "/api/v1/ai-conversation/{uid}/message",
    summary: "Ask a question; the first one labels an unlabelled conversation",
    description: "409 while an answer is being written. Then `POST …/agent-response` starts the answer.",
    permission,
    body: aiMessageInput,
    status: 201,
    response: aiConversationDto,
  }),
  agentResponse: operation({
    method: "POST",
    path: "/api/v1/ai-conversation/{uid}/agent-response",
    summary: "Start answering the last question in the background; the answer streams over realtime",
    description:
      "Answers at once with the new answer (status streaming). Sent again after a failed or cancelled " +
      "answer, it writes that answer again (Retry). 409 when there is no question to answer or an answer " +
      "is being written; 429 when the company's daily limit of language-model answers is reached.",
    permission,
    response: aiMessageDto,
  }),
  stop: operation({
    method: "POST",
    path: "/api/v1/ai-conversation/{uid}/stop",
    summary: "Stop the answer being written (whichever server writes it); it ends as cancelled",
    permission,
    status: 204,
  }),
};
