"use client";

import { SearchIcon } from "lucide-react";
import { type ComponentProps, useEffect, useRef, useState } from "react";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";

type Props = {
  value: string;
  onSearch: (q: string) => void;
  label: string;
  placeholder: string;
  testId: string;
  className?: string;
};

/** The search above a list: applies 350 ms after typing stops (or on Enter) and follows the URL back. */
export function SearchBox({ value, onSearch, label, placeholder, testId, className }: Props) {
  const [text, setText] = useState(value);
  const timer = useRef<number | undefined>(undefined);
  const focused = useRef(false);
  useEffect(() => {
    if (!focused.current) setText(value);
  }, [value]);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const run = (q: string) => {
    window.clearTimeout(timer.current);
    if (q.trim() !== value) onSearch(q.trim());
  };
  return (
    <SearchInput
      className={className}
      aria-label={label}
      placeholder={placeholder}
      value={text}
      data-testid={testId}
      onFocus={() => {
        focused.current = true;
      }}
      onBlur={() => {
        focused.current = false;
      }}
      onChange={(e) => {
        const q = e.target.value;
        setText(q);
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(() => run(q), 350);
      }}
      onKeyDown={(e) => {
        if (e.key === "Enter") run(e.currentTarget.value);
      }}
    />
  );
}

/** A search field with its magnifier; `className` places the whole, every other prop goes to the input. */
export function SearchInput({ className, ...props }: ComponentProps<typeof Input>) {
  return (
    <div className={cn("relative", className)}>
      <SearchIcon
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input type="search" className="pl-9" {...props} />
    </div>
  );
}
