"use client";

import type { ReactNode } from "react";
import { DialogHeading } from "@/components/shared/dialog-heading";
import { ApiFormElement, FormMessage, SubmitButton } from "@/components/shared/form-kit";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter } from "@/components/ui/dialog";
import { ApiClientError } from "@/lib/client/api";
import type { FieldValues } from "@/lib/client/form-store/paths";
import type { ApiForm } from "@/lib/client/use-api-form";

/**
 * A dialog holding one form: title and description, the fields, the server's message, then Cancel and
 * submit. It does not close while the form is sending.
 */
export function FormDialog<T extends FieldValues>(props: {
  open: boolean;
  onClose: () => void;
  kit: ApiForm<T>;
  title: ReactNode;
  description: ReactNode;
  submitLabel: ReactNode;
  children: ReactNode;
}) {
  const { kit, onClose } = props;
  return (
    <Dialog open={props.open} onOpenChange={(open) => !open && !kit.pending && onClose()}>
      <DialogContent>
        <ApiFormElement kit={kit} className="grid gap-4">
          <DialogHeading title={props.title} description={props.description} />
          {props.children}
          <FormMessage kit={kit} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={kit.pending}>
              Cancel
            </Button>
            <SubmitButton kit={kit}>{props.submitLabel}</SubmitButton>
          </DialogFooter>
        </ApiFormElement>
      </DialogContent>
    </Dialog>
  );
}

/**
 * What an edit dialog does after sending: on success reload and close; when someone else changed the
 * record first (412) reload, so that the next try starts from their version.
 */
export function reloadAfterSave(onSaved: () => Promise<void>, onClose: () => void) {
  return {
    onSuccess: async () => {
      await onSaved();
      onClose();
    },
    onError: async (error: unknown) => {
      if (error instanceof ApiClientError && error.status === 412) await onSaved();
    },
  };
}
