// Spellings a spreadsheet may use for the project database's enumerations, read into the API's values.

import { metros } from "@/lib/domain/geo/zip-centroids";
import { type RecordStage, recordStageLabels, recordStages } from "@/lib/domain/project/filters";
import {
  constructionTypes,
  deliveryMethodLabels,
  deliveryMethods,
  workTypeLabels,
  workTypes,
} from "@/lib/domain/project/types";

const key = (s: string) =>
  s
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, "-");

function lookup<T extends string>(
  values: readonly T[],
  labels: Record<string, string>,
  extra: Record<string, T>,
) {
  const map = new Map<string, T>();
  for (const v of values) {
    map.set(key(v), v);
    if (labels[v]) map.set(key(labels[v]), v);
  }
  for (const [k, v] of Object.entries(extra)) map.set(key(k), v);
  return (text: string): T | string => map.get(key(text)) ?? text;
}

export const readStage = lookup<RecordStage>(recordStages, recordStageLabels, {
  conceptual: "conceptual",
  concept: "conceptual",
  estimate: "conceptual",
  "schematic design": "conceptual",
  "guaranteed maximum price": "gmp",
  "final cost": "final",
  actual: "final",
  actuals: "final",
  "as-built": "final",
  closeout: "final",
});

export const readWorkType = lookup(workTypes, workTypeLabels, {
  "new construction": "new",
  reno: "renovation",
  remodel: "renovation",
  "tenant improvement": "renovation",
  expansion: "addition",
});

export const readDeliveryMethod = lookup(deliveryMethods, deliveryMethodLabels, {
  dbb: "design-bid-build",
  "hard bid": "design-bid-build",
  cmar: "cm-at-risk",
  "cm@r": "cm-at-risk",
  "cm at-risk": "cm-at-risk",
  "construction manager at risk": "cm-at-risk",
  db: "design-build",
  "integrated project delivery": "ipd",
});

/** "Type V-A", "VA", "v-a", "5A" → "V-A"; other text unchanged (the schema then names the allowed values). */
export function readConstructionType(text: string): string {
  let t = text
    .trim()
    .toUpperCase()
    .replace(/^TYPE\s*/, "");
  const roman: Record<string, string> = { "1": "I", "2": "II", "3": "III", "4": "IV", "5": "V" };
  t = t.replace(/^([1-5])/, (d) => roman[d]!);
  const m = /^(I{1,3}|IV|V)[\s-]?([AB])?$/.exec(t);
  if (!m) return text.trim();
  const value = m[2] ? `${m[1]}-${m[2]}` : m[1]!;
  return (constructionTypes as readonly string[]).includes(value) ? value : text.trim();
}

export function readClassification(text: string): string {
  const t = text.trim().toLowerCase();
  if (t.startsWith("masterformat") || t === "csi" || t === "mf") return "masterformat";
  if (t.startsWith("uniformat") || t === "uf") return "uniformat";
  return t;
}

/** A sample metro's label ("Houston, TX") → its key ("houston-tx"); other text as typed. */
export function readMetro(text: string): string {
  const t = text.trim().toLowerCase();
  const hit = metros.find((m) => m.label.toLowerCase() === t || m.key === t);
  return hit ? hit.key : t;
}

/** Spreadsheets drop leading zeros: 2108 → "02108"; ZIP+4 kept. */
export function readZip(text: string): string {
  const t = text.trim();
  if (/^\d{3,4}$/.test(t)) return t.padStart(5, "0");
  if (/^\d{3,4}-\d{4}$/.test(t)) return t.padStart(10, "0");
  return t;
}
