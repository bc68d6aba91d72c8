"use client";

import type { ReactNode } from "react";
import { preloadedModule } from "@/components/layout/deferred";
import { Preloaded } from "@/components/layout/preloaded";
import { BuildingTypeSelect } from "@/components/project/form/building-type-select";
import { Field, fieldProps } from "@/components/project/form/field";
import { usStates } from "@/components/project/form/us-states";
import { formatIsoDate } from "@/components/project/format";
import { ChoiceOptions, Options } from "@/components/shared/options";
import { ValueSelect } from "@/components/shared/value-select";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { designStages, estimateStatuses } from "@/lib/contract/estimate-words";
import type { BuildingTypeDto } from "@/lib/contract/reference";
import { constructionMidpoint } from "./construction-midpoint";
import { classificationLabels, designStageLabels, statusLabels } from "./format";
import { fromProject, type HeaderErrors, type HeaderValues } from "./header-values";
import type { MetroChoice } from "./use-header-references";

// The project search (its popover, the project queries) is its own chunk, downloading from page load: the
// server renders the field, which hydrates when the code is there.
const projectPicker = preloadedModule(() => import("./project-picker"));
const pickerSkeleton = <Skeleton className="h-9 w-full" />;

type Props = {
  companyUid: string;
  values: HeaderValues;
  errors: HeaderErrors;
  onChange: (patch: Partial<HeaderValues>) => void;
  buildingTypes: readonly BuildingTypeDto[];
  metros: readonly MetroChoice[];
  /** Prefix for element ids, so two forms on one page never clash. */
  idPrefix?: string;
  /** Under the project and client: what the linked project gives the estimate (the new estimate form). */
  projectNote?: ReactNode;
};

/** Every header field of an estimate, grouped: identity, place and type, schedule, notes. */
export function HeaderFields({
  companyUid,
  values,
  errors,
  onChange,
  buildingTypes,
  metros,
  idPrefix = "estimate",
  projectNote,
}: Props) {
  const id = (name: string) => `${idPrefix}-${name}`;
  const text = (
    name: keyof HeaderValues,
    extra: { placeholder?: string; maxLength?: number } = {},
    hint = false,
  ) => ({
    ...fieldProps(id(name), errors[name], hint),
    value: values[name] as string,
    onChange: (e: { target: { value: string } }) => onChange({ [name]: e.target.value }),
    ...extra,
  });
  const stateMetros = values.state
    ? metros.filter((m) => m.key.endsWith(`-${values.state.toLowerCase()}`))
    : metros;
  const metroChoices =
    values.metro && !stateMetros.some((m) => m.key === values.metro)
      ? [
          { key: values.metro, label: metros.find((m) => m.key === values.metro)?.label ?? values.metro },
          ...stateMetros,
        ]
      : stateMetros;
  const midpoint = constructionMidpoint(
    values.construction_start || null,
    values.duration_months.trim() === "" ? null : Number(values.duration_months),
  );

  return (
    <div className="grid gap-6">
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="sr-only">Estimate</legend>
        <Field id={id("name")} label="Name" required error={errors.name} className="sm:col-span-2">
          <Input {...text("name", { maxLength: 200, placeholder: "e.g. Riverside Medical Office — SD" })} />
        </Field>
        <Field id={id("number")} label="Number" error={errors.number}>
          <Input {...text("number", { maxLength: 50, placeholder: "e.g. 24-118" })} />
        </Field>
        <Field id={id("status")} label="Status" error={errors.status}>
          <ValueSelect
            {...fieldProps(id("status"), errors.status)}
            value={values.status}
            onChange={(status) => onChange({ status })}
          >
            <Options values={estimateStatuses} label={(s) => statusLabels[s]} />
          </ValueSelect>
        </Field>
        <Field
          id={id("project")}
          label="Project"
          error={errors.project_uid}
          hint="Link a project of the database (optional)."
        >
          <Preloaded module={projectPicker} fallback={pickerSkeleton}>
            {({ ProjectPicker }) => (
              <ProjectPicker
                id={id("project")}
                companyUid={companyUid}
                value={{ uid: values.project_uid, name: values.project_name }}
                invalid={Boolean(errors.project_uid)}
                describedBy={`${id("project")}-hint`}
                onChange={(p) =>
                  onChange({
                    project_uid: p.uid,
                    project_name: p.name,
                    // A linked project fills what is still empty, as the server does on save.
                    ...(p.project ? fromProject(p.project, values) : {}),
                  })
                }
              />
            )}
          </Preloaded>
        </Field>
        <Field id={id("client")} label="Client" error={errors.client}>
          <Input {...text("client", { maxLength: 200 })} />
        </Field>
        {projectNote ? <div className="sm:col-span-2">{projectNote}</div> : null}
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-medium text-sm">Place and type</legend>
        <Field
          id={id("location")}
          label="Location"
          error={errors.location}
          hint="City or address"
          className="sm:col-span-2"
        >
          <Input {...text("location", { maxLength: 200, placeholder: "e.g. Houston, TX" }, true)} />
        </Field>
        <Field id={id("state")} label="State" error={errors.state}>
          <NativeSelect
            {...fieldProps(id("state"), errors.state)}
            value={values.state}
            onChange={(e) => onChange({ state: e.target.value })}
          >
            <option value="">Not set</option>
            {usStates.map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field
          id={id("metro")}
          label="Metro"
          error={errors.metro}
          hint="Sets the location index; else the state's"
        >
          <NativeSelect
            {...fieldProps(id("metro"), errors.metro, true)}
            value={values.metro}
            onChange={(e) => onChange({ metro: e.target.value })}
          >
            <option value="">
              {stateMetros.length === 0 && values.state ? "No metro in this state" : "Not set"}
            </option>
            <ChoiceOptions items={metroChoices} />
          </NativeSelect>
        </Field>
        <Field id={id("building_type_uid")} label="Building type" error={errors.building_type_uid}>
          <BuildingTypeSelect
            {...fieldProps(id("building_type_uid"), errors.building_type_uid)}
            types={buildingTypes}
            value={values.building_type_uid}
            onChange={(e) => onChange({ building_type_uid: e.target.value })}
          />
        </Field>
        <Field id={id("classification")} label="Classification" error={errors.classification}>
          <ValueSelect
            {...fieldProps(id("classification"), errors.classification)}
            value={values.classification}
            onChange={(classification) => onChange({ classification })}
          >
            {Object.entries(classificationLabels).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </ValueSelect>
        </Field>
        <Field id={id("design_stage")} label="Design stage" error={errors.design_stage}>
          <ValueSelect
            {...fieldProps(id("design_stage"), errors.design_stage)}
            value={values.design_stage}
            onChange={(design_stage) => onChange({ design_stage })}
          >
            <Options values={designStages} label={(s) => designStageLabels[s]} />
          </ValueSelect>
        </Field>
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-2 font-medium text-sm">Schedule</legend>
        <Field id={id("pricing_date")} label="Pricing date" error={errors.pricing_date}>
          <Input type="date" {...text("pricing_date")} />
        </Field>
        <Field id={id("construction_start")} label="Construction start" error={errors.construction_start}>
          <Input type="date" {...text("construction_start")} />
        </Field>
        <Field id={id("duration_months")} label="Duration (months)" error={errors.duration_months}>
          <Input inputMode="numeric" {...text("duration_months", { placeholder: "e.g. 18" })} />
        </Field>
        <p
          className="text-muted-foreground text-sm sm:col-span-3"
          data-testid="construction-midpoint"
          aria-live="polite"
        >
          {midpoint
            ? `Midpoint of construction: ${formatIsoDate(midpoint)} — escalation runs from the pricing date to here.`
            : "Enter the start and duration to see the midpoint of construction escalation runs to."}
        </p>
      </fieldset>

      <fieldset className="grid gap-4">
        <legend className="sr-only">Tags and notes</legend>
        <Field id={id("tags")} label="Tags" error={errors.tags} hint="Separate tags with commas">
          <Input {...text("tags", { placeholder: "e.g. healthcare, phase 2" }, true)} />
        </Field>
        <Field id={id("notes")} label="Notes" error={errors.notes}>
          <Textarea
            {...fieldProps(id("notes"), errors.notes)}
            rows={3}
            value={values.notes}
            onChange={(e) => onChange({ notes: e.target.value })}
          />
        </Field>
      </fieldset>
    </div>
  );
}
