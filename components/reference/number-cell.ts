/** What a numeric text field sends: a number when it reads as one, null when empty, else the text (so the
 * server answers its own message, e.g. "Must be a positive number"). */
export function numberOrText(text: string): number | string | null {
  const t = text.trim();
  if (t === "") return null;
  const n = Number(t.replace(/,/g, ""));
  return Number.isFinite(n) ? n : t;
}

/** Server errors `{ "indexes.3.value": "…" }` grouped by row: `{ 3: "value: …" }`. */
export function errorsByRow(prefix: string, errors: Record<string, string> | undefined): Map<number, string> {
  const out = new Map<number, string>();
  for (const [key, message] of Object.entries(errors ?? {})) {
    const match = new RegExp(`^${prefix}\\.(\\d+)\\.(\\w+)$`).exec(key);
    if (!match) continue;
    const row = Number(match[1]);
    const text = `${match[2]!.replace(/_/g, " ")}: ${message}`;
    out.set(row, out.has(row) ? `${out.get(row)} · ${text}` : text);
  }
  return out;
}
