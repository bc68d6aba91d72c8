"use client";

import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { ScrollText } from "lucide-react";
import { useDeferredValue, useState } from "react";
import { ShowMoreButton } from "@/components/shared/list-states";
import { Badge } from "@/components/ui/badge";
import { api } from "@/lib/client/api";
import {
  type AuditEntry,
  type AuditFacets,
  type Collection,
  items,
  settingsKeys,
} from "@/lib/client/settings";
import { type AuditFilterValues, AuditLogFilters, filterParams, noFilters } from "./audit-log-filters";
import { SectionHeader } from "./section-header";

const pageSize = 50;
const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "medium" });

function Entry({ entry }: { entry: AuditEntry }) {
  const who = entry.actor ? entry.actor.name || entry.actor.email : "No signed-in user";
  return (
    <li className="grid gap-1 border-b px-1 py-3 text-sm last:border-b-0 md:grid-cols-[11rem_minmax(0,14rem)_minmax(0,1fr)_minmax(0,11rem)] md:gap-4">
      <time dateTime={entry.created_at} className="text-muted-foreground tabular-nums">
        {dateFormat.format(new Date(entry.created_at))}
      </time>
      <div className="min-w-0">
        <p className="truncate font-medium" title={entry.actor?.email}>
          {who}
        </p>
        {entry.actor && <p className="truncate text-muted-foreground text-xs">{entry.actor.email}</p>}
        <div className="flex flex-wrap gap-1 pt-0.5">
          {entry.acting_as && <Badge variant="secondary">Staff</Badge>}
          {entry.api_key_uid && <Badge variant="outline">API key</Badge>}
        </div>
      </div>
      <div className="min-w-0">
        <p className="break-words font-mono text-xs">{entry.action}</p>
        {entry.target_type && (
          <p className="break-all text-muted-foreground text-xs">
            {entry.target_type}
            {entry.target_uid ? ` ${entry.target_uid}` : ""}
          </p>
        )}
        {(entry.data || entry.request_id) && (
          <details className="pt-1 text-xs">
            <summary className="cursor-pointer text-muted-foreground">Details</summary>
            <pre className="mt-1 whitespace-pre-wrap break-all rounded bg-muted p-2">
              {JSON.stringify({ ...entry.data, request_id: entry.request_id }, null, 2)}
            </pre>
          </details>
        )}
      </div>
      <div className="min-w-0 text-xs">
        <p className="font-mono">{entry.ip ?? "—"}</p>
        {entry.user_agent && (
          <p className="truncate text-muted-foreground" title={entry.user_agent}>
            {entry.user_agent}
          </p>
        )}
      </div>
    </li>
  );
}

export function AuditLogList({
  companyUid,
  initial,
  facets,
}: {
  companyUid: string;
  initial: Collection<AuditEntry>;
  facets: AuditFacets;
}) {
  const [filters, setFilters] = useState<AuditFilterValues>(noFilters);
  // Typing in the search box re-queries once React has a moment, not on every keystroke's render.
  const applied = useDeferredValue(filters);
  const params = filterParams(applied);
  const unfiltered = params.size === 0;
  const query = useInfiniteQuery({
    queryKey: [...settingsKeys.auditLog(companyUid), params.toString()],
    queryFn: ({ pageParam, signal }) => {
      const page = new URLSearchParams(params);
      page.set("limit", String(pageSize));
      if (pageParam) page.set("cursor", pageParam);
      return api<Collection<AuditEntry>>(`/audit-log?${page}`, { signal });
    },
    initialPageParam: "",
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    initialData: unfiltered ? { pages: [initial], pageParams: [""] } : undefined,
    placeholderData: keepPreviousData,
  });
  const entries = query.data?.pages.flatMap(items) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      <SectionHeader
        title="Audit log"
        description="Who changed what in the company, when, and from which address. Newest first."
      />
      <AuditLogFilters facets={facets} values={filters} onChange={setFilters} />
      {query.isError ? (
        <p role="alert" className="text-destructive text-sm">
          {query.error.message}
        </p>
      ) : entries.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed p-10 text-center text-muted-foreground">
          <ScrollText className="size-6" />
          <p>
            {query.isFetching
              ? "Loading…"
              : unfiltered
                ? "Nothing has been recorded yet."
                : "No entry matches."}
          </p>
        </div>
      ) : (
        <div className="grid gap-2">
          <p className="text-muted-foreground text-sm" aria-live="polite" data-testid="audit-total">
            {total.toLocaleString("en-US")} {total === 1 ? "entry" : "entries"}
          </p>
          <div className="hidden border-b px-1 pb-2 font-medium text-muted-foreground text-xs md:grid md:grid-cols-[11rem_minmax(0,14rem)_minmax(0,1fr)_minmax(0,11rem)] md:gap-4">
            <span>When</span>
            <span>Who</span>
            <span>What</span>
            <span>From</span>
          </div>
          <ul aria-label="Audit log entries" className={query.isFetching ? "opacity-60" : undefined}>
            {entries.map((entry) => (
              <Entry key={entry.uid} entry={entry} />
            ))}
          </ul>
        </div>
      )}
      <ShowMoreButton list={query}>Show older</ShowMoreButton>
    </div>
  );
}
