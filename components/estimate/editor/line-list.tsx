"use client";

// Phone layout: the lines as a compact, read-only-friendly list (virtualised like the grid).
import { useVirtualizer } from "@tanstack/react-virtual";
import { useMemo, useRef } from "react";
import { formatUnitCost } from "@/lib/client/estimate-editor/columns";
import type { EditorStore } from "@/lib/client/estimate-editor/store";
import type { ViewConfig } from "@/lib/client/estimate-editor/types";
import { useStoreVersion } from "@/lib/client/estimate-editor/use-estimate-editor";
import { buildViewRows } from "@/lib/client/estimate-editor/view";
import { formatCurrency } from "@/lib/domain/money-format";
import { BidMark } from "./line-row";

const ITEM = 64;

export function LineList({ store, config }: { store: EditorStore; config: ViewConfig }) {
  const version = useStoreVersion(store);
  // biome-ignore lint/correctness/useExhaustiveDependencies: version stands for the store's contents
  const rows = useMemo(() => buildViewRows(store, config, new Set(), false), [store, config, version]);
  const ref = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => ref.current,
    estimateSize: () => ITEM,
    overscan: 8,
  });
  return (
    <div
      ref={ref}
      role="region"
      aria-label="Lines"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling list is a Tab stop so a keyboard can scroll it (WCAG 2.1.1)
      tabIndex={0}
      className="h-[70dvh] overflow-auto rounded-md border bg-card outline-none focus-visible:ring-2 focus-visible:ring-ring"
      data-testid="line-list"
    >
      <ul className="relative" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index];
          const style = { transform: `translateY(${item.start}px)`, height: ITEM };
          if (row.kind === "group") {
            return (
              <li
                key={row.id}
                className="absolute inset-x-0 top-0 flex items-center justify-between border-b bg-muted/60 px-3 font-medium text-sm"
                style={style}
              >
                <span className="truncate">{row.label}</span>
                <span className="tabular-nums">{formatCurrency(row.total_cents)}</span>
              </li>
            );
          }
          if (row.kind !== "line") return null;
          const line = store.row(row.key)?.line;
          const result = store.result(row.key);
          if (!line) return null;
          const qty =
            line.lump_sum_cents !== null
              ? "Lump sum"
              : `${(result?.quantity ?? 0).toLocaleString("en-US", { maximumFractionDigits: 5 })} ${line.unit ?? ""} × ${formatUnitCost(line.unit_cost_cents)}`;
          return (
            <li
              key={row.key}
              className="absolute inset-x-0 top-0 flex flex-col justify-center border-b px-3 text-sm"
              style={style}
            >
              <div className="flex items-baseline justify-between gap-2">
                <span className="flex min-w-0 items-baseline">
                  <span className="min-w-0 truncate">
                    <span className="mr-2 font-mono text-muted-foreground text-xs">{line.cost_code}</span>
                    {line.description}
                  </span>
                  {store.row(row.key)?.bidSubmissionUid ? <BidMark /> : null}
                </span>
                <span className="shrink-0 font-medium tabular-nums">
                  {formatCurrency(result?.total_cents ?? 0)}
                </span>
              </div>
              <div className="truncate text-muted-foreground text-xs">
                {qty}
                {line.alternate ? " · Alternate" : ""}
                {line.allowance ? " · Allowance" : ""}
                {line.area ? ` · ${line.area}` : ""}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
