"use client";

// The editor's ways into the cost library: a toolbar button and Alt+L anywhere in the editor (the search
// dialog), and a toggle for the side panel to browse and drag from. On a phone, one button opens the panel
// as a sheet.
import { LibraryIcon, PanelRight } from "lucide-react";
import { useEffect, useState } from "react";
import { lazyDialog } from "@/components/feedback/lazy-with-retry";
import { Button } from "@/components/ui/button";
import type { EditorStore } from "@/lib/client/estimate-editor/store";
import type { LibraryPanelProps } from "./library-panel";
import type { LibraryDialogProps } from "./library-search-dialog";

// Both load on first open (Alt+L or a click), not with the grid.
const LibraryDialog = lazyDialog<LibraryDialogProps>(
  () => import("./library-search-dialog").then((m) => ({ default: m.LibraryDialog })),
  (p) => p.open,
);
const LibraryPanel = lazyDialog<LibraryPanelProps>(
  () => import("./library-panel").then((m) => ({ default: m.LibraryPanel })),
  (p) => p.open,
);

type Props = { store: EditorStore; estimateUid: string; onReload: () => void; phone?: boolean };

/** The grid's current cell, when the grid has focus: its line (if any) and, for a code or description, its text. */
function gridTarget(): { rowKey: string | null; text: string } {
  const grid = document.querySelector<HTMLElement>('[data-testid="budget-grid"]');
  if (!grid?.contains(document.activeElement)) return { rowKey: null, text: "" };
  const id = grid.getAttribute("aria-activedescendant");
  const cell = id ? document.getElementById(id) : null;
  const rowKey = cell?.closest<HTMLElement>("[data-row-key]")?.dataset.rowKey ?? null;
  const col = cell?.dataset.col;
  const text = col === "cost_code" || col === "description" ? (cell?.textContent ?? "").trim() : "";
  return { rowKey, text };
}

export function LibraryButton({ store, estimateUid, onReload, phone = false }: Props) {
  const [open, setOpen] = useState(false);
  const [panel, setPanel] = useState(false);
  const [target, setTarget] = useState<{ rowKey: string | null; text: string }>({ rowKey: null, text: "" });
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey && !e.ctrlKey && !e.metaKey && e.code === "KeyL") {
        e.preventDefault();
        setTarget(gridTarget());
        setOpen(true);
      }
    };
    if (phone) return;
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [phone]);
  const panelProps = { store, estimateUid, onReload, phone, open: panel, onClose: () => setPanel(false) };
  if (phone) {
    return (
      <>
        <Button variant="outline" size="sm" onClick={() => setPanel(true)}>
          <LibraryIcon aria-hidden="true" />
          Library
        </Button>
        <LibraryPanel {...panelProps} />
      </>
    );
  }
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        onClick={() => {
          setTarget({ rowKey: null, text: "" });
          setOpen(true);
        }}
        title="Cost library (Alt+L)"
      >
        <LibraryIcon aria-hidden="true" />
        Library
      </Button>
      <Button
        variant={panel ? "secondary" : "outline"}
        size="sm"
        aria-pressed={panel}
        onClick={() => setPanel(!panel)}
        title="Library panel: browse and drag items onto the grid"
      >
        <PanelRight aria-hidden="true" />
        Library panel
      </Button>
      <LibraryPanel {...panelProps} />
      <LibraryDialog
        open={open}
        onClose={() => setOpen(false)}
        store={store}
        estimateUid={estimateUid}
        onReload={onReload}
        target={target}
      />
    </>
  );
}
