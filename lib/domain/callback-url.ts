// Where to land after sign-in: only a path on this site (an open redirect would hand sessions to phishers).
// The value is resolved the way a browser would resolve it (tabs and newlines dropped, backslashes read as
// slashes, `//host` as another host) against this site's origin, and accepted only when the result is still
// on that origin. Nothing is stripped or repaired: what is not plainly a path here falls back.
const anyOrigin = "http://plinth.invalid";

export function safeCallbackUrl(
  value: string | null | undefined,
  appOrigin: string = anyOrigin,
  fallback = "/dashboard",
): string {
  if (!value) return fallback;
  let url: URL;
  let origin: string;
  try {
    origin = new URL(appOrigin).origin;
    url = new URL(value, origin);
  } catch {
    return fallback;
  }
  if (url.origin !== origin) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // A normalised path can itself read as another host ("/.//evil" → "//evil"): it must land where it says.
  if (path.startsWith("//") || new URL(path, origin).href !== url.href) return fallback;
  if (url.pathname === "/" || url.pathname === "/login" || url.pathname.startsWith("/login/"))
    return fallback;
  return path;
}
