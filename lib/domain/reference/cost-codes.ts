// Cost codes: the built-in MasterFormat 2018 divisions and UniFormat II elements, and the rules that turn
// what a user typed into a company code (normalised code, derived or chosen division).
import {
  divisionCode,
  masterFormatDivision,
  masterFormatDivisions,
  parseMasterFormatCode,
} from "./masterformat";
import { parseUniformatCode, uniformatElements } from "./uniformat";

export const classifications = ["masterformat", "uniformat", "company"] as const;
export type Classification = (typeof classifications)[number];

export const classificationLabels: Record<Classification, string> = {
  masterformat: "MasterFormat 2018",
  uniformat: "UniFormat II",
  company: "Company",
};

/**
 * `division` is what a code rolls up to in reports: its MasterFormat division ("03"), a UniFormat code's
 * major group ("B"), or for a company code the MasterFormat division the company chose (or none).
 */
export type CostCode = {
  classification: Classification;
  code: string;
  title: string;
  division: string | null;
  level: number;
};

export const builtInCostCodes: readonly CostCode[] = [
  ...masterFormatDivisions.map((d) => ({
    classification: "masterformat" as const,
    code: divisionCode(d.division),
    title: d.title,
    division: d.division,
    level: 1,
  })),
  ...uniformatElements.map((e) => ({
    classification: "uniformat" as const,
    code: e.code,
    title: e.title,
    division: e.code[0]!,
    level: e.level,
  })),
];

export type NormalisedCostCode =
  | { ok: true; code: string; division: string | null; level: number }
  | { ok: false; errors: Record<string, string> };

/** "3", "03", "03 00 00" → "03"; null when it is not a MasterFormat 2018 division. */
export function readDivision(text: string): string | null {
  const t = text.trim();
  const parsed = parseMasterFormatCode(/^\d$/.test(t) ? `0${t}` : t);
  return parsed.ok ? parsed.division : null;
}

/** The stored form of a code of a classification, with its division; field errors when it is not valid. */
export function normaliseCostCode(
  classification: Classification,
  code: string,
  division?: string | null,
): NormalisedCostCode {
  if (classification === "masterformat") {
    const parsed = parseMasterFormatCode(code);
    if (!parsed.ok) return { ok: false, errors: { code: parsed.message } };
    if (division && readDivision(division) !== parsed.division) {
      return { ok: false, errors: { division: `Must match the code's division (${parsed.division})` } };
    }
    return { ok: true, code: parsed.code, division: parsed.division, level: parsed.level };
  }
  if (classification === "uniformat") {
    const parsed = parseUniformatCode(code);
    if (!parsed.ok) return { ok: false, errors: { code: parsed.message } };
    if (division && division.trim().toUpperCase() !== parsed.group) {
      return { ok: false, errors: { division: `Must match the code's group (${parsed.group})` } };
    }
    return { ok: true, code: parsed.code, division: parsed.group, level: parsed.level };
  }
  const compact = code.trim().replace(/\s+/g, " ");
  if (!division?.trim()) return { ok: true, code: compact, division: null, level: 1 };
  const chosen = readDivision(division);
  if (!chosen) return { ok: false, errors: { division: "Must be a MasterFormat division such as 03" } };
  return { ok: true, code: compact, division: chosen, level: 1 };
}

/** The title of a division for display ("03 Concrete"), or the raw value. */
export function divisionLabel(division: string | null): string {
  if (!division) return "";
  const d = masterFormatDivision(division);
  return d ? `${d.division} ${d.title}` : division;
}

/**
 * A search term matches a code when its digits match the code's digits ("0330" finds "03 30 00") or its
 * text appears in the code or title, ignoring case.
 */
export function matchesSearch(item: Pick<CostCode, "code" | "title">, search: string): boolean {
  const term = search.trim().toLowerCase();
  if (!term) return true;
  if (item.code.toLowerCase().includes(term) || item.title.toLowerCase().includes(term)) return true;
  const digits = term.replace(/[\s.-]/g, "");
  return /^\d+$/.test(digits) && item.code.replace(/[\s.-]/g, "").startsWith(digits);
}
