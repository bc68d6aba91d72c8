"use client";

import { useEffect, useId, useState } from "react";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { LocationOptions } from "../location-options";
import type { LocationChoice } from "../record/use-location-choices";

export type { LocationChoice };

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
      <div className="grid min-w-0 flex-1 gap-1 sm:flex-none">
        <label htmlFor={`${id}-date`} className="text-muted-foreground text-xs">
          Target date
        </label>
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
      </div>
      <div className="grid min-w-0 flex-1 gap-1 sm:flex-none">
        <label htmlFor={`${id}-location`} className="text-muted-foreground text-xs">
          Target location
        </label>
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
      </div>
    </fieldset>
  );
}
