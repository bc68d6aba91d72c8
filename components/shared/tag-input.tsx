"use client";

import { XIcon } from "lucide-react";
import { type ComponentProps, useState } from "react";
import { Input } from "@/components/ui/input";

/** The tags filtered by, as removable chips; nothing when there are none. */
export function TagChips({ tags, onRemove }: { tags: readonly string[]; onRemove: (tag: string) => void }) {
  if (tags.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Tags filtered by">
      {tags.map((tag) => (
        <li
          key={tag}
          className="flex items-center gap-1 rounded-full border bg-muted py-0.5 pr-0.5 pl-2.5 text-xs"
        >
          {tag}
          <button
            type="button"
            aria-label={`Remove tag ${tag}`}
            className="rounded-full p-0.5 outline-none hover:bg-background focus-visible:ring-2 focus-visible:ring-ring"
            onClick={() => onRemove(tag)}
          >
            <XIcon aria-hidden="true" className="size-3" />
          </button>
        </li>
      ))}
    </ul>
  );
}

type TagInputProps = Omit<ComponentProps<typeof Input>, "value" | "onChange"> & {
  value: readonly string[];
  onChange: (tags: string[]) => void;
};

/** A text box that adds what was typed (comma-separated) to the tags on Enter, a comma or leaving it. */
export function TagInput({ value, onChange, ...props }: TagInputProps) {
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
    <Input
      {...props}
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
  );
}
