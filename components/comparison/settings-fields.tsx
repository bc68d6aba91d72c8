"use client";

import { useEffect, useId, useState } from "react";
import { LocationOptions } from "@/components/project/location-options";
import type { LocationChoice } from "@/components/project/record/use-location-choices";
import { FieldShell } from "@/components/shared/field-shell";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { basisLabel, basisOptions, standardBases } from "./format";

export type ComparisonSettings = {
  basis: string;
  target_date: string;
  target_location: string;
  reference_estimate_uid: string;
};

type Props = {
  value: ComparisonSettings;
  onChange: (patch: Partial<ComparisonSettings>) => void;
  locations: readonly LocationChoice[];
  /** Metrics every chosen item has beyond the standard bases ("acres"): offered as bases too. */
  sharedMetrics?: readonly string[];
  /** The estimates among the items, for the reference. */
  estimates: readonly { uid: string; name: string }[];
  errors?: Partial<Record<keyof ComparisonSettings, string>>;
  disabled?: boolean;
  /** The grid's columns (four across a page by default; one in a side panel). */
  className?: string;
};

const field = "grid min-w-0 gap-1";
const label = "text-muted-foreground text-xs";

/**
 * The basis, the normalisation date and place, and the reference estimate. The date commits on blur or Enter
 * (a half-typed date is not sent); the selects at once.
 */
export function SettingsFields({
  value,
  onChange,
  locations,
  sharedMetrics = [],
  estimates,
  errors = {},
  disabled,
  className = "grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4",
}: Props) {
  const id = useId();
  const [date, setDate] = useState(value.target_date);
  useEffect(() => setDate(value.target_date), [value.target_date]);
  const commitDate = () => date !== value.target_date && onChange({ target_date: date });
  const extra = sharedMetrics.filter((m) => !(standardBases as readonly string[]).includes(m));
  const known = [...standardBases, ...extra] as string[];
  return (
    <fieldset className={className} data-testid="comparison-settings" disabled={disabled}>
      <legend className="sr-only">Basis and normalisation</legend>
      <FieldShell
        id={`${id}-basis`}
        label="Basis"
        className={field}
        labelClassName={label}
        error={errors.basis}
      >
        <NativeSelect
          id={`${id}-basis`}
          value={value.basis}
          data-testid="comparison-basis"
          onChange={(e) => onChange({ basis: e.target.value })}
        >
          {basisOptions.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
          {extra.map((m) => (
            <option key={m} value={m}>
              {basisLabel(m)}
            </option>
          ))}
          {!known.includes(value.basis) && <option value={value.basis}>{basisLabel(value.basis)}</option>}
        </NativeSelect>
      </FieldShell>
      <FieldShell
        id={`${id}-date`}
        label="Normalise to date"
        className={field}
        labelClassName={label}
        error={errors.target_date}
      >
        <Input
          id={`${id}-date`}
          type="date"
          value={date}
          data-testid="comparison-target-date"
          onChange={(e) => setDate(e.target.value)}
          onBlur={commitDate}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              commitDate();
            }
          }}
        />
      </FieldShell>
      <FieldShell
        id={`${id}-location`}
        label="Normalise to location"
        className={field}
        labelClassName={label}
        error={errors.target_location}
      >
        <NativeSelect
          id={`${id}-location`}
          value={value.target_location}
          data-testid="comparison-target-location"
          onChange={(e) => onChange({ target_location: e.target.value })}
        >
          <option value="">As recorded</option>
          <option value="national">National average</option>
          <LocationOptions locations={locations} current={value.target_location} />
        </NativeSelect>
      </FieldShell>
      <FieldShell
        id={`${id}-reference`}
        label="Reference estimate"
        className={field}
        labelClassName={label}
        error={errors.reference_estimate_uid}
      >
        <NativeSelect
          id={`${id}-reference`}
          value={value.reference_estimate_uid}
          data-testid="comparison-reference"
          onChange={(e) => onChange({ reference_estimate_uid: e.target.value })}
        >
          <option value="">None</option>
          {estimates.map((e) => (
            <option key={e.uid} value={e.uid}>
              {e.name}
            </option>
          ))}
        </NativeSelect>
      </FieldShell>
    </fieldset>
  );
}
