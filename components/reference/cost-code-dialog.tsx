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
import type { CostCodeDto } from "@/lib/client/reference";
import { ifMatch } from "@/lib/client/settings";
import {
  type Classification,
  classificationLabels,
  classifications,
} from "@/lib/domain/reference/cost-codes";

type Props = {
  /** null: closed; "new": add a code; a company code: edit it; a built-in: add an override of it. */
  target: "new" | CostCodeDto | null;
  onClose: () => void;
  onSaved: () => Promise<void>;
};

const codeHint: Record<Classification, string> = {
  masterformat: "e.g. 03 30 00 (033000 and 03-30-00 work too)",
  uniformat: "e.g. B20 or B2010",
  company: "Your own numbering, e.g. CONC-100",
};

export function CostCodeDialog({ target, onClose, onSaved }: Props) {
  const id = useId();
  const editing = target !== null && target !== "new" && target.source === "company" ? target : null;
  const overriding = target !== null && target !== "new" && target.source === "built_in" ? target : null;
  const [classification, setClassification] = useState<Classification>("masterformat");
  const [code, setCode] = useState("");
  const [title, setTitle] = useState("");
  const [division, setDivision] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (target === null) return;
    const from = target === "new" ? null : target;
    setClassification(from?.classification ?? "masterformat");
    setCode(from?.code ?? "");
    setTitle(from?.title ?? "");
    setDivision(from?.classification === "company" ? (from.division ?? "") : "");
    setErrors({});
    setMessage(null);
  }, [target]);

  async function save(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    setErrors({});
    setMessage(null);
    const divisionValue = classification === "company" ? division.trim() || null : undefined;
    try {
      if (editing) {
        await api(`/reference/cost-code/${editing.uid}`, {
          method: "PUT",
          body: { code, title, division: divisionValue },
          headers: ifMatch(editing.version ?? 1),
        });
      } else {
        await api("/reference/cost-code", {
          method: "POST",
          body: { classification, code, title, division: divisionValue },
        });
      }
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

  const heading = editing ? "Edit cost code" : overriding ? "Rename a built-in code" : "Add a cost code";
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent>
        <form onSubmit={save} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{heading}</DialogTitle>
            <DialogDescription>
              {overriding
                ? "A company code with the same number replaces the built-in title for your company."
                : "Company codes appear beside the built-in MasterFormat and UniFormat lists."}
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-class`}>Classification</Label>
            <NativeSelect
              id={`${id}-class`}
              value={classification}
              disabled={editing !== null || overriding !== null}
              onChange={(e) => setClassification(e.target.value as Classification)}
            >
              {classifications.map((c) => (
                <option key={c} value={c}>
                  {classificationLabels[c]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-code`}>Code</Label>
            <Input
              id={`${id}-code`}
              value={code}
              readOnly={overriding !== null}
              onChange={(e) => setCode(e.target.value)}
              aria-invalid={errors.code ? true : undefined}
              aria-describedby={`${id}-code-hint ${id}-code-error`}
              className="font-mono"
            />
            <p id={`${id}-code-hint`} className="text-muted-foreground text-xs">
              {codeHint[classification]}
            </p>
            <FieldError id={`${id}-code-error`} message={errors.code} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-title`}>Title</Label>
            <Input
              id={`${id}-title`}
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              aria-invalid={errors.title ? true : undefined}
              aria-describedby={`${id}-title-error`}
            />
            <FieldError id={`${id}-title-error`} message={errors.title} />
          </div>
          {classification === "company" && (
            <div className="grid gap-2">
              <Label htmlFor={`${id}-division`}>Rolls up to MasterFormat division (optional)</Label>
              <Input
                id={`${id}-division`}
                value={division}
                onChange={(e) => setDivision(e.target.value)}
                placeholder="03"
                inputMode="numeric"
                aria-invalid={errors.division ? true : undefined}
                aria-describedby={`${id}-division-error`}
                className="font-mono"
              />
              <FieldError id={`${id}-division-error`} message={errors.division} />
            </div>
          )}
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
              Save
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
