/** A catch-all `[...key]` segment arrives as an array of decoded segments; the key is them joined by `/`. */
export function keyParam(params: Record<string, unknown>): string {
  const raw = params.key;
  return Array.isArray(raw) ? raw.map(String).join("/") : String(raw ?? "");
}
