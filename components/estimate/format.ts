// Display text for estimates: labels of the enums, relative "updated" times (the construction midpoint, which
// runs the escalation engine, is ./construction-midpoint.ts).
// Fixed "en-US" so the server and the browser render the same.
import type { DesignStage, EstimateStatus } from "@/lib/contract/estimate";

export const statusLabels: Record<EstimateStatus, string> = {
  draft: "Draft",
  in_review: "In review",
  final: "Final",
  archived: "Archived",
};

export const designStageLabels: Record<DesignStage, string> = {
  conceptual: "Conceptual",
  sd: "Schematic design (SD)",
  dd: "Design development (DD)",
  cd: "Construction documents (CD)",
  bid: "Bid",
};

export const designStageShort: Record<DesignStage, string> = {
  conceptual: "Conceptual",
  sd: "SD",
  dd: "DD",
  cd: "CD",
  bid: "Bid",
};

export const classificationLabels = {
  masterformat: "MasterFormat",
  uniformat: "UniFormat",
} as const;

export const statusLabel = (s: string) => statusLabels[s as EstimateStatus] ?? s;

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];

/** "3 hours ago", "yesterday"; under a minute "just now". */
export function formatUpdated(iso: string, now = Date.now()): string {
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  if (Math.abs(seconds) < 60) return "just now";
  const rtf = new Intl.RelativeTimeFormat("en-US", { numeric: "auto" });
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return rtf.format(Math.round(seconds / size), unit);
  }
  return "just now";
}
