"use client";

import { useQuery } from "@tanstack/react-query";
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
import { Spinner } from "@/components/ui/spinner";
import { ApiClientError, errorMessage } from "@/lib/client/api";
import { type EstimateDto, type UpdateEstimateInput, useEstimateMutations } from "@/lib/client/estimates";
import { fetchProject, projectKeys } from "@/lib/client/projects";
import { HeaderFields } from "./header-fields";
import {
  checkUpdate,
  type HeaderErrors,
  type HeaderValues,
  headerFromEstimate,
  serverErrors,
} from "./header-values";
import { useHeaderReferences } from "./use-header-references";

type Props = {
  companyUid: string;
  estimate: Omit<EstimateDto, "inputs" | "markups">;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The saved estimate (new version); the caller refreshes what it shows. */
  onSaved?: (estimate: EstimateDto) => void;
};

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
  const [values, setValues] = useState<HeaderValues>(() => headerFromEstimate(estimate));
  const [errors, setErrors] = useState<HeaderErrors>({});

  // Each opening starts from the estimate as it is now.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on open, not on every refetch while open
  useEffect(() => {
    if (open) {
      setValues(headerFromEstimate(estimate));
      setErrors({});
      update.reset();
    }
  }, [open]);
  useEffect(() => {
    if (project.data && values.project_uid === project.data.uid && !values.project_name) {
      setValues((v) => ({ ...v, project_name: project.data.name }));
    }
  }, [project.data, values.project_uid, values.project_name]);

  const change = (patch: Partial<HeaderValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors((e) => {
      const next = { ...e, form: undefined };
      for (const key of Object.keys(patch)) delete next[key as keyof HeaderValues];
      return next;
    });
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkUpdate(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    update.mutate(
      { uid: estimate.uid, input: checked.body as UpdateEstimateInput, version: estimate.version },
      {
        onSuccess: (saved) => {
          onSaved?.(saved);
          onOpenChange(false);
        },
        onError: (e) => {
          if (e instanceof ApiClientError && e.status === 412) {
            setErrors({
              form: "Someone else changed this estimate while you were editing. Close, let it reload, and try again — your changes here were not saved.",
            });
          } else {
            setErrors(serverErrors(e instanceof ApiClientError ? e.errors : undefined, errorMessage(e)));
          }
        },
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !update.isPending && onOpenChange(next)}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <form onSubmit={submit} noValidate className="grid gap-5" data-testid="estimate-header-dialog">
          <DialogHeader>
            <DialogTitle>Estimate details</DialogTitle>
            <DialogDescription>Name, project, place, type, schedule and status.</DialogDescription>
          </DialogHeader>
          <HeaderFields
            companyUid={companyUid}
            values={values}
            errors={errors}
            onChange={change}
            buildingTypes={refs.buildingTypes}
            metros={refs.metros}
            idPrefix="estimate-header"
          />
          {errors.form && (
            <Alert variant="destructive">
              <AlertDescription>{errors.form}</AlertDescription>
            </Alert>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending && <Spinner />}
              Save details
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
