"use client";

import { useEffect, useState } from "react";
import { formatUpdated } from "@/components/estimate/format";
import { StatusBadge } from "@/components/estimate/status-badge";
import { formatTotal } from "@/components/project/format";
import { SearchInput } from "@/components/shared/search-box";
import { checkboxClassName } from "@/components/ui/checkbox-class";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/client/api";
import { type EstimateListItemDto, useEstimates } from "@/lib/client/estimates";
import { pickedEstimate, type Selection } from "./selection";

/** The company's estimates, most recently edited first, searched and ticked into the comparison. */
export function EstimateChecklist({ companyUid, selection }: { companyUid: string; selection: Selection }) {
  const [text, setText] = useState("");
  const [q, setQ] = useState("");
  useEffect(() => {
    const t = window.setTimeout(() => setQ(text.trim()), 250);
    return () => window.clearTimeout(t);
  }, [text]);
  const list = useEstimates(companyUid, { q: q || undefined, sort: "-updated_at", limit: 30 });
  const items = list.data ? list.data.query.map((uid) => list.data.content[uid]!).filter(Boolean) : [];
  return (
    <div className="grid gap-3" data-testid="estimate-checklist">
      <SearchInput
        aria-label="Search estimates"
        placeholder="Search estimates by name, number, client…"
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <ul className="grid max-h-[28rem] divide-y overflow-y-auto rounded-lg border">
        {list.isPending &&
          Array.from({ length: 4 }, (_, i) => (
            <li key={i} className="p-2">
              <Skeleton className="h-9 w-full" />
            </li>
          ))}
        {list.isError && <li className="p-3 text-destructive text-sm">{errorMessage(list.error)}</li>}
        {list.data && items.length === 0 && (
          <li className="p-3 text-muted-foreground text-sm">
            {q ? `No estimates match “${q}”.` : "There are no estimates yet."}
          </li>
        )}
        {items.map((e) => (
          <li key={e.uid}>
            <label className="flex cursor-pointer items-center gap-3 px-3 py-2 text-sm hover:bg-muted/50">
              <input
                type="checkbox"
                className={checkboxClassName}
                checked={selection.has(e.uid)}
                onChange={() => selection.toggle(pickedEstimate(e))}
                data-testid="pick-estimate"
              />
              <span className="grid min-w-0 flex-1">
                <span className="truncate font-medium">{e.name}</span>
                <span className="truncate text-muted-foreground text-xs">
                  {[e.number, formatTotal(e.grand_total_cents), `edited ${formatUpdated(e.updated_at)}`]
                    .filter(Boolean)
                    .join(" · ")}
                </span>
              </span>
              <StatusBadge status={e.status} />
            </label>
          </li>
        ))}
      </ul>
    </div>
  );
}
