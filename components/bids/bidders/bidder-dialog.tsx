"use client";

// A bidder in a dialog: its form (new or existing), its history, and Delete for editors.
import { DialogHeading } from "@/components/shared/dialog-heading";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { api, errorMessage } from "@/lib/client/api";
import { toast } from "@/lib/client/use-toast";
import { BidderForm } from "./bidder-form";
import { BidderHistory } from "./bidder-history";
import { useBidder } from "./use-bidders";

export function BidderDialog({
  uid,
  canEdit,
  onClose,
  onChanged,
}: {
  uid: string | null;
  canEdit: boolean;
  onClose: () => void;
  onChanged: () => unknown;
}) {
  const existing = uid && uid !== "new" ? uid : null;
  const query = useBidder(existing);
  const bidder = existing ? (query.data ?? null) : null;
  const remove = async () => {
    if (!bidder || !window.confirm(`Delete ${bidder.name} from the directory?`)) return;
    try {
      await api(`/bidder/${bidder.uid}`, { method: "DELETE", ifMatch: bidder.version });
      toast({ title: "Bidder deleted", description: bidder.name });
      await onChanged();
      onClose();
    } catch (error) {
      toast({ title: errorMessage(error), variant: "destructive" });
    }
  };
  return (
    <Dialog open={uid !== null} onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeading
          title={bidder ? bidder.name : "New bidder"}
          description={
            bidder
              ? "Trades, contacts and the bids this subcontractor was invited to."
              : "A subcontractor you invite to bid."
          }
        />
        {existing && !bidder ? (
          <p className="text-muted-foreground text-sm">
            {query.isError ? "The bidder could not be loaded." : "Loading…"}
          </p>
        ) : (
          <BidderForm
            key={bidder ? `${bidder.uid}-${bidder.version}` : "new"}
            bidder={bidder}
            canEdit={canEdit}
            onSaved={async () => {
              await onChanged();
              onClose();
            }}
            onStale={onChanged}
            onCancel={onClose}
          />
        )}
        {bidder ? <BidderHistory items={bidder.history} /> : null}
        {bidder && canEdit ? (
          <Button variant="ghost" className="justify-self-start text-destructive" onClick={remove}>
            Delete bidder
          </Button>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
