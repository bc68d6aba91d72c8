"use client";

// The editor's "Versions" button. The dialog (Radix Dialog, the list and its mutations) loads when first
// opened, not with the editor; it mounts afresh on every open, as it always has.
import { History } from "lucide-react";
import { type ComponentProps, useState } from "react";
import { lazyWithRetry } from "@/components/feedback/lazy-with-retry";
import { Button } from "@/components/ui/button";
import type { VersionsDialog as Dialog } from "./versions-dialog";

const VersionsDialog = lazyWithRetry<ComponentProps<typeof Dialog>>(() =>
  import("./versions-dialog").then((m) => ({ default: m.VersionsDialog })),
);

export function VersionsButton({ estimateUid, canEdit }: { estimateUid: string; canEdit: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)} data-testid="versions-button">
        <History /> Versions
      </Button>
      {open ? (
        <VersionsDialog estimateUid={estimateUid} canEdit={canEdit} open={open} onOpenChange={setOpen} />
      ) : null}
    </>
  );
}
