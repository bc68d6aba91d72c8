"use client";

// One markup of the editor's stack: name and amount, kind, percent or amount, markup on cost or margin on
// price, base (direct cost, earlier markups or the running total), cost-code categories and material only.
import { ArrowDown, ArrowUp, Trash2 } from "lucide-react";
import { IconButton } from "@/components/shared/icon-button";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { centsToDollarsText, parseDollars } from "@/lib/client/estimate-editor/columns";
import { type Markup, parseDecimal } from "@/lib/domain/estimate";
import { formatCurrency } from "@/lib/domain/money-format";
import { FieldCaption } from "./field-caption";
import { MarkupBase } from "./markup-base";
import { fieldDraft, type MarkupCardProps } from "./markup-edits";

const valueCaption = { percent: "Percent", lump_sum: "Amount", escalation: "Factor" } as const;

export function MarkupCard(props: MarkupCardProps) {
  const { markup: m, result, canEdit, edit } = props;
  const { draft, setDraft } = fieldDraft(props.drafts, m);
  const message = props.message ?? result?.error;
  return (
    <li className="space-y-1.5 rounded-md border p-2" data-testid="markup-row">
      <FieldCaption>Name</FieldCaption>
      <div className="flex items-center gap-1.5">
        <Input
          aria-label="Markup name"
          value={draft("name", m.name)}
          disabled={!canEdit}
          onChange={(e) => {
            setDraft("name", e.target.value);
            if (e.target.value.trim()) edit.patch(m, { name: e.target.value });
          }}
          className="h-8 text-xs"
        />
        <span className="shrink-0 font-medium text-xs tabular-nums">
          {formatCurrency(result?.amount_cents ?? 0)}
        </span>
      </div>
      <div className="grid grid-cols-2 gap-1.5">
        <FieldCaption>Kind</FieldCaption>
        <FieldCaption>{valueCaption[m.kind]}</FieldCaption>
        <KindSelect {...props} />
        <MarkupValue {...props} />
      </div>
      {m.kind === "percent" ? <FieldCaption>Method</FieldCaption> : null}
      {m.kind === "percent" ? (
        <NativeSelect
          aria-label={`${m.name} method`}
          title="Markup on cost: base × %. Margin on price: base × % ÷ (1 − %), so the markup is that % of the price."
          value={m.method ?? "markup"}
          disabled={!canEdit}
          onChange={(e) => edit.patch(m, { method: e.target.value as "markup" | "margin" })}
          className="h-8 text-xs"
        >
          <option value="markup">Markup on cost (base × %)</option>
          <option value="margin">Margin on price (base × % ÷ (1 − %))</option>
        </NativeSelect>
      ) : null}
      {m.kind !== "lump_sum" ? <MarkupBase {...props} /> : null}
      {message ? (
        <p className="text-destructive text-xs" role="alert" data-testid="markup-error">
          {message}
        </p>
      ) : null}
      {canEdit ? <MarkupActions {...props} /> : null}
    </li>
  );
}

function KindSelect({ markup: m, canEdit, edit }: MarkupCardProps) {
  return (
    <NativeSelect
      aria-label={`${m.name} kind`}
      value={m.kind}
      disabled={!canEdit}
      onChange={(e) => {
        const kind = e.target.value as Markup["kind"];
        edit.patch(m, {
          kind,
          ...(kind === "lump_sum" ? { amount_cents: m.amount_cents ?? 0 } : {}),
          ...(kind === "percent" ? { percent: m.percent ?? 0 } : {}),
          ...(kind !== "lump_sum" && !m.base
            ? { base: { direct: false, markups: [], running_total: true } }
            : {}),
        });
      }}
      className="h-8 text-xs"
    >
      <option value="percent">Percent</option>
      <option value="lump_sum">Lump sum</option>
      <option value="escalation">Escalation</option>
    </NativeSelect>
  );
}

/** The percent, the lump sum's amount, or the escalation's factor (computed, not typed). */
function MarkupValue({ markup: m, result, canEdit, drafts, edit }: MarkupCardProps) {
  const { draft, setDraft } = fieldDraft(drafts, m);
  if (m.kind === "percent") {
    return (
      <Input
        aria-label={`${m.name} percent`}
        inputMode="decimal"
        value={draft("percent", String(m.percent ?? 0))}
        disabled={!canEdit}
        onChange={(e) => {
          setDraft("percent", e.target.value);
          const parsed = parseDecimal(e.target.value);
          if (parsed.ok) edit.patch(m, { percent: parsed.value });
          else edit.refuse(m, parsed.message);
        }}
        className="h-8 text-right text-xs"
      />
    );
  }
  if (m.kind === "lump_sum") {
    return (
      <Input
        aria-label={`${m.name} amount`}
        inputMode="decimal"
        value={draft("amount", centsToDollarsText(m.amount_cents ?? 0))}
        disabled={!canEdit}
        onChange={(e) => {
          setDraft("amount", e.target.value);
          const parsed = parseDollars(e.target.value);
          if (parsed.ok && parsed.cents !== null && Number.isInteger(parsed.cents)) {
            edit.patch(m, { amount_cents: parsed.cents });
          } else edit.refuse(m, "Enter an amount in whole cents");
        }}
        className="h-8 text-right text-xs"
      />
    );
  }
  return (
    <span className="self-center text-right text-muted-foreground text-xs">
      {result?.factor ? `× ${result.factor.toFixed(5)}` : "needs dates and rates"}
    </span>
  );
}

function MarkupActions({ markup: m, index: i, stack, edit }: MarkupCardProps) {
  return (
    <div className="flex justify-end gap-1">
      <IconButton
        className="size-7"
        label={`Move ${m.name} up`}
        disabled={i === 0}
        onClick={() => edit.move(i, -1)}
      >
        <ArrowUp />
      </IconButton>
      <IconButton
        className="size-7"
        label={`Move ${m.name} down`}
        disabled={i === stack.length - 1}
        onClick={() => edit.move(i, 1)}
      >
        <ArrowDown />
      </IconButton>
      <IconButton className="size-7" label={`Remove ${m.name}`} onClick={() => edit.remove(m)}>
        <Trash2 />
      </IconButton>
    </div>
  );
}
