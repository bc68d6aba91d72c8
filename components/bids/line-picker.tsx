"use client";

// The budget lines a package takes: the estimate's saved lines with their live totals, searched by cost code
// or description; a line another package has is shown with that package's name and cannot be picked.
import { useMemo, useState } from "react";
import { checkboxClassName } from "@/components/ui/checkbox-class";
import { Input } from "@/components/ui/input";
import type { EditorStore } from "@/lib/client/estimate-editor/store";
import { useStoreVersion } from "@/lib/client/estimate-editor/use-estimate-editor";
import { formatCurrency } from "@/lib/domain/money-format";
import { budgetLines } from "./budget-lines";

/** Rows drawn at once; a search narrows a longer budget. */
const shown = 300;

type Props = {
  store: EditorStore;
  value: string[];
  onChange: (uids: string[]) => void;
  /** Line uid → the other package that has it. */
  takenBy: ReadonlyMap<string, string>;
  disabled: boolean;
  error?: string;
};

export function LinePicker({ store, value, onChange, takenBy, disabled, error }: Props) {
  const version = useStoreVersion(store);
  const [text, setText] = useState("");
  const [onlyChosen, setOnlyChosen] = useState(disabled);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the store mutates in place; its version says when
  const all = useMemo(() => budgetLines(store), [store, version]);
  const chosen = new Set(value);
  const needle = text.trim().toLowerCase();
  const matches = all.filter(
    (l) =>
      (!onlyChosen || chosen.has(l.uid)) &&
      (!needle || l.costCode.toLowerCase().includes(needle) || l.description.toLowerCase().includes(needle)),
  );
  const total = all.reduce((sum, l) => sum + (chosen.has(l.uid) ? l.totalCents : 0), 0);
  const toggle = (uid: string, on: boolean) =>
    onChange(on ? [...value, uid] : value.filter((u) => u !== uid));
  const free = matches.filter((l) => !takenBy.has(l.uid));
  const allOn = free.length > 0 && free.every((l) => chosen.has(l.uid));
  return (
    <div className="space-y-2" data-testid="bid-line-picker">
      <div className="flex flex-wrap items-center gap-3">
        <Input
          aria-label="Search budget lines"
          placeholder="Search cost code or description…"
          value={text}
          onChange={(e) => setText(e.target.value)}
          className="h-8 w-full sm:w-72"
        />
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className={checkboxClassName}
            checked={onlyChosen}
            onChange={(e) => setOnlyChosen(e.target.checked)}
          />
          Only lines in this package
        </label>
        <span className="ml-auto text-sm" data-testid="bid-lines-total">
          {value.length} {value.length === 1 ? "line" : "lines"} ·{" "}
          <span className="font-medium tabular-nums">{formatCurrency(total)}</span>
        </span>
      </div>
      <div className="max-h-72 overflow-auto rounded-md border">
        <table className="w-full text-sm">
          <thead className="sticky top-0 bg-muted text-left text-muted-foreground text-xs">
            <tr>
              <th className="w-8 p-2">
                <input
                  type="checkbox"
                  aria-label="All lines shown"
                  className={checkboxClassName}
                  disabled={disabled || free.length === 0}
                  checked={allOn}
                  onChange={(e) => {
                    const uids = new Set(free.map((l) => l.uid));
                    onChange(
                      e.target.checked
                        ? [...new Set([...value, ...uids])]
                        : value.filter((u) => !uids.has(u)),
                    );
                  }}
                />
              </th>
              <th className="p-2 font-medium">Cost code</th>
              <th className="p-2 font-medium">Description</th>
              <th className="p-2 text-right font-medium">Total</th>
            </tr>
          </thead>
          <tbody>
            {matches.slice(0, shown).map((l) => {
              const taken = takenBy.get(l.uid);
              return (
                <tr key={l.uid} className="border-t" data-testid="bid-line-row">
                  <td className="p-2">
                    <input
                      type="checkbox"
                      aria-label={`${l.costCode} ${l.description}`.trim()}
                      className={checkboxClassName}
                      disabled={disabled || (taken !== undefined && !chosen.has(l.uid))}
                      checked={chosen.has(l.uid)}
                      onChange={(e) => toggle(l.uid, e.target.checked)}
                    />
                  </td>
                  <td className="whitespace-nowrap p-2 tabular-nums">{l.costCode}</td>
                  <td className="p-2">
                    {l.description}
                    {taken !== undefined ? (
                      <span className="ml-2 text-muted-foreground text-xs">in “{taken}”</span>
                    ) : null}
                  </td>
                  <td className="whitespace-nowrap p-2 text-right tabular-nums">
                    {formatCurrency(l.totalCents)}
                  </td>
                </tr>
              );
            })}
            {matches.length === 0 ? (
              <tr>
                <td colSpan={4} className="p-3 text-center text-muted-foreground">
                  {all.length === 0 ? "The budget has no saved lines yet." : "No line matches."}
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
        {matches.length > shown ? (
          <p className="border-t p-2 text-muted-foreground text-xs">
            {matches.length - shown} more lines: search to narrow them.
          </p>
        ) : null}
      </div>
      {error ? (
        <p className="text-destructive text-sm" role="alert" data-testid="bid-lines-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
