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
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { ApiClientError, api, errorMessage } from "@/lib/client/api";
import type { UnitDto } from "@/lib/contract/reference";
import { unitKindLabels, unitKinds } from "./unit-kinds";

type Props = {
  open: boolean;
  onClose: () => void;
  onSaved: (unit: UnitDto) => Promise<void>;
};

/** Adds a company unit of measure; the server refuses a built-in code with a message shown here. */
export function UnitDialog({ open, onClose, onSaved }: Props) {
  const id = useId();
  const [code, setCode] = useState("");
  const [name, setName] = useState("");
  const [kind, setKind] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (!open) return;
    setCode("");
    setName("");
    setKind("");
    setErrors({});
    setMessage(null);
  }, [open]);

  async function save(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    setErrors({});
    setMessage(null);
    try {
      const unit = await api<UnitDto>("/reference/unit", {
        method: "POST",
        body: { code, name, kind: kind || null },
      });
      await onSaved(unit);
      onClose();
    } catch (e) {
      if (e instanceof ApiClientError && e.errors) setErrors(e.errors);
      else setMessage(errorMessage(e));
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !next && !pending && onClose()}>
      <DialogContent>
        <form onSubmit={save} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Add a unit</DialogTitle>
            <DialogDescription>
              Company units appear beside the built-in list wherever a unit is chosen.
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-code`}>Code</Label>
            <Input
              id={`${id}-code`}
              value={code}
              onChange={(e) => setCode(e.target.value)}
              maxLength={12}
              autoCapitalize="characters"
              aria-invalid={errors.code ? true : undefined}
              aria-describedby={`${id}-code-hint ${id}-code-error`}
              className="font-mono uppercase"
            />
            <p id={`${id}-code-hint`} className="text-muted-foreground text-xs">
              Up to 12 letters and digits, e.g. M2 or PALLET. Saved in capitals.
            </p>
            <FieldError id={`${id}-code-error`} message={errors.code} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-name`}>Description</Label>
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
            <Label htmlFor={`${id}-kind`}>Measures (optional)</Label>
            <NativeSelect
              id={`${id}-kind`}
              value={kind}
              onChange={(e) => setKind(e.target.value)}
              aria-invalid={errors.kind ? true : undefined}
              aria-describedby={`${id}-kind-error`}
            >
              <option value="">Not specified</option>
              {unitKinds.map((k) => (
                <option key={k} value={k}>
                  {unitKindLabels[k]}
                </option>
              ))}
            </NativeSelect>
            <FieldError id={`${id}-kind-error`} message={errors.kind} />
          </div>
          {(message || errors._) && (
            <Alert variant="destructive">
              <AlertDescription>{message ?? errors._}</AlertDescription>
            </Alert>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending && <Spinner />}
              Add unit
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
