"use client";

import { useState } from "react";
import { formatCpg } from "@/components/project/format";
import { DialogHeading } from "@/components/shared/dialog-heading";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Progress } from "@/components/ui/progress";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/client/api";
import type { LineImportDto } from "@/lib/contract/estimate-import";
import { type LineMapping, LineMappingStep } from "./line-mapping-step";
import { RowErrors } from "./row-errors";
import { pastedSheetFile, postEstimateImport } from "./upload";

const plural = (n: number, word: string) => `${n.toLocaleString("en-US")} ${word}${n === 1 ? "" : "s"}`;

/**
 * Budget lines from a CSV or XLSX file, or a sheet pasted from a spreadsheet: upload → map the columns and
 * codes (remembered for the company) → preview with each row's problems → add them all in one go.
 */
export function LinesImportDialog({
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
  const [pasted, setPasted] = useState("");
  const [preview, setPreview] = useState<LineImportDto | null>(null);
  const [mapping, setMapping] = useState<LineMapping | null>(null);
  const [busy, setBusy] = useState<"preview" | "apply" | null>(null);
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const path = `/estimate/${estimateUid}/line/import`;

  async function read(f: File, sent: LineMapping | null = null) {
    setFile(f);
    setError(null);
    setBusy("preview");
    setProgress(0);
    try {
      const answer = await postEstimateImport<LineImportDto>(path, "preview", f, {
        mapping: sent,
        onProgress: setProgress,
      });
      setPreview(answer);
      setMapping(answer.mapping);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(null);
    }
  }

  async function apply() {
    if (!file || !preview || !mapping) return;
    setBusy("apply");
    setProgress(0);
    setError(null);
    try {
      await postEstimateImport(path, "apply", file, {
        mapping,
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

  const mappingChanged = preview && mapping && JSON.stringify(mapping) !== JSON.stringify(preview.mapping);
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-3xl" data-testid="lines-import-dialog">
        <DialogHeading
          title="Import budget lines"
          description="A CSV or XLSX (at most 50 MB and 100,000 rows) — this estimate's own CSV export reads back as is — or cells pasted from a spreadsheet with their header row. The lines are added after the budget."
        />
        <div className="grid gap-2 sm:grid-cols-2">
          <Input
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            aria-label="Lines file"
            onChange={(e) => {
              const f = e.target.files?.[0];
              if (f) void read(f);
            }}
          />
          <div className="grid gap-1">
            <Textarea
              aria-label="Pasted sheet"
              placeholder="…or paste cells here (with the header row)"
              rows={2}
              value={pasted}
              onChange={(e) => setPasted(e.target.value)}
            />
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={!pasted.trim() || Boolean(busy)}
              onClick={() => read(pastedSheetFile(pasted))}
            >
              Read pasted cells
            </Button>
          </div>
        </div>
        {busy && (
          <div className="grid gap-1 text-muted-foreground text-xs">
            <Progress value={progress} label={busy === "apply" ? "Importing" : "Reading"} />
            <span>
              {progress < 100
                ? `Uploading ${Math.round(progress)}%`
                : busy === "apply"
                  ? "Writing the lines…"
                  : "Reading the file…"}
            </span>
          </div>
        )}
        {error && (
          <p className="text-destructive text-sm" role="alert">
            {error}
          </p>
        )}
        {preview && mapping && (
          <div className="grid gap-3">
            <LineMappingStep preview={preview} mapping={mapping} onChange={setMapping} />
            {mappingChanged && (
              <Button
                type="button"
                variant="secondary"
                size="sm"
                className="justify-self-start"
                onClick={() => file && read(file, mapping)}
              >
                Check again with this mapping
              </Button>
            )}
            <RowErrors errors={preview.errors} count={preview.error_count} />
            <p className="text-sm" data-testid="line-import-summary">
              {plural(preview.line_count, "line")} to add
              {preview.skipped ? ` (${plural(preview.skipped, "blank or total row")} left out)` : ""}.
            </p>
            <div className="max-h-48 overflow-auto rounded-md border">
              <table className="w-full text-xs">
                <thead className="bg-muted/50 text-muted-foreground">
                  <tr>
                    <th className="px-2 py-1 text-left font-medium">Row</th>
                    <th className="px-2 py-1 text-left font-medium">Code</th>
                    <th className="px-2 py-1 text-left font-medium">Description</th>
                    <th className="px-2 py-1 text-right font-medium">Quantity</th>
                    <th className="px-2 py-1 text-left font-medium">Unit</th>
                    <th className="px-2 py-1 text-right font-medium">Unit cost</th>
                  </tr>
                </thead>
                <tbody className="tabular-nums">
                  {preview.sample.map((l) => (
                    <tr key={l.row} className="border-t">
                      <td className="px-2 py-1 text-muted-foreground">{l.row}</td>
                      <td className="whitespace-nowrap px-2 py-1">{l.cost_code}</td>
                      <td className="max-w-56 truncate px-2 py-1">{l.description}</td>
                      <td className="px-2 py-1 text-right font-mono">{l.quantity}</td>
                      <td className="px-2 py-1">{l.unit}</td>
                      <td className="px-2 py-1 text-right">
                        {l.lump_sum_cents !== null
                          ? `${formatCpg(l.lump_sum_cents)} LS`
                          : formatCpg(l.unit_cost_cents)}
                      </td>
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
            disabled={
              !preview ||
              preview.error_count > 0 ||
              !preview.line_count ||
              Boolean(mappingChanged) ||
              Boolean(busy)
            }
            data-testid="apply-lines-import"
          >
            {busy === "apply" && <Spinner />}
            {preview ? `Add ${plural(preview.line_count, "line")}` : "Add lines"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
