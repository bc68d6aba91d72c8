"use client";

// What a markup is computed on: direct cost (optionally only some cost codes, or material only), chosen
// earlier markups, or the running total.
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import type { Markup } from "@/lib/domain/estimate";
import { FieldCaption } from "./field-caption";
import { fieldDraft, type MarkupCardProps } from "./markup-edits";

type BaseChoice = "direct" | "running_total" | "markups";

function baseChoice(m: Markup): BaseChoice {
  if (m.base?.running_total) return "running_total";
  if (m.base?.direct) return "direct";
  return "markups";
}

export function MarkupBase(props: MarkupCardProps) {
  const { markup: m, index, stack, canEdit, edit } = props;
  const earlier = stack.slice(0, index);
  return (
    <div className="space-y-1.5">
      <FieldCaption>Applies to</FieldCaption>
      <NativeSelect
        aria-label={`${m.name} base`}
        value={baseChoice(m)}
        disabled={!canEdit}
        onChange={(e) => {
          const v = e.target.value as BaseChoice;
          edit.patch(m, {
            base: {
              direct: v === "direct",
              running_total: v === "running_total",
              markups: v === "markups" ? (m.base?.markups ?? []) : [],
            },
          });
        }}
        className="h-8 text-xs"
      >
        <option value="running_total">Running total (direct cost and every markup above)</option>
        <option value="direct">Direct cost</option>
        <option value="markups">Chosen earlier markups…</option>
      </NativeSelect>
      {baseChoice(m) === "markups" || (m.base?.direct && earlier.length > 0) ? (
        <EarlierMarkups {...props} earlier={earlier} />
      ) : null}
      {m.base?.direct ? <DirectOptions {...props} /> : null}
    </div>
  );
}

function EarlierMarkups({
  markup: m,
  canEdit,
  edit,
  earlier,
}: MarkupCardProps & { earlier: readonly Markup[] }) {
  return (
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
              edit.patch(m, {
                base: { direct: m.base?.direct ?? false, running_total: false, markups: [...list] },
              });
            }}
          />
          {x.name}
        </label>
      ))}
    </div>
  );
}

/** On direct cost: only some cost-code categories, material only. */
function DirectOptions({ markup: m, canEdit, drafts, edit }: MarkupCardProps) {
  const { draft, setDraft } = fieldDraft(drafts, m);
  return (
    <div className="grid grid-cols-[1fr_auto] items-center gap-x-1.5">
      <span className="col-span-2">
        <FieldCaption>Only cost codes starting with</FieldCaption>
      </span>
      <Input
        aria-label={`${m.name} categories`}
        placeholder="All (e.g. 05, 09 21)"
        value={draft("categories", (m.categories ?? []).join(", "))}
        disabled={!canEdit}
        onChange={(e) => {
          setDraft("categories", e.target.value);
          const list = e.target.value
            .split(",")
            .map((s) => s.trim())
            .filter(Boolean);
          edit.patch(m, { categories: list.length ? list : null });
        }}
        className="h-8 text-xs"
      />
      <label className="flex items-center gap-1 text-xs">
        <input
          type="checkbox"
          disabled={!canEdit}
          checked={m.material_only ?? false}
          onChange={(e) => edit.patch(m, { material_only: e.target.checked })}
        />
        Material only
      </label>
    </div>
  );
}
