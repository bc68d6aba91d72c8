"use client";

import { useEffect } from "react";
import {
  ApiFormElement,
  FormField,
  FormMessage,
  FormTextarea,
  SubmitButton,
} from "@/components/shared/form-kit";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import type { NewsItem } from "@/lib/client/news";
import { useApiForm } from "@/lib/client/use-api-form";
import { todayIso } from "@/lib/domain/news";
import { type NewsFields, newsFields } from "@/lib/domain/news-fields";

export type NewsFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The item to edit; none to add a new one. */
  item?: NewsItem;
  onSubmit: (fields: NewsFields) => Promise<unknown>;
};

const cell = "grid content-start gap-2";
const empty = (): NewsFields => ({ date: todayIso(), title: "", description: "" });

/** Add or edit a news item (staff). Validates on submit, then on every change, like every form. */
export function NewsFormDialog({ open, onOpenChange, item, onSubmit }: NewsFormDialogProps) {
  const kit = useApiForm({
    schema: newsFields,
    defaultValues: empty(),
    submit: onSubmit,
    onSuccess: () => onOpenChange(false),
  });
  const { restart } = kit;
  useEffect(() => {
    if (!open) return;
    restart(item ? { date: item.date, title: item.title, description: item.description } : empty());
  }, [open, item, restart]);

  return (
    <Dialog open={open} onOpenChange={(next) => !kit.pending && onOpenChange(next)}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{item ? "Edit update" : "Add update"}</DialogTitle>
          <DialogDescription>
            Every signed-in user sees product updates on the Updates page.
          </DialogDescription>
        </DialogHeader>
        <ApiFormElement kit={kit} className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
            <FormField kit={kit} name="date" id="news-date" label="Date" type="date" fieldClassName={cell} />
            <FormField
              kit={kit}
              name="title"
              id="news-title"
              label="Title"
              maxLength={200}
              fieldClassName={cell}
            />
          </div>
          <FormTextarea
            kit={kit}
            name="description"
            id="news-description"
            label="Description"
            rows={8}
            className="max-h-[40dvh] font-mono text-xs"
            hint={
              <p className="text-muted-foreground text-xs">
                HTML: &lt;p&gt;, &lt;strong&gt;, &lt;em&gt;, &lt;ul&gt;/&lt;ol&gt;/&lt;li&gt;, &lt;a href&gt;,
                &lt;code&gt;, &lt;h3&gt;, &lt;h4&gt;, &lt;br&gt;. Anything else is removed when saved.
              </p>
            }
          />
          <FormMessage kit={kit} />
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              disabled={kit.pending}
              onClick={() => onOpenChange(false)}
            >
              Cancel
            </Button>
            <SubmitButton kit={kit}>{item ? "Save changes" : "Add update"}</SubmitButton>
          </DialogFooter>
        </ApiFormElement>
      </DialogContent>
    </Dialog>
  );
}
