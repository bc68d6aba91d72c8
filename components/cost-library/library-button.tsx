"use client";

// The editor's way into the cost library: a toolbar button and Alt+L anywhere in the editor.
import { LibraryIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import type { EditorStore } from "@/lib/client/estimate-editor/store";
import { LibraryDialog } from "./library-dialog";

type Props = { store: EditorStore; estimateUid: string; onReload: () => void };

export function LibraryButton({ store, estimateUid, onReload }: Props) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey && !e.ctrlKey && !e.metaKey && e.code === "KeyL") {
        e.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)} title="Cost library (Alt+L)">
        <LibraryIcon aria-hidden="true" />
        Library
      </Button>
      <LibraryDialog
        open={open}
        onClose={() => setOpen(false)}
        store={store}
        estimateUid={estimateUid}
        onReload={onReload}
      />
    </>
  );
}
