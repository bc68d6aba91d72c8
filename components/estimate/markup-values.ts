// Pure helpers of the markup stack editor: new markups, base choices, reordering without dangling
// references and a typical starting stack (the preview on a sample job is ./markup-preview.ts).
import type { Markup, MarkupBase, MarkupKind } from "@/lib/domain/estimate/markups";

export const kindLabels: Record<MarkupKind, string> = {
  percent: "Percent",
  lump_sum: "Lump sum",
  escalation: "Escalation",
};

export type BaseMode = "direct" | "running_total" | "custom";

/** Unique enough for a stack's uid (randomUUID is missing outside secure contexts). */
export function markupUid(): string {
  if (typeof crypto !== "undefined" && typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return `m-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

const directBase = (): MarkupBase => ({ direct: true, markups: [], running_total: false });
const runningBase = (): MarkupBase => ({ direct: false, markups: [], running_total: true });

export function newMarkup(kind: MarkupKind = "percent", name = ""): Markup {
  if (kind === "lump_sum") return { uid: markupUid(), name, kind, amount_cents: 0 };
  return { uid: markupUid(), name, kind, percent: kind === "percent" ? 0 : null, base: runningBase() };
}

export function baseMode(base: MarkupBase | null | undefined): BaseMode {
  if (!base) return "custom";
  if (base.running_total) return "running_total";
  if (base.direct && base.markups.length === 0) return "direct";
  return "custom";
}

export function baseForMode(mode: BaseMode, current: MarkupBase | null | undefined): MarkupBase {
  if (mode === "direct") return directBase();
  if (mode === "running_total") return runningBase();
  return { direct: current?.direct ?? true, markups: current?.markups ?? [], running_total: false };
}

/** Changing the kind keeps the name and sets the fields the new kind needs. */
export function withKind(m: Markup, kind: MarkupKind): Markup {
  if (kind === m.kind) return m;
  if (kind === "lump_sum") return { uid: m.uid, name: m.name, kind, amount_cents: m.amount_cents ?? 0 };
  return {
    uid: m.uid,
    name: m.name,
    kind,
    percent: kind === "percent" ? (m.percent ?? 0) : null,
    base: m.base ?? runningBase(),
    categories: m.categories ?? null,
    material_only: m.material_only ?? false,
    ...(kind === "percent" && m.method ? { method: m.method } : {}),
  };
}

export function move(stack: readonly Markup[], index: number, by: -1 | 1): Markup[] {
  const to = index + by;
  if (to < 0 || to >= stack.length) return [...stack];
  const next = [...stack];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

/** Removing a markup also drops it from the bases of the others (they would refer to nothing). */
export function remove(stack: readonly Markup[], uid: string): Markup[] {
  return stack
    .filter((m) => m.uid !== uid)
    .map((m) =>
      m.base?.markups.includes(uid)
        ? { ...m, base: { ...m.base, markups: m.base.markups.filter((r) => r !== uid) } }
        : m,
    );
}

/** "05, 09 21" → ["05", "09 21"]; blank → null (no limit). */
export function parseCategories(text: string): string[] | null {
  const list = text
    .split(",")
    .map((c) => c.trim())
    .filter(Boolean);
  return list.length ? [...new Set(list)] : null;
}

/**
 * A general contractor's typical markup order (conditions, contingency, insurance, fee …), as a place to
 * start.
 */
export function typicalStack(): Markup[] {
  const gc = { ...newMarkup("percent", "General conditions"), percent: 8, base: directBase() };
  const design = { ...newMarkup("percent", "Design contingency"), percent: 5 };
  const escalation = newMarkup("escalation", "Escalation to midpoint");
  const construction = { ...newMarkup("percent", "Construction contingency"), percent: 3 };
  const insurance = { ...newMarkup("percent", "Insurance (GL, builder's risk)"), percent: 1.2 };
  const bond = { ...newMarkup("percent", "Bond"), percent: 0.9 };
  const fee = { ...newMarkup("percent", "Fee (OH&P)"), percent: 4 };
  const tax = {
    ...newMarkup("percent", "Sales tax on material"),
    percent: 8.25,
    base: directBase(),
    material_only: true,
  };
  return [gc, design, escalation, construction, insurance, bond, fee, tax];
}

/** A sample job the preview runs the stack on: $10,000,000 direct, 40% of it material, 10% steel (div 05). */
export const SAMPLE_DIRECT_CENTS = 1_000_000_000;
