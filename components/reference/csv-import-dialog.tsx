"use client";

import { Upload } from "lucide-react";
import { type ReactNode, useEffect, useId, useState } from "react";
import { DialogHeading } from "@/components/shared/dialog-heading";
import { ApiFormElement, SubmitButton } from "@/components/shared/form-kit";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { ApiClientError, api, errorMessage } from "@/lib/client/api";
import { useApiForm } from "@/lib/client/use-api-form";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** The columns, shown as a one-line example the user can copy. */
  template: string;
  path: string;
  /** Sent with the CSV (the series to import into, a name …). */
  extra?: Record<string, unknown>;
  headers?: Record<string, string>;
  /** Fields the caller adds above the file (a name for a new series). */
  children?: ReactNode;
  onImported: (result: { imported: number }) => Promise<void> | void;
};

type ImportValues = { csv: string; mode: "merge" | "replace" };

/** The server's row errors listed one by one; other field errors named; else its message. */
function importFailure(error: unknown): { message: string; rows: string[] } {
  const fieldErrors = error instanceof ApiClientError ? Object.entries(error.errors ?? {}) : [];
  const rows = fieldErrors.filter(([key]) => key.startsWith("row_")).map(([, message]) => message);
  const other = fieldErrors.filter(([key]) => !key.startsWith("row_") && key !== "csv");
  const message = other.length ? other.map(([key, m]) => `${key}: ${m}`).join(" · ") : errorMessage(error);
  // Several bad rows: a count, then each row's message (the server's message repeats the first).
  if (rows.length > 1) return { message: `${rows.length} rows have errors:`, rows };
  return { message, rows: [] };
}

/**
 * Paste CSV or pick a file; the server checks every row and imports all or none. Row errors come back
 * as "Row 4: value must be a positive number" and are listed here.
 */
export function CsvImportDialog(props: Props) {
  const { open, onOpenChange, title, description, template, path, extra, headers, children, onImported } =
    props;
  const [rows, setRows] = useState<string[]>([]);
  const id = useId();
  const kit = useApiForm({
    defaultValues: { csv: "", mode: "merge" } as ImportValues,
    submit: (values: ImportValues) =>
      api<{ imported: number }>(path, { method: "POST", body: { ...values, ...extra }, headers }),
    onSuccess: async (result) => {
      await onImported(result);
      onOpenChange(false);
    },
    onError: (error) => {
      const failure = importFailure(error);
      setRows(failure.rows);
      return failure.message;
    },
  });
  const { restart } = kit;
  useEffect(() => {
    if (!open) return;
    restart();
    setRows([]);
  }, [open, restart]);

  async function readFile(file: File | undefined) {
    if (!file) return;
    kit.setValue("csv", await file.text());
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !kit.pending && onOpenChange(next)}>
      <DialogContent className="sm:max-w-xl">
        <ApiFormElement kit={kit} className="grid min-w-0 grid-cols-1 gap-4">
          <DialogHeading title={title} description={description} />
          {children}
          <div className="grid gap-2">
            <Label htmlFor={`${id}-file`}>CSV file</Label>
            <Input
              id={`${id}-file`}
              type="file"
              accept=".csv,text/csv,text/plain"
              onChange={(e) => readFile(e.target.files?.[0])}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-text`}>Or paste the rows</Label>
            <Textarea
              id={`${id}-text`}
              {...kit.register("csv")}
              rows={6}
              placeholder={template}
              className="font-mono text-xs"
              aria-describedby={`${id}-help`}
            />
            <p id={`${id}-help`} className="text-muted-foreground text-xs">
              First row: the column names, e.g. <code className="font-mono">{template.split("\n")[0]}</code>.
              Rows are numbered as in a spreadsheet (the header is row 1).
            </p>
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-mode`}>Existing rows</Label>
            <NativeSelect id={`${id}-mode`} {...kit.register("mode")}>
              <option value="merge">Keep them; add and update the rows in the file</option>
              <option value="replace">Replace them with the rows in the file</option>
            </NativeSelect>
          </div>
          {kit.serverError && (
            <Alert variant="destructive" data-testid="form-server-error">
              <AlertTitle>Nothing was imported</AlertTitle>
              <AlertDescription>
                <p>{kit.serverError}</p>
                {rows.length > 0 && (
                  <ul
                    className="mt-1 max-h-40 list-disc overflow-y-auto pl-4"
                    data-testid="import-row-errors"
                  >
                    {rows.map((row) => (
                      <li key={row}>{row}</li>
                    ))}
                  </ul>
                )}
              </AlertDescription>
            </Alert>
          )}
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              onClick={() => onOpenChange(false)}
              disabled={kit.pending}
            >
              Cancel
            </Button>
            <SubmitButton kit={kit} disabled={kit.watch("csv").trim() === ""}>
              {!kit.pending && <Upload />}
              Import
            </SubmitButton>
          </DialogFooter>
        </ApiFormElement>
      </DialogContent>
    </Dialog>
  );
}
