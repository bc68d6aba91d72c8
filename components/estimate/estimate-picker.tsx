"use client";

import { CheckIcon, SearchIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { formatTotal } from "@/components/project/format";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/client/api";
import { type EstimateListItemDto, useEstimates } from "@/lib/client/estimates";
import { cn } from "@/lib/utils";
import { formatUpdated } from "./format";
import { StatusBadge } from "./status-badge";

type Props = {
  companyUid: string;
  value: string | null;
  onChange: (estimate: EstimateListItemDto) => void;
  label?: string;
};

/** "Estimate to copy" searches "estimates to copy" (the plural goes on the noun, not the phrase's end). */
function searchLabel(label: string) {
  return `Search ${label.replace(/^estimate\b/i, "estimates").replace(/^\w/, (c) => c.toLowerCase())}`;
}

/** A searchable list of the company's estimates (most recently edited first) to pick one from. */
export function EstimatePicker({ companyUid, value, onChange, label = "Estimate" }: Props) {
  const [text, setText] = useState("");
  const [q, setQ] = useState("");
  useEffect(() => {
    const t = window.setTimeout(() => setQ(text.trim()), 250);
    return () => window.clearTimeout(t);
  }, [text]);
  const list = useEstimates(companyUid, { q: q || undefined, sort: "-updated_at", limit: 20 });
  const items = list.data ? list.data.query.map((uid) => list.data.content[uid]!).filter(Boolean) : [];
  return (
    <div className="grid gap-2" data-testid="estimate-picker">
      <div className="relative">
        <SearchIcon
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          type="search"
          aria-label={searchLabel(label)}
          placeholder="Search estimates by name, number, client…"
          className="pl-9"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      <div
        role="radiogroup"
        aria-label={label}
        className="grid max-h-80 gap-1 overflow-y-auto rounded-md border p-1"
      >
        {list.isPending && Array.from({ length: 3 }, (_, i) => <Skeleton key={i} className="h-12 w-full" />)}
        {list.isError && <p className="p-2 text-destructive text-sm">{errorMessage(list.error)}</p>}
        {list.data && items.length === 0 && (
          <p className="p-2 text-muted-foreground text-sm">
            {q ? `No estimates match “${q}”.` : "There are no estimates yet."}
          </p>
        )}
        {items.map((e) => {
          const selected = e.uid === value;
          return (
            <button
              key={e.uid}
              type="button"
              role="radio"
              aria-checked={selected}
              onClick={() => onChange(e)}
              data-testid="estimate-choice"
              className={cn(
                "flex items-center gap-3 rounded-sm px-2 py-2 text-left text-sm outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring",
                selected && "bg-accent",
              )}
            >
              <span className="flex size-4 shrink-0 items-center justify-center">
                {selected && <CheckIcon aria-hidden="true" className="size-4 text-primary" />}
              </span>
              <span className="grid min-w-0 flex-1">
                <span className="truncate font-medium">{e.name}</span>
                <span className="truncate text-muted-foreground text-xs">
                  {[e.number, formatTotal(e.grand_total_cents), `edited ${formatUpdated(e.updated_at)}`]
                    .filter(Boolean)
                    .join(" · ")}
                </span>
              </span>
              <StatusBadge status={e.status} />
            </button>
          );
        })}
      </div>
    </div>
  );
}
