"use client";

import { type FormEvent, useEffect, useId, useState } from "react";
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
import { ApiClientError, api, errorMessage } from "@/lib/client/api";
import type { CostIndexSummaryDto } from "@/lib/client/reference";
import { ifMatch } from "@/lib/client/settings";

type Props = { series: CostIndexSummaryDto | null; onClose: () => void; onSaved: () => Promise<void> };

/** Rename a series or change what its 100 means; the points change through CSV import. */
export function CostIndexDialog({ series, onClose, onSaved }: Props) {
  const id = useId();
  const [name, setName] = useState("");
  const [baseLabel, setBaseLabel] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (!series) return;
    setName(series.name);
    setBaseLabel(series.base_label);
    setErrors({});
    setMessage(null);
  }, [series]);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!series) return;
    setPending(true);
    setErrors({});
    setMessage(null);
    try {
      await api(`/reference/cost-index/${series.uid}`, {
        method: "PUT",
        body: { name, base_label: baseLabel },
        headers: ifMatch(series.version),
      });
      await onSaved();
      onClose();
    } catch (e) {
      if (e instanceof ApiClientError && e.errors) setErrors(e.errors);
      else setMessage(errorMessage(e));
      if (e instanceof ApiClientError && e.status === 412) await onSaved();
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog open={series !== null} onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent>
        <form onSubmit={save} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Edit cost index</DialogTitle>
            <DialogDescription>Its values change by importing a CSV file.</DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-name`}>Name</Label>
            <Input
              id={`${id}-name`}
              value={name}
              onChange={(e) => setName(e.target.value)}
              aria-invalid={errors.name ? true : undefined}
              aria-describedby={`${id}-name-error`}
            />
            <FieldError id={`${id}-name-error`} message={errors.name} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-base`}>Base</Label>
            <Input
              id={`${id}-base`}
              value={baseLabel}
              onChange={(e) => setBaseLabel(e.target.value)}
              placeholder="Jan 2015 = 100"
              aria-describedby={`${id}-base-error`}
            />
            <FieldError id={`${id}-base-error`} message={errors.base_label} />
          </div>
          {message && (
            <Alert variant="destructive">
              <AlertDescription>{message}</AlertDescription>
            </Alert>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending && <Spinner />}
              Save
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
