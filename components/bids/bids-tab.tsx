"use client";

// The estimate editor's Bids tab: the estimate's bid packages (name, trade, status, due, live budget, invited /
// submitted) and "New package"; a package opens in its own wide dialog (package-detail.tsx).
import { useQueryClient } from "@tanstack/react-query";
import { PlusIcon } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import type { EditorStore } from "@/lib/client/estimate-editor/store";
import { useStoreVersion } from "@/lib/client/estimate-editor/use-estimate-editor";
import type { BidPackageListItemDto } from "@/lib/contract/bid-package";
import { bidPackageStatusLabels } from "@/lib/domain/bids/package";
import { formatCurrency } from "@/lib/domain/money-format";
import { tradeLabel } from "./bidders/trades-picker";
import { liveBudgetCents } from "./budget-lines";
import { formatDue } from "./format";
import { PackageDetail } from "./package-detail";
import { prefetchBidPackage, useBidPackages } from "./use-bid-packages";
import { prefetchLeveling } from "./use-leveling";

type Props = { estimateUid: string; store: EditorStore; canEdit: boolean };

export function BidsTab({ estimateUid, store, canEdit }: Props) {
  useStoreVersion(store);
  const { query, packages } = useBidPackages(estimateUid);
  // null: closed; "new": a package being created; else the open package's uid.
  const [open, setOpen] = useState<string | null>(null);
  const queryClient = useQueryClient();
  // The package's and its sheet's reads start when the pointer comes onto the card (or the card takes the focus),
  // or at the latest in the click itself, not after the dialog has rendered. The package's first: it is the
  // smaller read, and its form is drawn while the server is still leveling the sheet.
  const prefetch = (uid: string) => {
    prefetchBidPackage(queryClient, uid);
    prefetchLeveling(queryClient, uid);
  };
  const openPackage = (uid: string) => {
    prefetch(uid);
    setOpen(uid);
  };
  return (
    <div className="space-y-3" data-testid="bids-tab">
      <div className="flex items-center justify-between gap-2">
        <h2 className="font-medium text-sm">Bid packages</h2>
        {canEdit ? (
          <Button size="sm" variant="outline" onClick={() => setOpen("new")}>
            <PlusIcon aria-hidden="true" />
            New package
          </Button>
        ) : null}
      </div>
      {query.isError ? (
        <p className="text-destructive text-sm">
          The packages could not be loaded.{" "}
          <button type="button" className="underline" onClick={() => query.refetch()}>
            Try again
          </button>
        </p>
      ) : query.isPending ? (
        <p className="text-muted-foreground text-sm">Loading packages…</p>
      ) : packages.length === 0 ? (
        <p className="text-muted-foreground text-sm">
          No bid packages yet. {canEdit ? "Make one from budget lines to invite subcontractors." : null}
        </p>
      ) : (
        <ul className="space-y-2">
          {packages.map((p) => (
            <PackageCard
              key={p.uid}
              pkg={p}
              budget={liveBudgetCents(store, p.line_uids)}
              onOpen={openPackage}
              onPrefetch={prefetch}
            />
          ))}
        </ul>
      )}
      <p className="text-muted-foreground text-xs">
        Subcontractors live in{" "}
        <Link href="/settings/bidders" className="underline underline-offset-2 hover:text-foreground">
          Settings › Bidders
        </Link>
        .
      </p>
      <Dialog open={open !== null} onOpenChange={(o) => !o && setOpen(null)}>
        <DialogContent className="w-[min(72rem,calc(100%-1rem))] max-w-none p-4 sm:max-w-none sm:p-6">
          <DialogTitle className="sr-only">Bid package</DialogTitle>
          <DialogDescription className="sr-only">A bid package of this estimate</DialogDescription>
          {open !== null ? (
            <PackageDetail
              estimateUid={estimateUid}
              packageUid={open === "new" ? null : open}
              store={store}
              canEdit={canEdit}
              packages={packages}
              onCreated={(uid) => setOpen(uid)}
              onClose={() => setOpen(null)}
            />
          ) : null}
        </DialogContent>
      </Dialog>
    </div>
  );
}

function PackageCard({
  pkg,
  budget,
  onOpen,
  onPrefetch,
}: {
  pkg: BidPackageListItemDto;
  budget: number;
  onOpen: (uid: string) => void;
  onPrefetch: (uid: string) => void;
}) {
  return (
    <li>
      <button
        type="button"
        onClick={() => onOpen(pkg.uid)}
        onPointerEnter={() => onPrefetch(pkg.uid)}
        onFocus={() => onPrefetch(pkg.uid)}
        className="w-full rounded-md border p-2 text-left text-sm hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        data-testid="bid-package-card"
      >
        <div className="flex items-start justify-between gap-2">
          <span className="min-w-0 truncate font-medium">{pkg.name}</span>
          <Badge variant={pkg.status === "awarded" ? "default" : "secondary"} className="shrink-0">
            {bidPackageStatusLabels[pkg.status]}
          </Badge>
        </div>
        <div className="mt-1 flex flex-wrap justify-between gap-x-3 text-muted-foreground text-xs">
          <span className="min-w-0 truncate">{pkg.trade ? tradeLabel(pkg.trade) : "No trade"}</span>
          <span className="tabular-nums" data-testid="bid-package-budget">
            {formatCurrency(budget)}
          </span>
        </div>
        <div className="mt-1 flex flex-wrap justify-between gap-x-3 text-muted-foreground text-xs">
          <span>{pkg.due_at ? `Due ${formatDue(pkg.due_at, pkg.time_zone)}` : "No due date"}</span>
          <span className="tabular-nums">
            {pkg.invited_count} invited · {pkg.submitted_count} submitted
          </span>
        </div>
      </button>
    </li>
  );
}
