"use client";

// The cost type cell: its list of choices while it is typed in (each with the letter that picks it; ↑/↓
// move, Enter takes, a click takes), a ▾ that opens it, and the hint on a line a material-only markup
// (sales tax) counts none of.
import { ChevronDown } from "lucide-react";
import { cn } from "@/lib/utils";
import { COST_TYPE_CHOICES, matchCostType } from "./cost-type-choices";

export function CostTypeList({
  id,
  text,
  onChoose,
}: {
  id: string;
  text: string;
  onChoose(value: string): void;
}) {
  const current = matchCostType(text);
  return (
    <div
      id={id}
      role="listbox"
      aria-label="Cost type"
      data-testid="cost-type-list"
      className="absolute top-full left-0 z-20 mt-0.5 w-44 rounded-md border bg-popover py-1 text-popover-foreground shadow-md"
    >
      {COST_TYPE_CHOICES.map((choice) => (
        <div
          key={choice.label}
          id={`${id}-${choice.label}`}
          role="option"
          tabIndex={-1}
          aria-selected={current === choice}
          className={cn(
            "flex cursor-pointer items-center justify-between px-2 py-1 hover:bg-accent",
            current === choice && "bg-accent font-medium",
          )}
          // Keep the focus in the cell's text box (its blur would write the typed text first).
          onMouseDown={(e) => {
            e.preventDefault();
            onChoose(choice.value);
          }}
        >
          <span>{choice.label}</span>
          {choice.key ? (
            <kbd className="rounded border bg-muted px-1 font-mono text-[11px] text-muted-foreground">
              {choice.key}
            </kbd>
          ) : null}
        </div>
      ))}
    </div>
  );
}

/** The id of the highlighted choice, for the text box's aria-activedescendant. */
export function costTypeOptionId(listId: string, text: string): string | undefined {
  const current = matchCostType(text);
  return current ? `${listId}-${current.label}` : undefined;
}

/** The ▾ on a cost type cell: a click opens the list (the keyboard types a letter or presses F2). */
export function CostTypeOpener({ onOpen }: { onOpen(): void }) {
  return (
    <ChevronDown
      aria-hidden="true"
      data-testid="cost-type-open"
      className="ml-auto size-3.5 shrink-0 cursor-pointer text-muted-foreground hover:text-foreground"
      onClick={onOpen}
    />
  );
}

/** "Not in Sales tax": a line with no cost type under a material-only markup. */
export function MaterialHint({ markup }: { markup: string }) {
  return (
    <span
      data-testid="cost-type-hint"
      className="truncate text-amber-700 text-xs dark:text-amber-400"
      title={`No cost type: ${markup} (material only) counts none of this line. Type m to make it material.`}
    >
      Not in {markup}
    </span>
  );
}
