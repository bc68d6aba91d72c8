"use client";

import { CheckIcon, SearchIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { formatCpg, formatTotal } from "@/components/project/format";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/client/api";
import { useTemplates } from "@/lib/client/estimate-templates";
import type { EstimateListItemDto } from "@/lib/client/estimates";
import { cn } from "@/lib/utils";
import { TemplatePreview } from "./template-preview";

type Props = {
  companyUid: string;
  value: string | null;
  onChange: (template: EstimateListItemDto) => void;
  buildingTypes: readonly { uid: string; name: string; level: number; parent_uid: string | null }[];
};

function useDebounced(text: string) {
  const [value, setValue] = useState("");
  useEffect(() => {
    const t = window.setTimeout(() => setValue(text.trim()), 250);
    return () => window.clearTimeout(t);
  }, [text]);
  return value;
}

/** The company's templates, searched by name, building type and tag, with the chosen one's preview. */
export function TemplatePicker({ companyUid, value, onChange, buildingTypes }: Props) {
  const [text, setText] = useState("");
  const [tagText, setTagText] = useState("");
  const [type, setType] = useState("");
  const q = useDebounced(text);
  const tag = useDebounced(tagText);
  const list = useTemplates(companyUid, {
    q: q || undefined,
    tag: tag || undefined,
    building_type: type || undefined,
  });
  const items = list.data ? list.data.query.map((uid) => list.data.content[uid]!).filter(Boolean) : [];
  // A template chosen before the list loaded (/estimate/add?template=…) is announced once it is found.
  const announced = useRef(false);
  useEffect(() => {
    if (announced.current || !value) return;
    const found = items.find((t) => t.uid === value);
    if (found) {
      announced.current = true;
      onChange(found);
    }
  }, [items, value, onChange]);
  return (
    <div className="grid gap-3" data-testid="template-picker">
      <div className="grid gap-2 sm:grid-cols-[1fr_12rem_10rem]">
        <div className="relative">
          <SearchIcon
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            type="search"
            aria-label="Search templates"
            placeholder="Search templates by name…"
            className="pl-9"
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </div>
        <NativeSelect aria-label="Building type" value={type} onChange={(e) => setType(e.target.value)}>
          <option value="">Any building type</option>
          {buildingTypes.map((t) => (
            <option key={t.uid} value={t.uid}>
              {t.level === 1 ? t.name : `  ${t.name}`}
            </option>
          ))}
        </NativeSelect>
        <Input
          aria-label="Tag"
          placeholder="Tag"
          value={tagText}
          onChange={(e) => setTagText(e.target.value)}
        />
      </div>
      <div className="grid gap-3 md:grid-cols-2">
        <div
          role="radiogroup"
          aria-label="Template"
          className="grid max-h-96 content-start gap-1 overflow-y-auto rounded-md border p-1"
        >
          {list.isPending &&
            Array.from({ length: 3 }, (_, i) => <Skeleton key={i} className="h-12 w-full" />)}
          {list.isError && <p className="p-2 text-destructive text-sm">{errorMessage(list.error)}</p>}
          {list.data && items.length === 0 && (
            <p className="p-2 text-muted-foreground text-sm">
              {q || tag || type
                ? "No templates match these filters."
                : "There are no templates yet. Make one from an estimate under Estimates › Templates."}
            </p>
          )}
          {items.map((t) => {
            const selected = t.uid === value;
            return (
              <button
                key={t.uid}
                type="button"
                role="radio"
                aria-checked={selected}
                onClick={() => onChange(t)}
                data-testid="template-choice"
                className={cn(
                  "flex items-center gap-3 rounded-sm px-2 py-2 text-left text-sm outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring",
                  selected && "bg-accent",
                )}
              >
                <span className="flex size-4 shrink-0 items-center justify-center">
                  {selected && <CheckIcon aria-hidden="true" className="size-4 text-primary" />}
                </span>
                <span className="grid min-w-0 flex-1">
                  <span className="truncate font-medium">{t.name}</span>
                  <span className="truncate text-muted-foreground text-xs">
                    {[
                      t.building_type_name,
                      `${t.line_count.toLocaleString("en-US")} lines`,
                      t.cost_per_gsf_cents === null
                        ? formatTotal(t.grand_total_cents)
                        : `${formatCpg(t.cost_per_gsf_cents)}/GSF`,
                      ...t.tags.map((x) => `#${x}`),
                    ]
                      .filter(Boolean)
                      .join(" · ")}
                  </span>
                </span>
              </button>
            );
          })}
        </div>
        <TemplatePreview companyUid={companyUid} uid={value} />
      </div>
    </div>
  );
}
