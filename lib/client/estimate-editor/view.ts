// A budget view: which lines show (filters), in what order (sort), under which group headers (up to four
// levels, each with its subtotal, collapsible). Pure over the store's rows and the engine's line totals.
import { divisionOf, type LineResult } from "@/lib/domain/estimate";
import { divisionLabel } from "@/lib/domain/reference/cost-codes";
import { COLUMN_BY_ID, DEFAULT_COLUMN_ORDER, DEFAULT_VISIBLE } from "./columns";
import type { Row } from "./store";
import type { GroupKey, ViewConfig } from "./types";

export const GROUP_KEYS: { id: GroupKey; label: string }[] = [
  { id: "division", label: "Division" },
  { id: "cost_code", label: "Cost code" },
  { id: "cost_type", label: "Cost type" },
  { id: "area", label: "Area" },
  { id: "tag", label: "Tag" },
  { id: "alternate", label: "Alternate" },
];

export const MAX_GROUP_LEVELS = 4;

export function defaultViewConfig(): ViewConfig {
  return {
    group_by: [],
    filters: {},
    columns: [...DEFAULT_VISIBLE],
    column_order: [...DEFAULT_COLUMN_ORDER],
    sort: [],
  };
}

/** A saved config from the server, made whole (unknown columns dropped, new ones appended). */
export function normaliseViewConfig(raw: Partial<ViewConfig> | null | undefined): ViewConfig {
  const base = defaultViewConfig();
  if (!raw) return base;
  const known = (ids: unknown) =>
    Array.isArray(ids)
      ? ids.filter((id): id is string => typeof id === "string" && COLUMN_BY_ID.has(id))
      : [];
  const order = known(raw.column_order);
  for (const id of DEFAULT_COLUMN_ORDER) if (!order.includes(id)) order.push(id);
  const columns = known(raw.columns);
  const sort = Array.isArray(raw.sort)
    ? (raw.sort as unknown[]).flatMap((s) => {
        if (typeof s === "string") return [{ id: s.replace(/^-/, ""), desc: s.startsWith("-") }];
        if (s && typeof s === "object") {
          const o = s as { id?: string; field?: string; desc?: boolean };
          const id = o.id ?? o.field;
          return id ? [{ id, desc: Boolean(o.desc) }] : [];
        }
        return [];
      })
    : [];
  return {
    group_by: (Array.isArray(raw.group_by) ? raw.group_by : [])
      .filter((g): g is GroupKey => GROUP_KEYS.some((k) => k.id === g))
      .slice(0, MAX_GROUP_LEVELS),
    filters: raw.filters && typeof raw.filters === "object" ? raw.filters : {},
    columns: columns.length > 0 ? columns : base.columns,
    column_order: order,
    sort,
  };
}

export type ViewRow =
  | {
      kind: "group";
      id: string;
      depth: number;
      label: string;
      total_cents: number;
      count: number;
      collapsed: boolean;
    }
  | { kind: "line"; key: string; depth: number }
  | { kind: "new" };

export interface ViewSource {
  order: readonly string[];
  row(key: string): Row | undefined;
  result(key: string): LineResult | null;
}

const collator = new Intl.Collator(undefined, { numeric: true });
const divisionCache = new Map<string, string>();
function cachedDivision(code: string): string {
  let d = divisionCache.get(code);
  if (d === undefined) {
    d = divisionOf(code);
    if (divisionCache.size > 50_000) divisionCache.clear();
    divisionCache.set(code, d);
  }
  return d;
}

function groupValue(key: GroupKey, row: Row): string {
  const line = row.line;
  switch (key) {
    case "division":
      return cachedDivision(line.cost_code ?? "");
    case "cost_code":
      return line.cost_code ?? "";
    case "cost_type":
      return line.cost_type ?? "";
    case "area":
      return line.area ?? "";
    case "tag":
      return line.tags[0] ?? "";
    case "alternate":
      return line.alternate ? "Alternates" : "Base";
  }
}

function groupLabel(key: GroupKey, value: string): string {
  if (value === "") {
    return key === "division" || key === "cost_code"
      ? "No cost code"
      : `No ${GROUP_KEYS.find((k) => k.id === key)?.label.toLowerCase()}`;
  }
  if (key === "division") return divisionLabel(value);
  if (key === "cost_type") return value[0].toUpperCase() + value.slice(1);
  return value;
}

export function lineMatches(config: ViewConfig, row: Row, result: LineResult | null): boolean {
  const f = config.filters;
  const line = row.line;
  if (f.text?.trim()) {
    const q = f.text.trim().toLowerCase();
    const hay = `${line.cost_code} ${line.description ?? ""} ${line.notes ?? ""} ${line.area ?? ""} ${line.unit ?? ""} ${line.tags.join(" ")}`;
    if (!hay.toLowerCase().includes(q)) return false;
  }
  if (f.cost_code?.trim()) {
    const want = f.cost_code.replace(/[\s.\-_]/g, "").toUpperCase();
    if (
      !(line.cost_code ?? "")
        .replace(/[\s.\-_]/g, "")
        .toUpperCase()
        .startsWith(want)
    )
      return false;
  }
  if (f.tag?.trim()) {
    const t = f.tag.trim().toLowerCase();
    if (!line.tags.some((x) => x.toLowerCase() === t)) return false;
  }
  for (const flag of f.flags ?? []) {
    if (flag === "alternate" && !line.alternate) return false;
    if (flag === "allowance" && !line.allowance) return false;
    if (flag === "base" && line.alternate) return false;
    if (flag === "error" && !result?.error) return false;
  }
  return true;
}

function sortValue(id: string, row: Row, result: LineResult | null): string | number {
  const line = row.line;
  switch (id) {
    case "total":
      return result?.total_cents ?? 0;
    case "quantity":
      return result?.quantity ?? 0;
    case "unit_cost":
      return line.unit_cost_cents ?? 0;
    case "lump_sum":
      return line.lump_sum_cents ?? 0;
    case "tags":
      return line.tags.join(",");
    case "alternate":
      return line.alternate ? 1 : 0;
    case "allowance":
      return line.allowance ? 1 : 0;
    default: {
      const v = (line as unknown as Record<string, unknown>)[id];
      return typeof v === "number" ? v : String(v ?? "").toLowerCase();
    }
  }
}

/** True when a config only shows lines in budget order, ungrouped and unfiltered (the fast path). */
export function isPlainView(config: ViewConfig): boolean {
  const f = config.filters;
  return (
    config.group_by.length === 0 &&
    config.sort.length === 0 &&
    !f.text?.trim() &&
    !f.cost_code?.trim() &&
    !f.tag?.trim() &&
    (f.flags ?? []).length === 0
  );
}

/** The rows the grid shows. `withNewRow`: a blank row at the end to type a new line into. */
export function buildViewRows(
  source: ViewSource,
  config: ViewConfig,
  collapsed: ReadonlySet<string>,
  withNewRow: boolean,
): ViewRow[] {
  let keys: string[];
  if (isPlainView(config)) {
    const out: ViewRow[] = new Array(source.order.length);
    for (let i = 0; i < source.order.length; i++) out[i] = { kind: "line", key: source.order[i], depth: 0 };
    if (withNewRow) out.push({ kind: "new" });
    return out;
  }
  keys = source.order.filter((k) => {
    const row = source.row(k);
    return row ? lineMatches(config, row, source.result(k)) : false;
  });
  if (config.sort.length > 0) {
    const decorated = keys.map((k, i) => {
      const row = source.row(k)!;
      const result = source.result(k);
      return { k, i, v: config.sort.map((s) => sortValue(s.id, row, result)) };
    });
    decorated.sort((a, b) => {
      for (let s = 0; s < config.sort.length; s++) {
        const x = a.v[s];
        const y = b.v[s];
        if (x === y) continue;
        const cmp =
          typeof x === "number" && typeof y === "number" ? x - y : collator.compare(String(x), String(y));
        if (cmp !== 0) return config.sort[s].desc ? -cmp : cmp;
      }
      return a.i - b.i;
    });
    keys = decorated.map((d) => d.k);
  }
  const levels = config.group_by.slice(0, MAX_GROUP_LEVELS);
  const out: ViewRow[] = [];
  if (levels.length === 0) {
    for (const k of keys) out.push({ kind: "line", key: k, depth: 0 });
  } else {
    const totals = new Map<string, number>();
    for (const k of keys) totals.set(k, source.result(k)?.total_cents ?? 0);
    groupInto(source, keys, levels, 0, "", collapsed, out, totals);
  }
  if (withNewRow) out.push({ kind: "new" });
  return out;
}

function groupInto(
  source: ViewSource,
  keys: string[],
  levels: GroupKey[],
  depth: number,
  parent: string,
  collapsed: ReadonlySet<string>,
  out: ViewRow[],
  totals: Map<string, number>,
) {
  const level = levels[depth];
  const groups = new Map<string, string[]>();
  for (const k of keys) {
    const v = groupValue(level, source.row(k)!);
    let list = groups.get(v);
    if (!list) {
      list = [];
      groups.set(v, list);
    }
    list.push(k);
  }
  const values = [...groups.keys()].sort((a, b) => {
    if (a === "") return 1;
    if (b === "") return -1;
    return collator.compare(a, b);
  });
  for (const value of values) {
    const members = groups.get(value)!;
    const id = `${parent}/${level}:${value}`;
    let total = 0;
    for (const k of members) total += totals.get(k) ?? 0;
    const isCollapsed = collapsed.has(id);
    out.push({
      kind: "group",
      id,
      depth,
      label: groupLabel(level, value),
      total_cents: total,
      count: members.length,
      collapsed: isCollapsed,
    });
    if (isCollapsed) continue;
    if (depth + 1 < levels.length) groupInto(source, members, levels, depth + 1, id, collapsed, out, totals);
    else for (const k of members) out.push({ kind: "line", key: k, depth: depth + 1 });
  }
}
