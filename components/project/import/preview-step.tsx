"use client";

import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import type { ImportPreviewDto as ImportPreview } from "@/lib/contract/project";
import { formatCurrency } from "@/lib/domain/money-format";
import { cn } from "@/lib/utils";

/** The summary, every row error, and the first rows with the bad ones highlighted. */
export function PreviewStep({ preview }: { preview: ImportPreview }) {
  const s = preview.summary;
  const messages = new Map<number, string[]>();
  for (const e of preview.errors) messages.set(e.row, [...(messages.get(e.row) ?? []), e.message]);
  const bad = s.error_count > 0;
  return (
    <div className="grid gap-4">
      {bad ? (
        <Alert variant="destructive" data-testid="import-errors">
          <AlertTitle>
            {s.error_count === 1 ? "1 problem" : `${s.error_count} problems`} — nothing will be imported
          </AlertTitle>
          <AlertDescription>
            <ul className="mt-1 grid max-h-40 list-disc gap-0.5 overflow-y-auto pl-4">
              {preview.errors.map((e) => (
                <li key={`${e.row}-${e.message}`}>{e.message}</li>
              ))}
            </ul>
            <p className="mt-2">Fix the file and choose it again, or change the mapping.</p>
          </AlertDescription>
        </Alert>
      ) : (
        <p className="text-sm" data-testid="import-summary">
          {s.rows.toLocaleString("en-US")} rows → <strong>{s.projects.toLocaleString("en-US")}</strong>{" "}
          projects, <strong>{s.records.toLocaleString("en-US")}</strong> records,{" "}
          <strong>{s.cost_lines.toLocaleString("en-US")}</strong> cost lines, total{" "}
          <strong>{formatCurrency(s.total_cents, { cents: true })}</strong>.
        </p>
      )}
      <div className="max-h-80 overflow-auto rounded-md border">
        <table className="w-full text-xs">
          <thead className="sticky top-0 bg-muted">
            <tr>
              <th scope="col" className="px-2 py-1 text-left font-medium">
                Row
              </th>
              {preview.columns.map((c) => (
                <th key={c.header} scope="col" className="whitespace-nowrap px-2 py-1 text-left font-medium">
                  {c.header}
                  <span className="block font-normal text-muted-foreground">{c.target_label}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {preview.rows.map((r) => (
              <tr
                key={r.row}
                className={cn("border-t", r.error && "bg-destructive/10")}
                data-error={r.error || undefined}
                title={messages.get(r.row)?.join("\n")}
              >
                <th
                  scope="row"
                  className={cn("px-2 py-1 text-left tabular-nums", r.error && "text-destructive")}
                >
                  {r.row}
                </th>
                {preview.columns.map((c, i) => (
                  <td key={c.header} className="max-w-48 truncate whitespace-nowrap px-2 py-1">
                    {r.cells[i] ?? ""}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {preview.rows.length < s.rows && (
        <p className="text-muted-foreground text-xs">
          Showing {preview.rows.length.toLocaleString("en-US")} of {s.rows.toLocaleString("en-US")} rows (the
          first rows and every row with a problem).
        </p>
      )}
    </div>
  );
}
