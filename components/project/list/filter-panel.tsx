"use client";

import { type ComponentProps, useId } from "react";
import { Button } from "@/components/ui/button";
import { checkboxClassName } from "@/components/ui/checkbox-class";
import { parseMoneyInput } from "@/lib/domain/money-format";
import {
  centsToDollarParam,
  type FilterStage,
  filterStageLabels,
  filterStages,
  hasActiveFilters,
  noFilters,
  type RecordFilters,
} from "@/lib/domain/project/filters";
import { type CheckOption, CheckPicker } from "./check-picker";
import { PlaceRadiusField } from "./place-radius-field";
import { RangeField } from "./range-field";
import { TagField } from "./tag-field";

export type FilterOptions = {
  buildingTypes: CheckOption[];
  states: CheckOption[];
  metros: CheckOption[];
};

type Props = {
  filters: RecordFilters;
  errors: Record<string, string>;
  place?: string;
  options: FilterOptions;
  onChange: (patch: Partial<RecordFilters>, options?: { place?: string | null }) => void;
};

const num = (v: number | undefined) => (v === undefined ? "" : String(v));
const dollars = (cents: number | undefined) => (cents === undefined ? "" : centsToDollarParam(cents));
const toNumber = (v: string) => {
  if (!v) return undefined;
  const n = Number(v.replace(/,/g, ""));
  return Number.isFinite(n) && n >= 0 ? n : undefined;
};
const toCents = (v: string) => {
  if (!v) return undefined;
  const cents = parseMoneyInput(v);
  return cents !== null && cents >= 0 ? cents : undefined;
};

/** Every narrowing filter of the record list; each change writes the URL at once. */
export function FilterPanel({ filters, errors, place, options, onChange }: Props) {
  const id = useId();
  const near =
    filters.near_lat !== undefined && filters.near_lng !== undefined && filters.radius_mi !== undefined
      ? { lat: filters.near_lat, lng: filters.near_lng, radius: filters.radius_mi, place }
      : null;
  const rangeError = (a: string, b: string) => errors[a] ?? errors[b] ?? null;
  return (
    <div className="grid gap-5" data-testid="record-filters">
      <PickerField
        id={`${id}-type`}
        label="Building type"
        options={options.buildingTypes}
        value={filters.building_type}
        onChange={(building_type) => onChange({ building_type })}
        searchPlaceholder="Search building types…"
        testId="building-type-picker"
      />
      <PickerField
        label="State"
        options={options.states}
        value={filters.state}
        onChange={(state) => onChange({ state })}
        searchPlaceholder="Search states…"
        testId="state-picker"
      />
      {options.metros.length > 0 && (
        <PickerField
          label="Metro"
          options={options.metros}
          value={filters.metro}
          onChange={(metro) => onChange({ metro })}
          searchPlaceholder="Search metros…"
          testId="metro-picker"
        />
      )}
      <PlaceRadiusField
        active={near}
        error={errors.near_lat ?? errors.near_lng ?? errors.radius_mi}
        onApply={(value) =>
          value
            ? onChange(
                { near_lat: value.lat, near_lng: value.lng, radius_mi: value.radius },
                { place: value.place || null },
              )
            : onChange({ near_lat: undefined, near_lng: undefined, radius_mi: undefined }, { place: null })
        }
      />
      <RangeField
        legend="Cost basis date"
        type="date"
        min={filters.from ?? ""}
        max={filters.to ?? ""}
        error={rangeError("from", "to")}
        testId="date-range"
        onCommit={(from, to) => onChange({ from: from || undefined, to: to || undefined })}
      />
      <RangeField
        legend="Size (GSF)"
        min={num(filters.gsf_min)}
        max={num(filters.gsf_max)}
        step="1"
        error={rangeError("gsf_min", "gsf_max")}
        testId="gsf-range"
        onCommit={(lo, hi) => onChange({ gsf_min: toNumber(lo), gsf_max: toNumber(hi) })}
      />
      <RangeField
        legend="$/GSF"
        prefix="$"
        step="0.01"
        min={dollars(filters.cpg_min_cents)}
        max={dollars(filters.cpg_max_cents)}
        error={rangeError("cpg_min", "cpg_max")}
        testId="cpg-range"
        onCommit={(lo, hi) => onChange({ cpg_min_cents: toCents(lo), cpg_max_cents: toCents(hi) })}
      />
      <fieldset className="grid min-w-0 gap-1.5">
        <legend className="mb-1.5 font-medium text-sm">Stage</legend>
        <div className="grid grid-cols-2 gap-x-3 gap-y-1.5">
          {filterStages.map((stage) => (
            <label key={stage} className="flex cursor-pointer items-center gap-2 text-sm">
              <input
                type="checkbox"
                className={checkboxClassName}
                checked={filters.stage.includes(stage)}
                onChange={(e) =>
                  onChange({
                    stage: e.target.checked
                      ? [...filters.stage, stage]
                      : filters.stage.filter((s: FilterStage) => s !== stage),
                  })
                }
              />
              {filterStageLabels[stage]}
            </label>
          ))}
        </div>
      </fieldset>
      <TagField value={filters.tag} onChange={(tag) => onChange({ tag })} />
      {hasActiveFilters(filters) && (
        <Button variant="outline" onClick={() => onChange({ ...noFilters, q: filters.q }, { place: null })}>
          Clear filters
        </Button>
      )}
    </div>
  );
}

/** A check picker under a visible heading (the picker's own label names its button). */
function PickerField({ id, ...picker }: ComponentProps<typeof CheckPicker> & { id?: string }) {
  return (
    <div className="grid gap-1.5">
      <span className="font-medium text-sm" id={id}>
        {picker.label}
      </span>
      <CheckPicker {...picker} />
    </div>
  );
}
