"use client";

import { useId } from "react";
import { FieldShell } from "@/components/shared/field-shell";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { LocationOptions } from "../location-options";
import type { LocationChoice } from "./use-location-choices";

export type RecordTargetValues = { target_date: string; target_location: string };
export type IndexRange = { name: string; from: string; to: string };

const label = "text-muted-foreground text-xs";

type Props = {
  value: RecordTargetValues;
  locations: readonly LocationChoice[];
  onChange: (next: RecordTargetValues) => void;
  /** Why the server could not apply the targets (a date outside the index, an unknown place). */
  error?: string | null;
  indexRange?: IndexRange | null;
};

/** Where the record's costs are moved to: a date (cost index ratio) and a place (location index ratio). */
export function TargetControls({ value, locations, onChange, error, indexRange }: Props) {
  const id = useId();
  return (
    <fieldset className="grid gap-2">
      <legend className="sr-only">Normalisation targets</legend>
      <div className="flex flex-wrap items-end gap-3">
        <FieldShell id={`${id}-date`} label="Target date" className="grid gap-1.5" labelClassName={label}>
          <Input
            id={`${id}-date`}
            type="date"
            className="w-40"
            value={value.target_date}
            min={indexRange?.from}
            max={indexRange?.to.replace(/-01$/, "-31")}
            aria-invalid={Boolean(error) || undefined}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
            onChange={(e) => onChange({ ...value, target_date: e.target.value })}
          />
        </FieldShell>
        <FieldShell
          id={`${id}-location`}
          label="Target location"
          className="grid gap-1.5"
          labelClassName={label}
        >
          <NativeSelect
            id={`${id}-location`}
            className="w-52"
            value={value.target_location}
            onChange={(e) => onChange({ ...value, target_location: e.target.value })}
          >
            <option value="national">National average</option>
            <option value="">No location adjustment</option>
            <LocationOptions locations={locations} current={value.target_location} />
          </NativeSelect>
        </FieldShell>
      </div>
      <p id={`${id}-hint`} className="text-muted-foreground text-xs">
        {indexRange
          ? `Time factor from ${indexRange.name}, ${indexRange.from.slice(0, 7)} to ${indexRange.to.slice(0, 7)}.`
          : "No cost index series: costs are not moved in time."}
      </p>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}
