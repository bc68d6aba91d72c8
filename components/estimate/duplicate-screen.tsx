"use client";

import { useRouter } from "next/navigation";
import { type FormEvent, useState } from "react";
import { FormPageHeader } from "@/components/project/form/form-page-header";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { ApiClientError, errorMessage } from "@/lib/client/api";
import { type EstimateListItemDto, useEstimateMutations } from "@/lib/client/estimates";
import { EstimatePicker } from "./estimate-picker";

/** /estimate/duplicate: choose an estimate, name the copy, open it. */
export function DuplicateScreen({ companyUid }: { companyUid: string }) {
  const router = useRouter();
  const { duplicate } = useEstimateMutations(companyUid);
  const [source, setSource] = useState<EstimateListItemDto | null>(null);
  const [name, setName] = useState("");
  const [errors, setErrors] = useState<{ source?: string; name?: string; form?: string }>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const next: typeof errors = {};
    if (!source) next.source = "Choose the estimate to copy";
    if (!name.trim()) next.name = "Enter a name for the copy";
    setErrors(next);
    if (!source || !name.trim()) return;
    duplicate.mutate(
      { uid: source.uid, name: name.trim() },
      {
        onSuccess: (copy) => router.push(`/estimate/${copy.uid}`),
        onError: (e) =>
          setErrors(
            e instanceof ApiClientError && e.errors?.name
              ? { name: e.errors.name }
              : { form: errorMessage(e) },
          ),
      },
    );
  }

  const busy = duplicate.isPending || duplicate.isSuccess;
  return (
    <form
      onSubmit={submit}
      noValidate
      className="mx-auto grid w-full max-w-2xl gap-6"
      data-testid="duplicate-estimate"
    >
      <FormPageHeader
        title="Duplicate an estimate"
        description="A full copy — inputs, lines, markups and saved views — as a new draft under a new name."
        trail={[{ href: "/estimate", label: "Estimates" }]}
      />
      <div className="grid gap-2">
        <span className="font-medium text-sm">Estimate to copy</span>
        <EstimatePicker
          companyUid={companyUid}
          value={source?.uid ?? null}
          label="Estimate to copy"
          onChange={(e) => {
            setSource(e);
            setErrors((x) => ({ ...x, source: undefined, form: undefined }));
            // Suggest a name until the user types their own.
            if (!name.trim() || name.startsWith("Copy of ")) setName(`Copy of ${e.name}`.slice(0, 200));
          }}
        />
        <FieldError id="duplicate-source-error" message={errors.source} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="duplicate-copy-name">Name of the copy</Label>
        <Input
          id="duplicate-copy-name"
          value={name}
          maxLength={200}
          aria-invalid={Boolean(errors.name) || undefined}
          aria-describedby={errors.name ? "duplicate-copy-name-error" : undefined}
          onChange={(e) => {
            setName(e.target.value);
            setErrors((x) => ({ ...x, name: undefined, form: undefined }));
          }}
        />
        <FieldError id="duplicate-copy-name-error" message={errors.name} />
      </div>
      <FieldError id="duplicate-form-error" message={errors.form} />
      <div className="flex flex-wrap justify-end gap-2 border-t pt-4">
        <Button type="button" variant="outline" onClick={() => router.push("/estimate")}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy && <Spinner />}
          Duplicate and open
        </Button>
      </div>
    </form>
  );
}
