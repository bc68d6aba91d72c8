"use client";

// Grouping (up to 4 levels), filters (text, cost code, tag, flags), columns (show/hide, order) and sort.
import { ArrowDown, ArrowUp, Columns3, Filter, Layers, X } from "lucide-react";
import { IconButton } from "@/components/shared/icon-button";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { COLUMN_BY_ID } from "@/lib/client/estimate-editor/columns";
import type { FlagFilter, GroupKey, ViewConfig } from "@/lib/client/estimate-editor/types";
import { GROUP_KEYS, MAX_GROUP_LEVELS } from "@/lib/client/estimate-editor/view";

const FLAGS: { id: FlagFilter; label: string }[] = [
  { id: "base", label: "Base lines only" },
  { id: "alternate", label: "Alternates" },
  { id: "allowance", label: "Allowances" },
  { id: "error", label: "Lines with a problem" },
];

export function ViewToolbar({
  config,
  onChange,
}: {
  config: ViewConfig;
  onChange(config: ViewConfig): void;
}) {
  const f = config.filters;
  const activeFilters = (f.cost_code?.trim() ? 1 : 0) + (f.tag?.trim() ? 1 : 0) + (f.flags?.length ?? 0);
  const setFilters = (p: Partial<ViewConfig["filters"]>) => onChange({ ...config, filters: { ...f, ...p } });

  const setGroup = (level: number, value: string) => {
    const next = [...config.group_by];
    if (value === "") next.splice(level);
    else next[level] = value as GroupKey;
    onChange({ ...config, group_by: [...new Set(next)].slice(0, MAX_GROUP_LEVELS) });
  };

  const moveColumn = (id: string, d: -1 | 1) => {
    const order = [...config.column_order];
    const i = order.indexOf(id);
    const j = i + d;
    if (i < 0 || j < 0 || j >= order.length) return;
    [order[i], order[j]] = [order[j], order[i]];
    onChange({ ...config, column_order: order });
  };

  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="view-toolbar">
      <Input
        aria-label="Search lines"
        placeholder="Search lines…"
        value={f.text ?? ""}
        onChange={(e) => setFilters({ text: e.target.value })}
        className="h-8 w-48"
      />
      <Popover>
        <PopoverTrigger asChild>
          <Button size="sm" variant="outline">
            <Layers /> Group{config.group_by.length ? ` (${config.group_by.length})` : ""}
          </Button>
        </PopoverTrigger>
        <PopoverContent className="w-64 space-y-2" align="start">
          <p className="font-medium text-sm">Group by</p>
          {Array.from({ length: Math.min(config.group_by.length + 1, MAX_GROUP_LEVELS) }, (_, level) => (
            <NativeSelect
              key={level}
              aria-label={`Group level ${level + 1}`}
              value={config.group_by[level] ?? ""}
              onChange={(e) => setGroup(level, e.target.value)}
              className="h-8"
            >
              <option value="">{level === 0 ? "No grouping" : "No further level"}</option>
              {GROUP_KEYS.filter(
                (k) => k.id === config.group_by[level] || !config.group_by.includes(k.id),
              ).map((k) => (
                <option key={k.id} value={k.id}>
                  {k.label}
                </option>
              ))}
            </NativeSelect>
          ))}
        </PopoverContent>
      </Popover>
      <Popover>
        <PopoverTrigger asChild>
          <Button size="sm" variant="outline">
            <Filter /> Filter{activeFilters ? ` (${activeFilters})` : ""}
          </Button>
        </PopoverTrigger>
        <PopoverContent className="w-64 space-y-2" align="start">
          <Input
            aria-label="Cost code starts with"
            placeholder="Cost code starts with (e.g. 03)"
            value={f.cost_code ?? ""}
            onChange={(e) => setFilters({ cost_code: e.target.value })}
            className="h-8"
          />
          <Input
            aria-label="Tag"
            placeholder="Tag"
            value={f.tag ?? ""}
            onChange={(e) => setFilters({ tag: e.target.value })}
            className="h-8"
          />
          {FLAGS.map((flag) => (
            <label key={flag.id} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={f.flags?.includes(flag.id) ?? false}
                onChange={(e) => {
                  const set = new Set(f.flags ?? []);
                  if (e.target.checked) set.add(flag.id);
                  else set.delete(flag.id);
                  setFilters({ flags: [...set] });
                }}
              />
              {flag.label}
            </label>
          ))}
          {activeFilters || f.text ? (
            <Button size="sm" variant="ghost" onClick={() => onChange({ ...config, filters: {} })}>
              <X /> Clear filters
            </Button>
          ) : null}
        </PopoverContent>
      </Popover>
      <Popover>
        <PopoverTrigger asChild>
          <Button size="sm" variant="outline">
            <Columns3 /> Columns
          </Button>
        </PopoverTrigger>
        <PopoverContent className="max-h-96 w-64 overflow-auto" align="start">
          <ul className="space-y-1">
            {config.column_order.map((id, i) => {
              const col = COLUMN_BY_ID.get(id);
              if (!col) return null;
              const shown = config.columns.includes(id);
              return (
                <li key={id} className="flex items-center gap-1 text-sm">
                  <label className="flex flex-1 items-center gap-2">
                    <input
                      type="checkbox"
                      checked={shown}
                      onChange={(e) =>
                        onChange({
                          ...config,
                          columns: e.target.checked
                            ? [...config.columns, id]
                            : config.columns.filter((c) => c !== id),
                        })
                      }
                    />
                    {col.label}
                  </label>
                  <IconButton
                    className="size-6"
                    label={`Move ${col.label} left`}
                    disabled={i === 0}
                    onClick={() => moveColumn(id, -1)}
                  >
                    <ArrowUp />
                  </IconButton>
                  <IconButton
                    className="size-6"
                    label={`Move ${col.label} right`}
                    disabled={i === config.column_order.length - 1}
                    onClick={() => moveColumn(id, 1)}
                  >
                    <ArrowDown />
                  </IconButton>
                </li>
              );
            })}
          </ul>
        </PopoverContent>
      </Popover>
      {config.sort.length > 0 ? (
        <Button size="sm" variant="ghost" onClick={() => onChange({ ...config, sort: [] })}>
          <X /> Sort:{" "}
          {config.sort
            .map((s) => `${COLUMN_BY_ID.get(s.id)?.label ?? s.id}${s.desc ? " ↓" : " ↑"}`)
            .join(", ")}
        </Button>
      ) : null}
    </div>
  );
}
