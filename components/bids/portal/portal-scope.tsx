"use client";

import { FieldError } from "@/components/ui/field-error";
import { Textarea } from "@/components/ui/textarea";
import type { PortalViewDto } from "@/lib/contract/bid-portal";
import { type ScopeAnswer, scopeAnswers } from "@/lib/domain/bids/portal";
import { cn } from "@/lib/utils";
import { type DraftItem, scopeError } from "./portal-draft";

const answerLabels: Record<ScopeAnswer, string> = {
  included: "Included",
  excluded: "Excluded",
  qualified: "Qualified",
};

const answerTone: Record<ScopeAnswer, string> = {
  included: "peer-checked:border-emerald-600 peer-checked:bg-emerald-600 peer-checked:text-white",
  excluded: "peer-checked:border-destructive peer-checked:bg-destructive peer-checked:text-white",
  qualified: "peer-checked:border-amber-500 peer-checked:bg-amber-500 peer-checked:text-black",
};

/** One row per scope item: included / excluded / qualified (a qualification needs words; an exclusion may have them). */
export function PortalScope({
  items,
  answers,
  errors,
  disabled,
  onChange,
}: {
  items: PortalViewDto["package"]["scope_items"];
  answers: Record<string, DraftItem>;
  errors: Record<string, string>;
  disabled: boolean;
  onChange: (uid: string, item: DraftItem) => void;
}) {
  if (items.length === 0)
    return <p className="text-muted-foreground text-sm">This package lists no scope items.</p>;
  return (
    <ol className="grid gap-3">
      {items.map((scope, index) => {
        const answer = answers[scope.uid] ?? { status: null, text: "" };
        const error = scopeError(errors, index);
        const errorId = `scope-${scope.uid}-error`;
        return (
          <li
            key={scope.uid}
            className="grid gap-2 rounded-lg border bg-background p-3"
            data-testid="scope-item"
          >
            <fieldset
              aria-describedby={error ? errorId : undefined}
              className="grid gap-2"
              disabled={disabled}
            >
              <legend className="mb-2 font-medium text-sm">
                <span className="mr-1 text-muted-foreground tabular-nums">{index + 1}.</span>
                {scope.text}
              </legend>
              <div className="grid grid-cols-3 gap-1.5">
                {scopeAnswers.map((value) => (
                  <label key={value} className="relative">
                    <input
                      type="radio"
                      name={`scope-${scope.uid}`}
                      value={value}
                      checked={answer.status === value}
                      onChange={() => onChange(scope.uid, { ...answer, status: value })}
                      className="peer sr-only"
                    />
                    <span
                      className={cn(
                        "flex h-10 cursor-pointer items-center justify-center rounded-md border bg-background px-1 font-medium text-sm transition-colors peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-disabled:cursor-not-allowed peer-disabled:opacity-60",
                        answerTone[value],
                      )}
                    >
                      {answerLabels[value]}
                    </span>
                  </label>
                ))}
              </div>
              {answer.status === "qualified" || answer.status === "excluded" ? (
                <Textarea
                  aria-label={answer.status === "qualified" ? "Qualification" : "Note on the exclusion"}
                  placeholder={
                    answer.status === "qualified"
                      ? "Describe the qualification (required)"
                      : "Note (optional)"
                  }
                  value={answer.text}
                  maxLength={2000}
                  onChange={(e) => onChange(scope.uid, { ...answer, text: e.target.value })}
                />
              ) : null}
            </fieldset>
            <FieldError id={errorId} message={error} />
          </li>
        );
      })}
    </ol>
  );
}
