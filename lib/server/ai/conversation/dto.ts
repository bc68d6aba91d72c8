import type { AiConversationRow, AiMessageRow } from "@/db/schema";
import type {
  AiCitationDto,
  AiConversationDto,
  AiConversationListItemDto,
  AiMessageDto,
  AiMessageStatus,
} from "@/lib/contract/ai-conversation";

export function listItemDto(row: AiConversationRow): AiConversationListItemDto {
  return {
    uid: row.uid,
    label: row.label,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    last_activity_at: row.lastActivityAt.toISOString(),
  };
}

export function messageDto(row: AiMessageRow): AiMessageDto {
  return {
    uid: row.uid,
    role: row.role === "user" ? "user" : "assistant",
    content: row.content,
    status: row.status as AiMessageStatus,
    citations: row.citations as AiCitationDto[],
    tools: row.tools,
    error: row.error,
    sequence: row.sequence,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function conversationDto(row: AiConversationRow, messages: AiMessageRow[]): AiConversationDto {
  return { ...listItemDto(row), messages: messages.map(messageDto) };
}
