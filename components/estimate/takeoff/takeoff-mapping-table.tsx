"use client";

import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import type { TakeoffMappingInput, TakeoffPreviewDto } from "@/lib/contract/takeoff";
import { allowedTargets, baseUnit } from "@/lib/domain/takeoff/units";

type Choice = TakeoffMappingInput["classifications"][string];

const typeLabels = { area: "Area", linear: "Length", count: "Count", volume: "Volume" } as const;

function lineLabel(l: TakeoffPreviewDto["lines"][number]) {
  const text = [l.cost_code, l.description].filter(Boolean).join(" ");
  return `${text || "Untitled line"} (${l.quantity}${l.unit ? ` ${l.unit}` : ""})`.slice(0, 90);
}

/** Each classification → cost code, new or existing line, unit (with depth for CY); each sheet → location. */
export function TakeoffMappingTable(props: {
  preview: TakeoffPreviewDto;
  mapping: TakeoffMappingInput;
  disabled: boolean;
  onChange: (mapping: TakeoffMappingInput) => void;
}) {
  const { preview, mapping, disabled } = props;
  const linked = new Set(preview.diff.filter((d) => d.linked).map((d) => d.classification));
  const set = (name: string, patch: Partial<Choice>) =>
    props.onChange({
      ...mapping,
      classifications: {
        ...mapping.classifications,
        [name]: { ...mapping.classifications[name]!, ...patch },
      },
    });
  return (
    <section className="grid gap-4" aria-labelledby="takeoff-mapping">
      <h2 id="takeoff-mapping" className="font-medium">
        2. Map classifications to lines
      </h2>
      <div className="rounded-lg border text-sm">
        <div
          aria-hidden="true"
          className="hidden border-b px-3 py-2 font-medium text-muted-foreground md:grid md:grid-cols-[minmax(0,1fr)_8rem_8rem_14rem_9rem] md:gap-3"
        >
          <span>Classification</span>
          <span className="text-right">Measured</span>
          <span>Cost code</span>
          <span>Line</span>
          <span>Unit</span>
        </div>
        <ul aria-label="Classifications">
          {preview.classifications.map((c) => {
            const choice = mapping.classifications[c.name];
            if (!choice) return null;
            return (
              <li
                key={c.name}
                data-testid="takeoff-classification"
                className="grid grid-cols-2 items-center gap-2 border-b px-3 py-2 last:border-b-0 md:grid-cols-[minmax(0,1fr)_8rem_8rem_14rem_9rem] md:gap-3"
              >
                <div className="min-w-0">
                  <div className="truncate font-medium" title={c.name}>
                    {c.name}
                  </div>
                  <div className="text-muted-foreground text-xs">
                    {typeLabels[c.type]} · {c.rows} rows{c.remembered ? " · remembered" : ""}
                  </div>
                </div>
                <div className="text-right tabular-nums">
                  {c.quantity.toLocaleString("en-US", { maximumFractionDigits: 2 })} {baseUnit[c.type]}
                </div>
                <div>
                  <Input
                    aria-label={`Cost code for ${c.name}`}
                    placeholder="Cost code"
                    value={choice.cost_code}
                    maxLength={50}
                    disabled={disabled}
                    onChange={(e) => set(c.name, { cost_code: e.target.value })}
                  />
                </div>
                <div className="max-md:order-last max-md:col-span-2">
                  <NativeSelect
                    aria-label={`Line for ${c.name}`}
                    value={choice.line_uid ?? ""}
                    disabled={disabled}
                    onChange={(e) => set(c.name, { line_uid: e.target.value || null })}
                  >
                    <option value="">{linked.has(c.name) ? "Its linked line" : "New line (linked)"}</option>
                    {preview.lines.map((l) => (
                      <option key={l.uid} value={l.uid}>
                        {lineLabel(l)}
                      </option>
                    ))}
                  </NativeSelect>
                </div>
                <div className="flex gap-1">
                  <NativeSelect
                    aria-label={`Unit for ${c.name}`}
                    className="w-20 shrink-0"
                    value={choice.unit}
                    disabled={disabled}
                    onChange={(e) => set(c.name, { unit: e.target.value as Choice["unit"] })}
                  >
                    {allowedTargets[c.type].map((u) => (
                      <option key={u} value={u}>
                        {u}
                      </option>
                    ))}
                  </NativeSelect>
                  {choice.unit === "CY" && c.type === "area" ? (
                    <Input
                      aria-label={`Depth in inches for ${c.name}`}
                      placeholder="in."
                      inputMode="decimal"
                      className="w-16"
                      value={choice.depth_in ?? ""}
                      disabled={disabled}
                      onChange={(e) => {
                        const n = Number(e.target.value);
                        set(c.name, { depth_in: e.target.value && n > 0 ? n : null });
                      }}
                    />
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      </div>
      {preview.sheets.length > 0 ? <SheetLocations {...props} /> : null}
    </section>
  );
}

function SheetLocations({ preview, mapping, disabled, onChange }: Parameters<typeof TakeoffMappingTable>[0]) {
  return (
    <details className="rounded-lg border p-4" open={preview.sheets.length <= 12}>
      <summary className="cursor-pointer font-medium text-sm">
        Sheets → locations ({preview.sheets.length}) — a location splits a classification's lines by area
      </summary>
      <div className="mt-3 grid gap-2 sm:grid-cols-2">
        {preview.sheets.map((sheet) => (
          <div key={sheet} className="grid grid-cols-[minmax(0,1fr)_10rem] items-center gap-2 text-sm">
            <span className="truncate" title={sheet}>
              {sheet}
            </span>
            <Input
              aria-label={`Location for ${sheet}`}
              placeholder="All on one line"
              value={mapping.sheets[sheet] ?? ""}
              maxLength={200}
              disabled={disabled}
              onChange={(e) =>
                onChange({ ...mapping, sheets: { ...mapping.sheets, [sheet]: e.target.value } })
              }
            />
          </div>
        ))}
      </div>
    </details>
  );
}
