import type { ComponentProps } from "react";
import { NativeSelect } from "@/components/ui/native-select";

type Props<T extends string> = Omit<ComponentProps<typeof NativeSelect>, "value" | "onChange"> & {
  value: T;
  onChange: (value: T) => void;
};

/** A native select over a closed set of values: its options offer only T, so the value read back is a T. */
export function ValueSelect<T extends string>({ value, onChange, ...props }: Props<T>) {
  return <NativeSelect {...props} value={value} onChange={(e) => onChange(e.target.value as T)} />;
}

/** The props of a select that picks one T (a sort, a metric …) for a list. */
export type PickProps<T extends string> = {
  value: T;
  onChange: (value: T) => void;
  className?: string;
};
