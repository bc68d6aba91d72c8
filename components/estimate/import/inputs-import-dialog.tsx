"use client";

import { useState } from "react";
import { DialogHeading } from "@/components/shared/dialog-heading";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Progress } from "@/components/ui/progress";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/client/api";
import type { InputsImportDto } from "@/lib/contract/estimate-import";
import { RowErrors } from "./row-errors";
import { postEstimateImport } from "./upload";

const changeLabel = { add: "New", update: "Changed", same: "Same" } as const;

/** Inputs from a CSV (name, value, unit): upload → preview with each row's problems → apply all at once. */
export function InputsImportDialog({
  estimateUid,
  open,
  onOpenChange,
  onApplied,
}: {
  estimateUid: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onApplied: () => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<InputsImportDto | null>(null);
  const [busy, setBusy] = useState<"preview" | "apply" | null>(null);
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const path = `/estimate/${estimateUid}/inputs/import`;

  async function read(f: File) {
    setFile(f);
    setPreview(null);
    setError(null);
    setBusy("preview");
    try {
      setPreview(await postEstimateImport<InputsImportDto>(path, "preview", f, { onProgress: setProgress }));
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(null);
    }
  }

  async function apply() {
    if (!file || !preview) return;
    setBusy("apply");
    setError(null);
    try {
      await postEstimateImport(path, "apply", file, {
        version: preview.estimate_version,
        onProgress: setProgress,
      });
      onOpenChange(false);
      onApplied();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(null);
    }
  }

  const changing = preview?.changes.filter((c) => c.change !== "same").length ?? 0;
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent className="sm:max-w-xl" data-testid="inputs-import-dialog">
        <DialogHeading
          title="Import inputs"
          description="A CSV with the columns name, value and unit (label optional); values keep up to 5 decimals. Only the file's inputs change."
        />
        <Input
          type="file"
          accept=".csv,text/csv"
          aria-label="Inputs CSV file"
          onChange={(e) => {
            const f = e.target.files?.[0];
            if (f) void read(f);
          }}
        />
        {busy && <Progress value={progress} label="Upload" />}
        {error && (
          <p className="text-destructive text-sm" role="alert">
            {error}
          </p>
        )}
        {preview && (
          <div className="grid gap-2">
            <RowErrors errors={preview.errors} count={preview.error_count} />
            <div className="max-h-64 overflow-y-auto rounded-md border">
              <table className="w-full text-sm" data-testid="inputs-import-preview">
                <thead className="bg-muted/50 text-muted-foreground text-xs">
                  <tr>
                    <th className="px-2 py-1 text-left font-medium">Row</th>
                    <th className="px-2 py-1 text-left font-medium">Name</th>
                    <th className="px-2 py-1 text-right font-medium">Value</th>
                    <th className="px-2 py-1 text-left font-medium">Unit</th>
                    <th className="px-2 py-1 text-left font-medium">Change</th>
                  </tr>
                </thead>
                <tbody className="tabular-nums">
                  {preview.changes.map((c) => (
                    <tr key={c.row} className="border-t">
                      <td className="px-2 py-1 text-muted-foreground">{c.row}</td>
                      <td className="px-2 py-1 font-mono text-xs">{c.name}</td>
                      <td className="px-2 py-1 text-right">
                        {c.before !== null && c.change === "update" && (
                          <span className="text-muted-foreground line-through">
                            {c.before.toLocaleString("en-US", { maximumFractionDigits: 5 })}
                          </span>
                        )}{" "}
                        {c.value.toLocaleString("en-US", { maximumFractionDigits: 5 })}
                      </td>
                      <td className="px-2 py-1">{c.unit ?? "—"}</td>
                      <td className="px-2 py-1">{changeLabel[c.change]}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        )}
        <DialogFooter>
          <Button
            type="button"
            variant="outline"
            onClick={() => onOpenChange(false)}
            disabled={Boolean(busy)}
          >
            Cancel
          </Button>
          <Button
            type="button"
            onClick={apply}
            disabled={!preview || preview.error_count > 0 || changing === 0 || Boolean(busy)}
            data-testid="apply-inputs-import"
          >
            {busy === "apply" && <Spinner />}
            {changing === 1 ? "Import 1 input" : `Import ${changing} inputs`}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
