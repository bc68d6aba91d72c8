import type { ReactNode } from "react";

/** One <option> per value of a closed list, the text from label (a select's fixed choices). */
export function Options<T extends string>({
  values,
  label,
}: {
  values: readonly T[];
  label: (value: T) => ReactNode;
}) {
  return values.map((v) => (
    <option key={v} value={v}>
      {label(v)}
    </option>
  ));
}

/** One <option> per keyed choice (a metro, a place …), the value its key and the text its label. */
export function ChoiceOptions({ items }: { items: readonly { key: string; label: string }[] }) {
  return items.map((c) => (
    <option key={c.key} value={c.key}>
      {c.label}
    </option>
  ));
}
