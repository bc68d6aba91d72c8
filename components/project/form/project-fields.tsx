"use client";

import { useRef } from "react";
import { ChoiceOptions, Options } from "@/components/shared/options";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import type { BuildingTypeDto } from "@/lib/contract/reference";
import {
  constructionTypes,
  deliveryMethodLabels,
  deliveryMethods,
  workTypeLabels,
  workTypes,
} from "@/lib/domain/project/types";
import type { LocationChoice } from "../record/use-location-choices";
import { BuildingTypeSelect } from "./building-type-select";
import { Field, fieldProps } from "./field";
import type { FormErrors, ProjectValues } from "./form-values";
import { usStates } from "./us-states";
import { usePlacesAutocomplete } from "./use-places-autocomplete";
import { ZipLookup } from "./zip-lookup";

type Props = {
  values: ProjectValues;
  errors: FormErrors;
  onChange: (patch: Partial<ProjectValues>) => void;
  buildingTypes: readonly BuildingTypeDto[];
  metros: readonly LocationChoice[];
  disabled?: boolean;
};

/** The job: name and parties, where it is, what kind of building and how it was built. */
export function ProjectFields({ values, errors, onChange, buildingTypes, metros, disabled }: Props) {
  const text = (key: keyof ProjectValues) => ({
    ...fieldProps(`project-${key}`, errors[key]),
    value: values[key],
    disabled,
    onChange: (e: { target: { value: string } }) => onChange({ [key]: e.target.value }),
  });
  const metroKnown = values.metro === "" || metros.some((m) => m.key === values.metro);
  const addressInput = useRef<HTMLInputElement>(null);
  usePlacesAutocomplete(addressInput, (place) => onChange(place), !disabled);
  return (
    <Card className="gap-5">
      <CardHeader>
        <CardTitle>Project</CardTitle>
        <CardDescription>The job itself; every record of it shares these.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <Field
            id="project-name"
            label="Project name"
            error={errors.name}
            required
            className="sm:col-span-2"
          >
            <Input {...text("name")} maxLength={200} />
          </Field>
          <Field id="project-number" label="Project number" error={errors.number}>
            <Input {...text("number")} maxLength={100} />
          </Field>
          <Field id="project-client" label="Client" error={errors.client}>
            <Input {...text("client")} maxLength={200} />
          </Field>
          <Field id="project-architect" label="Architect" error={errors.architect} className="sm:col-span-2">
            <Input {...text("architect")} maxLength={200} />
          </Field>
        </div>
        <fieldset className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <legend className="mb-3 font-medium text-sm">Location</legend>
          <Field id="project-address" label="Address" error={errors.address} className="sm:col-span-2">
            <Input ref={addressInput} {...text("address")} maxLength={300} autoComplete="street-address" />
          </Field>
          <Field id="project-city" label="City" error={errors.city}>
            <Input {...text("city")} maxLength={100} />
          </Field>
          <Field id="project-state" label="State" error={errors.state}>
            <NativeSelect {...text("state")}>
              <option value="">Not set</option>
              {usStates.map(([code, name]) => (
                <option key={code} value={code}>
                  {code} — {name}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field id="project-zip" label="ZIP" error={errors.zip}>
            <Input {...text("zip")} inputMode="numeric" maxLength={10} autoComplete="postal-code" />
          </Field>
          <Field id="project-metro" label="Metro (location index)" error={errors.metro}>
            <NativeSelect {...text("metro")}>
              <option value="">Not set</option>
              {!metroKnown && <option value={values.metro}>{values.metro}</option>}
              <ChoiceOptions items={metros} />
            </NativeSelect>
          </Field>
          <Field id="project-latitude" label="Latitude" error={errors.latitude}>
            <Input {...text("latitude")} inputMode="decimal" />
          </Field>
          <Field id="project-longitude" label="Longitude" error={errors.longitude}>
            <Input {...text("longitude")} inputMode="decimal" />
          </Field>
          <ZipLookup
            zip={values.zip}
            disabled={disabled}
            onFound={(at) =>
              onChange({
                latitude: String(at.lat),
                longitude: String(at.lng),
                ...(values.state === "" && at.state ? { state: at.state } : {}),
                ...(values.metro === "" && at.metro ? { metro: at.metro } : {}),
              })
            }
            className="sm:col-span-2 lg:col-span-4"
          />
        </fieldset>
        <fieldset className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <legend className="mb-3 font-medium text-sm">Building</legend>
          <Field
            id="project-building_type_uid"
            label="Building type"
            error={errors.building_type_uid}
            className="sm:col-span-2"
          >
            <BuildingTypeSelect types={buildingTypes} {...text("building_type_uid")} />
          </Field>
          <Field
            id="project-construction_type"
            label="Construction type (IBC)"
            error={errors.construction_type}
          >
            <NativeSelect {...text("construction_type")}>
              <option value="">Not set</option>
              <Options values={constructionTypes} label={(t) => `Type ${t}`} />
            </NativeSelect>
          </Field>
          <Field id="project-stories" label="Stories" error={errors.stories}>
            <Input {...text("stories")} inputMode="numeric" />
          </Field>
          <Field id="project-work_type" label="Work type" error={errors.work_type}>
            <NativeSelect {...text("work_type")}>
              <option value="">Not set</option>
              <Options values={workTypes} label={(t) => workTypeLabels[t]} />
            </NativeSelect>
          </Field>
          <Field id="project-delivery_method" label="Delivery method" error={errors.delivery_method}>
            <NativeSelect {...text("delivery_method")}>
              <option value="">Not set</option>
              <Options values={deliveryMethods} label={(t) => deliveryMethodLabels[t]} />
            </NativeSelect>
          </Field>
          <Field
            id="project-tags"
            label="Project tags"
            error={errors.tags}
            hint="Separate tags with commas."
            className="sm:col-span-2"
          >
            <Input {...text("tags")} {...fieldProps("project-tags", errors.tags, true)} />
          </Field>
        </fieldset>
        <Field id="project-notes" label="Project notes" error={errors.notes}>
          <Textarea {...text("notes")} rows={3} maxLength={10_000} />
        </Field>
      </CardContent>
    </Card>
  );
}
