"use client";

// The package's checklist: one text per item, in order; an item keeps its uid (and the bidders' answers to it)
// while it is edited, moved or others are removed. A long checklist opens folded to its first items (a row of
// inputs per item is slow to draw by the hundred, and the leveling sheet below waits for the main thread); "Show
// all" unfolds it, as does adding an item.
import { ArrowDownIcon, ArrowUpIcon, ChevronDownIcon, PlusIcon, XIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

type Item = { uid?: string; text: string };

type Props = { value: Item[]; onChange: (items: Item[]) => void; disabled: boolean };

/** Longer lists than this open folded to their first `foldedRows` items. */
const foldAbove = 25;
const foldedRows = 10;

export function ScopeItemsEditor({ value, onChange, disabled }: Props) {
  const [draft, setDraft] = useState("");
  const [unfolded, setUnfolded] = useState(value.length <= foldAbove);
  const shown = unfolded ? value : value.slice(0, foldedRows);
  const set = (i: number, item: Item) => onChange(value.map((v, j) => (j === i ? item : v)));
  const move = (i: number, by: -1 | 1) => {
    const next = [...value];
    [next[i], next[i + by]] = [next[i + by]!, next[i]!];
    onChange(next);
  };
  const add = () => {
    const text = draft.trim();
    if (!text) return;
    onChange([...value, { text }]);
    setDraft("");
    setUnfolded(true);
  };
  return (
    <div className="space-y-2" data-testid="bid-scope-items">
      {value.length === 0 && disabled ? (
        <p className="text-muted-foreground text-sm">No scope items.</p>
      ) : null}
      <ol className="space-y-1.5">
        {shown.map((item, i) => (
          <li key={item.uid ?? `new-${i}`} className="flex items-center gap-1.5">
            <span className="w-6 shrink-0 text-right text-muted-foreground text-xs tabular-nums">
              {i + 1}.
            </span>
            <Input
              aria-label={`Scope item ${i + 1}`}
              value={item.text}
              disabled={disabled}
              onChange={(e) => set(i, { ...item, text: e.target.value })}
              className="h-8"
            />
            {disabled ? null : (
              <>
                <Button
                  type="button"
                  size="icon"
                  variant="ghost"
                  className="size-8"
                  aria-label={`Move item ${i + 1} up`}
                  disabled={i === 0}
                  onClick={() => move(i, -1)}
                >
                  <ArrowUpIcon aria-hidden="true" />
                </Button>
                <Button
                  type="button"
                  size="icon"
                  variant="ghost"
                  className="size-8"
                  aria-label={`Move item ${i + 1} down`}
                  disabled={i === value.length - 1}
                  onClick={() => move(i, 1)}
                >
                  <ArrowDownIcon aria-hidden="true" />
                </Button>
                <Button
                  type="button"
                  size="icon"
                  variant="ghost"
                  className="size-8"
                  aria-label={`Remove item ${i + 1}`}
                  onClick={() => onChange(value.filter((_, j) => j !== i))}
                >
                  <XIcon aria-hidden="true" />
                </Button>
              </>
            )}
          </li>
        ))}
      </ol>
      {shown.length < value.length ? (
        <Button
          type="button"
          size="sm"
          variant="ghost"
          className="h-8 text-muted-foreground"
          onClick={() => setUnfolded(true)}
          data-testid="bid-scope-items-more"
        >
          <ChevronDownIcon aria-hidden="true" />
          Show all {value.length} scope items ({value.length - shown.length} more)
        </Button>
      ) : null}
      {disabled ? null : (
        <div className="flex gap-2">
          <Input
            aria-label="New scope item"
            placeholder="Add a scope item, e.g. Level 5 finish at lobby walls"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter") {
                e.preventDefault();
                add();
              }
            }}
            className="h-8"
          />
          <Button type="button" size="sm" variant="outline" onClick={add}>
            <PlusIcon aria-hidden="true" />
            Add
          </Button>
        </div>
      )}
    </div>
  );
}
