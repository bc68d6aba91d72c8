// Ordered markups below the direct-cost line. A percent or escalation markup
// applies to an explicit base — direct cost (optionally only some cost-code categories, or only the
// material portion), chosen earlier markups, or the running total — so a markup can only ever read
// amounts computed before it, which is what rules out cycles.

import { checkDecimal } from "./decimal";

export type MarkupKind = "percent" | "lump_sum" | "escalation";

export interface MarkupBase {
  /** The direct cost (limited by `categories` / `material_only` when set). */
  direct: boolean;
  /** Uids of earlier markups whose amounts join the base. */
  markups: string[];
  /** Direct cost plus every earlier markup ("cumulative"); implies the other two. */
  running_total: boolean;
}

export interface Markup {
  uid: string;
  name: string;
  kind: MarkupKind;
  /** percent: 7.25 means 7.25 %, up to 5 decimals. */
  percent?: number | null;
  /** lump_sum: whole cents. */
  amount_cents?: number | null;
  /** percent and escalation. */
  base?: MarkupBase | null;
  /** Cost-code prefixes ("05", "B20", "09 21") limiting the direct-cost part of the base. */
  categories?: string[] | null;
  /** Only the material portion of the lines (sales tax). */
  material_only?: boolean;
  /**
   * percent: "markup" on cost (amount = base × p, the default) or "margin" on price
   * (amount = base × p / (1 − p), so that amount / (base + amount) = p).
   */
  method?: "markup" | "margin";
}

export interface MarkupProblem {
  uid: string;
  message: string;
}

/** Markups limited to categories or material each keep a running sum; the engine tracks them in a bitmask. */
export const MAX_FILTERED_MARKUPS = 30;

const KINDS: readonly MarkupKind[] = ["percent", "lump_sum", "escalation"];

function baseProblems(m: Markup, index: number, positions: Map<string, number>, all: readonly Markup[]) {
  const out: string[] = [];
  const name = `Markup '${m.name}'`;
  const base = m.base;
  if (!base || (!base.direct && !base.running_total && (base.markups ?? []).length === 0)) {
    out.push(`${name} needs a base: direct cost, earlier markups or the running total`);
    return out;
  }
  for (const ref of base.markups ?? []) {
    const at = positions.get(ref);
    if (ref === m.uid) out.push(`${name} cannot be based on itself`);
    else if (at === undefined) out.push(`${name} cannot be based on an unknown markup (${ref})`);
    else if (at > index) out.push(`${name} cannot be based on '${all[at].name}', which comes after it`);
  }
  if (m.categories != null) {
    if (m.categories.length === 0 || m.categories.some((c) => typeof c !== "string" || !c.trim())) {
      out.push(`${name} is limited to categories, but one is empty; choose cost codes or remove the limit`);
    }
    if (base.running_total) {
      out.push(`${name} is limited to categories, so its base cannot be the running total`);
    } else if (!base.direct) {
      out.push(`${name} is limited to categories, so its base must include direct cost`);
    }
  }
  if (m.material_only && (!base.direct || base.running_total || (base.markups ?? []).length > 0)) {
    out.push(`${name} is on material only, so its base can only be direct cost`);
  }
  return out;
}

function ownProblems(m: Markup): string[] {
  const name = `Markup '${m.name}'`;
  if (m.kind === "lump_sum") {
    return Number.isSafeInteger(m.amount_cents) ? [] : [`${name}: use whole cents for the amount`];
  }
  if (m.kind !== "percent") return [];
  const bad = checkDecimal(m.percent);
  if (bad) return [`${name}: ${bad}`];
  if (m.method === "margin" && (m.percent as number) >= 100) {
    return [`${name} is a margin on price, so its percent must be below 100`];
  }
  return [];
}

/** Every problem with a markup stack, in order; empty when the stack can be computed. */
export function validateMarkups(markups: readonly Markup[]): MarkupProblem[] {
  const problems: MarkupProblem[] = [];
  const positions = new Map<string, number>();
  markups.forEach((m, i) => {
    if (positions.has(m.uid)) problems.push({ uid: m.uid, message: `Two markups share the uid ${m.uid}` });
    else positions.set(m.uid, i);
  });
  let filtered = 0;
  markups.forEach((m, i) => {
    const push = (message: string) => problems.push({ uid: m.uid, message });
    if (typeof m.uid !== "string" || !m.uid) push("Every markup needs a uid");
    if (typeof m.name !== "string" || !m.name.trim()) push("Every markup needs a name");
    if (!KINDS.includes(m.kind)) {
      push(`Markup '${m.name}' must be a percent, a lump sum or escalation`);
      return;
    }
    for (const message of ownProblems(m)) push(message);
    if (m.kind !== "lump_sum") {
      for (const message of baseProblems(m, i, positions, markups)) push(message);
      if (m.categories != null || m.material_only) filtered++;
    }
  });
  if (filtered > MAX_FILTERED_MARKUPS) {
    problems.push({
      uid: "",
      message: `At most ${MAX_FILTERED_MARKUPS} markups can be limited to categories or material`,
    });
  }
  return problems;
}
