"use client";

// The ordered markup stack, edited in place: kind, percent or amount, markup on cost or margin on price,
// base (direct cost, earlier markups or the running total), cost-code categories and material only. The
// engine refuses stacks it cannot compute and its message shows under the markup; saved as one
// PUT …/markup with the estimate's version.
import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { centsToDollarsText, parseDollars } from "@/lib/client/estimate-editor/columns";
import type { EditorStore } from "@/lib/client/estimate-editor/store";
import { useStoreVersion } from "@/lib/client/estimate-editor/use-estimate-editor";
import { type Markup, parseDecimal, validateMarkups } from "@/lib/domain/estimate";
import { formatCurrency } from "@/lib/domain/money-format";

type Outcome = { ok: true } | { ok: false; message: string };

type BaseChoice = "direct" | "running_total" | "markups";

function baseChoice(m: Markup): BaseChoice {
  if (m.base?.running_total) return "running_total";
  if (m.base?.direct) return "direct";
  return "markups";
}

export function MarkupsPanel({
  store,
  canEdit,
  onChange,
}: {
  store: EditorStore;
  canEdit: boolean;
  onChange(markups: Markup[]): Outcome;
}) {
  useStoreVersion(store);
  const markups = store.markups;
  const results = new Map(store.totals().markups.map((r) => [r.uid, r]));
  const problems = validateMarkups(markups);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [drafts, setDrafts] = useState<Record<string, string>>({});

  const change = (uid: string, next: Markup[]) => {
    const outcome = onChange(next);
    setErrors((e) => {
      const copy = { ...e };
      if (outcome.ok) delete copy[uid];
      else copy[uid] = outcome.message;
      return copy;
    });
  };
  const patch = (m: Markup, p: Partial<Markup>) =>
    change(
      m.uid,
      markups.map((x) => (x.uid === m.uid ? { ...x, ...p } : x)),
    );
  const move = (i: number, d: -1 | 1) => {
    const next = [...markups];
    const [m] = next.splice(i, 1);
    next.splice(i + d, 0, m);
    change(m.uid, next);
  };
  const add = () => {
    const uid = `m-${Date.now().toString(36)}`;
    change(uid, [
      ...markups,
      {
        uid,
        name: "New markup",
        kind: "percent",
        percent: 0,
        base: { direct: false, markups: [], running_total: true },
      },
    ]);
  };

  return (
    <section aria-label="Markups" className="space-y-3 text-sm" data-testid="markups-panel">
      {markups.length === 0 ? <p className="text-muted-foreground">No markups.</p> : null}
      <ol className="space-y-3">
        {markups.map((m, i) => {
          const result = results.get(m.uid);
          const message = errors[m.uid] ?? problems.find((p) => p.uid === m.uid)?.message ?? result?.error;
          const draft = (f: string, v: string) => drafts[`${m.uid}:${f}`] ?? v;
          const setDraft = (f: string, v: string) => setDrafts((d) => ({ ...d, [`${m.uid}:${f}`]: v }));
          const earlier = markups.slice(0, i);
          return (
            <li key={m.uid} className="space-y-1.5 rounded-md border p-2" data-testid="markup-row">
              <div className="flex items-center gap-1.5">
                <Input
                  aria-label="Markup name"
                  value={draft("name", m.name)}
                  disabled={!canEdit}
                  onChange={(e) => {
                    setDraft("name", e.target.value);
                    if (e.target.value.trim()) patch(m, { name: e.target.value });
                  }}
                  className="h-8 text-xs"
                />
                <span className="shrink-0 font-medium text-xs tabular-nums">
                  {formatCurrency(result?.amount_cents ?? 0)}
                </span>
              </div>
              <div className="grid grid-cols-2 gap-1.5">
                <NativeSelect
                  aria-label={`${m.name} kind`}
                  value={m.kind}
                  disabled={!canEdit}
                  onChange={(e) => {
                    const kind = e.target.value as Markup["kind"];
                    patch(m, {
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
                {m.kind === "percent" ? (
                  <Input
                    aria-label={`${m.name} percent`}
                    inputMode="decimal"
                    value={draft("percent", String(m.percent ?? 0))}
                    disabled={!canEdit}
                    onChange={(e) => {
                      setDraft("percent", e.target.value);
                      const parsed = parseDecimal(e.target.value);
                      if (parsed.ok) patch(m, { percent: parsed.value });
                      else setErrors((x) => ({ ...x, [m.uid]: parsed.message }));
                    }}
                    className="h-8 text-right text-xs"
                  />
                ) : m.kind === "lump_sum" ? (
                  <Input
                    aria-label={`${m.name} amount`}
                    inputMode="decimal"
                    value={draft("amount", centsToDollarsText(m.amount_cents ?? 0))}
                    disabled={!canEdit}
                    onChange={(e) => {
                      setDraft("amount", e.target.value);
                      const parsed = parseDollars(e.target.value);
                      if (parsed.ok && parsed.cents !== null && Number.isInteger(parsed.cents)) {
                        patch(m, { amount_cents: parsed.cents });
                      } else setErrors((x) => ({ ...x, [m.uid]: "Enter an amount in whole cents" }));
                    }}
                    className="h-8 text-right text-xs"
                  />
                ) : (
                  <span className="self-center text-right text-muted-foreground text-xs">
                    {result?.factor ? `× ${result.factor.toFixed(5)}` : "needs dates and rates"}
                  </span>
                )}
              </div>
              {m.kind === "percent" ? (
                <NativeSelect
                  aria-label={`${m.name} method`}
                  title="Markup on cost: base × %. Margin on price: base × % ÷ (1 − %), so the markup is that % of the price."
                  value={m.method ?? "markup"}
                  disabled={!canEdit}
                  onChange={(e) => patch(m, { method: e.target.value as "markup" | "margin" })}
                  className="h-8 text-xs"
                >
                  <option value="markup">Markup on cost</option>
                  <option value="margin">Margin on price</option>
                </NativeSelect>
              ) : null}
              {m.kind !== "lump_sum" ? (
                <div className="space-y-1.5">
                  <NativeSelect
                    aria-label={`${m.name} base`}
                    value={baseChoice(m)}
                    disabled={!canEdit}
                    onChange={(e) => {
                      const v = e.target.value as BaseChoice;
                      patch(m, {
                        base: {
                          direct: v === "direct",
                          running_total: v === "running_total",
                          markups: v === "markups" ? (m.base?.markups ?? []) : [],
                        },
                      });
                    }}
                    className="h-8 text-xs"
                  >
                    <option value="direct">On direct cost</option>
                    <option value="running_total">On the running total</option>
                    <option value="markups">On chosen earlier markups</option>
                  </NativeSelect>
                  {baseChoice(m) === "markups" || (m.base?.direct && earlier.length > 0) ? (
                    <div className="flex flex-wrap gap-x-3 gap-y-1">
                      {earlier.map((x) => (
                        <label key={x.uid} className="flex items-center gap-1 text-xs">
                          <input
                            type="checkbox"
                            disabled={!canEdit}
                            checked={m.base?.markups.includes(x.uid) ?? false}
                            onChange={(e) => {
                              const list = new Set(m.base?.markups ?? []);
                              if (e.target.checked) list.add(x.uid);
                              else list.delete(x.uid);
                              patch(m, {
                                base: {
                                  direct: m.base?.direct ?? false,
                                  running_total: false,
                                  markups: [...list],
                                },
                              });
                            }}
                          />
                          {x.name}
                        </label>
                      ))}
                    </div>
                  ) : null}
                  {m.base?.direct ? (
                    <div className="grid grid-cols-[1fr_auto] items-center gap-1.5">
                      <Input
                        aria-label={`${m.name} categories`}
                        placeholder="Only cost codes (e.g. 05, 09 21)"
                        value={draft("categories", (m.categories ?? []).join(", "))}
                        disabled={!canEdit}
                        onChange={(e) => {
                          setDraft("categories", e.target.value);
                          const list = e.target.value
                            .split(",")
                            .map((s) => s.trim())
                            .filter(Boolean);
                          patch(m, { categories: list.length ? list : null });
                        }}
                        className="h-8 text-xs"
                      />
                      <label className="flex items-center gap-1 text-xs">
                        <input
                          type="checkbox"
                          disabled={!canEdit}
                          checked={m.material_only ?? false}
                          onChange={(e) => patch(m, { material_only: e.target.checked })}
                        />
                        Material only
                      </label>
                    </div>
                  ) : null}
                </div>
              ) : null}
              {message ? (
                <p className="text-destructive text-xs" role="alert" data-testid="markup-error">
                  {message}
                </p>
              ) : null}
              {canEdit ? (
                <div className="flex justify-end gap-1">
                  <Button
                    size="icon"
                    variant="ghost"
                    className="size-7"
                    aria-label={`Move ${m.name} up`}
                    disabled={i === 0}
                    onClick={() => move(i, -1)}
                  >
                    <ArrowUp />
                  </Button>
                  <Button
                    size="icon"
                    variant="ghost"
                    className="size-7"
                    aria-label={`Move ${m.name} down`}
                    disabled={i === markups.length - 1}
                    onClick={() => move(i, 1)}
                  >
                    <ArrowDown />
                  </Button>
                  <Button
                    size="icon"
                    variant="ghost"
                    className="size-7"
                    aria-label={`Remove ${m.name}`}
                    onClick={() =>
                      change(
                        m.uid,
                        markups.filter((x) => x.uid !== m.uid),
                      )
                    }
                  >
                    <Trash2 />
                  </Button>
                </div>
              ) : null}
            </li>
          );
        })}
      </ol>
      {canEdit ? (
        <Button size="sm" variant="outline" onClick={add}>
          <Plus /> Add markup
        </Button>
      ) : null}
    </section>
  );
}
