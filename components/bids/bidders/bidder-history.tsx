"use client";

// A bidder's history: every invitation with its package and estimate, the status, the submitted base bid and
// the award (the invitations, bids and awards parts of the feature fill these).
import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import type { BidderHistoryItemDto } from "@/lib/contract/bidder";
import { formatCurrency } from "@/lib/domain/money-format";

const statusLabels: Record<string, string> = {
  invited: "Invited",
  viewed: "Viewed",
  bidding: "Bidding",
  submitted: "Submitted",
  declined: "Declined",
};

export function BidderHistory({ items }: { items: BidderHistoryItemDto[] }) {
  return (
    <section className="grid gap-2" aria-labelledby="bidder-history-heading" data-testid="bidder-history">
      <h3 id="bidder-history-heading" className="font-medium text-sm">
        History
      </h3>
      {items.length === 0 ? (
        <p className="text-muted-foreground text-sm">Not invited to any package yet.</p>
      ) : (
        <ul className="divide-y rounded-md border text-sm">
          {items.map((h) => (
            <li key={h.invitation_uid} className="flex flex-wrap items-center gap-x-3 gap-y-1 p-2">
              <Link
                href={`/estimate/${h.estimate_uid}`}
                className="min-w-0 flex-1 font-medium hover:underline"
              >
                {h.package_name}
                <span className="block truncate font-normal text-muted-foreground text-xs">
                  {h.estimate_name}
                </span>
              </Link>
              <Badge variant="secondary">{statusLabels[h.status] ?? h.status}</Badge>
              <span className="w-28 text-right tabular-nums">
                {h.base_bid_cents !== null ? formatCurrency(h.base_bid_cents) : "—"}
              </span>
              {h.awarded ? <Badge>Awarded {formatCurrency(h.award_amount_cents ?? 0)}</Badge> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
