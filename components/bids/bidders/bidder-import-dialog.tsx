"use client";

// Import a bidder list from CSV: choose the file, see what it would add or update and every row's problem,
// then apply (all rows or none).
import { useState } from "react";
import { DialogHeading } from "@/components/shared/dialog-heading";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter } from "@/components/ui/dialog";
import { api, errorMessage } from "@/lib/client/api";
import { toast } from "@/lib/client/use-toast";
import type { BidderImportDto } from "@/lib/contract/bidder";
import { tradeLabel } from "./trades-picker";

type Props = { open: boolean; onClose: () => void; onApplied: () => unknown };

const send = (file: File, mode: "preview" | "apply") => {
  const form = new FormData();
  form.set("file", file);
  return api<BidderImportDto>(`/bidder/import?mode=${mode}`, { method: "POST", body: form });
};

export function BidderImportDialog({ open, onClose, onApplied }: Props) {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<BidderImportDto | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setFile(null);
    setPreview(null);
    setError(null);
    onClose();
  };
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  const choose = (f: File | null) => {
    setFile(f);
    setPreview(null);
    if (f) void run(async () => setPreview(await send(f, "preview")));
  };
  const apply = () =>
    run(async () => {
      if (!file) return;
      const done = await send(file, "apply");
      toast({ title: `${done.changes.length} ${done.changes.length === 1 ? "bidder" : "bidders"} imported` });
      await onApplied();
      close();
    });
  return (
    <Dialog open={open} onOpenChange={(o) => !o && !busy && close()}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeading
          title="Import bidders"
          description="A CSV with a Name column; optional Trades (codes or titles, separated by ;), Service Area, Notes, Prequalified, Contact Name, Contact Email, Contact Phone. Rows with the same name add contacts."
        />
        <input
          type="file"
          accept=".csv,text/csv"
          aria-label="CSV file"
          onChange={(e) => choose(e.target.files?.[0] ?? null)}
          className="text-sm"
        />
        {error ? (
          <Alert variant="destructive">
            <AlertDescription data-testid="bidder-import-error">{error}</AlertDescription>
          </Alert>
        ) : null}
        {preview ? (
          <div className="grid max-h-80 gap-3 overflow-auto text-sm" data-testid="bidder-import-preview">
            <p>
              {preview.changes.filter((c) => c.change === "add").length} to add,{" "}
              {preview.changes.filter((c) => c.change === "update").length} to update
              {preview.error_count ? `, ${preview.error_count} problems to fix first` : ""}.
            </p>
            {preview.errors.length ? (
              <ul className="grid gap-1 text-destructive">
                {preview.errors.map((e) => (
                  <li key={`${e.row}-${e.column}`}>
                    Row {e.row}, {e.column}: {e.message}
                  </li>
                ))}
              </ul>
            ) : null}
            <ul className="divide-y rounded-md border">
              {preview.changes.map((c) => (
                <li key={c.row} className="flex flex-wrap gap-x-3 p-2">
                  <span className="font-medium">{c.name}</span>
                  <span className="text-muted-foreground">{c.change === "add" ? "new" : "update"}</span>
                  <span className="text-muted-foreground">{c.trades.map(tradeLabel).join(", ")}</span>
                  <span className="ml-auto text-muted-foreground">
                    {c.contacts} {c.contacts === 1 ? "contact" : "contacts"}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button
            type="button"
            onClick={apply}
            disabled={busy || !preview || preview.error_count > 0 || preview.changes.length === 0}
          >
            Import
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
