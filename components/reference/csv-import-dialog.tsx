"use client";

import { Upload } from "lucide-react";
import { type FormEvent, type ReactNode, useEffect, useId, useState } from "react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { ApiClientError, api, errorMessage } from "@/lib/client/api";

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

/**
 * Paste CSV or pick a file; the server checks every row and imports all or none. Row errors come back
 * as "Row 4: value must be a positive number" and are listed here.
 */
export function CsvImportDialog(props: Props) {
  const { open, onOpenChange, title, description, template, path, extra, headers, children, onImported } =
    props;
  const [csv, setCsv] = useState("");
  const [mode, setMode] = useState<"merge" | "replace">("merge");
  const [error, setError] = useState<{ message: string; rows: string[] } | null>(null);
  const [pending, setPending] = useState(false);
  const id = useId();

  useEffect(() => {
    if (open) {
      setCsv("");
      setError(null);
      setMode("merge");
    }
  }, [open]);

  async function readFile(file: File | undefined) {
    if (!file) return;
    setCsv(await file.text());
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      const result = await api<{ imported: number }>(path, {
        method: "POST",
        body: { csv, mode, ...extra },
        headers,
      });
      await onImported(result);
      onOpenChange(false);
    } catch (e) {
      const fieldErrors = e instanceof ApiClientError ? Object.entries(e.errors ?? {}) : [];
      const rows = fieldErrors.filter(([key]) => key.startsWith("row_")).map(([, message]) => message);
      const other = fieldErrors.filter(([key]) => !key.startsWith("row_") && key !== "csv");
      const message = other.length ? other.map(([key, m]) => `${key}: ${m}`).join(" · ") : errorMessage(e);
      // Several bad rows: a count, then each row's message (the server's message repeats the first).
      if (rows.length > 1) setError({ message: `${rows.length} rows have errors:`, rows });
      else setError({ message, rows: [] });
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent className="sm:max-w-xl">
        <form onSubmit={submit} className="grid min-w-0 grid-cols-1 gap-4">
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
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
              value={csv}
              onChange={(e) => setCsv(e.target.value)}
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
            <NativeSelect
              id={`${id}-mode`}
              value={mode}
              onChange={(e) => setMode(e.target.value as typeof mode)}
            >
              <option value="merge">Keep them; add and update the rows in the file</option>
              <option value="replace">Replace them with the rows in the file</option>
            </NativeSelect>
          </div>
          {error && (
            <Alert variant="destructive">
              <AlertTitle>Nothing was imported</AlertTitle>
              <AlertDescription>
                <p>{error.message}</p>
                {error.rows.length > 0 && (
                  <ul
                    className="mt-1 max-h-40 list-disc overflow-y-auto pl-4"
                    data-testid="import-row-errors"
                  >
                    {error.rows.map((row) => (
                      <li key={row}>{row}</li>
                    ))}
                  </ul>
                )}
              </AlertDescription>
            </Alert>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending || csv.trim() === ""}>
              {pending ? <Spinner /> : <Upload />}
              Import
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
