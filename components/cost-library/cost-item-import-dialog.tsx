"use client";

// Import a cost library from CSV or XLSX: choose the file, see how many items it adds or re-prices and every
// row's problem, then apply (all rows or none).
import { useState } from "react";
import { DialogHeading } from "@/components/shared/dialog-heading";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter } from "@/components/ui/dialog";
import { api, errorMessage } from "@/lib/client/api";
import { toast } from "@/lib/client/use-toast";
import type { CostItemImportDto } from "@/lib/contract/cost-item";

type Props = { open: boolean; onClose: () => void; onApplied: () => unknown };

const send = (file: File, mode: "preview" | "apply") => {
  const form = new FormData();
  form.set("file", file);
  return api<CostItemImportDto>(`/cost-item/import?mode=${mode}`, { method: "POST", body: form });
};

export function CostItemImportDialog({ open, onClose, onApplied }: Props) {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<CostItemImportDto | null>(null);
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
      toast({ title: `${done.added} added, ${done.updated} re-priced` });
      await onApplied();
      close();
    });
  return (
    <Dialog open={open} onOpenChange={(o) => !o && !busy && close()}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeading
          title="Import cost items"
          description="A CSV or Excel file with Cost Code, Description, Unit Cost and Price Date columns; optional Unit, Labor, Material, Equipment, Subcontract, Cost Type, Source and Location. A row whose code and description the library has re-prices that item."
        />
        <input
          type="file"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          aria-label="CSV or Excel file"
          onChange={(e) => choose(e.target.files?.[0] ?? null)}
          className="text-sm"
        />
        {error ? (
          <Alert variant="destructive">
            <AlertDescription>{error}</AlertDescription>
          </Alert>
        ) : null}
        {preview ? (
          <div className="grid max-h-80 gap-2 overflow-auto text-sm" data-testid="cost-import-preview">
            <p>
              {preview.added} to add, {preview.updated} to re-price
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
          </div>
        ) : null}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button
            type="button"
            onClick={apply}
            disabled={busy || !preview || preview.error_count > 0 || preview.added + preview.updated === 0}
          >
            Import
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
