"use client";

// The consolidated estimate's children: each linked to its own editor (where its owners keep editing it),
// with its direct cost and its own total; add one from the company's estimates, or take one out.
import { Plus, X } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { EstimatePicker } from "@/components/estimate/estimate-picker";
import { StatusBadge } from "@/components/estimate/status-badge";
import { IconButton } from "@/components/shared/icon-button";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { errorMessage } from "@/lib/client/api";
import { useCompany } from "@/lib/client/session";
import { toast } from "@/lib/client/use-toast";
import type { ConsolidationDto } from "@/lib/contract/estimate-child";
import { formatCurrency } from "@/lib/domain/money-format";

type Props = {
  data: ConsolidationDto;
  canEdit: boolean;
  attach(childUid: string): Promise<unknown>;
  detach(childUid: string): Promise<unknown>;
};

function AttachDialog({
  open,
  onOpenChange,
  attach,
}: { open: boolean; onOpenChange(open: boolean): void } & Pick<Props, "attach">) {
  const company = useCompany();
  const [picked, setPicked] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!picked) return;
    setBusy(true);
    setError(null);
    try {
      await attach(picked);
      toast({ title: "Child estimate added" });
      setPicked(null);
      onOpenChange(false);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add a child estimate</DialogTitle>
          <DialogDescription>
            Its lines join the roll-up at once; it stays editable on its own page. An estimate belongs to one
            consolidated estimate at most.
          </DialogDescription>
        </DialogHeader>
        <EstimatePicker companyUid={company.uid} value={picked} onChange={(e) => setPicked(e.uid)} />
        {error ? (
          <p role="alert" className="text-destructive text-sm" data-testid="attach-error">
            {error}
          </p>
        ) : null}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="button" disabled={!picked || busy} onClick={() => void submit()}>
            Add child
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

export function ChildrenCard({ data, canEdit, attach, detach }: Props) {
  const [adding, setAdding] = useState(false);
  const carried = data.rollup_mode === "children";
  const remove = async (uid: string) => {
    try {
      await detach(uid);
      toast({ title: "Child estimate removed" });
    } catch (error) {
      toast({ title: "Error", description: errorMessage(error), variant: "destructive" });
    }
  };
  return (
    <section
      aria-label="Child estimates"
      className="rounded-md border bg-card p-3"
      data-testid="children-card"
    >
      <div className="mb-2 flex items-center justify-between gap-2">
        <h2 className="font-medium text-sm">
          Child estimates <span className="text-muted-foreground">({data.children.length})</span>
        </h2>
        {canEdit ? (
          <Button size="sm" variant="outline" onClick={() => setAdding(true)}>
            <Plus /> Add child
          </Button>
        ) : null}
      </div>
      {data.children.length === 0 ? (
        <p className="py-4 text-center text-muted-foreground text-sm">
          No children yet. Add the buildings, phases or sitework this estimate rolls up.
        </p>
      ) : (
        <ul className="divide-y">
          {data.children.map((c) => (
            <li key={c.uid} className="flex items-center gap-3 py-2 text-sm" data-testid="child-row">
              <div className="grid min-w-0 flex-1">
                <Link
                  href={`/estimate/${c.uid}`}
                  className="truncate font-medium text-primary hover:underline"
                >
                  {c.name}
                </Link>
                <span className="truncate text-muted-foreground text-xs">
                  {c.lines} {c.lines === 1 ? "line" : "lines"}
                  {c.rollup_mode ? " · consolidated" : ""} · own total {formatCurrency(c.grand_total_cents)}
                </span>
              </div>
              <StatusBadge status={c.status} className="hidden sm:inline-flex" />
              <span className="text-right tabular-nums" data-testid="child-total">
                {formatCurrency(carried ? c.grand_total_cents : c.direct_cents)}
              </span>
              {canEdit ? (
                <IconButton label={`Take ${c.name} out`} title="Take out" onClick={() => void remove(c.uid)}>
                  <X />
                </IconButton>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <p className="mt-2 text-muted-foreground text-xs">
        {carried
          ? "Each child's total includes its own markups."
          : "Children's direct costs; markups apply on the roll-up."}
      </p>
      {canEdit ? <AttachDialog open={adding} onOpenChange={setAdding} attach={attach} /> : null}
    </section>
  );
}
