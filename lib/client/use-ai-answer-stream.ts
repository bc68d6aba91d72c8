"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { AiConversationDto } from "@/lib/contract/ai-conversation";
import { userChannel } from "@/lib/domain/realtime-channels";
import type { RealtimeEvent } from "@/lib/domain/realtime-events";
import { type AnswerActivity, type AnswerEvent, applyAnswerEvents, isAnswerEvent } from "./ai-answer-stream";
import { aiKeys } from "./ai-conversations";
import { useChannelEvents } from "./use-channel-events";

/** How long a gap in an answer's events may last before the answer is read again from the API. */
const gapMs = 800;
/** How long an answer being written may stay silent before it is read again from the API … */
const quietMs = 3000;
/** … and how soon after the page opens on one the first such read comes. */
const firstCheckMs = 400;

/**
 * Keeps the open conversation live: the user's channel carries its answer's pieces (`ai.answer.*`, applied in
 * sequence order to the cached conversation). A missed piece, a reconnect or an answer this tab does not know
 * yet is read from the API.
 */
export function useAiAnswerStream(
  companyUid: string,
  userUid: string,
  conversationUid: string | null,
  /** An answer of the conversation is being written (as this tab knows it). */
  streaming: boolean,
) {
  const client = useQueryClient();
  const [activity, setActivity] = useState<Record<string, AnswerActivity | null>>({});
  const activityRef = useRef(activity);
  const waiting = useRef<AnswerEvent[]>([]);
  const gapTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const detailKey = useMemo(
    () => (conversationUid ? aiKeys.detail(companyUid, conversationUid) : null),
    [companyUid, conversationUid],
  );
  const lastEventAt = useRef(0);

  const drain = useCallback(
    (incoming: AnswerEvent[]) => {
      if (!detailKey) return;
      const held = client.getQueryData<AiConversationDto>(detailKey);
      const events = [...waiting.current, ...incoming];
      if (!held) {
        waiting.current = events;
        return;
      }
      const applied = applyAnswerEvents(held, activityRef.current, events);
      waiting.current = applied.waiting;
      if (applied.conversation !== held) client.setQueryData(detailKey, applied.conversation);
      if (applied.activity !== activityRef.current) {
        activityRef.current = applied.activity;
        setActivity(applied.activity);
      }
      clearTimeout(gapTimer.current);
      if (applied.waiting.length > 0) {
        gapTimer.current = setTimeout(() => {
          void client.refetchQueries({ queryKey: detailKey, exact: true }).then(() => drain([]));
        }, gapMs);
      }
    },
    [client, detailKey],
  );

  // A conversation just put in the cache (the answer a POST returned) may let waiting events through.
  useEffect(() => {
    if (!detailKey) return;
    return client.getQueryCache().subscribe((change) => {
      if (change.type === "updated" && change.action.type === "success" && waiting.current.length > 0) {
        if (JSON.stringify(change.query.queryKey) === JSON.stringify(detailKey))
          queueMicrotask(() => drain([]));
      }
    });
  }, [client, detailKey, drain]);

  // While an answer is being written and nothing arrives, read it from the API: it may have ended before this
  // page subscribed (a fast answer asked from /ai-conversation/add), or its end was lost with a connection.
  useEffect(() => {
    if (!streaming || !detailKey) return;
    lastEventAt.current = Math.max(lastEventAt.current, Date.now() - quietMs + firstCheckMs);
    const timer = setInterval(() => {
      if (Date.now() - lastEventAt.current < quietMs) return;
      lastEventAt.current = Date.now();
      void client.refetchQueries({ queryKey: detailKey, exact: true });
    }, 250);
    return () => clearInterval(timer);
  }, [streaming, detailKey, client]);

  useEffect(
    () => () => {
      clearTimeout(gapTimer.current);
      waiting.current = [];
    },
    [],
  );

  useChannelEvents(userChannel(userUid), {
    onEvent: (event: RealtimeEvent) => {
      if (!isAnswerEvent(event) || event.data.conversation_uid !== conversationUid) return;
      lastEventAt.current = Date.now();
      drain([event]);
      // The sources and tools of an ended answer come with the saved answer (saved before the event was sent).
      if (event.name === "ai.answer.end" && detailKey)
        void client.invalidateQueries({ queryKey: detailKey, exact: true });
    },
    // This conversation changed elsewhere (another tab asked or renamed), or events were missed offline.
    isNews: (event: RealtimeEvent) =>
      event.name === "ai.conversation.changed" && event.data.conversation_uid === conversationUid,
    invalidate: detailKey ? [{ queryKey: detailKey, exact: true }] : [],
  });

  return activity;
}
