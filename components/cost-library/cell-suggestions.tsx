"use client";

// The grid's cost code and description cells search the library as the estimator types: after a short
// pause (the keystrokes themselves are never held up or taken) a list opens under the cell with the items
// priced at the estimate's date and place and, for a cost code, what past jobs paid. ↓/↑ walk it, Enter
// fills the line from the highlighted result (its quantity kept; one undo step) or, with none highlighted,
// writes the typed text as without the list; Esc closes the list and keeps the text (suggestion-keys.ts).
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { toast } from "@/lib/client/use-toast";
import { cn } from "@/lib/utils";
import { ResultText } from "./library-dialog";
import { applyLibraryResult, type PricedResult } from "./library-insert";
import { useLibraryGrid } from "./library-prices";
import { libraryResults } from "./library-results";
import { isCostCodeQuery, suggestionKey, suggestionQuery } from "./suggestion-keys";
import { listItems, useCostHistory, useCostItems } from "./use-cost-library";

const DEBOUNCE_MS = 150;

type Options = {
  /** The cell's column id: only the cost code and description search. */
  column: string;
  text: string;
  /** The line typed in; none for the blank row that adds one. */
  rowKey: string | undefined;
  listId: string;
  /** Closes the cell's editor without writing its text (the result was written instead). */
  onDone(): void;
};

export function useCellSuggestions({ column, text, rowKey, listId, onDone }: Options) {
  const library = useLibraryGrid();
  const enabled = library !== null && (column === "description" || column === "cost_code");
  // What the cell held when typing began: the library is asked only once the text changes from it.
  const initial = useRef(text);
  const wanted = enabled ? suggestionQuery(text, initial.current) : "";
  const [q, setQ] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setQ(wanted), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [wanted]);
  const asked = wanted ? q : "";
  const estimateUid = library?.estimateUid ?? "";
  const items = useCostItems(asked, { estimateUid, limit: 8, count: false, enabled: asked !== "" });
  const code = column === "cost_code" && isCostCodeQuery(asked) ? asked.trim() : "";
  const history = useCostHistory(code, estimateUid);
  const results = (
    asked ? libraryResults(listItems(items.data), [], code ? history.data : undefined) : []
  ) as PricedResult[];
  // Closed with Esc, or a result highlighted, for this text only: typing on opens the list afresh.
  const [closedFor, setClosedFor] = useState<string | null>(null);
  const [active, setActive] = useState({ text: "", at: -1 });
  const count = closedFor === text ? 0 : results.length;
  const at = active.text === text && active.at < count ? active.at : -1;

  const pick = (result: PricedResult | undefined) => {
    if (!library || !result) return;
    const line = rowKey ? library.store.row(rowKey) : undefined;
    const done = applyLibraryResult(
      library.store,
      result,
      line && rowKey ? { rowKey, withCode: column === "cost_code" } : {},
    );
    if (!done.ok) return toast({ title: done.message, variant: "destructive" });
    onDone();
  };

  /** Handles a key the list owns; false leaves it to the cell. */
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>): boolean => {
    if (e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return false;
    const outcome = suggestionKey(e.key, at, count);
    if (outcome.kind === "cell") return false;
    e.preventDefault();
    e.stopPropagation();
    if (outcome.kind === "move") setActive({ text, at: outcome.at });
    else if (outcome.kind === "close") setClosedFor(text);
    else pick(results[outcome.at]);
    return true;
  };

  const inputProps = enabled
    ? ({
        role: "combobox",
        "aria-autocomplete": "list",
        "aria-expanded": count > 0,
        "aria-controls": listId,
        "aria-activedescendant": at >= 0 ? `${listId}-${at}` : undefined,
      } as const)
    : {};

  const list =
    count > 0 ? (
      <div className="absolute top-full left-0 z-20 mt-0.5 w-[32rem] max-w-[80vw] rounded-md border bg-popover text-popover-foreground shadow-md">
        <div id={listId} role="listbox" aria-label="From the cost library" data-testid="cell-suggestions">
          {results.map((r, i) => (
            <div
              key={r.key}
              id={`${listId}-${i}`}
              role="option"
              tabIndex={-1}
              aria-selected={i === at}
              data-testid="cell-suggestion"
              className={cn("cursor-pointer px-2 py-1.5 hover:bg-accent", i === at && "bg-primary/10")}
              // Keep the focus in the cell's text box (its blur would write the typed text first).
              onMouseDown={(e) => {
                e.preventDefault();
                pick(r);
              }}
            >
              <ResultText result={r} />
            </div>
          ))}
        </div>
        <p className="border-t px-2 py-1 text-[11px] text-muted-foreground">
          ↓/↑ choose · Enter fills this line · Esc keeps what you typed
        </p>
      </div>
    ) : null;

  return { inputProps, onKeyDown, list };
}
