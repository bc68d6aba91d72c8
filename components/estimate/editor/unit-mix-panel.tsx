"use client";

// The Unit mix panel (issue 13), loaded when its tab is first opened: one row per unit type with count,
// average NRSF, beds and baths per unit and an optional rent; the totals; $/unit live from the engine; and
// $/unit of the company's projects of the same building type, normalised to this estimate's date and place.
import { Plus, Trash2 } from "lucide-react";
import { useId } from "react";
import { IconButton } from "@/components/shared/icon-button";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Switch } from "@/components/ui/switch";
import type { EditorStore } from "@/lib/client/estimate-editor/store";
import { useStoreVersion } from "@/lib/client/estimate-editor/use-estimate-editor";
import type { UnitMixDto } from "@/lib/contract/unit-mix";
import { type UnitMix, unitMixTotals, unitTypeLabels, unitTypes } from "@/lib/domain/estimate/unit-mix";
import { proposeCustomName } from "@/lib/domain/estimate/unit-mix-check";
import { formatCurrency } from "@/lib/domain/money-format";
import { type Draft, type DraftRow, newRow, parseDraft, useUnitMix } from "./use-unit-mix";

export interface UnitMixPanelProps {
  store: EditorStore;
  estimateUid: string;
  version: number;
  canEdit: boolean;
  hotel: boolean;
  onSaved(mix: UnitMix): void;
}

const fmt = (v: number) => v.toLocaleString("en-US", { maximumFractionDigits: 2 });

function Field({
  label,
  value,
  error,
  disabled,
  onChange,
  className,
}: {
  label: string;
  value: string;
  error?: string;
  disabled: boolean;
  onChange(text: string): void;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={`grid gap-0.5 text-[11px] text-muted-foreground ${className ?? ""}`}>
      <label htmlFor={id}>{label}</label>
      <Input
        id={id}
        inputMode="decimal"
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        title={error}
        onChange={(e) => onChange(e.target.value)}
        className="h-8 text-right text-foreground text-xs tabular-nums"
      />
    </div>
  );
}

function MixRow({
  row,
  index,
  errors,
  canEdit,
  change,
  remove,
}: {
  row: DraftRow;
  index: number;
  errors: Record<string, string>;
  canEdit: boolean;
  change(patch: Partial<DraftRow>): void;
  remove(): void;
}) {
  const err = (f: string) => errors[`rows.${index}.${f}`];
  const problems = [...new Set(["name", "count", "avg_nrsf", "beds", "baths", "market_rent_cents"].map(err))];
  return (
    <li className="space-y-1.5 rounded-md border p-2" data-testid="unit-mix-row">
      <div className="flex items-end gap-1.5">
        <div className="grid flex-1 gap-0.5 text-[11px] text-muted-foreground">
          <span aria-hidden="true">Type</span>
          <NativeSelect
            aria-label={`Row ${index + 1} unit type`}
            value={row.type}
            disabled={!canEdit}
            onChange={(e) => {
              const type = e.target.value as DraftRow["type"];
              change({ type, name: type === "custom" ? row.name : "" });
            }}
            className="h-8 text-foreground text-xs"
          >
            {unitTypes.map((t) => (
              <option key={t} value={t}>
                {unitTypeLabels[t]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Field
          label="Count"
          className="w-20"
          value={row.count}
          error={err("count")}
          disabled={!canEdit}
          onChange={(count) => change({ count })}
        />
        {canEdit ? (
          <IconButton className="size-8" label={`Remove row ${index + 1}`} onClick={remove}>
            <Trash2 />
          </IconButton>
        ) : null}
      </div>
      {row.type === "custom" ? (
        <div className="grid gap-0.5 text-[11px] text-muted-foreground">
          <span aria-hidden="true">Name (its count is UNITS_{row.name || "NAME"})</span>
          <Input
            aria-label={`Row ${index + 1} custom name`}
            value={row.name}
            disabled={!canEdit}
            aria-invalid={err("name") ? true : undefined}
            placeholder="PENTHOUSE"
            onChange={(e) => change({ name: e.target.value.toUpperCase().replace(/[^A-Z0-9_]/g, "_") })}
            // Leaving the field confirms the name as an input suffix: "Penthouse A" → PENTHOUSE_A.
            onBlur={() => row.name && change({ name: proposeCustomName(row.name) })}
            className="h-8 font-mono text-foreground text-xs uppercase"
          />
        </div>
      ) : null}
      <div className="grid grid-cols-4 gap-1.5">
        <Field
          label="Avg NRSF"
          value={row.avg_nrsf}
          error={err("avg_nrsf")}
          disabled={!canEdit}
          onChange={(avg_nrsf) => change({ avg_nrsf })}
        />
        <Field
          label="Beds"
          value={row.beds}
          error={err("beds")}
          disabled={!canEdit}
          onChange={(beds) => change({ beds })}
        />
        <Field
          label="Baths"
          value={row.baths}
          error={err("baths")}
          disabled={!canEdit}
          onChange={(baths) => change({ baths })}
        />
        <Field
          label="Rent $/mo"
          value={row.rent}
          error={err("market_rent_cents")}
          disabled={!canEdit}
          onChange={(rent) => change({ rent })}
        />
      </div>
      {problems.filter(Boolean).map((p) => (
        <p key={p} className="text-destructive text-xs" role="alert">
          {p}
        </p>
      ))}
    </li>
  );
}

function Comparison({
  dto,
  perUnit,
  hotel,
}: {
  dto: UnitMixDto | null;
  perUnit: number | null;
  hotel: boolean;
}) {
  const c = dto?.comparison;
  const unit = hotel ? "key" : "unit";
  if (!c) {
    return (
      <p className="text-muted-foreground text-xs" data-testid="unit-mix-comparison">
        Set the estimate's building type to compare its $/{unit} with your projects.
      </p>
    );
  }
  return (
    <div className="space-y-1 rounded-md bg-muted/50 p-2 text-xs" data-testid="unit-mix-comparison">
      <p className="font-medium">
        {c.building_type_name} projects <span className="text-muted-foreground">(n = {c.count})</span>
      </p>
      {c.count === 0 ? (
        <p className="text-muted-foreground">No projects of this type record units yet.</p>
      ) : (
        <dl className="grid grid-cols-[1fr_auto] gap-x-2 gap-y-0.5 tabular-nums [&>dd]:text-right">
          <dt className="text-muted-foreground">Median $/{unit}</dt>
          <dd>{formatCurrency(c.median_cents ?? 0, { cents: false })}</dd>
          <dt className="text-muted-foreground">P25–P75</dt>
          <dd>
            {formatCurrency(c.p25_cents ?? 0, { cents: false })}–
            {formatCurrency(c.p75_cents ?? 0, { cents: false })}
          </dd>
          <dt className="text-muted-foreground">This estimate</dt>
          <dd data-testid="unit-mix-compare-estimate">
            {perUnit === null ? "—" : formatCurrency(perUnit, { cents: false })}
          </dd>
        </dl>
      )}
      <p className="text-muted-foreground">
        Normalised to {c.target_date ?? "today"} · {c.target_location ?? "National average"}
      </p>
    </div>
  );
}

export function UnitMixPanel({ store, estimateUid, version, canEdit, hotel, onSaved }: UnitMixPanelProps) {
  useStoreVersion(store);
  const { draft, setDraft, server, conflict, status, keep } = useUnitMix({
    store,
    estimateUid,
    version,
    canEdit,
    onSaved,
  });
  const { mix, errors } = parseDraft(draft);
  const totals = unitMixTotals({
    rows: mix.rows.map((r) => ({
      ...r,
      count: r.count || 0,
      avg_nrsf: r.avg_nrsf || 0,
      beds: r.beds || 0,
      baths: r.baths || 0,
    })),
  });
  const grand = store.totals().grand_total_cents;
  const perUnit = draft.enabled && totals.units > 0 ? Math.round(grand / totals.units) : null;
  const update = (next: Partial<Draft>) => setDraft({ ...draft, ...next });
  const changeRow = (i: number, patch: Partial<DraftRow>) =>
    update({ rows: draft.rows.map((r, j) => (j === i ? { ...r, ...patch } : r)) });

  return (
    <section aria-label="Unit mix" className="space-y-3 text-sm" data-testid="unit-mix-panel">
      <div className="flex items-center justify-between gap-2">
        <div className="flex items-center gap-2 text-xs">
          <Switch
            checked={draft.enabled}
            disabled={!canEdit}
            onCheckedChange={(enabled) => update({ enabled })}
            aria-label="Use the unit mix in formulas"
          />
          <span aria-hidden="true">Use in formulas (UNITS, NRSF, BEDS …)</span>
        </div>
        <span className="text-muted-foreground text-xs" aria-live="polite" data-testid="unit-mix-status">
          {status.kind === "saving" ? "Saving…" : status.kind === "saved" ? "Saved" : ""}
        </span>
      </div>
      {status.kind === "error" ? (
        <p className="text-destructive text-xs" role="alert">
          {status.message}
        </p>
      ) : null}
      {conflict ? (
        <div
          className="space-y-2 rounded-md border border-amber-500/50 bg-amber-500/10 p-2 text-xs"
          role="alert"
          data-testid="unit-mix-conflict"
        >
          <p>{conflict}</p>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={() => keep("mix")}>
              Use the unit mix
            </Button>
            <Button size="sm" variant="outline" onClick={() => keep("inputs")}>
              Keep the entered inputs
            </Button>
          </div>
        </div>
      ) : null}
      {draft.rows.length === 0 ? <p className="text-muted-foreground text-xs">No unit types yet.</p> : null}
      <ul className="space-y-2">
        {draft.rows.map((row, i) => (
          <MixRow
            key={row.key}
            row={row}
            index={i}
            errors={errors}
            canEdit={canEdit}
            change={(patch) => changeRow(i, patch)}
            remove={() => update({ rows: draft.rows.filter((_, j) => j !== i) })}
          />
        ))}
      </ul>
      {canEdit ? (
        <Button
          size="sm"
          variant="outline"
          className="w-full"
          onClick={() => update({ rows: [...draft.rows, newRow(nextType(draft))] })}
        >
          <Plus /> Add unit type
        </Button>
      ) : null}
      <dl
        className="grid grid-cols-[1fr_auto] gap-x-2 gap-y-0.5 border-t pt-2 text-xs tabular-nums [&>dd]:text-right"
        data-testid="unit-mix-totals"
      >
        <dt className="text-muted-foreground">{hotel ? "Keys" : "Units"}</dt>
        <dd data-testid="unit-mix-units">{fmt(totals.units)}</dd>
        <dt className="text-muted-foreground">NRSF</dt>
        <dd>{fmt(totals.nrsf)}</dd>
        <dt className="text-muted-foreground">Average unit</dt>
        <dd>{totals.avg_unit_sf === null ? "—" : `${fmt(totals.avg_unit_sf)} SF`}</dd>
        <dt className="text-muted-foreground">Beds · baths</dt>
        <dd>
          {fmt(totals.beds)} · {fmt(totals.baths)}
        </dd>
        {totals.market_rent_cents !== null ? (
          <>
            <dt className="text-muted-foreground">Market rent / month</dt>
            <dd>{formatCurrency(totals.market_rent_cents, { cents: false })}</dd>
          </>
        ) : null}
        <dt className="font-medium">Cost per {hotel ? "key" : "unit"}</dt>
        <dd className="font-medium" data-testid="unit-mix-per-unit">
          {perUnit === null ? "—" : formatCurrency(perUnit, { cents: false })}
        </dd>
      </dl>
      <Comparison dto={server} perUnit={perUnit} hotel={hotel} />
    </section>
  );
}

/** The first standard type not in the mix yet (a 2BR again once all are there). */
function nextType(draft: Draft): DraftRow["type"] {
  const used = new Set(draft.rows.map((r) => r.type));
  return unitTypes.find((t) => t !== "custom" && !used.has(t)) ?? "2br";
}
