// The AI assistant in the browser: typed calls to /api/v1/ai-conversation* through `api()`, their TanStack
// Query keys (under ["company", companyUid, "ai-conversation"], so a company switch never shows another
// tenant's) and the §8 messages its screens show when a call fails.
"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type {
  AiConversationDto,
  AiConversationListItemDto,
  AiConversationsByDateDto,
  AiMessageDto,
} from "@/lib/contract/ai-conversation";
import type { ListPage } from "@/lib/contract/list";
import { userChannel } from "@/lib/domain/realtime-channels";
import type { RealtimeEvent } from "@/lib/domain/realtime-events";
import { mergeRefetched } from "./ai-answer-stream";
import { api } from "./api";
import { useChannelEvents } from "./use-channel-events";
import { toast } from "./use-toast";

export type { AiCitationDto, AiConversationDto, AiMessageDto } from "@/lib/contract/ai-conversation";

export const aiMessages = {
  conversation: "An error occurred during the AI conversation",
  list: "An error occurred while loading ai conversations",
  byDate: "An error occurred while loading ai conversations by date",
} as const;

/** The §8 destructive toast of a failed create, rename, question or delete. */
export function toastAiError() {
  toast({ variant: "destructive", title: "Error", description: aiMessages.conversation });
}

export const aiKeys = {
  all: (companyUid: string) => ["company", companyUid, "ai-conversation"] as const,
  lists: (companyUid: string) => ["company", companyUid, "ai-conversation", "lists"] as const,
  list: (companyUid: string) => ["company", companyUid, "ai-conversation", "lists", "all"] as const,
  byDate: (companyUid: string, tz: string) =>
    ["company", companyUid, "ai-conversation", "lists", "by-date", tz] as const,
  detail: (companyUid: string, uid: string) =>
    ["company", companyUid, "ai-conversation", "detail", uid] as const,
};

export const aiConversationHref = (uid: string) => `/ai-conversation/${uid}`;

/** The browser's IANA time zone: the history's "today" is the user's today. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
}

/** Shows `message` once each time the query fails (the sidebar has no room for an error panel). */
function useErrorToast(isError: boolean, message: string) {
  useEffect(() => {
    if (isError) toast({ variant: "destructive", title: "Error", description: message });
  }, [isError, message]);
}

/** The caller's conversations in the active company (latest activity first) and their groups by date. */
export function useAiHistory(companyUid: string, userUid: string) {
  const list = useQuery({
    queryKey: aiKeys.list(companyUid),
    queryFn: ({ signal }) =>
      api<ListPage<AiConversationListItemDto>>("/ai-conversation?limit=200", { signal }),
  });
  const tz = browserTimeZone();
  const byDate = useQuery({
    queryKey: aiKeys.byDate(companyUid, tz),
    queryFn: ({ signal }) =>
      api<AiConversationsByDateDto>(`/ai-conversation/by-date?tz=${encodeURIComponent(tz)}`, { signal }),
  });
  // Another tab (or this one) created, asked, renamed or deleted; or events were missed while offline.
  useChannelEvents(userChannel(userUid), {
    isNews: (event: RealtimeEvent) => event.name === "ai.conversation.changed",
    invalidate: [{ queryKey: aiKeys.lists(companyUid) }],
  });
  useErrorToast(list.isError, aiMessages.list);
  useErrorToast(byDate.isError, aiMessages.byDate);
  return { list, byDate };
}

/** One conversation; a re-read keeps an answer this tab already holds further along. */
export function useAiConversation(companyUid: string, uid: string) {
  return useQuery({
    queryKey: aiKeys.detail(companyUid, uid),
    queryFn: ({ signal }) => api<AiConversationDto>(`/ai-conversation/${uid}`, { signal }),
    structuralSharing: (held, fetched) =>
      mergeRefetched(held as AiConversationDto | undefined, fetched as AiConversationDto),
  });
}

export const createConversation = () => api<AiConversationDto>("/ai-conversation", { method: "POST" });

export const askQuestion = (uid: string, content: string) =>
  api<AiConversationDto>(`/ai-conversation/${uid}/message`, { method: "POST", body: { content } });

export const startAnswer = (uid: string) =>
  api<AiMessageDto>(`/ai-conversation/${uid}/agent-response`, { method: "POST" });

export const stopAnswer = (uid: string) => api<null>(`/ai-conversation/${uid}/stop`, { method: "POST" });

export const renameConversation = (uid: string, label: string, version: number) =>
  api<AiConversationDto>(`/ai-conversation/${uid}`, { method: "PUT", body: { label }, ifMatch: version });

export const deleteConversation = (uid: string, version: number) =>
  api<null>(`/ai-conversation/${uid}`, { method: "DELETE", ifMatch: version });

/** The answer a started (or retried) response returned, put in place of (or after) the conversation's. */
export function withAnswer(conversation: AiConversationDto, answer: AiMessageDto): AiConversationDto {
  const at = conversation.messages.findIndex((m) => m.uid === answer.uid);
  const messages =
    at === -1
      ? [...conversation.messages, answer]
      : conversation.messages.map((m, i) => (i === at ? answer : m));
  return { ...conversation, messages };
}

/** Cache helpers the screens share: put a conversation in place, refresh the history lists. */
export function useAiCache(companyUid: string) {
  const client = useQueryClient();
  return {
    put: (conversation: AiConversationDto) =>
      client.setQueryData(aiKeys.detail(companyUid, conversation.uid), conversation),
    putAnswer: (uid: string, answer: AiMessageDto) =>
      client.setQueryData<AiConversationDto>(aiKeys.detail(companyUid, uid), (held) =>
        held ? withAnswer(held, answer) : held,
      ),
    refreshLists: () => client.invalidateQueries({ queryKey: aiKeys.lists(companyUid) }),
    forget: (uid: string) => client.removeQueries({ queryKey: aiKeys.detail(companyUid, uid) }),
  };
}
