"use client";

import { ArrowUpIcon } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { maxQuestionLength } from "@/lib/domain/ai/limits";

type Props = {
  /** Sends the question; resolves true when it was taken (the box empties), false to keep the text. */
  onAsk: (question: string) => Promise<boolean>;
  disabled?: boolean;
  placeholder?: string;
  autoFocus?: boolean;
};

/** The question box: Enter sends, Shift+Enter starts a new line. */
export function AskBox({ onAsk, disabled, placeholder = "Ask about your cost data…", autoFocus }: Props) {
  const [text, setText] = useState("");
  const [sending, setSending] = useState(false);
  const blocked = disabled || sending;

  async function send(event?: FormEvent) {
    event?.preventDefault();
    const question = text.trim();
    if (!question || blocked) return;
    setSending(true);
    const taken = await onAsk(question);
    setSending(false);
    if (taken) setText("");
  }

  return (
    <form
      onSubmit={send}
      className="flex items-end gap-2 rounded-lg border bg-card p-2 shadow-xs focus-within:border-ring"
      data-testid="ai-ask-form"
    >
      <Textarea
        aria-label="Your question"
        value={text}
        maxLength={maxQuestionLength}
        placeholder={placeholder}
        autoFocus={autoFocus}
        rows={1}
        className="max-h-48 min-h-10 resize-none border-0 bg-transparent shadow-none focus-visible:ring-0 dark:bg-transparent"
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) void send(e);
        }}
      />
      <Button type="submit" size="icon" aria-label="Send question" disabled={blocked || text.trim() === ""}>
        {sending ? <Spinner /> : <ArrowUpIcon />}
      </Button>
    </form>
  );
}
