"use client";
// The editor's "Export" menu: the full budget or the saved view in use as CSV, XLSX or the client PDF (plain
// links to GET /api/v1/estimate/{uid}/export, which the browser downloads), and Print for the page itself.
import { Printer } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { exportTrigger } from "./editor-menu-triggers";

const FORMATS = [
  { format: "csv", label: "CSV" },
  { format: "xlsx", label: "Excel (XLSX)" },
  { format: "pdf", label: "PDF for the client" },
] as const;

export function ExportMenu({
  estimateUid,
  view,
  defaultOpen,
}: {
  estimateUid: string;
  view: { uid: string; name: string } | null;
  /** Mount open: its stand-in was clicked before it loaded (./editor-menus.tsx). */
  defaultOpen?: boolean;
}) {
  const href = (format: string, viewUid?: string) =>
    `/api/v1/estimate/${estimateUid}/export?format=${format}${viewUid ? `&view=${viewUid}` : ""}`;
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <Button {...exportTrigger()} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel>Full budget</DropdownMenuLabel>
        {FORMATS.map((f) => (
          <DropdownMenuItem key={f.format} asChild>
            <a href={href(f.format)} download data-testid={`export-${f.format}`}>
              {f.label}
            </a>
          </DropdownMenuItem>
        ))}
        {view ? (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuLabel className="truncate">View “{view.name}”</DropdownMenuLabel>
            {FORMATS.map((f) => (
              <DropdownMenuItem key={f.format} asChild>
                <a href={href(f.format, view.uid)} download data-testid={`export-view-${f.format}`}>
                  {f.label}
                </a>
              </DropdownMenuItem>
            ))}
          </>
        ) : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => window.print()} data-testid="export-print">
          <Printer /> Print…
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
