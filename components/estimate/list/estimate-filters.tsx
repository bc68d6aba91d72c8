"use client";

import { type CheckOption, CheckPicker } from "@/components/project/list/check-picker";
import { TagChips, TagInput } from "@/components/shared/tag-input";
import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/native-select";
import { type EstimateStatus, estimateStatuses } from "@/lib/contract/estimate-words";
import { cn } from "@/lib/utils";
import { statusLabels } from "../format";
import { type EstimateListState, filterCount, sortChoices, updatedChoices } from "./list-url";

type Props = {
  state: EstimateListState;
  buildingTypes: readonly CheckOption[];
  onChange: (patch: Partial<EstimateListState>) => void;
};

/** Status chips, building type, tags, "updated" and sort; every change goes to the URL. */
export function EstimateFilters({ state, buildingTypes, onChange }: Props) {
  const toggleStatus = (s: EstimateStatus) =>
    onChange({
      status: state.status.includes(s) ? state.status.filter((x) => x !== s) : [...state.status, s],
    });
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <fieldset className="flex flex-wrap gap-1.5" aria-label="Status">
          {estimateStatuses.map((s) => {
            const on = state.status.includes(s);
            return (
              <button
                key={s}
                type="button"
                aria-pressed={on}
                data-testid={`status-filter-${s}`}
                onClick={() => toggleStatus(s)}
                className={cn(
                  "h-8 rounded-full border px-3 font-medium text-sm outline-none transition-colors focus-visible:ring-2 focus-visible:ring-ring",
                  on
                    ? "border-primary bg-primary text-primary-foreground"
                    : "bg-background text-muted-foreground hover:bg-accent hover:text-foreground dark:bg-input/30",
                )}
              >
                {statusLabels[s]}
              </button>
            );
          })}
        </fieldset>
      </div>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-[minmax(0,14rem)_minmax(0,14rem)_minmax(0,11rem)_minmax(0,12rem)_auto]">
        <CheckPicker
          label="Building type"
          placeholder="Any building type"
          searchPlaceholder="Search building types…"
          options={buildingTypes}
          value={state.building_type}
          onChange={(building_type) => onChange({ building_type })}
          testId="estimate-building-type-filter"
        />
        <TagInput
          aria-label="Filter by tag"
          placeholder="Tag, then Enter"
          data-testid="estimate-tag-filter"
          value={state.tag}
          onChange={(tag) => onChange({ tag })}
        />
        <NativeSelect
          aria-label="Updated"
          value={state.updated}
          onChange={(e) => onChange({ updated: e.target.value })}
          data-testid="estimate-updated-filter"
        >
          {updatedChoices.map((c) => (
            <option key={c.value} value={c.value}>
              {c.value ? `Edited: ${c.label.toLowerCase()}` : "Edited: any time"}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect
          aria-label="Sort by"
          value={state.sort}
          onChange={(e) => onChange({ sort: e.target.value })}
          data-testid="estimate-sort"
        >
          {sortChoices.map((c) => (
            <option key={c.value} value={c.value}>
              Sort: {c.label}
            </option>
          ))}
        </NativeSelect>
        {filterCount(state) > 0 && (
          <Button
            variant="ghost"
            onClick={() => onChange({ status: [], tag: [], building_type: [], updated: "" })}
          >
            Clear filters
          </Button>
        )}
      </div>
      <TagChips tags={state.tag} onRemove={(tag) => onChange({ tag: state.tag.filter((t) => t !== tag) })} />
    </div>
  );
}
