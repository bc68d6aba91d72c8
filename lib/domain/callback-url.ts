// Where to land after sign-in: only a path on this site (an open redirect would hand sessions to phishers).
export function safeCallbackUrl(value: string | null | undefined, fallback = "/dashboard"): string {
  if (!value) return fallback;
  let path = value;
  try {
    // Auth.js passes absolute URLs; keep only their path, query and hash.
    if (/^https?:\/\//i.test(value)) {
      const url = new URL(value);
      path = `${url.pathname}${url.search}${url.hash}`;
    }
  } catch {
    return fallback;
  }
  if (!path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\")) return fallback;
  if (path === "/" || path.startsWith("/login")) return fallback;
  return path;
}
