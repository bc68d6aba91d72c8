"use client";

import { SparklesIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import {
  aiConversationHref,
  askQuestion,
  createConversation,
  deleteConversation,
  startAnswer,
  toastAiError,
  useAiCache,
  withAnswer,
} from "@/lib/client/ai-conversations";
import { useCompany } from "@/lib/client/session";
import { AskBox } from "./ask-box";

/**
 * /ai-conversation/add: a question (typed, or one of the suggestions) creates the conversation, asks it,
 * starts the answer and opens the conversation, where the answer streams in.
 */
export function NewConversation({ suggestions }: { suggestions: readonly string[] }) {
  const company = useCompany();
  const router = useRouter();
  const cache = useAiCache(company.uid);
  const [busy, setBusy] = useState(false);

  async function ask(question: string): Promise<boolean> {
    setBusy(true);
    try {
      const created = await createConversation();
      let conversation = await askQuestion(created.uid, question).catch((error: unknown) => {
        // No empty conversation is left behind in the history.
        void deleteConversation(created.uid, created.version).catch(() => {});
        throw error;
      });
      cache.put(conversation);
      // An answer that fails to start is offered again (Retry) on the conversation's page.
      const answer = await startAnswer(created.uid).catch(() => null);
      if (answer) conversation = withAnswer(conversation, answer);
      cache.put(conversation);
      void cache.refreshLists();
      router.push(aiConversationHref(created.uid));
      return true;
    } catch {
      toastAiError();
      setBusy(false);
      return false;
    }
  }

  return (
    <div className="grid gap-8 pt-4 md:pt-10" data-testid="ai-new-conversation">
      <div className="grid justify-items-center gap-3 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
          <SparklesIcon aria-hidden="true" className="size-6" />
        </span>
        <h1 className="font-semibold text-2xl tracking-tight">Ask about your cost data</h1>
        <p className="max-w-prose text-muted-foreground text-sm">
          Costs per square foot, per unit and per bed, percentiles, comparisons, division breakdowns and
          escalation, from your company&apos;s own project records and estimates. Every figure links to the
          records it came from.
        </p>
      </div>
      <AskBox onAsk={ask} disabled={busy} autoFocus />
      {suggestions.length > 0 && (
        <section className="grid gap-2" aria-labelledby="ai-suggestions-title">
          <h2 id="ai-suggestions-title" className="font-medium text-muted-foreground text-sm">
            Try asking
          </h2>
          <ul className="grid gap-2 sm:grid-cols-2">
            {suggestions.map((question) => (
              <li key={question}>
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => void ask(question)}
                  className="h-full w-full rounded-lg border bg-card px-3 py-2.5 text-left text-sm transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-60"
                  data-testid="ai-suggestion"
                >
                  {question}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
