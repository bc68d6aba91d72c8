"use client";

import { useEffect, useId, useState } from "react";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";

type Props = {
  legend: string;
  /** Values as the URL spells them ("" for none). */
  min: string;
  max: string;
  onCommit: (min: string, max: string) => void;
  type?: "number" | "date";
  prefix?: string;
  step?: string;
  error?: string | null;
  testId?: string;
};

/** A from–to pair that applies on Enter or when focus leaves, so typing does not reload the list per key. */
export function RangeField({
  legend,
  min,
  max,
  onCommit,
  type = "number",
  prefix,
  step,
  error,
  testId,
}: Props) {
  const [lo, setLo] = useState(min);
  const [hi, setHi] = useState(max);
  const id = useId();
  useEffect(() => setLo(min), [min]);
  useEffect(() => setHi(max), [max]);
  const commit = () => {
    if (lo.trim() !== min || hi.trim() !== max) onCommit(lo.trim(), hi.trim());
  };
  const field = (label: string, value: string, set: (v: string) => void, name: string) => (
    <div className="relative min-w-0 flex-1">
      {prefix && (
        <span className="pointer-events-none absolute top-1/2 left-2.5 -translate-y-1/2 text-muted-foreground text-sm">
          {prefix}
        </span>
      )}
      <Input
        type={type}
        inputMode={type === "number" ? "decimal" : undefined}
        min={type === "number" ? 0 : undefined}
        step={step}
        aria-label={`${legend} ${label}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        placeholder={label === "from" ? "Min" : "Max"}
        value={value}
        data-testid={testId ? `${testId}-${name}` : undefined}
        className={cn(prefix && "pl-6", type === "date" && "px-2")}
        onChange={(e) => set(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === "Enter") {
            e.preventDefault();
            commit();
          }
        }}
      />
    </div>
  );
  return (
    <fieldset className="grid min-w-0 gap-1.5">
      <legend className="mb-1.5 font-medium text-sm">{legend}</legend>
      {/* Two date inputs do not fit side by side in the filter column: they stack. */}
      <div className={type === "date" ? "grid gap-1.5" : "flex items-center gap-2"}>
        {field("from", lo, setLo, "min")}
        {type !== "date" && (
          <span aria-hidden="true" className="text-muted-foreground">
            –
          </span>
        )}
        {field("to", hi, setHi, "max")}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}
