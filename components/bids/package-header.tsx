"use client";

// The package's title line: name, status, live budget, and the status moves the package allows now
// (draft → out to bid → leveling, back one step, cancel, reopen), each under If-Match; delete.
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { api, errorMessage } from "@/lib/client/api";
import type { EditorStore } from "@/lib/client/estimate-editor/store";
import { useStoreVersion } from "@/lib/client/estimate-editor/use-estimate-editor";
import { toast } from "@/lib/client/use-toast";
import type { BidPackageDto } from "@/lib/contract/bid-package";
import { type BidPackageStatus, bidPackageStatusLabels } from "@/lib/domain/bids/package";
import { formatCurrency } from "@/lib/domain/money-format";
import { liveBudgetCents } from "./budget-lines";
import { formatDue } from "./format";
import { useTakePackage } from "./use-bid-packages";

const moveLabels: Record<BidPackageStatus, (from: BidPackageStatus) => string> = {
  draft: (from) => (from === "cancelled" ? "Reopen as draft" : "Back to draft"),
  out_to_bid: (from) => (from === "leveling" ? "Back to out to bid" : "Send out to bid"),
  leveling: () => "Start leveling",
  awarded: () => "Award",
  cancelled: () => "Cancel package",
};

type Props = {
  estimateUid: string;
  pkg: BidPackageDto | null;
  store: EditorStore;
  canEdit: boolean;
  onDeleted: () => void;
};

export function PackageHeader({ estimateUid, pkg, store, canEdit, onDeleted }: Props) {
  useStoreVersion(store);
  const take = useTakePackage(estimateUid);
  const [busy, setBusy] = useState(false);
  if (!pkg) return <h2 className="font-semibold text-lg">New bid package</h2>;
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      toast({ title: errorMessage(error), variant: "destructive" });
      await take(null);
    } finally {
      setBusy(false);
    }
  };
  const move = (status: BidPackageStatus) =>
    run(async () => {
      const next = await api<BidPackageDto>(`/bid-package/${pkg.uid}`, {
        method: "PUT",
        body: { status },
        ifMatch: pkg.version,
      });
      await take(next);
      toast({ title: `Moved to ${bidPackageStatusLabels[status]}`, description: pkg.name });
    });
  const remove = () =>
    run(async () => {
      if (!window.confirm(`Delete the package "${pkg.name}"? Its lines stay in the estimate.`)) return;
      await api(`/bid-package/${pkg.uid}`, { method: "DELETE", ifMatch: pkg.version });
      await take(null, pkg.uid);
      toast({ title: "Package deleted", description: pkg.name });
      onDeleted();
    });
  return (
    <div className="space-y-2 pr-8">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="min-w-0 break-words font-semibold text-lg" data-testid="bid-package-name">
          {pkg.name}
        </h2>
        <Badge data-testid="bid-package-status">{bidPackageStatusLabels[pkg.status]}</Badge>
      </div>
      <p className="text-muted-foreground text-sm">
        Budget{" "}
        <span className="font-medium text-foreground tabular-nums" data-testid="bid-package-detail-budget">
          {formatCurrency(liveBudgetCents(store, pkg.line_uids))}
        </span>{" "}
        · {pkg.line_count} {pkg.line_count === 1 ? "line" : "lines"} ·{" "}
        {pkg.due_at ? `due ${formatDue(pkg.due_at, pkg.time_zone)}` : "no due date"} · {pkg.invited_count}{" "}
        invited · {pkg.submitted_count} submitted
      </p>
      {canEdit ? (
        <div className="flex flex-wrap gap-2">
          {pkg.allowed_statuses.map((s) => (
            <Button
              key={s}
              size="sm"
              variant={s === "cancelled" ? "outline" : "secondary"}
              disabled={busy}
              onClick={() => move(s)}
            >
              {moveLabels[s](pkg.status)}
            </Button>
          ))}
          {pkg.status !== "awarded" ? (
            <Button size="sm" variant="ghost" className="text-destructive" disabled={busy} onClick={remove}>
              Delete
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
