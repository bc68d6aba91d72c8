"use client";

import * as React from "react";
import { fieldClassName } from "@/components/ui/input";
import { formatMoneyInput, parseMoneyInput } from "@/lib/domain/money-format";
import { cn } from "@/lib/utils";

type MoneyInputProps = Omit<React.ComponentProps<"input">, "value" | "defaultValue" | "onChange" | "type"> & {
  /** Integer cents; null for an empty field. */
  value: number | null;
  /** Called with integer cents (null when cleared) whenever the text reads as a new amount. */
  onChange: (cents: number | null) => void;
  allowNegative?: boolean;
  /** Classes for the wrapper that holds the "$" prefix (width, margins). */
  containerClassName?: string;
};

const DIGITS_AND_MARKS = /^[\d.,$\s\u00a0]*$/;
const WITH_NEGATIVE_MARKS = /^[\d.,$\s\u00a0()\-\u2212]*$/;

function accepts(text: string, allowNegative: boolean): boolean {
  return (allowNegative ? WITH_NEGATIVE_MARKS : DIGITS_AND_MARKS).test(text);
}

function readDraft(text: string): number | null {
  return text.trim() === "" ? null : parseMoneyInput(text);
}

/**
 * A dollar amount field: "$" prefix, "1,234.50" when not focused, whole text selected on focus.
 * Accepts typed or pasted "1,234.5", "$1234.50", and "-12" or "(12.00)" with allowNegative.
 * While the text is unreadable ("1.2.3") the last good amount stands; leaving the field shows it.
 */
function MoneyInput({
  value,
  onChange,
  allowNegative = false,
  className,
  containerClassName,
  onFocus,
  onBlur,
  onMouseDown,
  onMouseUp,
  onKeyDown,
  onPaste,
  ...props
}: MoneyInputProps) {
  // The text being edited while focused; null shows the formatted value.
  const [draft, setDraft] = React.useState<string | null>(null);
  const [seenValue, setSeenValue] = React.useState(value);
  const selectOnMouseUp = React.useRef(false);

  // A value changed from outside while editing (a form reset, a clamp) replaces the draft;
  // the echo of our own onChange reads the same as the draft and leaves it alone.
  if (value !== seenValue) {
    setSeenValue(value);
    if (draft !== null && readDraft(draft) !== value) setDraft(formatMoneyInput(value));
  }

  const text = draft ?? formatMoneyInput(value);

  function handleChange(event: React.ChangeEvent<HTMLInputElement>) {
    const next = event.target.value;
    // Refuse the edit outright rather than silently dropping a sign or a letter. (Keys and pastes
    // are stopped earlier, which keeps the selection; this catches drops and autofill.)
    if (!accepts(next, allowNegative)) return;
    setDraft(next);
    const cents = readDraft(next);
    if (cents === null && next.trim() !== "") return;
    if (cents !== value) onChange(cents);
  }

  return (
    <div data-slot="money-input" className={cn("relative", containerClassName)}>
      <input
        type="text"
        inputMode={allowNegative ? "text" : "decimal"}
        autoComplete="off"
        spellCheck={false}
        value={text}
        className={cn(fieldClassName, "peer h-9 py-1 pr-3 pl-7 text-right tabular-nums", className)}
        onChange={handleChange}
        onKeyDown={(event) => {
          const printable = event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
          if (printable && !accepts(event.key, allowNegative)) event.preventDefault();
          onKeyDown?.(event);
        }}
        onPaste={(event) => {
          if (!accepts(event.clipboardData.getData("text"), allowNegative)) event.preventDefault();
          onPaste?.(event);
        }}
        onFocus={(event) => {
          setDraft(formatMoneyInput(value));
          event.currentTarget.select();
          onFocus?.(event);
        }}
        onBlur={(event) => {
          setDraft(null);
          onBlur?.(event);
        }}
        // A click that focuses the field would otherwise drop the selection on mouseup.
        onMouseDown={(event) => {
          selectOnMouseUp.current = document.activeElement !== event.currentTarget;
          onMouseDown?.(event);
        }}
        onMouseUp={(event) => {
          if (selectOnMouseUp.current) {
            event.preventDefault();
            selectOnMouseUp.current = false;
          }
          onMouseUp?.(event);
        }}
        {...props}
      />
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-muted-foreground text-sm peer-disabled:opacity-50"
      >
        $
      </span>
    </div>
  );
}

export type { MoneyInputProps };
export { MoneyInput };
