"use client";

import { DownloadIcon, FileSpreadsheetIcon, FileTextIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { LazyDropdownMenu } from "@/components/ui/lazy-menu";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/client/api";
import { toast } from "@/lib/client/use-toast";
import { formatFileSize } from "@/lib/domain/file-size";
import { filtersToSearchParams, hasActiveFilters, type RecordFilters } from "@/lib/domain/project/filters";

/** CSV or XLSX of every record the current filter matches (all pages), in the import's layout. */
export function ExportMenu({ filters }: { filters: Partial<RecordFilters> }) {
  const [busy, setBusy] = useState<string | null>(null);
  const run = async (format: "csv" | "xlsx") => {
    const params = filtersToSearchParams(
      { ...filters, cursor: undefined, limit: undefined },
      { omitCursor: true },
    );
    params.set("format", format);
    setBusy("Exporting…");
    try {
      // The streaming download is loaded on the first export, not with the page.
      const { downloadExport } = await import("./transport");
      await downloadExport(params.toString(), (bytes) => setBusy(`Exporting… ${formatFileSize(bytes)}`));
    } catch (error) {
      toast({ title: "Error", description: errorMessage(error), variant: "destructive" });
    } finally {
      setBusy(null);
    }
  };
  return (
    <LazyDropdownMenu
      trigger={
        <Button variant="outline" disabled={busy !== null} data-testid="export-menu">
          {busy ? <Spinner /> : <DownloadIcon />}
          <span aria-live="polite">{busy ?? "Export"}</span>
        </Button>
      }
    >
      {(ui) => (
        <ui.DropdownMenuContent align="end">
          <ui.DropdownMenuLabel className="font-normal text-muted-foreground text-xs">
            {hasActiveFilters(filters) ? "Records matching the filter" : "All records"}
          </ui.DropdownMenuLabel>
          <ui.DropdownMenuSeparator />
          <ui.DropdownMenuItem onSelect={() => void run("csv")}>
            <FileTextIcon />
            CSV (.csv)
          </ui.DropdownMenuItem>
          <ui.DropdownMenuItem onSelect={() => void run("xlsx")}>
            <FileSpreadsheetIcon />
            Excel (.xlsx)
          </ui.DropdownMenuItem>
        </ui.DropdownMenuContent>
      )}
    </LazyDropdownMenu>
  );
}
