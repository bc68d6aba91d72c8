"use client";

// The markup stack editor's small fields: a labelled checkbox, a percent typed as text, cost-code categories.
import { useState } from "react";
import { checkboxClassName } from "@/components/ui/checkbox-class";
import { Input } from "@/components/ui/input";
import { formatScaled, parseDecimal, scaleDecimal } from "@/lib/domain/estimate/decimal";
import { parseCategories } from "./markup-values";

export function CheckRow({
  label,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex cursor-pointer items-center gap-2 text-sm">
      <input
        type="checkbox"
        className={checkboxClassName}
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
      />
      {label}
    </label>
  );
}

/** A percent typed as text (up to 5 decimals); unreadable text keeps its draft and sends NaN, which the engine names. */
export function PercentInput({
  label,
  value,
  disabled,
  onChange,
}: {
  label: string;
  value: number | null;
  disabled?: boolean;
  onChange: (v: number) => void;
}) {
  const scaled = value === null || !Number.isFinite(value) ? Number.NaN : scaleDecimal(value);
  const shown =
    value === null || !Number.isFinite(value)
      ? ""
      : Number.isNaN(scaled)
        ? String(value)
        : formatScaled(scaled);
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <div className="relative">
      <Input
        aria-label={label}
        inputMode="decimal"
        className="pr-7 text-right tabular-nums"
        value={draft ?? shown}
        disabled={disabled}
        data-testid="markup-percent"
        onFocus={() => setDraft(shown)}
        onBlur={() => setDraft(null)}
        onChange={(e) => {
          setDraft(e.target.value);
          const parsed = parseDecimal(e.target.value);
          onChange(parsed.ok ? parsed.value : Number.NaN);
        }}
      />
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-muted-foreground text-sm"
      >
        %
      </span>
    </div>
  );
}

export function CategoriesInput({
  id,
  value,
  disabled,
  onChange,
}: {
  id: string;
  value: string[] | null;
  disabled?: boolean;
  onChange: (v: string[] | null) => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const shown = (value ?? []).join(", ");
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="font-medium text-xs">
        Only cost codes starting with
      </label>
      <Input
        id={id}
        placeholder="All cost codes (e.g. 05, 09 21, B20)"
        value={draft ?? shown}
        disabled={disabled}
        data-testid="markup-categories"
        onFocus={() => setDraft(shown)}
        onBlur={() => setDraft(null)}
        onChange={(e) => {
          setDraft(e.target.value);
          onChange(parseCategories(e.target.value));
        }}
      />
    </div>
  );
}
