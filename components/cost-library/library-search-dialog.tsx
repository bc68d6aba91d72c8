"use client";

// The budget grid's cost library (Alt+L or the toolbar): type a cost code or words; ↑/↓ walk the results,
// Enter inserts — an item as a line priced at the estimate's date and place, an assembly as grouped lines on a
// driver quantity (asked next), or what past jobs paid for the code as a line at their median. Every insert is
// one undo step in the grid (an assembly's is the server's, shown by reloading). Loaded on first open
// (library-button.tsx); the result row and the driver quantity it shares are in library-dialog.tsx.
import { useEffect, useState } from "react";
import { DialogHeading } from "@/components/shared/dialog-heading";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import type { EditorStore } from "@/lib/client/estimate-editor/store";
import { toast } from "@/lib/client/use-toast";
import type { AssemblyDto } from "@/lib/contract/assembly";
import { cn } from "@/lib/utils";
import { DriverQuantity, ResultText } from "./library-dialog";
import { applyLibraryResult } from "./library-insert";
import { type LibraryResult, libraryResults } from "./library-results";
import { listItems, useAssemblies, useCostHistory, useCostItems } from "./use-cost-library";

export type LibraryDialogProps = {
  open: boolean;
  onClose: () => void;
  store: EditorStore;
  estimateUid: string;
  /** Reads the estimate again (an assembly adds an input and lines on the server). */
  onReload: () => void;
  /** The grid's current line (an item or a past price fills it) and the code or description typed there. */
  target: { rowKey: string | null; text: string };
};

const CODE_LIKE = /^\d[\d\s.-]*$/;

export function LibraryDialog({ open, onClose, store, estimateUid, onReload, target }: LibraryDialogProps) {
  const [q, setQ] = useState("");
  // Opened from a cell, the search starts from what the cell holds.
  useEffect(() => {
    if (open) setQ(target.text);
  }, [open, target.text]);
  const [at, setAt] = useState(0);
  const [driving, setDriving] = useState<AssemblyDto | null>(null);
  const items = useCostItems(q, { estimateUid, limit: 20, count: false });
  const assemblies = useAssemblies(q);
  const history = useCostHistory(CODE_LIKE.test(q.trim()) ? q.trim() : "", estimateUid);
  const results = libraryResults(
    listItems(items.data),
    q ? listItems(assemblies.data).slice(0, 5) : [],
    CODE_LIKE.test(q.trim()) ? history.data : undefined,
  );
  const index = Math.min(at, Math.max(0, results.length - 1));
  const close = () => {
    setDriving(null);
    setQ("");
    onClose();
  };
  const choose = (result: LibraryResult | undefined) => {
    if (!result) return;
    if (result.kind === "assembly") return setDriving(result.assembly);
    const current = target.rowKey ? store.row(target.rowKey) : undefined;
    const done = applyLibraryResult(store, result, current && target.rowKey ? { rowKey: target.rowKey } : {});
    if (!done.ok) return toast({ title: done.message, variant: "destructive" });
    toast({
      title: result.kind === "item" ? "Priced from the library" : "Priced at the median of past jobs",
    });
    close();
  };
  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === "ArrowDown") setAt(Math.min(index + 1, results.length - 1));
    else if (e.key === "ArrowUp") setAt(Math.max(index - 1, 0));
    else if (e.key === "Enter") choose(results[index]);
    else return;
    e.preventDefault();
  };
  return (
    <Dialog open={open} onOpenChange={(o) => !o && close()}>
      <DialogContent className="sm:max-w-2xl" data-testid="library-dialog">
        <DialogHeading
          title={driving ? `Insert ${driving.name}` : "Cost library"}
          description={
            driving
              ? `How many ${driving.driver_unit ?? driving.driver}? The lines read it as the input ${driving.driver.toUpperCase()}: change that input later to re-drive them.`
              : "Type a cost code or words. ↑/↓ to choose, Enter to insert. Prices are moved to this estimate's date and place."
          }
        />
        {driving ? (
          <DriverQuantity
            assembly={driving}
            estimateUid={estimateUid}
            onDone={() => {
              onReload();
              close();
            }}
          />
        ) : (
          <>
            <Input
              autoFocus
              aria-label="Search the cost library"
              role="combobox"
              aria-expanded="true"
              aria-controls="library-results"
              aria-activedescendant={results[index] ? `library-${results[index].key}` : undefined}
              placeholder="09 21 or gypsum board…"
              value={q}
              onChange={(e) => {
                setQ(e.target.value);
                setAt(0);
              }}
              onKeyDown={onKeyDown}
            />
            <div
              id="library-results"
              role="listbox"
              className="grid max-h-96 gap-1 overflow-auto"
              aria-label="Results"
            >
              {results.length === 0 ? (
                <p className="p-2 text-muted-foreground text-sm">
                  {items.isPending ? "Searching…" : "Nothing matches."}
                </p>
              ) : null}
              {results.map((r, i) => (
                <button
                  key={r.key}
                  type="button"
                  tabIndex={-1}
                  id={`library-${r.key}`}
                  role="option"
                  aria-selected={i === index}
                  data-testid={`library-${r.kind}`}
                  className={cn(
                    "w-full cursor-pointer rounded-md p-2 text-left text-sm",
                    i === index ? "bg-primary/10" : "hover:bg-accent",
                  )}
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => choose(r)}
                >
                  <ResultText result={r} />
                </button>
              ))}
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
