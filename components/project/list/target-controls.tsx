"use client";

import { useEffect, useId, useState } from "react";
import { FieldShell } from "@/components/shared/field-shell";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { LocationOptions } from "../location-options";
import type { LocationChoice } from "../record/use-location-choices";

export type { LocationChoice };

const field = "grid min-w-0 flex-1 gap-1 sm:flex-none";
const label = "text-muted-foreground text-xs";

type Props = {
  targetDate?: string;
  targetLocation?: string;
  locations: readonly LocationChoice[];
  onChange: (patch: { target_date?: string; target_location?: string }) => void;
};

/** Normalise to a date (cost index ratio) and a place (location index ratio); empty = as recorded. */
export function TargetControls({ targetDate, targetLocation, locations, onChange }: Props) {
  const id = useId();
  const [date, setDate] = useState(targetDate ?? "");
  useEffect(() => setDate(targetDate ?? ""), [targetDate]);
  const commitDate = () => {
    if (date !== (targetDate ?? ""))
      onChange({ target_date: date || undefined, target_location: targetLocation });
  };
  return (
    <fieldset className="flex min-w-0 flex-wrap items-end gap-2" data-testid="target-controls">
      <legend className="sr-only">Normalise costs</legend>
      <FieldShell id={`${id}-date`} label="Target date" className={field} labelClassName={label}>
        <Input
          id={`${id}-date`}
          type="date"
          className="w-full sm:w-40"
          value={date}
          data-testid="target-date"
          onChange={(e) => setDate(e.target.value)}
          onBlur={commitDate}
          onKeyDown={(e) => {
            if (e.key === "Enter") commitDate();
          }}
        />
      </FieldShell>
      <FieldShell id={`${id}-location`} label="Target location" className={field} labelClassName={label}>
        <NativeSelect
          id={`${id}-location`}
          className="w-full text-foreground sm:w-48"
          value={targetLocation ?? ""}
          data-testid="target-location"
          onChange={(e) =>
            onChange({ target_date: targetDate, target_location: e.target.value || undefined })
          }
        >
          <option value="">As recorded</option>
          <option value="national">National average</option>
          <LocationOptions locations={locations} current={targetLocation ?? ""} />
        </NativeSelect>
      </FieldShell>
    </fieldset>
  );
}
