"use client";

import { FileUpIcon } from "lucide-react";
import { type ComponentProps, useState } from "react";
import { lazyWithRetry, useMountedOnceOpen } from "@/components/feedback/lazy-with-retry";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import type { InputsImportDialog as InputsDialog } from "./inputs-import-dialog";
import type { LinesImportDialog as LinesDialog } from "./lines-import-dialog";

// The dialogs load when first opened.
const InputsImportDialog = lazyWithRetry<ComponentProps<typeof InputsDialog>>(() =>
  import("./inputs-import-dialog").then((m) => ({ default: m.InputsImportDialog })),
);
const LinesImportDialog = lazyWithRetry<ComponentProps<typeof LinesDialog>>(() =>
  import("./lines-import-dialog").then((m) => ({ default: m.LinesImportDialog })),
);

/**
 * The editor's "Import" menu: inputs from CSV, budget lines from CSV/XLSX or a pasted sheet. It loads on first
 * use (components/estimate/editor/editor-menus.tsx), and mounts open when its stand-in was clicked first.
 */
export function ImportMenu({ estimateUid, defaultOpen }: { estimateUid: string; defaultOpen?: boolean }) {
  const [open, setOpen] = useState<"inputs" | "lines" | null>(null);
  const inputsMounted = useMountedOnceOpen(open === "inputs");
  const linesMounted = useMountedOnceOpen(open === "lines");
  // An applied import changes what the editor holds: open the estimate afresh.
  const reload = () => window.location.reload();
  return (
    <>
      <DropdownMenu defaultOpen={defaultOpen}>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="sm" data-testid="import-menu">
            <FileUpIcon /> Import
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => setOpen("inputs")}>Inputs from CSV…</DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setOpen("lines")}>
            Budget lines from CSV or XLSX…
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {inputsMounted && (
        <InputsImportDialog
          estimateUid={estimateUid}
          open={open === "inputs"}
          onOpenChange={(o) => setOpen(o ? "inputs" : null)}
          onApplied={reload}
        />
      )}
      {linesMounted && (
        <LinesImportDialog
          estimateUid={estimateUid}
          open={open === "lines"}
          onOpenChange={(o) => setOpen(o ? "lines" : null)}
          onApplied={reload}
        />
      )}
    </>
  );
}
