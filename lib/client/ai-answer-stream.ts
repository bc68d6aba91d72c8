// The AI assistant's answer as it streams in: the `ai.answer.*` realtime events applied, in sequence order, to
// the conversation the API answered. Pure (no React, no I/O), so the order, gap and duplicate rules are tested
// as functions (tests/unit/ai-answer-stream.test.ts).
import type { AiConversationDto, AiMessageDto } from "@/lib/contract/ai-conversation";
import type { RealtimeEvent } from "@/lib/domain/realtime-events";

export type AnswerEvent = Extract<
  RealtimeEvent,
  { name: "ai.answer.chunk" } | { name: "ai.answer.status" } | { name: "ai.answer.end" }
>;

/** What an answer being written is doing, as the user reads it. */
export type AnswerActivity = { state: "thinking" | "tool"; label: string };

export function isAnswerEvent(event: RealtimeEvent): event is AnswerEvent {
  return (
    event.name === "ai.answer.chunk" || event.name === "ai.answer.status" || event.name === "ai.answer.end"
  );
}

export type Applied = {
  conversation: AiConversationDto;
  /** The activity of answers the events told about (status events; an end clears it). */
  activity: Record<string, AnswerActivity | null>;
  /** Events that wait for an earlier one (a gap in the sequence); the caller re-reads the API if it persists. */
  waiting: AnswerEvent[];
};

function applyOne(message: AiMessageDto, event: AnswerEvent): { message: AiMessageDto; gap: boolean } {
  const seq = event.data.seq;
  switch (event.name) {
    case "ai.answer.chunk": {
      const { offset, text } = event.data;
      const length = message.content.length;
      // A piece past the end: one before it is missing; only the API can tell what it said.
      if (offset > length) return { message, gap: true };
      const tail = text.slice(length - offset);
      return {
        message: { ...message, content: message.content + tail, status: "streaming", sequence: seq },
        gap: false,
      };
    }
    case "ai.answer.status":
      return { message: { ...message, status: "streaming", sequence: seq }, gap: false };
    case "ai.answer.end": {
      const { status, length, message: error } = event.data;
      // The saved answer is longer than what arrived: a piece is missing.
      if (status === "complete" && message.content.length < length) return { message, gap: true };
      return {
        message: { ...message, status, error: status === "failed" ? error : message.error, sequence: seq },
        gap: false,
      };
    }
  }
}

/**
 * Applies what can be applied of `incoming` (plus the events already waiting) to the conversation: per
 * answer, events in sequence order from its `sequence` + 1; older ones (already in the API's answer) are
 * dropped; later ones wait for the missing one. Events about answers not (yet) in the conversation wait too.
 */
export function applyAnswerEvents(
  conversation: AiConversationDto,
  activity: Record<string, AnswerActivity | null>,
  incoming: AnswerEvent[],
): Applied {
  const byMessage = new Map<string, AnswerEvent[]>();
  for (const event of incoming) {
    if (event.data.conversation_uid !== conversation.uid) continue;
    const list = byMessage.get(event.data.message_uid) ?? [];
    list.push(event);
    byMessage.set(event.data.message_uid, list);
  }
  const waiting: AnswerEvent[] = [];
  const nextActivity = { ...activity };
  let changed = false;
  const messages = conversation.messages.map((original) => {
    const events = byMessage.get(original.uid);
    if (!events) return original;
    byMessage.delete(original.uid);
    events.sort((a, b) => a.data.seq - b.data.seq);
    let message = original;
    for (const [i, event] of events.entries()) {
      if (event.data.seq <= message.sequence) continue;
      if (event.data.seq > message.sequence + 1) {
        waiting.push(...events.slice(i).filter((e) => e.data.seq > message.sequence));
        break;
      }
      const result = applyOne(message, event);
      if (result.gap) {
        waiting.push(...events.slice(i));
        break;
      }
      message = result.message;
      if (event.name === "ai.answer.status") nextActivity[message.uid] = event.data;
      // The answer's text (or its end) replaces "thinking" or "using tool" under it.
      else nextActivity[message.uid] = null;
    }
    if (message !== original) changed = true;
    return message;
  });
  for (const events of byMessage.values()) waiting.push(...events);
  return {
    conversation: changed ? { ...conversation, messages } : conversation,
    activity: nextActivity,
    waiting,
  };
}

/**
 * A re-read conversation, keeping any answer this tab already holds further along than the API's copy (the
 * events can run ahead of what was saved when the request was answered).
 */
export function mergeRefetched(
  held: AiConversationDto | undefined,
  fetched: AiConversationDto,
): AiConversationDto {
  if (!held || held.uid !== fetched.uid) return fetched;
  const heldByUid = new Map(held.messages.map((m) => [m.uid, m]));
  let kept = false;
  const messages = fetched.messages.map((m) => {
    const mine = heldByUid.get(m.uid);
    if (
      mine &&
      m.status === "streaming" &&
      mine.sequence > m.sequence &&
      mine.content.startsWith(m.content)
    ) {
      kept = true;
      return mine;
    }
    return m;
  });
  return kept ? { ...fetched, messages } : fetched;
}

/** "using tool: cost statistics" or "cost statistics" → "Using tool: cost statistics"; thinking → "Thinking…". */
export function activityText(
  activity: AnswerActivity | null | undefined,
  message: AiMessageDto,
): string | null {
  if (message.status !== "streaming") return null;
  if (activity?.state === "tool") {
    const label = activity.label.replace(/^using tool:\s*/i, "");
    return `Using tool: ${label}`;
  }
  if (activity?.state === "thinking") return "Thinking…";
  if (message.content !== "") return null;
  const lastTool = message.tools.at(-1);
  return lastTool ? `Using tool: ${lastTool}` : "Thinking…";
}
