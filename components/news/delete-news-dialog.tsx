"use client";

import { useState } from "react";
import { DialogHeading } from "@/components/shared/dialog-heading";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/client/api";
import type { NewsItem } from "@/lib/client/news";

export type DeleteNewsDialogProps = {
  item: NewsItem | null;
  onOpenChange: (open: boolean) => void;
  onConfirm: (item: NewsItem) => Promise<unknown>;
};

/** Asks before a news item is deleted (staff); the item disappears for every user. */
export function DeleteNewsDialog({ item, onOpenChange, onConfirm }: DeleteNewsDialogProps) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    if (!item) return;
    setPending(true);
    setError(null);
    try {
      await onConfirm(item);
      onOpenChange(false);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog
      open={item !== null}
      onOpenChange={(open) => {
        if (pending) return;
        setError(null);
        onOpenChange(open);
      }}
    >
      <DialogContent className="sm:max-w-md" role="alertdialog">
        <DialogHeading
          title="Delete this update?"
          description={
            <>“{item?.title}” will be removed from the Updates page for every user. This cannot be undone.</>
          }
        />
        {error && (
          <Alert variant="destructive">
            <AlertDescription>{error}</AlertDescription>
          </Alert>
        )}
        <DialogFooter>
          <Button variant="outline" disabled={pending} onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button variant="destructive" disabled={pending} onClick={confirm}>
            {pending && <Spinner />}
            Delete
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
