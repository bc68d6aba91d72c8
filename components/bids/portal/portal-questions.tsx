"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field-error";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { api, errorMessage } from "@/lib/client/api";
import type { PortalViewDto } from "@/lib/contract/bid-portal";

/** The bidder's questions with the estimator's answers, and a box to ask another. */
export function PortalQuestions({
  token,
  questions,
  disabled,
  onView,
}: {
  token: string;
  questions: PortalViewDto["questions"];
  disabled: boolean;
  onView: (view: PortalViewDto) => void;
}) {
  const [text, setText] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function ask() {
    setBusy(true);
    setError(null);
    try {
      onView(await api<PortalViewDto>(`/bid-portal/${token}/question`, { method: "POST", body: { text } }));
      setText("");
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="grid gap-3">
      {questions.length > 0 ? (
        <ul className="grid gap-2">
          {questions.map((q) => (
            <li key={q.uid} className="rounded-md border bg-background p-3 text-sm">
              <p className="whitespace-pre-wrap font-medium">{q.text}</p>
              <p className="mt-1 whitespace-pre-wrap text-muted-foreground">
                {q.answer ?? "Not answered yet."}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
      {disabled ? null : (
        <div className="grid gap-2">
          <Label htmlFor="portal-question">Ask the estimator</Label>
          <Textarea
            id="portal-question"
            value={text}
            maxLength={4000}
            onChange={(e) => setText(e.target.value)}
            aria-describedby={error ? "portal-question-error" : undefined}
          />
          <FieldError id="portal-question-error" message={error} />
          <Button
            type="button"
            variant="outline"
            className="w-fit"
            disabled={busy || !text.trim()}
            onClick={ask}
          >
            Send question
          </Button>
        </div>
      )}
    </div>
  );
}
