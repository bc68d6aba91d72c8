"use client";

import { type FormEvent, useEffect, useState } from "react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { ApiClientError, errorMessage } from "@/lib/client/api";
import type { NewsItem } from "@/lib/client/news";
import { type NewsFields, newsFields, todayIso } from "@/lib/domain/news";
import { fieldErrors } from "@/lib/domain/validation";

export type NewsFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The item to edit; none to add a new one. */
  item?: NewsItem;
  onSubmit: (fields: NewsFields) => Promise<unknown>;
};

const empty = (): NewsFields => ({ date: todayIso(), title: "", description: "" });

/** Add or edit a news item (staff). Validates on submit, then on every change, like every form. */
export function NewsFormDialog({ open, onOpenChange, item, onSubmit }: NewsFormDialogProps) {
  const [values, setValues] = useState<NewsFields>(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (!open) return;
    setValues(item ? { date: item.date, title: item.title, description: item.description } : empty());
    setErrors({});
    setSubmitted(false);
    setServerError(null);
  }, [open, item]);

  const validate = (next: NewsFields) => {
    const result = newsFields.safeParse(next);
    setErrors(result.success ? {} : fieldErrors(result.error));
    return result.success;
  };

  const change = (name: keyof NewsFields, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (submitted) validate(next);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    setServerError(null);
    if (!validate(values)) return;
    setPending(true);
    try {
      await onSubmit(values);
      onOpenChange(false);
    } catch (error) {
      if (error instanceof ApiClientError && error.errors) setErrors(error.errors);
      setServerError(errorMessage(error));
    } finally {
      setPending(false);
    }
  }

  const field = (name: keyof NewsFields) => ({
    id: `news-${name}`,
    value: values[name],
    "aria-invalid": Boolean(errors[name]),
    "aria-describedby": `news-${name}-error`,
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{item ? "Edit update" : "Add update"}</DialogTitle>
          <DialogDescription>
            Every signed-in user sees product updates on the Updates page.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
            <div className="grid content-start gap-2">
              <Label htmlFor="news-date">Date</Label>
              <Input type="date" {...field("date")} onChange={(e) => change("date", e.target.value)} />
              <FieldError id="news-date-error" message={errors.date} />
            </div>
            <div className="grid content-start gap-2">
              <Label htmlFor="news-title">Title</Label>
              <Input maxLength={200} {...field("title")} onChange={(e) => change("title", e.target.value)} />
              <FieldError id="news-title-error" message={errors.title} />
            </div>
          </div>
          <div className="grid gap-2">
            <Label htmlFor="news-description">Description</Label>
            <Textarea
              rows={8}
              className="max-h-[40dvh] font-mono text-xs"
              {...field("description")}
              onChange={(e) => change("description", e.target.value)}
            />
            <p className="text-muted-foreground text-xs">
              HTML: &lt;p&gt;, &lt;strong&gt;, &lt;em&gt;, &lt;ul&gt;/&lt;ol&gt;/&lt;li&gt;, &lt;a href&gt;,
              &lt;code&gt;, &lt;h3&gt;, &lt;h4&gt;, &lt;br&gt;. Anything else is removed when saved.
            </p>
            <FieldError id="news-description-error" message={errors.description} />
          </div>
          {serverError && (
            <Alert variant="destructive">
              <AlertDescription>{serverError}</AlertDescription>
            </Alert>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" disabled={pending} onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending && <Spinner />}
              {item ? "Save changes" : "Add update"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
