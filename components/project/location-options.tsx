import { ChoiceOptions } from "@/components/shared/options";
import type { LocationChoice } from "./record/use-location-choices";

type Props = {
  locations: readonly LocationChoice[];
  /** The selected key; one no longer in the list (a deleted place) still gets an option of its own. */
  current: string;
};

/** The place options of a target-location select: the current key if unknown, then metros, then states. */
export function LocationOptions({ locations, current }: Props) {
  const metros = locations.filter((l) => l.kind === "metro");
  const states = locations.filter((l) => l.kind === "state");
  const known = current === "" || current === "national" || locations.some((l) => l.key === current);
  return (
    <>
      {!known && <option value={current}>{current}</option>}
      <LocationGroup label="Metros" items={metros} />
      <LocationGroup label="States" items={states} />
    </>
  );
}

function LocationGroup({ label, items }: { label: string; items: readonly LocationChoice[] }) {
  if (items.length === 0) return null;
  return (
    <optgroup label={label}>
      <ChoiceOptions items={items} />
    </optgroup>
  );
}
