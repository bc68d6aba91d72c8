// An estimate's next number in a series: "E-2025-014" with "E-2025-021" taken → "E-2025-022" (the highest
// number of the same prefix, plus one, padded like the source); a number without trailing digits gets "-2".

/** "E-2025-014" → { prefix: "E-2025-", digits: "014" }; null when it does not end in digits. */
function split(number: string): { prefix: string; digits: string } | null {
  const m = number.match(/^(.*?)(\d+)$/);
  return m ? { prefix: m[1]!, digits: m[2]! } : null;
}

/** The number a copy of `source` takes, given the company's numbers (`taken`). */
export function nextEstimateNumber(source: string, taken: readonly string[]): string {
  const parts = split(source.trim());
  const used = new Set(taken.map((t) => t.trim().toLowerCase()));
  if (!parts) {
    let n = 2;
    while (used.has(`${source.trim()}-${n}`.toLowerCase())) n += 1;
    return `${source.trim()}-${n}`;
  }
  const prefix = parts.prefix.toLowerCase();
  let highest = BigInt(parts.digits);
  for (const t of taken) {
    const other = split(t.trim());
    if (other && other.prefix.toLowerCase() === prefix && BigInt(other.digits) > highest)
      highest = BigInt(other.digits);
  }
  return `${parts.prefix}${(highest + 1n).toString().padStart(parts.digits.length, "0")}`;
}
