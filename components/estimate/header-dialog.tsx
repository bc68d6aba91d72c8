"use client";

import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { DialogHeading } from "@/components/shared/dialog-heading";
import { ApiFormElement, FormMessage, SubmitButton } from "@/components/shared/form-kit";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter } from "@/components/ui/dialog";
import { ApiClientError } from "@/lib/client/api";
import { type EstimateDto, type UpdateEstimateInput, useEstimateMutations } from "@/lib/client/estimates";
import { fetchProject, projectKeys } from "@/lib/client/projects";
import { useApiForm } from "@/lib/client/use-api-form";
import { checkUpdate, headerSchema } from "./header-check";
import { HeaderFields } from "./header-fields";
import { type HeaderValues, headerBody, headerErrors, headerFromEstimate } from "./header-values";
import { useHeaderReferences } from "./use-header-references";

type Props = {
  companyUid: string;
  estimate: Omit<EstimateDto, "inputs" | "markups" | "unit_mix" | "created_by" | "published_record_uid">;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The saved estimate (new version); the caller refreshes what it shows. */
  onSaved?: (estimate: EstimateDto) => void;
};

const updateSchema = headerSchema(checkUpdate);

/**
 * Edit an estimate's header (name, project, place, type, schedule, status, tags, notes) with If-Match on
 * the estimate's version; a stale save (412) says so and keeps what was typed. Used by the editor page.
 */
export function EstimateHeaderDialog({ companyUid, estimate, open, onOpenChange, onSaved }: Props) {
  const { update } = useEstimateMutations(companyUid);
  const refs = useHeaderReferences(companyUid);
  const project = useQuery({
    queryKey: projectKeys.project(companyUid, estimate.project_uid ?? ""),
    queryFn: () => fetchProject(estimate.project_uid!),
    enabled: open && Boolean(estimate.project_uid),
  });
  const kit = useApiForm({
    schema: updateSchema,
    defaultValues: headerFromEstimate(estimate),
    submit: (values) =>
      update.mutateAsync({
        uid: estimate.uid,
        input: headerBody(values) as UpdateEstimateInput,
        version: estimate.version,
      }),
    successToast: "Estimate details saved",
    onSuccess: (saved) => {
      onSaved?.(saved);
      onOpenChange(false);
    },
    onError: (error) =>
      error instanceof ApiClientError && error.status === 412
        ? "Someone else changed this estimate while you were editing. Close, let it reload, and try again — your changes here were not saved."
        : undefined,
  });
  const values = kit.watch();
  const { restart, setValue } = kit;

  // Each opening starts from the estimate as it is now.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on open, not on every refetch while open
  useEffect(() => {
    if (open) restart(headerFromEstimate(estimate));
  }, [open]);
  useEffect(() => {
    if (project.data && values.project_uid === project.data.uid && !values.project_name) {
      setValue("project_name", project.data.name);
    }
  }, [project.data, values.project_uid, values.project_name, setValue]);

  const change = (patch: Partial<HeaderValues>) => {
    for (const [key, value] of Object.entries(patch)) {
      setValue(key as keyof HeaderValues, value, { shouldValidate: kit.formState.isSubmitted });
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !kit.pending && onOpenChange(next)}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <ApiFormElement kit={kit} className="grid gap-5" data-testid="estimate-header-dialog">
          <DialogHeading
            title="Estimate details"
            description="Name, project, place, type, schedule and status."
          />
          <HeaderFields
            companyUid={companyUid}
            values={values}
            errors={headerErrors(kit.formState.errors)}
            onChange={change}
            buildingTypes={refs.buildingTypes}
            metros={refs.metros}
            idPrefix="estimate-header"
          />
          <FormMessage kit={kit} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <SubmitButton kit={kit}>Save details</SubmitButton>
          </DialogFooter>
        </ApiFormElement>
      </DialogContent>
    </Dialog>
  );
}
