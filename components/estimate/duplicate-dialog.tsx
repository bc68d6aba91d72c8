"use client";

import { useRouter } from "next/navigation";
import { type FormEvent, useEffect, useState } from "react";
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
import { ApiClientError, errorMessage } from "@/lib/client/api";
import { useEstimateMutations } from "@/lib/client/estimates";

type Source = { uid: string; name: string };

/** "Duplicate" asks for the copy's name, makes a full copy (inputs, lines, markups, views) and opens it. */
export function DuplicateDialog({
  companyUid,
  source,
  onOpenChange,
}: {
  companyUid: string;
  source: Source | null;
  onOpenChange: (open: boolean) => void;
}) {
  const router = useRouter();
  const { duplicate } = useEstimateMutations(companyUid);
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when another estimate is chosen
  useEffect(() => {
    if (source) {
      setName(`Copy of ${source.name}`.slice(0, 200));
      setError(null);
      duplicate.reset();
    }
  }, [source]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!source) return;
    if (!name.trim()) {
      setError("Enter a name for the copy");
      return;
    }
    duplicate.mutate(
      { uid: source.uid, name: name.trim() },
      {
        onSuccess: (copy) => router.push(`/estimate/${copy.uid}`),
        onError: (e) =>
          setError(e instanceof ApiClientError && e.errors?.name ? e.errors.name : errorMessage(e)),
      },
    );
  }

  return (
    <Dialog open={source !== null} onOpenChange={(open) => !duplicate.isPending && onOpenChange(open)}>
      <DialogContent className="sm:max-w-md">
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>Duplicate estimate</DialogTitle>
            <DialogDescription>
              A full copy of “{source?.name}” — inputs, lines, markups and saved views — as a new draft.
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-1.5">
            <Label htmlFor="duplicate-name">Name of the copy</Label>
            <Input
              id="duplicate-name"
              value={name}
              maxLength={200}
              autoFocus
              aria-invalid={Boolean(error) || undefined}
              aria-describedby={error ? "duplicate-name-error" : undefined}
              onChange={(e) => {
                setName(e.target.value);
                setError(null);
              }}
            />
            <FieldError id="duplicate-name-error" message={error} />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={duplicate.isPending || duplicate.isSuccess}>
              {(duplicate.isPending || duplicate.isSuccess) && <Spinner />}
              Duplicate
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
