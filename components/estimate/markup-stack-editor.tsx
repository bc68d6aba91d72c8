"use client";

import { ArrowDownIcon, ArrowUpIcon, PlusIcon, Trash2Icon } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { formatTotal } from "@/components/project/format";
import { checkboxClassName } from "@/components/project/list/check-picker";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { MoneyInput } from "@/components/ui/money-input";
import { NativeSelect } from "@/components/ui/native-select";
import { formatScaled, parseDecimal, scaleDecimal } from "@/lib/domain/estimate/decimal";
import {
  type Markup,
  type MarkupKind,
  type MarkupProblem,
  validateMarkups,
} from "@/lib/domain/estimate/markups";
import type { MarkupResult } from "@/lib/domain/estimate/model";
import { cn } from "@/lib/utils";
import {
  type BaseMode,
  baseForMode,
  baseMode,
  kindLabels,
  move,
  newMarkup,
  parseCategories,
  previewStack,
  remove,
  SAMPLE_DIRECT_CENTS,
  typicalStack,
  withKind,
} from "./markup-values";

type Props = {
  value: readonly Markup[];
  onChange: (stack: Markup[]) => void;
  readOnly?: boolean;
  /** Show each markup's amount on a $10M sample job (Settings); the editor shows real amounts instead. */
  preview?: boolean;
};

/** The engine's problems with a stack, by markup uid ("" = the stack as a whole). */
export function useMarkupProblems(stack: readonly Markup[]) {
  return useMemo(() => {
    const problems = validateMarkups(stack);
    const byUid = new Map<string, MarkupProblem[]>();
    for (const p of problems) byUid.set(p.uid, [...(byUid.get(p.uid) ?? []), p]);
    return { problems, byUid };
  }, [stack]);
}

/**
 * An ordered markup stack: name, kind (percent, lump sum, escalation), percent or amount, base (direct
 * cost, chosen earlier markups, or the running total), cost-code categories, material only; reorder, add,
 * remove. The engine's validation (lib/domain/estimate/markups.ts) runs on every change and its messages
 * show under the markup they concern.
 */
export function MarkupStackEditor({ value, onChange, readOnly = false, preview = false }: Props) {
  const { problems, byUid } = useMarkupProblems(value);
  const results = useMemo(() => {
    if (!preview || problems.length > 0) return null;
    const out = previewStack(value);
    return out ? { byUid: new Map(out.markups.map((m) => [m.uid, m])), grand: out.grand_total_cents } : null;
  }, [preview, problems.length, value]);
  const set = (index: number, next: Markup) => onChange(value.map((m, i) => (i === index ? next : m)));
  const stackWide = byUid.get("") ?? [];

  return (
    <div className="grid gap-3" data-testid="markup-stack-editor">
      {value.length === 0 ? (
        <div className="grid justify-items-center gap-3 rounded-lg border border-dashed px-6 py-10 text-center">
          <p className="font-medium">No markups</p>
          <p className="max-w-sm text-muted-foreground text-sm">
            {readOnly
              ? "The total is the direct cost."
              : "Add markups one by one, or start from a typical general contractor's stack and adjust it."}
          </p>
          {!readOnly && (
            <div className="flex flex-wrap justify-center gap-2">
              <Button type="button" variant="outline" onClick={() => onChange(typicalStack())}>
                Start from a typical stack
              </Button>
              <Button type="button" onClick={() => onChange([newMarkup()])}>
                <PlusIcon />
                Add markup
              </Button>
            </div>
          )}
        </div>
      ) : (
        <ol className="grid gap-3">
          {value.map((m, i) => (
            <MarkupRow
              key={m.uid}
              markup={m}
              index={i}
              earlier={value.slice(0, i)}
              count={value.length}
              problems={byUid.get(m.uid) ?? []}
              result={results?.byUid.get(m.uid) ?? null}
              readOnly={readOnly}
              onChange={(next) => set(i, next)}
              onMove={(by) => onChange(move(value, i, by))}
              onRemove={() => onChange(remove(value, m.uid))}
            />
          ))}
        </ol>
      )}
      {stackWide.map((p) => (
        <p key={p.message} role="alert" className="text-destructive text-sm">
          {p.message}
        </p>
      ))}
      {!readOnly && value.length > 0 && (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Button type="button" variant="outline" onClick={() => onChange([...value, newMarkup()])}>
            <PlusIcon />
            Add markup
          </Button>
          {preview && (
            <p className="text-muted-foreground text-sm tabular-nums" data-testid="markup-preview-total">
              {results
                ? `On a ${formatTotal(SAMPLE_DIRECT_CENTS)} sample job: total ${formatTotal(results.grand)}`
                : problems.length > 0
                  ? `${problems.length} ${problems.length === 1 ? "problem" : "problems"} to fix before saving`
                  : ""}
            </p>
          )}
        </div>
      )}
    </div>
  );
}

type RowProps = {
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

function MarkupRow({
  markup: m,
  index,
  earlier,
  count,
  problems,
  result,
  readOnly,
  onChange,
  onMove,
  onRemove,
}: RowProps) {
  const id = useId();
  const label = m.name.trim() || `Markup ${index + 1}`;
  const mode = baseMode(m.base);
  const hasBase = m.kind !== "lump_sum";
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
        {!readOnly && (
          <div className="col-start-2 flex gap-1 md:col-start-auto">
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={`Move ${label} up`}
              disabled={index === 0}
              onClick={() => onMove(-1)}
            >
              <ArrowUpIcon />
            </Button>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={`Move ${label} down`}
              disabled={index === count - 1}
              onClick={() => onMove(1)}
            >
              <ArrowDownIcon />
            </Button>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={`Remove ${label}`}
              onClick={onRemove}
            >
              <Trash2Icon />
            </Button>
          </div>
        )}
      </div>

      {hasBase && (
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
                  onChange={(direct) =>
                    onChange({ ...m, base: { ...baseForMode("custom", m.base), direct } })
                  }
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
      )}

      {(problems.length > 0 || result) && (
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
      )}
    </li>
  );
}

function CheckRow({
  label,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex cursor-pointer items-center gap-2 text-sm">
      <input
        type="checkbox"
        className={checkboxClassName}
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
      />
      {label}
    </label>
  );
}

/** A percent typed as text (up to 5 decimals); unreadable text keeps its draft and sends NaN, which the engine names. */
function PercentInput({
  label,
  value,
  disabled,
  onChange,
}: {
  label: string;
  value: number | null;
  disabled?: boolean;
  onChange: (v: number) => void;
}) {
  const scaled = value === null || !Number.isFinite(value) ? Number.NaN : scaleDecimal(value);
  const shown =
    value === null || !Number.isFinite(value)
      ? ""
      : Number.isNaN(scaled)
        ? String(value)
        : formatScaled(scaled);
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <div className="relative">
      <Input
        aria-label={label}
        inputMode="decimal"
        className="pr-7 text-right tabular-nums"
        value={draft ?? shown}
        disabled={disabled}
        data-testid="markup-percent"
        onFocus={() => setDraft(shown)}
        onBlur={() => setDraft(null)}
        onChange={(e) => {
          setDraft(e.target.value);
          const parsed = parseDecimal(e.target.value);
          onChange(parsed.ok ? parsed.value : Number.NaN);
        }}
      />
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-muted-foreground text-sm"
      >
        %
      </span>
    </div>
  );
}

function CategoriesInput({
  id,
  value,
  disabled,
  onChange,
}: {
  id: string;
  value: string[] | null;
  disabled?: boolean;
  onChange: (v: string[] | null) => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const shown = (value ?? []).join(", ");
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="font-medium text-xs">
        Only cost codes starting with
      </label>
      <Input
        id={id}
        placeholder="All cost codes (e.g. 05, 09 21, B20)"
        value={draft ?? shown}
        disabled={disabled}
        data-testid="markup-categories"
        onFocus={() => setDraft(shown)}
        onBlur={() => setDraft(null)}
        onChange={(e) => {
          setDraft(e.target.value);
          onChange(parseCategories(e.target.value));
        }}
      />
    </div>
  );
}
