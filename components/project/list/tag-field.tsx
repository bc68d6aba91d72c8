"use client";

import { TagChips, TagInput } from "@/components/shared/tag-input";

/** Tags as removable chips; Enter or a comma adds what was typed. */
export function TagField({
  value,
  onChange,
}: {
  value: readonly string[];
  onChange: (tags: string[]) => void;
}) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor="record-tag-input" className="font-medium text-sm">
        Tags
      </label>
      <TagChips tags={value} onRemove={(tag) => onChange(value.filter((t) => t !== tag))} />
      <TagInput
        id="record-tag-input"
        placeholder="Add a tag, press Enter"
        value={value}
        onChange={onChange}
      />
    </div>
  );
}
