// Markdown the analyst writes: money, escaped table cells, links, and the answer's pieces streamed as small
// deltas.
import { metroByKey } from "@/lib/domain/geo/zip-centroids";
import { formatCurrency } from "@/lib/domain/money-format";
import { recordStageLabels } from "@/lib/domain/project/filters";
import type { Citation } from "../agent-types";

export const money = (cents: number | null) => (cents === null ? "—" : formatCurrency(cents));
export const wholeMoney = (cents: number | null) =>
  cents === null ? "—" : formatCurrency(cents, { cents: false });

/** Text safe inside Markdown (and a table cell): its special characters escaped, no line breaks. */
export function md(text: string): string {
  return text.replace(/[\r\n]+/g, " ").replace(/([\\`*_{}[\]()#+!|<>~])/g, "\\$1");
}

export const link = (c: Pick<Citation, "label" | "href">) => `[${md(c.label)}](${c.href})`;

export function table(head: string[], rows: string[][], align?: ("l" | "r")[]): string {
  const rule = head.map((_, i) => ((align?.[i] ?? "l") === "r" ? "---:" : "---"));
  return [head, rule, ...rows].map((r) => `| ${r.join(" | ")} |`).join("\n");
}

export const stageLabel = (stage: string) =>
  recordStageLabels[stage as keyof typeof recordStageLabels] ?? "Published estimate";

export const percent = (share: number | null) => (share === null ? "—" : `${(share * 100).toFixed(1)}%`);

export const count = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

/** Splits text into deltas of about `size` characters, at spaces or line ends where it can. */
export function* deltas(text: string, size = 48): Generator<string> {
  let i = 0;
  while (i < text.length) {
    let end = Math.min(text.length, i + size);
    if (end < text.length) {
      const cut = Math.max(text.lastIndexOf(" ", end), text.lastIndexOf("\n", end));
      if (cut > i) end = cut + 1;
    }
    yield text.slice(i, end);
    i = end;
  }
}

/** "Denver, CO" for a metro key; the state code, or "—". */
export const placeLabel = (metro: string | null, state?: string | null) =>
  (metro ? (metroByKey(metro)?.label ?? metro) : null) ?? state ?? "—";
