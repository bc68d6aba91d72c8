"use client";

import { ConfirmDialog } from "@/components/settings/confirm-dialog";

/** Asks before deleting `target` (open while there is one); closes whether or not the delete worked. */
export function DeleteConfirm<T>(props: {
  target: T | null;
  onDone: () => void;
  remove: (target: T) => Promise<void>;
  title: (target: T) => string;
  description: string;
}) {
  const { target, onDone } = props;
  return (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => !open && onDone()}
      title={target === null ? "" : props.title(target)}
      description={props.description}
      confirmLabel="Delete"
      destructive
      onConfirm={async () => {
        if (target !== null) await props.remove(target);
        onDone();
      }}
    />
  );
}
