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
import type { BuildingTypeDto } from "@/lib/client/reference";
import { ifMatch } from "@/lib/client/settings";

export type BuildingTypeTarget = { type: BuildingTypeDto | null; parentUid: string | null } | null;

type Props = {
  target: BuildingTypeTarget;
  categories: BuildingTypeDto[];
  onClose: () => void;
  onSaved: () => Promise<void>;
};

/** Add or rename a building type, or move a type to another category (two levels). */
export function BuildingTypeDialog({ target, categories, onClose, onSaved }: Props) {
  const id = useId();
  const [name, setName] = useState("");
  const [parentUid, setParentUid] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const editing = target?.type ?? null;

  useEffect(() => {
    if (!target) return;
    setName(target.type?.name ?? "");
    setParentUid(target.type ? (target.type.parent_uid ?? "") : (target.parentUid ?? ""));
    setErrors({});
    setMessage(null);
  }, [target]);

  async function save(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    setErrors({});
    setMessage(null);
    const body = { name, parent_uid: parentUid || null };
    try {
      if (editing) {
        await api(`/reference/building-type/${editing.uid}`, {
          method: "PUT",
          body,
          headers: ifMatch(editing.version),
        });
      } else {
        await api("/reference/building-type", { method: "POST", body });
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

  // A category that has types stays a category; others may move under any other category.
  const choices = categories.filter((c) => c.uid !== editing?.uid);
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent>
        <form onSubmit={save} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{editing ? `Edit ${editing.name}` : "Add a building type"}</DialogTitle>
            <DialogDescription>Two levels: a category (Office) and its types (Mid-rise).</DialogDescription>
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
            <Label htmlFor={`${id}-parent`}>Category</Label>
            <NativeSelect
              id={`${id}-parent`}
              value={parentUid}
              onChange={(e) => setParentUid(e.target.value)}
              aria-describedby={`${id}-parent-error`}
            >
              <option value="">None (this is a category)</option>
              {choices.map((c) => (
                <option key={c.uid} value={c.uid}>
                  {c.name}
                </option>
              ))}
            </NativeSelect>
            <FieldError id={`${id}-parent-error`} message={errors.parent_uid} />
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
              Save
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
