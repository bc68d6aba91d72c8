import { type PickProps, ValueSelect } from "@/components/shared/value-select";
import type { RecordSort } from "@/lib/domain/project/filters";

const choices: { value: RecordSort; label: string }[] = [
  { value: "-cost_basis_date", label: "Newest cost basis" },
  { value: "cost_basis_date", label: "Oldest cost basis" },
  { value: "-cost_per_gsf", label: "Highest $/GSF" },
  { value: "cost_per_gsf", label: "Lowest $/GSF" },
  { value: "-total", label: "Largest total" },
  { value: "total", label: "Smallest total" },
  { value: "-gsf", label: "Largest GSF" },
  { value: "gsf", label: "Smallest GSF" },
  { value: "project_name", label: "Project A–Z" },
  { value: "-project_name", label: "Project Z–A" },
  { value: "-updated_at", label: "Recently changed" },
  { value: "updated_at", label: "Least recently changed" },
];

/** The sort as a select, for phones where the table's headers are not shown. */
export function SortSelect({ value, onChange, className }: PickProps<RecordSort>) {
  return (
    <ValueSelect aria-label="Sort by" className={className} value={value} onChange={onChange}>
      {choices.map((c) => (
        <option key={c.value} value={c.value}>
          {c.label}
        </option>
      ))}
    </ValueSelect>
  );
}
