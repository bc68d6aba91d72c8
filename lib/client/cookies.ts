// document.cookie helpers for the few cookies the browser owns (staff company choice, last-seen news).
// Values are URI-encoded, which is also how Next's `cookies().set()` writes them.

export function readCookie(name: string): string | null {
  if (typeof document === "undefined") return null;
  for (const part of document.cookie.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

// The Cookie Store API is not in every browser this app supports yet.
export function writeCookie(name: string, value: string, maxAgeDays: number) {
  const maxAge = Math.round(maxAgeDays * 86_400);
  // biome-ignore lint/suspicious/noDocumentCookie: see above.
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAge}; SameSite=Lax`;
}

export function deleteCookie(name: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: see writeCookie.
  document.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax`;
}
