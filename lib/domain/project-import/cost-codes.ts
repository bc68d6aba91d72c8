// Their cost codes → the company's: a MasterFormat 2018 code in any spelling becomes its normalised form
// ("033000" → "03 30 00"), a 1995 16-division code ("15400", "16 050", or a division that 2018 reserves, "15")
// becomes the 2018 division the work lives in now, UniFormat II is normalised, anything else is kept as a
// company code. The mapping step shows each suggestion and lets the user change it; the choice is remembered.
import { mapLegacyCode } from "@/lib/domain/reference/legacy";
import { parseMasterFormatCode } from "@/lib/domain/reference/masterformat";
import { parseUniformatCode } from "@/lib/domain/reference/uniformat";

export type CodeSource = "masterformat" | "legacy" | "uniformat" | "company";
export type CodeSuggestion = { code: string; source: CodeSource; note?: string };

function legacy(text: string): CodeSuggestion | null {
  const hit = mapLegacyCode(text);
  if (!hit) return null;
  const note = hit.exact
    ? `1995 division ${hit.legacyDivision} → ${hit.division}`
    : `1995 division ${hit.legacyDivision} → ${hit.division} (its work may also sit in other divisions)`;
  return { code: `${hit.division} 00 00`, source: "legacy", note };
}

/**
 * The suggested company code for one of their codes. `legacyCodes` reads every numeric code as the 1995
 * format (for old data whose two-digit divisions would otherwise read as 2018 ones).
 */
export function suggestCostCode(text: string, legacyCodes = false): CodeSuggestion {
  const t = text.trim();
  if (t === "") return { code: "", source: "company" };
  if (legacyCodes) {
    const old = legacy(t);
    if (old) return old;
  }
  const digits = t.replace(/[\s.-]/g, "");
  // Five digits is the 1995 section format (2018 uses pairs: 2, 4 or 6 digits).
  if (/^\d{5}$/.test(digits)) {
    const old = legacy(t);
    if (old) return old;
  }
  const mf = parseMasterFormatCode(/^\d$/.test(t) ? `0${t}` : t);
  if (mf.ok) return { code: mf.code, source: "masterformat" };
  if (/^\d{2}$/.test(digits)) {
    const old = legacy(t);
    if (old) return old;
  }
  const uf = parseUniformatCode(t);
  if (uf.ok) return { code: uf.code, source: "uniformat" };
  return { code: t.replace(/\s+/g, " "), source: "company" };
}

/** The code a line is stored with: the user's mapping when it names one, else the suggestion. */
export function mapCostCode(
  text: string,
  mapping: Readonly<Record<string, string>>,
  legacyCodes = false,
): string {
  const chosen = mapping[text.trim()];
  if (chosen !== undefined && chosen.trim() !== "") return chosen.trim();
  return suggestCostCode(text, legacyCodes).code;
}
