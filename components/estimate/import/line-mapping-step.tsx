"use client";

import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import type { LineImportDto } from "@/lib/contract/estimate-import";
import { lineFieldLabels, lineImportFields } from "@/lib/domain/estimate/import/line-mapping";

export type LineMapping = LineImportDto["mapping"];

/** Header → field selects, and the file's cost code texts with the code each maps to (editable). */
export function LineMappingStep({
  preview,
  mapping,
  onChange,
}: {
  preview: LineImportDto;
  mapping: LineMapping;
  onChange: (mapping: LineMapping) => void;
}) {
  const codes = preview.codes.filter((c) => c.text !== c.code).slice(0, 100);
  return (
    <div className="grid gap-3">
      <fieldset className="grid gap-2">
        <legend className="mb-1 font-medium text-sm">Columns</legend>
        <div className="grid max-h-56 gap-2 overflow-y-auto sm:grid-cols-2" data-testid="line-import-mapping">
          {preview.headers.map((h) => (
            <div key={h} className="grid gap-1 text-xs">
              <span className="truncate text-muted-foreground">{h}</span>
              <NativeSelect
                aria-label={`Column ${h}`}
                value={mapping.columns[h] ?? ""}
                onChange={(e) =>
                  onChange({ ...mapping, columns: { ...mapping.columns, [h]: e.target.value } })
                }
              >
                <option value="">Not imported</option>
                {lineImportFields.map((f) => (
                  <option key={f} value={f}>
                    {lineFieldLabels[f]}
                  </option>
                ))}
              </NativeSelect>
            </div>
          ))}
        </div>
      </fieldset>
      {codes.length > 0 && (
        <fieldset className="grid gap-2">
          <legend className="mb-1 font-medium text-sm">Cost codes read differently</legend>
          <div className="grid max-h-40 gap-1 overflow-y-auto">
            {codes.map((c) => (
              <div key={c.text} className="grid grid-cols-[1fr_10rem] items-center gap-2 text-xs">
                <span className="truncate">
                  {c.text} <span className="text-muted-foreground">({c.rows} rows)</span>
                </span>
                <Input
                  aria-label={`Cost code for ${c.text}`}
                  defaultValue={mapping.cost_codes[c.text] ?? c.code}
                  onBlur={(e) =>
                    onChange({
                      ...mapping,
                      cost_codes: { ...mapping.cost_codes, [c.text]: e.target.value.trim() },
                    })
                  }
                />
              </div>
            ))}
          </div>
        </fieldset>
      )}
    </div>
  );
}
