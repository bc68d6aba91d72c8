"use client";

import { useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { RotateCw } from "lucide-react";
import { useState } from "react";
import { ActionsHead, BorderedTable, EmptyRow } from "@/components/shared/bordered-table";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { TableCell, TableHead, TableRow } from "@/components/ui/table";
import { api, errorMessage } from "@/lib/client/api";
import { type Collection, items } from "@/lib/client/settings";
import { toast } from "@/lib/client/use-toast";
import type { WebhookDeliveryDto } from "@/lib/contract/webhook";
import { deliveriesKey } from "./webhook-keys";

const timeFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });
const when = (iso: string) => timeFormat.format(new Date(iso));

function StatusBadge({ d }: { d: WebhookDeliveryDto }) {
  if (d.status === "succeeded") return <Badge variant="outline">Delivered</Badge>;
  if (d.status === "failed") return <Badge variant="destructive">Failed</Badge>;
  return <Badge variant="secondary">{d.attempts === 0 ? "Queued" : "Retrying"}</Badge>;
}

/** The endpoint's deliveries, newest first, 25 a page, each with Redeliver. */
export function WebhookDeliveries({ companyUid, webhookUid }: { companyUid: string; webhookUid: string }) {
  const queryClient = useQueryClient();
  const key = deliveriesKey(companyUid, webhookUid);
  const [sending, setSending] = useState<string | null>(null);
  const query = useInfiniteQuery({
    queryKey: key,
    initialPageParam: "",
    queryFn: ({ pageParam }) =>
      api<Collection<WebhookDeliveryDto>>(
        `/webhook/${webhookUid}/delivery?limit=25${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ""}`,
      ),
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });

  async function redeliver(d: WebhookDeliveryDto) {
    setSending(d.uid);
    try {
      await api(`/webhook/${webhookUid}/delivery/${d.uid}/redeliver`, { method: "POST" });
      toast({ title: "Queued", description: `The ${d.event} delivery is being sent again.` });
      // The attempt runs in the background: look again once it has had a moment.
      await queryClient.invalidateQueries({ queryKey: key });
      setTimeout(() => void queryClient.invalidateQueries({ queryKey: key }), 1500);
    } catch (error) {
      toast({ variant: "destructive", title: "Error", description: errorMessage(error) });
    } finally {
      setSending(null);
    }
  }

  const rows = (query.data?.pages ?? []).flatMap(items);
  if (query.isPending) return <Spinner label="Loading deliveries" />;
  return (
    <div className="grid gap-3">
      <BorderedTable
        label="Deliveries"
        heads={
          <>
            <TableHead>Event</TableHead>
            <TableHead>Status</TableHead>
            <TableHead className="hidden sm:table-cell">Response</TableHead>
            <TableHead className="hidden md:table-cell">Attempts</TableHead>
            <TableHead className="hidden sm:table-cell">Time</TableHead>
            <ActionsHead className="w-12 sm:w-28" />
          </>
        }
      >
        {rows.length === 0 ? (
          <EmptyRow columns={6}>No deliveries yet.</EmptyRow>
        ) : (
          rows.map((d) => (
            <TableRow key={d.uid} data-testid="webhook-delivery-row">
              <TableCell>
                <span className="font-mono text-xs">{d.event}</span>
                <div className="text-muted-foreground text-xs sm:hidden">{when(d.created_at)}</div>
              </TableCell>
              <TableCell>
                <StatusBadge d={d} />
                <div className="mt-1 text-muted-foreground text-xs sm:hidden">
                  {d.response_status ?? d.last_error ?? ""}
                </div>
              </TableCell>
              <TableCell className="hidden text-muted-foreground sm:table-cell">
                {d.response_status !== null ? (
                  <span className="font-mono text-foreground">{d.response_status}</span>
                ) : (
                  <span className="break-words">{d.last_error ?? "—"}</span>
                )}
                {d.response_time_ms !== null ? (
                  <span className="text-xs"> · {d.response_time_ms} ms</span>
                ) : null}
              </TableCell>
              <TableCell className="hidden text-muted-foreground md:table-cell">
                {d.attempts}
                {d.next_attempt_at && d.attempts > 0 ? (
                  <div className="text-xs">next {when(d.next_attempt_at)}</div>
                ) : null}
              </TableCell>
              <TableCell className="hidden text-muted-foreground sm:table-cell">
                {when(d.created_at)}
              </TableCell>
              <TableCell className="text-right">
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => redeliver(d)}
                  disabled={sending === d.uid}
                  aria-label={`Redeliver ${d.event} of ${when(d.created_at)}`}
                >
                  {sending === d.uid ? <Spinner label="Sending" /> : <RotateCw />}
                  <span className="hidden sm:inline">Redeliver</span>
                </Button>
              </TableCell>
            </TableRow>
          ))
        )}
      </BorderedTable>
      {query.hasNextPage ? (
        <Button
          variant="outline"
          className="w-fit"
          onClick={() => query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
        >
          {query.isFetchingNextPage && <Spinner label="Loading" />}
          Show older deliveries
        </Button>
      ) : null}
    </div>
  );
}
