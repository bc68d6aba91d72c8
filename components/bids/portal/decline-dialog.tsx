"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { FieldError } from "@/components/ui/field-error";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { api, errorMessage } from "@/lib/client/api";
import type { PortalViewDto } from "@/lib/contract/bid-portal";

export type DeclineDialogProps = {
  token: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onView: (view: PortalViewDto) => void;
};

/** Declining needs a reason; the estimator sees it with the invitation. */
export function DeclineDialog({ token, open, onOpenChange, onView }: DeclineDialogProps) {
  const [reason, setReason] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function decline() {
    setBusy(true);
    setError(null);
    try {
      onView(await api<PortalViewDto>(`/bid-portal/${token}/decline`, { method: "POST", body: { reason } }));
      onOpenChange(false);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Decline to bid</DialogTitle>
          <DialogDescription>
            Tell the estimator why. You can still submit a bid later, until the due date.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label htmlFor="decline-reason">Reason</Label>
          <Textarea
            id="decline-reason"
            value={reason}
            maxLength={2000}
            onChange={(e) => setReason(e.target.value)}
            aria-describedby={error ? "decline-reason-error" : undefined}
          />
          <FieldError id="decline-reason-error" message={error} />
        </div>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="button" variant="destructive" disabled={busy || !reason.trim()} onClick={decline}>
            Decline
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
