"use client";

import { useQueryClient } from "@tanstack/react-query";
import { CheckCircle2Icon, UploadIcon } from "lucide-react";
import { useRef, useState } from "react";
import { DialogHeading } from "@/components/shared/dialog-heading";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter, DialogTrigger } from "@/components/ui/dialog";
import { Progress } from "@/components/ui/progress";
import { Spinner } from "@/components/ui/spinner";
import { ApiClientError, errorMessage } from "@/lib/client/api";
import { projectKeys } from "@/lib/client/projects";
import type {
  ImportPreviewDto as ImportPreview,
  ImportResultDto as ImportResult,
} from "@/lib/contract/project";
import { formatCurrency } from "@/lib/domain/money-format";
import type { ImportMapping } from "@/lib/domain/project-import/plan";
import { MappingStep } from "./mapping-step";
import { PreviewStep } from "./preview-step";
import { postImportFile } from "./transport";

type Step =
  | { name: "file" }
  | { name: "uploading"; percent: number; label: string }
  | { name: "map"; preview: ImportPreview }
  | { name: "check"; preview: ImportPreview }
  | { name: "result"; result: ImportResult };

const descriptions: Record<Step["name"], string> = {
  file: "A CSV or Excel file with one row per cost line (or cost codes in columns). Up to 50 MB.",
  uploading: "Reading the file…",
  map: "Step 2 of 3 — match your columns to the fields and your cost codes to the company's.",
  check: "Step 3 of 3 — every row is checked. Nothing is written unless all rows are good.",
  result: "Done.",
};

/** Upload → map columns and cost codes → check rows → import (all rows or none) → result. */
export function ImportDialog({
  companyUid,
  initiallyOpen = false,
}: {
  companyUid: string;
  /** Mount open: the stand-in button was clicked while this dialog's code loaded (project-import-export.tsx). */
  initiallyOpen?: boolean;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  const [step, setStep] = useState<Step>({ name: "file" });
  const [file, setFile] = useState<File | null>(null);
  const [mapping, setMapping] = useState<ImportMapping | null>(null);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();

  const reset = () => {
    setStep({ name: "file" });
    setFile(null);
    setMapping(null);
    setError(null);
    if (input.current) input.current.value = "";
  };

  const preview = async (chosen: File, sent: ImportMapping | null, next: "map" | "check") => {
    setError(null);
    const back = step;
    setStep({ name: "uploading", percent: 0, label: `Uploading ${chosen.name}` });
    try {
      const result = await postImportFile<ImportPreview>("/project/import/preview", chosen, sent, (percent) =>
        setStep({
          name: "uploading",
          percent,
          label: percent >= 100 ? "Checking rows…" : `Uploading ${chosen.name}`,
        }),
      );
      setMapping(result.mapping);
      setStep(next === "map" ? { name: "map", preview: result } : { name: "check", preview: result });
    } catch (e) {
      setError(errorMessage(e));
      setStep(back.name === "uploading" ? { name: "file" } : back);
    }
  };

  const run = async () => {
    if (!file || !mapping || step.name !== "check") return;
    const back = step;
    setError(null);
    setStep({ name: "uploading", percent: 0, label: "Importing…" });
    try {
      const result = await postImportFile<ImportResult>("/project/import", file, mapping, (percent) =>
        setStep({ name: "uploading", percent, label: percent >= 100 ? "Writing projects…" : "Uploading…" }),
      );
      await queryClient.invalidateQueries({ queryKey: projectKeys.all(companyUid) });
      setStep({ name: "result", result });
    } catch (e) {
      setError(e instanceof ApiClientError ? e.message : errorMessage(e));
      setStep(back);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (step.name === "uploading") return;
        setOpen(next);
        if (!next) reset();
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" data-testid="import-open">
          <UploadIcon />
          Import
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-3xl" data-testid="import-dialog">
        <DialogHeading title="Import projects" description={descriptions[step.name]} />

        {error && (
          <Alert variant="destructive" data-testid="import-error">
            <AlertDescription>{error}</AlertDescription>
          </Alert>
        )}

        {step.name === "file" && (
          <label
            className="grid cursor-pointer place-items-center gap-2 rounded-lg border border-dashed p-8 text-center text-sm hover:bg-accent/50 focus-within:ring-2 focus-within:ring-ring"
            onDragOver={(e) => e.preventDefault()}
            onDrop={(e) => {
              e.preventDefault();
              const dropped = e.dataTransfer.files[0];
              if (dropped) {
                setFile(dropped);
                void preview(dropped, null, "map");
              }
            }}
          >
            <UploadIcon className="size-6 text-muted-foreground" aria-hidden />
            <span>
              <strong>Choose a file</strong> or drop it here
            </span>
            <span className="text-muted-foreground text-xs">
              .csv or .xlsx · the mapping you used last is remembered
            </span>
            <input
              ref={input}
              type="file"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              className="sr-only"
              data-testid="import-file"
              onChange={(e) => {
                const chosen = e.target.files?.[0];
                if (chosen) {
                  setFile(chosen);
                  void preview(chosen, null, "map");
                }
              }}
            />
          </label>
        )}

        {step.name === "uploading" && (
          <div className="grid gap-2 py-6" aria-live="polite">
            <p className="flex items-center gap-2 text-sm">
              <Spinner />
              {step.label}
            </p>
            <Progress value={step.percent} label={step.label} />
          </div>
        )}

        {step.name === "map" && mapping && (
          <MappingStep preview={step.preview} mapping={mapping} onChange={setMapping} />
        )}
        {step.name === "check" && <PreviewStep preview={step.preview} />}

        {step.name === "result" && (
          <div
            className="grid place-items-center gap-2 py-6 text-center"
            data-testid="import-result"
            aria-live="polite"
          >
            <CheckCircle2Icon className="size-8 text-primary" aria-hidden />
            <p className="font-medium">
              Imported {step.result.projects.toLocaleString("en-US")} projects,{" "}
              {step.result.records.toLocaleString("en-US")} records and{" "}
              {step.result.cost_lines.toLocaleString("en-US")} cost lines
            </p>
            <p className="text-muted-foreground text-sm">
              Total {formatCurrency(step.result.total_cents, { cents: true })}
            </p>
          </div>
        )}

        <DialogFooter className="gap-2">
          {(step.name === "map" || step.name === "check") && (
            <Button variant="ghost" onClick={reset}>
              Choose another file
            </Button>
          )}
          {step.name === "map" && file && (
            <Button onClick={() => void preview(file, mapping, "check")} data-testid="import-check">
              Check rows
            </Button>
          )}
          {step.name === "check" && (
            <>
              <Button variant="outline" onClick={() => setStep({ name: "map", preview: step.preview })}>
                Back to mapping
              </Button>
              <Button
                onClick={() => void run()}
                disabled={step.preview.summary.error_count > 0}
                data-testid="import-run"
              >
                Import {step.preview.summary.records.toLocaleString("en-US")} records
              </Button>
            </>
          )}
          {step.name === "result" && (
            <Button
              onClick={() => {
                setOpen(false);
                reset();
              }}
            >
              Close
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
