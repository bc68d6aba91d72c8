"use client";

import { XIcon } from "lucide-react";
import { useState } from "react";
import { Input } from "@/components/ui/input";

/** Tags as removable chips; Enter or a comma adds what was typed. */
export function TagField({
  value,
  onChange,
}: {
  value: readonly string[];
  onChange: (tags: string[]) => void;
}) {
  const [text, setText] = useState("");
  const add = () => {
    const tags = text
      .split(",")
      .map((t) => t.trim())
      .filter(Boolean);
    if (tags.length > 0) onChange([...new Set([...value, ...tags])]);
    setText("");
  };
  return (
    <div className="grid gap-1.5">
      <label htmlFor="record-tag-input" className="font-medium text-sm">
        Tags
      </label>
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label="Tags filtered by">
          {value.map((tag) => (
            <li
              key={tag}
              className="flex items-center gap-1 rounded-full border bg-muted py-0.5 pr-0.5 pl-2.5 text-xs"
            >
              {tag}
              <button
                type="button"
                aria-label={`Remove tag ${tag}`}
                className="rounded-full p-0.5 outline-none hover:bg-background focus-visible:ring-2 focus-visible:ring-ring"
                onClick={() => onChange(value.filter((t) => t !== tag))}
              >
                <XIcon aria-hidden="true" className="size-3" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <Input
        id="record-tag-input"
        placeholder="Add a tag, press Enter"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onBlur={add}
        onKeyDown={(e) => {
          if (e.key === "Enter" || e.key === ",") {
            e.preventDefault();
            add();
          }
        }}
      />
    </div>
  );
}
