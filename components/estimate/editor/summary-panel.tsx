"use client";

// Totals as the engine keeps them, repainted on every change: direct cost, each markup (escalation with its
// factor), grand total, cost per input metric, the location index, the per-division chart and the alternates.
import { Button } from "@/components/ui/button";
import type { EditorStore } from "@/lib/client/estimate-editor/store";
import { type EstimateLocation, useStoreVersion } from "@/lib/client/estimate-editor/use-estimate-editor";
import { toast } from "@/lib/client/use-toast";
import type { Escalation } from "@/lib/domain/estimate/escalation";
import { escalationCarried, escalationSpan, escalationYears } from "@/lib/domain/estimate/escalation-text";
import { formatCurrency } from "@/lib/domain/money-format";
import { divisionLabel } from "@/lib/domain/reference/cost-codes";
import { cn } from "@/lib/utils";
import { UnitMixMetrics } from "./unit-mix-metrics";

function Money({ cents, className, testId }: { cents: number; className?: string; testId?: string }) {
  return (
    <span className={cn("tabular-nums", className)} data-testid={testId}>
      {formatCurrency(cents)}
    </span>
  );
}

/** "Houston, TX 93.4 / National 100" → "Houston, TX" (the label as it is when it reads otherwise). */
function placeOf(label: string) {
  return label.match(/^(.+) [\d.]+ \/ National 100$/)?.[1] ?? label;
}

function LocationIndex({ location }: { location: EstimateLocation }) {
  const factor = location.factor.toLocaleString("en-US", {
    minimumFractionDigits: 2,
    maximumFractionDigits: 4,
  });
  return (
    <dl className="text-xs" data-testid="location-index" title={location.label}>
      <dt className="inline text-muted-foreground">Location index (reference only): </dt>
      <dd className="inline">
        {placeOf(location.label)} × <span className="tabular-nums">{factor}</span>{" "}
        <span className="text-muted-foreground">vs national average ({location.label})</span>
      </dd>
      <dd className="text-muted-foreground" data-testid="location-reference">
        No total uses it: prices here are this place's. To move them to another place, multiply by the ratio
        of the two indexes (a % markup).
      </dd>
      {location.note ? (
        <dd className="text-muted-foreground" data-testid="location-fallback">
          {location.note}.
        </dd>
      ) : null}
    </dl>
  );
}

/** Months to the midpoint, each year's rate and the years past the table, so the factor checks by hand. */
function EscalationDetail({ escalation }: { escalation: Escalation }) {
  const carried = escalationCarried(escalation);
  return (
    <dd className="basis-full text-muted-foreground text-xs" data-testid="escalation-detail">
      <span className="block">{escalationSpan(escalation)}</span>
      {escalationYears(escalation).map((y) => (
        <span key={y} className="block tabular-nums">
          {y}
        </span>
      ))}
      {carried.map((c) => (
        <span key={c} className="block" data-testid="escalation-carried">
          {c}
        </span>
      ))}
      {escalation.months > 0 ? (
        <span className="block">
          Factor = the years' product, rounded to 5 decimals; amount = base × (factor − 1), to the cent (half
          away from zero).
        </span>
      ) : null}
    </dd>
  );
}

type NamedInput = { name: string; label?: string | null; unit?: string | null };
const inputNamed = (inputs: readonly NamedInput[], name: string) =>
  inputs.find((i) => i.name.toUpperCase() === name.toUpperCase());

/** "per site area": the input's label (its first letter lower-cased unless an acronym), else its name. */
function metricLabel(inputs: readonly NamedInput[], name: string) {
  const label = inputNamed(inputs, name)?.label?.trim();
  if (!label) return name;
  return /^[A-Z][a-z]/.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label;
}

const unitOf = (inputs: readonly NamedInput[], name: string) => {
  const unit = inputNamed(inputs, name)?.unit?.trim();
  return unit ? ` ${unit}` : "";
};

export function SummaryPanel({
  store,
  canEdit,
  location = null,
  hotel = false,
}: {
  store: EditorStore;
  canEdit: boolean;
  /** The estimate's location index; shown when its place is in the company's table. */
  location?: EstimateLocation | null;
  /** A hotel: the unit mix's units are keys. */
  hotel?: boolean;
}) {
  useStoreVersion(store);
  const totals = store.totals();
  const impacts = store.engine.alternateImpacts();
  const maxDivision = Math.max(1, ...totals.divisions.map((d) => Math.abs(d.total_cents)));
  // The unit mix's own inputs show as $/unit, $/NRSF, $/bed ($/key for a hotel), not one line each.
  const mixNames = store.model.mixNames;
  const metrics = totals.per_metric.filter((m) => m.grand_total_cents !== null && !mixNames.has(m.name));
  const margins = new Set(store.markups.filter((m) => m.method === "margin").map((m) => m.uid));

  return (
    <section aria-label="Summary" className="space-y-4 text-sm" data-testid="summary-panel">
      <dl className="space-y-1.5">
        <div className="flex justify-between gap-2">
          <dt className="text-muted-foreground">Direct cost</dt>
          <dd>
            <Money cents={totals.direct_cents} testId="direct-total" />
          </dd>
        </div>
        {totals.allowances_cents !== 0 ? (
          <div className="flex justify-between gap-2 pl-3 text-xs">
            <dt className="text-muted-foreground">incl. allowances</dt>
            <dd>
              <Money cents={totals.allowances_cents} />
            </dd>
          </div>
        ) : null}
        {totals.markups.map((m) => (
          // One group per markup (dt and dd straight under it, as a valid dl wants); a long name wraps.
          <div key={m.uid} data-testid="markup-total" className="flex flex-wrap justify-between gap-x-2">
            <dt className="min-w-0 flex-1 break-words text-muted-foreground">
              {m.name}
              {m.kind === "percent" && m.percent !== null ? ` ${m.percent}%` : ""}
              {m.kind === "percent" && margins.has(m.uid) ? " margin" : ""}
              {m.kind === "escalation" && m.factor !== null ? ` × ${m.factor.toFixed(5)}` : ""}
            </dt>
            <dd>
              <Money cents={m.amount_cents} />
            </dd>
            {m.escalation ? <EscalationDetail escalation={m.escalation} /> : null}
            {m.error ? <dd className="basis-full text-destructive text-xs">{m.error}</dd> : null}
          </div>
        ))}
        <div className="flex justify-between gap-2 border-t pt-2 font-semibold text-base">
          <dt>Grand total</dt>
          <dd>
            <Money cents={totals.grand_total_cents} testId="grand-total" />
          </dd>
        </div>
        {metrics.map((m) => (
          <div key={m.name} className="flex justify-between gap-2 text-xs">
            <dt className="text-muted-foreground">
              per {metricLabel(store.inputs, m.name)} (
              {m.value.toLocaleString("en-US", { maximumFractionDigits: 5 })}
              {unitOf(store.inputs, m.name)})
            </dt>
            <dd>
              <Money cents={m.grand_total_cents!} testId={`per-${m.name.toLowerCase()}`} />
            </dd>
          </div>
        ))}
      </dl>
      <UnitMixMetrics store={store} grandCents={totals.grand_total_cents} hotel={hotel} />
      {location ? <LocationIndex location={location} /> : null}
      {totals.line_error_count > 0 ? (
        <p className="text-destructive text-xs">
          {totals.line_error_count === 1
            ? "1 line counts as $0 because of a problem (marked !)"
            : `${totals.line_error_count} lines count as $0 because of a problem (marked !)`}
        </p>
      ) : null}
      {totals.error ? <p className="text-destructive text-xs">{totals.error}</p> : null}

      {totals.divisions.length > 0 ? (
        <figure>
          <figcaption className="mb-1 font-medium text-muted-foreground text-xs">By division</figcaption>
          <svg
            role="img"
            aria-label="Direct cost by division"
            width="100%"
            viewBox={`0 0 290 ${totals.divisions.length * 22}`}
            className="overflow-visible"
          >
            {totals.divisions.map((d, i) => {
              const width = (Math.abs(d.total_cents) / maxDivision) * 140;
              return (
                <g key={d.division} transform={`translate(0 ${i * 22})`}>
                  <title>{`${divisionLabel(d.division) || "No code"}: ${formatCurrency(d.total_cents)}`}</title>
                  <text x="0" y="14" className="fill-muted-foreground font-mono text-[11px]">
                    {d.division || "—"}
                  </text>
                  <rect
                    x="34"
                    y="3"
                    height="15"
                    width={Math.max(width, 1)}
                    rx="2"
                    className="fill-primary/75"
                  />
                  <text x="180" y="14" className="fill-foreground text-[11px] tabular-nums">
                    {formatCurrency(d.total_cents, { cents: false })}
                    {d.share !== null ? ` · ${(d.share * 100).toFixed(1)}%` : ""}
                  </text>
                </g>
              );
            })}
          </svg>
        </figure>
      ) : null}

      {impacts.length > 0 ? (
        <div>
          <h3 className="mb-1 font-medium text-muted-foreground text-xs">Alternates</h3>
          <ul className="space-y-1.5">
            {impacts.map((a) => {
              const row = store.row(a.uid);
              const label = row ? `${row.line.cost_code} ${row.line.description ?? ""}`.trim() : a.uid;
              return (
                <li key={a.uid} className="flex items-center justify-between gap-2" data-testid="alternate">
                  <span className="min-w-0">
                    <span className="block truncate">{label || "Untitled line"}</span>
                    <span className="text-muted-foreground text-xs">
                      <Money cents={a.total_cents} /> · grand total would be{" "}
                      <Money cents={a.grand_total_if_accepted_cents} />
                    </span>
                  </span>
                  {canEdit ? (
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => {
                        const outcome = store.acceptAlternate(a.uid);
                        if (!outcome.ok) toast({ title: outcome.message, variant: "destructive" });
                      }}
                    >
                      Accept
                    </Button>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
