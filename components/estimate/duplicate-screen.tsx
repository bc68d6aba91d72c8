"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import {
  ApiFormElement,
  FormField,
  FormMessage,
  fieldMessage,
  SubmitButton,
} from "@/components/shared/form-kit";
import { FormPageHeader } from "@/components/shared/form-page-header";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field-error";
import { type EstimateListItemDto, useEstimateMutations } from "@/lib/client/estimates";
import { useApiForm } from "@/lib/client/use-api-form";
import { EstimatePicker } from "./estimate-picker";

/** /estimate/duplicate: choose an estimate, name the copy, open it. */
export function DuplicateScreen({ companyUid }: { companyUid: string }) {
  const router = useRouter();
  const { duplicate } = useEstimateMutations(companyUid);
  const [source, setSource] = useState<EstimateListItemDto | null>(null);
  const kit = useApiForm({
    schema: () => import("./copy-name").then((m) => m.duplicateForm),
    defaultValues: { source_uid: "", name: "" },
    submit: (values) => duplicate.mutateAsync({ uid: values.source_uid, name: values.name }),
    successToast: (copy) => `Estimate duplicated as “${copy.name}”`,
    onSuccess: (copy) => router.push(`/estimate/${copy.uid}`),
    leaves: true,
  });
  const sourceError = fieldMessage(kit, "source_uid");

  return (
    <ApiFormElement
      kit={kit}
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
            const validate = kit.formState.isSubmitted;
            kit.setValue("source_uid", e.uid, { shouldValidate: validate });
            // Suggest a name until the user types their own.
            const name = kit.getValues("name");
            if (!name.trim() || name.startsWith("Copy of ")) {
              kit.setValue("name", `Copy of ${e.name}`.slice(0, 200), { shouldValidate: validate });
            }
          }}
        />
        <FieldError id="duplicate-source-error" message={sourceError} />
      </div>
      <FormField
        kit={kit}
        name="name"
        id="duplicate-copy-name"
        label="Name of the copy"
        maxLength={200}
        fieldClassName="grid gap-1.5"
      />
      <FormMessage kit={kit} />
      <div className="flex flex-wrap justify-end gap-2 border-t pt-4">
        <Button type="button" variant="outline" onClick={() => router.push("/estimate")}>
          Cancel
        </Button>
        <SubmitButton kit={kit}>Duplicate and open</SubmitButton>
      </div>
    </ApiFormElement>
  );
}
