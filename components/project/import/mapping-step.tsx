"use client";

import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Switch } from "@/components/ui/switch";
import type { ImportPreviewDto as ImportPreview } from "@/lib/contract/project";
import { costColumn, importFields, normaliseHeader } from "@/lib/domain/project-import/fields";
import type { ImportMapping } from "@/lib/domain/project-import/plan";

const groups = [
  { group: "project", label: "Project" },
  { group: "record", label: "Record" },
  { group: "cost", label: "Cost line" },
] as const;

function extraOptions(header: string, current: string) {
  const out: { value: string; label: string }[] = [];
  const cost = costColumn(header);
  if (cost) out.push({ value: `cost:${cost.code}`, label: `Amounts of cost code ${cost.code}` });
  const metric = normaliseHeader(header)
    .replace(/^metric:/, "")
    .replace(/[^a-z0-9_]/g, "");
  if (/^[a-z][a-z0-9_]{0,29}$/.test(metric))
    out.push({ value: `metric:${metric}`, label: `Metric "${metric}"` });
  if (current && !current.startsWith("cost:") && !current.startsWith("metric:")) return out;
  if (current && !out.some((o) => o.value === current)) out.push({ value: current, label: current });
  return out;
}

type Props = {
  preview: ImportPreview;
  mapping: ImportMapping;
  onChange: (mapping: ImportMapping) => void;
};

/** Columns → fields, and their cost codes → company codes (prefilled with the remembered choice or the guess). */
export function MappingStep({ preview, mapping, onChange }: Props) {
  const setColumn = (header: string, target: string) =>
    onChange({ ...mapping, columns: { ...mapping.columns, [header]: target } });
  const setCode = (code: string, to: string) =>
    onChange({ ...mapping, cost_codes: { ...mapping.cost_codes, [code]: to } });
  const codes = preview.summary.cost_codes;
  return (
    <div className="grid gap-6">
      <section className="grid gap-2" aria-labelledby="import-columns">
        <h3 id="import-columns" className="font-medium text-sm">
          Columns
        </h3>
        <ul className="grid gap-2" data-testid="import-columns">
          {preview.columns.map((c, i) => {
            const id = `import-col-${i}`;
            const target = mapping.columns[c.header] ?? "";
            return (
              <li
                key={c.header}
                className="grid gap-1 rounded-md border p-2 sm:grid-cols-[1fr_16rem] sm:items-center"
              >
                <div className="min-w-0">
                  <Label htmlFor={id} className="truncate">
                    {c.header}
                  </Label>
                  <p className="truncate text-muted-foreground text-xs">
                    {c.samples.length ? c.samples.join(" · ") : "(empty)"}
                  </p>
                </div>
                <NativeSelect id={id} value={target} onChange={(e) => setColumn(c.header, e.target.value)}>
                  <option value="">Ignore this column</option>
                  {groups.map((g) => (
                    <optgroup key={g.group} label={g.label}>
                      {importFields
                        .filter((f) => f.group === g.group)
                        .map((f) => (
                          <option key={f.key} value={f.key}>
                            {f.label}
                          </option>
                        ))}
                    </optgroup>
                  ))}
                  {extraOptions(c.header, target).length > 0 && (
                    <optgroup label="Other">
                      {extraOptions(c.header, target).map((o) => (
                        <option key={o.value} value={o.value}>
                          {o.label}
                        </option>
                      ))}
                    </optgroup>
                  )}
                </NativeSelect>
              </li>
            );
          })}
        </ul>
      </section>
      <section className="grid gap-2" aria-labelledby="import-codes">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id="import-codes" className="font-medium text-sm">
            Cost codes
          </h3>
          <div className="flex items-center gap-2">
            <Switch
              id="import-legacy"
              checked={mapping.legacy_codes ?? false}
              onCheckedChange={(legacy_codes) => onChange({ ...mapping, legacy_codes })}
            />
            <Label htmlFor="import-legacy" className="text-sm">
              Codes use the 1995 16-division format
            </Label>
          </div>
        </div>
        {codes.length === 0 ? (
          <p className="text-muted-foreground text-sm">No cost codes found with this column mapping.</p>
        ) : (
          <ul className="grid max-h-64 gap-1 overflow-y-auto" data-testid="import-codes">
            {codes.map((c) => (
              <li key={c.code} className="grid grid-cols-[1fr_10rem] items-center gap-2 text-sm">
                <span className="truncate">
                  <span className="font-mono">{c.code}</span>{" "}
                  <span className="text-muted-foreground text-xs">
                    ×{c.count}
                    {c.source === "legacy" ? " · 1995 format" : ""}
                  </span>
                </span>
                <Input
                  aria-label={`Company code for ${c.code}`}
                  className="h-8 font-mono"
                  value={mapping.cost_codes[c.code] ?? c.mapped_to}
                  onChange={(e) => setCode(c.code, e.target.value)}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
