"use client";

import { PlusIcon } from "lucide-react";
import { Suspense, useEffect, useMemo } from "react";
import { ScreenLoadBoundary } from "@/components/feedback/lazy-with-retry";
import { deferredModule, preloadedModule } from "@/components/layout/deferred";
import { formatTotal } from "@/components/project/format";
import { Button } from "@/components/ui/button";
import { type Markup, type MarkupProblem, validateMarkups } from "@/lib/domain/estimate/markups";
import { loadWithRetry } from "@/lib/ui/screen-load";
import type { StackPreview } from "./markup-preview";
import type { RowProps } from "./markup-stack-row";
import { move, newMarkup, remove, SAMPLE_DIRECT_CENTS, typicalStack } from "./markup-values";

// The preview runs the estimate engine (lib/domain/estimate/compute.ts), which is not part of the page's first
// load: it is fetched after hydration, and until it is there the server's preview of the saved stack stands in.
const previewEngine = deferredModule(() => loadWithRetry(() => import("./markup-preview")));

/**
 * The rows' fields (kind, percent, base, categories, amounts) are their own chunk too. Its download starts when
 * this module first runs in the browser, before hydration, so it is there with the page; until then the rows
 * the server rendered stay as they are (and, on a client-side visit, the list waits for it). A failed load is
 * retried by the screen-load policy (lib/ui/screen-load.ts), then the reload flow shows.
 */
const rows = preloadedModule(() => import("./markup-stack-row"));

function MarkupRow(props: RowProps) {
  const { MarkupRow: Row } = rows.useModule();
  return <Row {...props} />;
}

type Props = {
  value: readonly Markup[];
  onChange: (stack: Markup[]) => void;
  readOnly?: boolean;
  /** Show each markup's amount on a $10M sample job (Settings); the editor shows real amounts instead. */
  preview?: boolean;
  /** The server's preview of a stack (the saved one), shown for that stack until the engine has loaded. */
  serverPreview?: { stack: readonly Markup[]; result: StackPreview | null };
};

const sameStack = (a: readonly Markup[], b: readonly Markup[]) => JSON.stringify(a) === JSON.stringify(b);

/** The engine's problems with a stack, by markup uid ("" = the stack as a whole). */
export function useMarkupProblems(stack: readonly Markup[]) {
  return useMemo(() => {
    const problems = validateMarkups(stack);
    const byUid = new Map<string, MarkupProblem[]>();
    for (const p of problems) byUid.set(p.uid, [...(byUid.get(p.uid) ?? []), p]);
    return { problems, byUid };
  }, [stack]);
}

/**
 * An ordered markup stack: name, kind (percent, lump sum, escalation), percent or amount, base (direct
 * cost, chosen earlier markups, or the running total), cost-code categories, material only; reorder, add,
 * remove. The engine's validation (lib/domain/estimate/markups.ts) runs on every change and its messages
 * show under the markup they concern.
 */
export function MarkupStackEditor({
  value,
  onChange,
  readOnly = false,
  preview = false,
  serverPreview,
}: Props) {
  const { problems, byUid } = useMarkupProblems(value);
  const engine = previewEngine.useModule();
  useEffect(() => {
    if (preview)
      previewEngine.load().catch((error: unknown) => console.error("Failed to load the preview:", error));
  }, [preview]);
  const results = useMemo(() => {
    if (!preview || problems.length > 0) return null;
    const out = engine
      ? engine.previewStack(value)
      : serverPreview && sameStack(serverPreview.stack, value)
        ? serverPreview.result
        : null;
    return out ? { byUid: new Map(out.markups.map((m) => [m.uid, m])), grand: out.grand_total_cents } : null;
  }, [preview, problems.length, value, engine, serverPreview]);
  const set = (index: number, next: Markup) => onChange(value.map((m, i) => (i === index ? next : m)));
  const stackWide = byUid.get("") ?? [];

  return (
    <div className="grid gap-3" data-testid="markup-stack-editor">
      {value.length === 0 ? (
        <div className="grid justify-items-center gap-3 rounded-lg border border-dashed px-6 py-10 text-center">
          <p className="font-medium">No markups</p>
          <p className="max-w-sm text-muted-foreground text-sm">
            {readOnly
              ? "The total is the direct cost."
              : "Add markups one by one, or start from a typical general contractor's stack and adjust it."}
          </p>
          {!readOnly && (
            <div className="flex flex-wrap justify-center gap-2">
              <Button type="button" variant="outline" onClick={() => onChange(typicalStack())}>
                Start from a typical stack
              </Button>
              <Button type="button" onClick={() => onChange([newMarkup()])}>
                <PlusIcon />
                Add markup
              </Button>
            </div>
          )}
        </div>
      ) : (
        <ScreenLoadBoundary>
          <Suspense fallback={null}>
            <ol className="grid gap-3">
              {value.map((m, i) => (
                <MarkupRow
                  key={m.uid}
                  markup={m}
                  index={i}
                  earlier={value.slice(0, i)}
                  count={value.length}
                  problems={byUid.get(m.uid) ?? []}
                  result={results?.byUid.get(m.uid) ?? null}
                  readOnly={readOnly}
                  onChange={(next) => set(i, next)}
                  onMove={(by) => onChange(move(value, i, by))}
                  onRemove={() => onChange(remove(value, m.uid))}
                />
              ))}
            </ol>
          </Suspense>
        </ScreenLoadBoundary>
      )}
      {stackWide.map((p) => (
        <p key={p.message} role="alert" className="text-destructive text-sm">
          {p.message}
        </p>
      ))}
      {!readOnly && value.length > 0 && (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Button type="button" variant="outline" onClick={() => onChange([...value, newMarkup()])}>
            <PlusIcon />
            Add markup
          </Button>
          {preview && (
            <p className="text-muted-foreground text-sm tabular-nums" data-testid="markup-preview-total">
              {results
                ? `On a ${formatTotal(SAMPLE_DIRECT_CENTS)} sample job: total ${formatTotal(results.grand)}`
                : problems.length > 0
                  ? `${problems.length} ${problems.length === 1 ? "problem" : "problems"} to fix before saving`
                  : ""}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
