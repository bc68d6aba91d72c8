// Cost codes as the engine groups them. MasterFormat codes ("05 12 00") group by their two-digit division,
// UniFormat II codes ("B2010") by their level-2 element ("B20"), company codes by their leading letters.
// Category limits on markups are code prefixes compared on the codes' keys, so "05" matches "05 12 00" and
// "B20" matches "B2010". A key is only for comparing: the stored form of a code of a known classification
// comes from `normaliseCostCode` (lib/domain/reference/cost-codes.ts).

/**
 * The comparison key of a line's code, whatever its classification: upper case without spaces, dots, dashes
 * or underscores: "05 12 00" → "051200", "b20-10" → "B2010".
 */
export function costCodeKey(code: string): string {
  return code.toUpperCase().replace(/[\s.\-_\u00a0]/g, "");
}

/** The division key of a cost code: "05", "B20", "GC"; "" for a line without a code. */
export function divisionOf(code: string): string {
  const n = costCodeKey(code);
  if (/^\d\d/.test(n)) return n.slice(0, 2);
  if (/^[A-Z]\d\d/.test(n)) return n.slice(0, 3);
  const letters = /^[A-Z]+/.exec(n);
  if (letters) return letters[0];
  return n.slice(0, 2);
}

/** True when the code's key starts with one of the category prefixes' keys. */
export function inCategories(key: string, prefixes: readonly string[]): boolean {
  for (const p of prefixes) if (key.startsWith(p)) return true;
  return false;
}
