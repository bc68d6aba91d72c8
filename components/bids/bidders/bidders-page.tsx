"use client";

// Settings › Bidders: the company's subcontractors searched by name, contact or area and filtered by trade;
// a bidder opens in a dialog with its form and history; editors add, change, import and delete.
import { HardHatIcon, PlusIcon, UploadIcon } from "lucide-react";
import { type ComponentProps, useState } from "react";
import { lazyDialog } from "@/components/feedback/lazy-with-retry";
import { EmptyListPanel, RetryErrorPanel } from "@/components/shared/list-states";
import { SearchBox } from "@/components/shared/search-box";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/native-select";
import { Skeleton } from "@/components/ui/skeleton";
import type { BidderDto } from "@/lib/contract/bidder";
import { masterFormatDivisions } from "@/lib/domain/reference/masterformat";
import type { BidderDialog as BidderDialogView } from "./bidder-dialog";
import type { BidderImportDialog as BidderImportDialogView } from "./bidder-import-dialog";
import { tradeLabel } from "./trades-picker";
import { useBidders, useRefreshBidders } from "./use-bidders";

// The dialogs (the bidder's form and history, the CSV import, Radix Dialog) load when first opened.
const BidderDialog = lazyDialog<ComponentProps<typeof BidderDialogView>>(
  () => import("./bidder-dialog").then((m) => ({ default: m.BidderDialog })),
  (p) => p.uid !== null,
);
const BidderImportDialog = lazyDialog<ComponentProps<typeof BidderImportDialogView>>(
  () => import("./bidder-import-dialog").then((m) => ({ default: m.BidderImportDialog })),
  (p) => p.open,
);

export function BiddersPage({ canEdit }: { canEdit: boolean }) {
  const [q, setQ] = useState("");
  const [trade, setTrade] = useState("");
  const list = useBidders(q, trade);
  const refresh = useRefreshBidders();
  // null: closed; "new": adding; else the open bidder's uid.
  const [open, setOpen] = useState<string | null>(null);
  const [importing, setImporting] = useState(false);
  const items = list.data ? list.data.query.map((uid) => list.data.content[uid]!) : [];
  return (
    <div className="grid gap-4" data-testid="bidders-page">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="font-semibold text-xl tracking-tight">Bidders</h1>
          <p className="text-muted-foreground text-sm">
            Subcontractors you invite to bid, with their trades, contacts and history.
          </p>
        </div>
        {canEdit ? (
          <div className="flex gap-2">
            <Button variant="outline" onClick={() => setImporting(true)}>
              <UploadIcon aria-hidden="true" />
              Import CSV
            </Button>
            <Button onClick={() => setOpen("new")}>
              <PlusIcon aria-hidden="true" />
              New bidder
            </Button>
          </div>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <SearchBox
          label="Search bidders"
          placeholder="Search name, contact or area…"
          testId="bidder-search"
          value={q}
          onSearch={setQ}
          className="min-w-0 flex-1"
        />
        <NativeSelect
          aria-label="Trade"
          value={trade}
          onChange={(e) => setTrade(e.target.value)}
          className="w-full sm:w-64"
        >
          <option value="">All trades</option>
          {masterFormatDivisions.map((d) => (
            <option key={d.division} value={d.division}>
              {d.division} {d.title}
            </option>
          ))}
        </NativeSelect>
      </div>
      {list.isError && !list.data ? (
        <RetryErrorPanel
          title="Could not load the bidders"
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : list.isPending ? (
        <div className="grid gap-2" role="status" aria-label="Loading bidders">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-14 w-full" />
          ))}
        </div>
      ) : items.length === 0 ? (
        <EmptyListPanel icon={HardHatIcon} testId="bidders-empty">
          <p className="text-muted-foreground text-sm">
            {q || trade ? "No bidder matches." : "No bidders yet. Add your subcontractors or import a list."}
          </p>
        </EmptyListPanel>
      ) : (
        <ul className="divide-y rounded-md border" data-testid="bidder-list">
          {items.map((b) => (
            <BidderRow key={b.uid} bidder={b} onOpen={setOpen} />
          ))}
        </ul>
      )}
      {list.data && list.data.total !== null && list.data.total > items.length ? (
        <p className="text-muted-foreground text-sm">
          Showing {items.length} of {list.data.total}: search to narrow the list.
        </p>
      ) : null}
      <BidderDialog uid={open} canEdit={canEdit} onClose={() => setOpen(null)} onChanged={refresh} />
      <BidderImportDialog open={importing} onClose={() => setImporting(false)} onApplied={refresh} />
    </div>
  );
}

function BidderRow({ bidder: b, onOpen }: { bidder: BidderDto; onOpen: (uid: string) => void }) {
  const contact = b.contacts[0];
  return (
    <li>
      <button
        type="button"
        onClick={() => onOpen(b.uid)}
        className="grid w-full gap-1 p-3 text-left hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:grid-cols-[minmax(0,2fr)_minmax(0,2fr)_minmax(0,1fr)_auto] sm:items-center sm:gap-4"
        data-testid="bidder-row"
      >
        <span className="min-w-0">
          <span className="flex items-center gap-2 font-medium">
            <span className="truncate">{b.name}</span>
            {b.prequalified ? <Badge variant="secondary">Prequalified</Badge> : null}
          </span>
          <span className="block truncate text-muted-foreground text-xs">
            {b.service_area ?? "No service area"}
          </span>
        </span>
        <span
          className="min-w-0 truncate text-muted-foreground text-xs"
          title={b.trades.map(tradeLabel).join(", ")}
        >
          {b.trades.length ? b.trades.map(tradeLabel).join(", ") : "No trades"}
        </span>
        <span className="min-w-0 truncate text-xs">
          {contact
            ? `${contact.name}${b.contacts.length > 1 ? ` +${b.contacts.length - 1}` : ""}`
            : "No contacts"}
        </span>
        <span className="text-muted-foreground text-xs tabular-nums">
          {b.invitation_count} invited · {b.award_count} awarded
        </span>
      </button>
    </li>
  );
}
