"use client";

import { type QueryKey, useQueryClient } from "@tanstack/react-query";
import { Pencil, Plus, Trash2, Upload } from "lucide-react";
import { Fragment, type ReactNode, useState } from "react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { ApiClientError, api, errorMessage } from "@/lib/client/api";
import { ifMatch } from "@/lib/client/settings";
import { toast } from "@/lib/client/use-toast";
import { errorsByRow } from "./number-cell";

type Options<D> = {
  /** The query holding the versioned table; refreshed after saving or cancelling. */
  queryKey: QueryKey;
  /** The endpoint the whole table is PUT to. */
  path: string;
  /** The body field holding the rows; row errors come back under it. */
  field: string;
  /** What the rows are called in the "saved" toast ("escalation rates"). */
  noun: string;
  version: number;
  toBody: (draft: D) => unknown;
};

/**
 * Whole-table editing of a versioned reference table: drafts while editing, one PUT with If-Match,
 * and the server's row errors shown next to the rows they belong to.
 */
export function useTableDrafts<D extends { is_sample: boolean }>(options: Options<D>) {
  const queryClient = useQueryClient();
  const [drafts, setDrafts] = useState<D[] | null>(null);
  const [errors, setErrors] = useState<Map<number, string>>(new Map());
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: options.queryKey });

  /** An edited row is the company's own, no longer sample data. */
  function edit(index: number, patch: Partial<D>) {
    setDrafts((current) =>
      current ? current.map((d, i) => (i === index ? { ...d, ...patch, is_sample: false } : d)) : null,
    );
  }

  function cancel() {
    setDrafts(null);
    setErrors(new Map());
    setMessage(null);
    void refresh();
  }

  async function save() {
    if (!drafts) return;
    setSaving(true);
    setErrors(new Map());
    setMessage(null);
    try {
      const rows = drafts.map(options.toBody);
      await api(options.path, {
        method: "PUT",
        body: { [options.field]: rows },
        headers: ifMatch(options.version),
      });
      toast({ title: "Saved", description: `${rows.length} ${options.noun} saved.` });
      setDrafts(null);
      await refresh();
    } catch (e) {
      const rowErrors = errorsByRow(options.field, e instanceof ApiClientError ? e.errors : undefined);
      setErrors(rowErrors);
      setMessage(saveFailure(e, rowErrors.size));
    } finally {
      setSaving(false);
    }
  }

  return { drafts, setDrafts, errors, message, saving, refresh, edit, cancel, save };
}

function saveFailure(e: unknown, rowErrorCount: number): string {
  if (e instanceof ApiClientError && e.status === 412) {
    return "Someone else changed the table. Cancel to see their version, then edit again.";
  }
  if (rowErrorCount > 0) {
    return `${rowErrorCount} ${rowErrorCount === 1 ? "row needs" : "rows need"} a fix; nothing was saved.`;
  }
  return errorMessage(e);
}

type Editor<D extends { is_sample: boolean }> = ReturnType<typeof useTableDrafts<D>>;

/** The two buttons that start a change of the whole table: a CSV import or editing in place. */
export function TableActions(props: { onImport: () => void; onEdit: () => void }) {
  return (
    <>
      <Button variant="outline" onClick={props.onImport}>
        <Upload />
        Import CSV
      </Button>
      <Button onClick={props.onEdit}>
        <Pencil />
        Edit table
      </Button>
    </>
  );
}

/** The table being edited: its column heads plus one for the remove buttons, a row per draft, then the footer. */
export function DraftTable<D extends { is_sample: boolean }>(props: {
  heads: ReactNode;
  columns: number;
  editor: Editor<D>;
  cells: (draft: D, index: number) => ReactNode;
  addLabel: string;
  onAdd: () => void;
}) {
  const { drafts, setDrafts, errors } = props.editor;
  return (
    <div className="grid min-w-0 grid-cols-1 gap-3">
      <div className="rounded-lg border">
        <Table>
          <TableHeader>
            <TableRow>
              {props.heads}
              <TableHead className="w-12">
                <span className="sr-only">Remove</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {(drafts ?? []).map((d, i) => (
              <DraftRow
                key={i}
                index={i}
                columns={props.columns}
                error={errors.get(i)}
                onRemove={() => setDrafts((drafts ?? []).filter((_, j) => j !== i))}
              >
                {props.cells(d, i)}
              </DraftRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <DraftFooter editor={props.editor} addLabel={props.addLabel} onAdd={props.onAdd} />
    </div>
  );
}

/** One draft row: its cells, a remove button, and the server's error for it underneath. */
function DraftRow(props: {
  index: number;
  columns: number;
  error: string | undefined;
  onRemove: () => void;
  children: ReactNode;
}) {
  const row = props.index + 1;
  return (
    <Fragment>
      <TableRow>
        {props.children}
        <TableCell>
          <Button variant="ghost" size="icon" aria-label={`Remove row ${row}`} onClick={props.onRemove}>
            <Trash2 />
          </Button>
        </TableCell>
      </TableRow>
      {props.error !== undefined && (
        <TableRow className="hover:bg-transparent">
          <TableCell colSpan={props.columns} className="whitespace-normal pt-0 text-destructive text-sm">
            Row {row}: {props.error}
          </TableCell>
        </TableRow>
      )}
    </Fragment>
  );
}

/** Below the draft table: the save failure, an add button, Cancel and Save. */
function DraftFooter(props: {
  editor: Pick<Editor<{ is_sample: boolean }>, "message" | "saving" | "cancel" | "save">;
  addLabel: string;
  onAdd: () => void;
}) {
  const { message, saving, cancel, save } = props.editor;
  return (
    <>
      {message && (
        <Alert variant="destructive">
          <AlertDescription>{message}</AlertDescription>
        </Alert>
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={props.onAdd}>
          <Plus />
          {props.addLabel}
        </Button>
        <div className="flex-1" />
        <Button variant="outline" onClick={cancel} disabled={saving}>
          Cancel
        </Button>
        <Button onClick={save} disabled={saving}>
          {saving && <Spinner />}
          Save table
        </Button>
      </div>
    </>
  );
}
