"use client";

import { ChevronDownIcon, SearchIcon } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { checkboxClassName } from "@/components/ui/checkbox-class";
import { LazyPopover } from "@/components/ui/lazy-menu";
import { cn } from "@/lib/utils";

export type CheckOption = {
  value: string;
  label: string;
  /** Options under a parent are indented; a checked parent checks (and locks) its children. */
  parent?: string;
  /** Words the search also matches (a type's category name, say). */
  keywords?: string;
};

type Props = {
  label: string;
  options: readonly CheckOption[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  placeholder?: string;
  searchPlaceholder?: string;
  empty?: ReactNode;
  testId?: string;
};

/** A button that opens a searchable checklist (one or two levels), for building types, states and metros. */
export function CheckPicker({
  label,
  options,
  value,
  onChange,
  placeholder = "Any",
  searchPlaceholder = "Search…",
  empty = "Nothing matches.",
  testId,
}: Props) {
  const [search, setSearch] = useState("");
  const id = useId();
  const selected = new Set(value);
  const byValue = new Map(options.map((o) => [o.value, o]));
  const term = search.trim().toLowerCase();
  const matches = (o: CheckOption) =>
    !term || o.label.toLowerCase().includes(term) || (o.keywords ?? "").toLowerCase().includes(term);
  const visible = options.filter(
    (o) => matches(o) || options.some((child) => child.parent === o.value && matches(child)),
  );
  const summary =
    value.length === 0
      ? placeholder
      : value.length <= 2
        ? value.map((v) => byValue.get(v)?.label ?? v).join(", ")
        : `${value.length} selected`;

  function toggle(option: CheckOption, checked: boolean) {
    let next = value.filter((v) => v !== option.value);
    if (checked) {
      next.push(option.value);
      // A category includes its types: keep the URL short by dropping the children it covers.
      next = next.filter((v) => byValue.get(v)?.parent !== option.value);
    }
    onChange(next);
  }

  return (
    <LazyPopover
      onOpenChange={(open) => !open && setSearch("")}
      trigger={
        <Button
          variant="outline"
          className="w-full justify-between px-3 font-normal"
          aria-label={`${label}: ${summary}`}
          data-testid={testId}
        >
          <span className={cn("truncate", value.length === 0 && "text-muted-foreground")}>{summary}</span>
          <ChevronDownIcon className="text-muted-foreground" />
        </Button>
      }
    >
      {(ui) => (
        <ui.PopoverContent align="start" className="w-(--radix-popover-trigger-width) min-w-64 p-0">
          <div className="relative border-b">
            <SearchIcon
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <input
              aria-label={`Search ${label.toLowerCase()}`}
              placeholder={searchPlaceholder}
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              className="h-10 w-full bg-transparent pr-3 pl-9 text-sm outline-none placeholder:text-muted-foreground"
            />
          </div>
          <fieldset className="max-h-72 overflow-y-auto py-1" aria-label={label}>
            {visible.length === 0 && <p className="px-3 py-2 text-muted-foreground text-sm">{empty}</p>}
            {visible.map((option) => {
              const parentChecked = option.parent !== undefined && selected.has(option.parent);
              const checked = selected.has(option.value) || parentChecked;
              const inputId = `${id}-${option.value}`;
              return (
                <label
                  key={option.value}
                  htmlFor={inputId}
                  className={cn(
                    "flex min-h-8 cursor-pointer items-center gap-2 px-3 py-1 text-sm hover:bg-accent",
                    option.parent !== undefined && "pl-8",
                    option.parent === undefined &&
                      options.some((o) => o.parent === option.value) &&
                      "font-medium",
                    parentChecked && "cursor-default text-muted-foreground",
                  )}
                >
                  <input
                    id={inputId}
                    type="checkbox"
                    className={checkboxClassName}
                    checked={checked}
                    disabled={parentChecked}
                    onChange={(e) => toggle(option, e.target.checked)}
                  />
                  <span className="truncate">{option.label}</span>
                </label>
              );
            })}
          </fieldset>
          {value.length > 0 && (
            <div className="flex justify-end border-t p-1">
              <Button variant="ghost" size="sm" onClick={() => onChange([])}>
                Clear {label.toLowerCase()}
              </Button>
            </div>
          )}
        </ui.PopoverContent>
      )}
    </LazyPopover>
  );
}
