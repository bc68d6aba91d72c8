"use client";

import { useRouter, useSearchParams } from "next/navigation";
import { useState } from "react";
import { preloadedModule } from "@/components/layout/deferred";
import { Preloaded } from "@/components/layout/preloaded";
import { ApiFormElement, FormMessage, SubmitButton } from "@/components/shared/form-kit";
import { FormPageHeader } from "@/components/shared/form-page-header";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import {
  type CreateEstimateInput,
  type EstimateListItemDto,
  useEstimateMutations,
} from "@/lib/client/estimates";
import { useApiForm } from "@/lib/client/use-api-form";
import { cn } from "@/lib/utils";
import { HeaderFields } from "../header-fields";
import {
  blankHeader,
  type HeaderErrors,
  type HeaderValues,
  headerBody,
  headerErrors,
  headerFromEstimate,
} from "../header-values";
import { useHeaderReferences } from "../use-header-references";

type Start = "blank" | "template" | "copy";

// The pickers and the linked project's note show on a choice: their own chunk, downloading from page load.
const later = preloadedModule(() => import("./add-later"));
const pickerSkeleton = <Skeleton className="h-40 w-full" />;

// The check (zod and the contract's schemas) is imported when the form mounts, not with the page.
const loadCheck = () => import("../header-check");
const createSchema = () => loadCheck().then((m) => m.headerSchema((v) => m.checkCreate(v)));

/**
 * /estimate/add: a blank estimate (with the company's default markups), one from a template (`?template={uid}`
 * preselects it) or one started from another estimate.
 */
export function AddEstimateScreen({
  companyUid,
  defaultMarkupCount,
}: {
  companyUid: string;
  defaultMarkupCount: number;
}) {
  const router = useRouter();
  const { create } = useEstimateMutations(companyUid);
  const refs = useHeaderReferences(companyUid);
  const preselected = useSearchParams().get("template");
  const [start, setStart] = useState<Start>(preselected ? "template" : "blank");
  const [source, setSource] = useState<EstimateListItemDto | null>(null);
  const [template, setTemplate] = useState<{ uid: string } | null>(preselected ? { uid: preselected } : null);
  const kit = useApiForm({
    schema: createSchema,
    defaultValues: blankHeader(),
    submit: async (values) => {
      if (start === "copy" && !source) throw new Error("Choose the estimate to start from.");
      if (start === "template" && !template) throw new Error("Choose the template to start from.");
      const { checkCreate } = await loadCheck();
      const body = checkCreate(values, start === "copy" ? source?.uid : undefined);
      const input = (body.ok ? body.body : headerBody(values)) as CreateEstimateInput;
      return create.mutateAsync(
        start === "template" && template ? { ...input, template_uid: template.uid } : input,
      );
    },
    successToast: (estimate) => `Estimate “${estimate.name}” created`,
    onSuccess: (estimate) => router.push(`/estimate/${estimate.uid}`),
    onError: focusFirstError,
    onInvalid: focusFirstError,
    leaves: true,
  });
  const values = kit.watch();
  const errors = headerErrors(kit.formState.errors);

  const change = (patch: Partial<HeaderValues>) => {
    for (const [key, value] of Object.entries(patch)) {
      kit.setValue(key as keyof HeaderValues, value, { shouldValidate: kit.formState.isSubmitted });
    }
  };

  function chooseTemplate(t: EstimateListItemDto) {
    setTemplate(t);
    // The template's header defaults (building type, place, classification, stage, tags); the name stays.
    kit.restart({ ...headerFromEstimate(t), name: values.name, status: values.status, project_name: "" });
  }

  function chooseSource(e: EstimateListItemDto) {
    setSource(e);
    // Start from the source's header; the name and status stay the user's.
    kit.restart({ ...headerFromEstimate(e), name: values.name, status: values.status, project_name: "" });
  }

  const errorCount = Object.keys(errors).filter((k) => k !== "_" && errors[k as keyof HeaderErrors]).length;

  return (
    <ApiFormElement kit={kit} className="mx-auto grid w-full max-w-3xl gap-6" data-testid="add-estimate">
      <FormPageHeader
        title="New estimate"
        description="Fill in the header now; lines, inputs and markups are edited in the estimate."
        trail={[{ href: "/estimate", label: "Estimates" }]}
      />

      <fieldset className="grid gap-3">
        <legend className="mb-2 font-medium text-sm">Start from</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          <StartChoice
            checked={start === "blank"}
            onSelect={() => setStart("blank")}
            title="Blank estimate"
            detail={
              defaultMarkupCount > 0
                ? `With the company's ${defaultMarkupCount} default markup${defaultMarkupCount === 1 ? "" : "s"}`
                : "No default markups are set (Settings › Markups)"
            }
          />
          <StartChoice
            checked={start === "template"}
            onSelect={() => setStart("template")}
            title="From a template"
            detail="Its inputs, lines with formulas, markups and views"
          />
          <StartChoice
            checked={start === "copy"}
            onSelect={() => setStart("copy")}
            title="From an existing estimate"
            detail="Copies its inputs, lines and markups"
          />
        </div>
        {start === "template" && (
          <Preloaded module={later} fallback={pickerSkeleton}>
            {({ TemplatePicker }) => (
              <TemplatePicker
                companyUid={companyUid}
                value={template?.uid ?? null}
                onChange={chooseTemplate}
                buildingTypes={refs.buildingTypes}
              />
            )}
          </Preloaded>
        )}
        {start === "copy" && (
          <Preloaded module={later} fallback={pickerSkeleton}>
            {({ EstimatePicker }) => (
              <EstimatePicker
                companyUid={companyUid}
                value={source?.uid ?? null}
                onChange={chooseSource}
                label="Estimate to start from"
              />
            )}
          </Preloaded>
        )}
      </fieldset>

      <HeaderFields
        companyUid={companyUid}
        values={values}
        errors={errors}
        onChange={change}
        buildingTypes={refs.buildingTypes}
        metros={refs.metros}
        idPrefix="new-estimate"
        projectNote={
          values.project_uid ? (
            <Preloaded module={later} fallback={null}>
              {({ ProjectTakes }) => (
                <ProjectTakes
                  companyUid={companyUid}
                  projectUid={values.project_uid}
                  metros={refs.metros}
                  hasSource={start !== "blank"}
                />
              )}
            </Preloaded>
          ) : null
        }
      />

      {/* The server's message, else how many fields the checks here marked. */}
      <FormMessage
        kit={{
          serverError:
            kit.serverError ??
            (errorCount > 0
              ? `Check the ${errorCount === 1 ? "field" : `${errorCount} fields`} marked below.`
              : null),
        }}
        testId="form-error"
      />
      <div className="flex flex-wrap justify-end gap-2 border-t pt-4">
        <Button type="button" variant="outline" onClick={() => router.push("/estimate")}>
          Cancel
        </Button>
        <SubmitButton kit={kit}>Create estimate</SubmitButton>
      </div>
    </ApiFormElement>
  );
}

function focusFirstError() {
  requestAnimationFrame(() => {
    document.querySelector<HTMLElement>('[data-testid="add-estimate"] [aria-invalid="true"]')?.focus();
  });
}

function StartChoice({
  checked,
  onSelect,
  title,
  detail,
}: {
  checked: boolean;
  onSelect: () => void;
  title: string;
  detail: string;
}) {
  return (
    <label
      className={cn(
        "flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm transition-colors hover:bg-accent/50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
        checked && "border-primary bg-accent/40",
      )}
    >
      <input
        type="radio"
        name="estimate-start"
        checked={checked}
        onChange={onSelect}
        className="mt-0.5 size-4 accent-primary"
      />
      <span className="grid gap-0.5">
        <span className="font-medium">{title}</span>
        <span className="text-muted-foreground text-xs">{detail}</span>
      </span>
    </label>
  );
}
