"use client";

// One markup of the stack editor (Settings › Markups): its name, kind and amount with the reorder and remove
// buttons; what it applies to (base, categories, material only, method); its problems and sample amount.
import { ArrowDownIcon, ArrowUpIcon, Trash2Icon } from "lucide-react";
import { useId } from "react";
import { formatTotal } from "@/components/project/format";
import { IconButton } from "@/components/shared/icon-button";
import { Input } from "@/components/ui/input";
import { MoneyInput } from "@/components/ui/money-input";
import { NativeSelect } from "@/components/ui/native-select";
import type { Markup, MarkupKind, MarkupProblem } from "@/lib/domain/estimate/markups";
import type { MarkupResult } from "@/lib/domain/estimate/model";
import { cn } from "@/lib/utils";
import { CategoriesInput, CheckRow, PercentInput } from "./markup-stack-fields";
import { type BaseMode, baseForMode, baseMode, kindLabels, withKind } from "./markup-values";

export type RowProps = {
  markup: Markup;
  index: number;
  earlier: readonly Markup[];
  count: number;
  problems: MarkupProblem[];
  result: MarkupResult | null;
  readOnly: boolean;
  onChange: (m: Markup) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
};

export function MarkupRow(props: RowProps) {
  const { markup: m, index, problems, readOnly, onChange } = props;
  const label = m.name.trim() || `Markup ${index + 1}`;
  return (
    <li
      className={cn(
        "grid gap-3 rounded-lg border bg-card p-3 sm:p-4",
        problems.length > 0 && "border-destructive/60",
      )}
      data-testid="markup-row"
      aria-label={label}
    >
      <div className="grid grid-cols-[auto_minmax(0,1fr)] items-start gap-3 md:grid-cols-[auto_minmax(0,1fr)_9rem_10rem_auto]">
        <span className="mt-2 w-6 text-right font-medium text-muted-foreground text-sm tabular-nums">
          {index + 1}
        </span>
        <Input
          aria-label={`Name of markup ${index + 1}`}
          placeholder="Name, e.g. Fee (OH&P)"
          value={m.name}
          maxLength={200}
          disabled={readOnly}
          onChange={(e) => onChange({ ...m, name: e.target.value })}
          data-testid="markup-name"
        />
        <NativeSelect
          aria-label={`Kind of ${label}`}
          value={m.kind}
          disabled={readOnly}
          className="col-start-2 md:col-start-auto"
          onChange={(e) => onChange(withKind(m, e.target.value as MarkupKind))}
          data-testid="markup-kind"
        >
          {(Object.keys(kindLabels) as MarkupKind[]).map((k) => (
            <option key={k} value={k}>
              {kindLabels[k]}
            </option>
          ))}
        </NativeSelect>
        <div className="col-start-2 md:col-start-auto">
          {m.kind === "percent" ? (
            <PercentInput
              label={`Percent of ${label}`}
              value={m.percent ?? null}
              disabled={readOnly}
              onChange={(percent) => onChange({ ...m, percent })}
            />
          ) : m.kind === "lump_sum" ? (
            <MoneyInput
              aria-label={`Amount of ${label}`}
              value={m.amount_cents ?? null}
              disabled={readOnly}
              onChange={(cents) => onChange({ ...m, amount_cents: cents ?? 0 })}
              data-testid="markup-amount"
            />
          ) : (
            <p className="pt-2 text-muted-foreground text-xs">From the escalation rates to the midpoint</p>
          )}
        </div>
        {!readOnly && <RowActions {...props} label={label} />}
      </div>
      {m.kind !== "lump_sum" && <RowBase {...props} label={label} />}
      {(problems.length > 0 || props.result) && <RowNotes {...props} />}
    </li>
  );
}

type Labelled = RowProps & { label: string };

function RowActions({ index, count, onMove, onRemove, label }: Labelled) {
  return (
    <div className="col-start-2 flex gap-1 md:col-start-auto">
      <IconButton type="button" label={`Move ${label} up`} disabled={index === 0} onClick={() => onMove(-1)}>
        <ArrowUpIcon />
      </IconButton>
      <IconButton
        type="button"
        label={`Move ${label} down`}
        disabled={index === count - 1}
        onClick={() => onMove(1)}
      >
        <ArrowDownIcon />
      </IconButton>
      <IconButton type="button" label={`Remove ${label}`} onClick={onRemove}>
        <Trash2Icon />
      </IconButton>
    </div>
  );
}

/** What the markup is computed on, and how. */
function RowBase({ markup: m, earlier, readOnly, onChange, label }: Labelled) {
  const id = useId();
  const mode = baseMode(m.base);
  return (
    <div className="grid gap-3 sm:pl-9 md:grid-cols-2">
      <div className="grid content-start gap-2">
        <label htmlFor={`${id}-base`} className="font-medium text-xs">
          Applies to
        </label>
        <NativeSelect
          id={`${id}-base`}
          value={mode}
          disabled={readOnly}
          onChange={(e) => onChange({ ...m, base: baseForMode(e.target.value as BaseMode, m.base) })}
          data-testid="markup-base"
        >
          <option value="running_total">Running total (direct cost and every markup above)</option>
          <option value="direct">Direct cost</option>
          <option value="custom">Chosen amounts…</option>
        </NativeSelect>
        {mode === "custom" && (
          <fieldset className="grid gap-1.5 rounded-md border p-2" aria-label={`Base of ${label}`}>
            <CheckRow
              label="Direct cost"
              checked={m.base?.direct ?? false}
              disabled={readOnly}
              onChange={(direct) => onChange({ ...m, base: { ...baseForMode("custom", m.base), direct } })}
            />
            {earlier.length === 0 && (
              <p className="text-muted-foreground text-xs">No markups above this one to choose from.</p>
            )}
            {earlier.map((e, j) => (
              <CheckRow
                key={e.uid}
                label={e.name.trim() || `Markup ${j + 1}`}
                checked={m.base?.markups.includes(e.uid) ?? false}
                disabled={readOnly}
                onChange={(on) => {
                  const base = baseForMode("custom", m.base);
                  const markups = on
                    ? earlier.map((x) => x.uid).filter((u) => u === e.uid || base.markups.includes(u))
                    : base.markups.filter((u) => u !== e.uid);
                  onChange({ ...m, base: { ...base, markups } });
                }}
              />
            ))}
          </fieldset>
        )}
      </div>
      <div className="grid content-start gap-2">
        <CategoriesInput
          id={`${id}-categories`}
          value={m.categories ?? null}
          disabled={readOnly}
          onChange={(categories) => onChange({ ...m, categories })}
        />
        <CheckRow
          label="Material only (sales tax)"
          checked={m.material_only ?? false}
          disabled={readOnly}
          onChange={(material_only) => onChange({ ...m, material_only })}
        />
        {m.kind === "percent" && (
          <NativeSelect
            aria-label={`Method of ${label}`}
            value={m.method ?? "markup"}
            disabled={readOnly}
            onChange={(e) => onChange({ ...m, method: e.target.value as "markup" | "margin" })}
          >
            <option value="markup">Markup on cost (base × %)</option>
            <option value="margin">Margin on price (base × % ÷ (1 − %))</option>
          </NativeSelect>
        )}
      </div>
    </div>
  );
}

function RowNotes({ problems, result }: RowProps) {
  return (
    <div className="grid gap-1 sm:pl-9">
      {problems.map((p) => (
        <p key={p.message} role="alert" className="text-destructive text-sm" data-testid="markup-problem">
          {p.message}
        </p>
      ))}
      {result && problems.length === 0 && (
        <p className="text-muted-foreground text-xs tabular-nums">
          Sample job: {formatTotal(result.amount_cents)} on a base of {formatTotal(result.base_cents)}
          {result.error ? ` — ${result.error}` : ""}
        </p>
      )}
    </div>
  );
}
