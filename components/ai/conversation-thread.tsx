"use client";

import { RotateCcwIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { ErrorPanel, notFoundMessage } from "@/components/feedback/error-panel";
import { RetryErrorPanel } from "@/components/shared/list-states";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import {
  askQuestion,
  startAnswer,
  stopAnswer,
  toastAiError,
  useAiCache,
  useAiConversation,
} from "@/lib/client/ai-conversations";
import { ApiClientError } from "@/lib/client/api";
import { useCompany, useSelf } from "@/lib/client/session";
import { useAiAnswerStream } from "@/lib/client/use-ai-answer-stream";
import { AnswerBlock } from "./answer-block";
import { AskBox } from "./ask-box";
import { untitled } from "./history-item";

/** /ai-conversation/{uid}: the questions and answers, the one being written streaming in, and a follow-up box. */
export function ConversationThread({ uid }: { uid: string }) {
  const company = useCompany();
  const user = useSelf();
  const conversation = useAiConversation(company.uid, uid);
  const cache = useAiCache(company.uid);
  const [busy, setBusy] = useState(false);

  const data = conversation.data;
  const messages = data?.messages ?? [];
  const last = messages.at(-1);
  const lastContent = last?.content.length ?? 0;
  const answering = last?.role === "assistant" && last.status === "streaming";
  const activity = useAiAnswerStream(company.uid, user.uid, uid, answering);
  // A question without an answer: its answer did not start (offered again below).
  const unanswered = last?.role === "user";

  // Follow the answer as it grows, unless the reader has scrolled up.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the last message grows
  useEffect(() => {
    const page = document.documentElement;
    if (window.innerHeight + window.scrollY >= page.scrollHeight - 240)
      window.scrollTo({ top: page.scrollHeight });
  }, [messages.length, lastContent]);

  async function start() {
    setBusy(true);
    try {
      cache.putAnswer(uid, await startAnswer(uid));
    } catch {
      toastAiError();
    } finally {
      setBusy(false);
    }
  }

  async function ask(question: string): Promise<boolean> {
    setBusy(true);
    try {
      cache.put(await askQuestion(uid, question));
    } catch {
      toastAiError();
      setBusy(false);
      return false;
    }
    void cache.refreshLists();
    await start();
    return true;
  }

  async function stop() {
    setBusy(true);
    try {
      await stopAnswer(uid);
    } catch {
      toastAiError();
    } finally {
      setBusy(false);
    }
  }

  if (!data) {
    if (conversation.isError) {
      if (conversation.error instanceof ApiClientError && conversation.error.status === 404) {
        return <ErrorPanel status={404} message={notFoundMessage} />;
      }
      return (
        <RetryErrorPanel
          title="Could not load the conversation"
          error={conversation.error}
          onRetry={() => void conversation.refetch()}
        />
      );
    }
    return (
      <div className="grid gap-4" role="status" aria-label="Loading the conversation">
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="ml-auto h-12 w-1/2" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }

  return (
    <div className="grid gap-6" data-testid="ai-thread">
      <h1 className="break-words font-semibold text-xl tracking-tight" data-testid="ai-thread-title">
        {data.label || untitled}
      </h1>
      <ol className="grid gap-4" aria-label="Messages">
        {messages.map((message) =>
          message.role === "user" ? (
            <li key={message.uid} className="flex justify-end">
              <p
                className="max-w-[85%] whitespace-pre-wrap break-words rounded-lg bg-primary px-3.5 py-2.5 text-primary-foreground text-sm"
                data-testid="ai-question"
              >
                {message.content}
              </p>
            </li>
          ) : (
            <li key={message.uid}>
              <AnswerBlock
                message={message}
                activity={activity[message.uid]}
                last={message === last}
                busy={busy}
                onStop={() => void stop()}
                onRetry={() => void start()}
              />
            </li>
          ),
        )}
      </ol>
      {unanswered && (
        <div className="flex flex-wrap items-center gap-3 rounded-lg border border-dashed p-4 text-sm">
          <span className="text-muted-foreground">This question has no answer yet.</span>
          <Button variant="outline" size="sm" onClick={() => void start()} disabled={busy}>
            <RotateCcwIcon />
            Retry
          </Button>
        </div>
      )}
      <div className="sticky bottom-0 bg-background/95 pt-1 pb-4 backdrop-blur">
        <AskBox
          onAsk={ask}
          disabled={busy || answering || unanswered}
          placeholder={answering ? "Wait for the answer, or stop it…" : "Ask a follow-up question…"}
        />
      </div>
    </div>
  );
}
