// The fixed security headers (security finding 3), shared by next.config.ts `headers()` (API routes, static
// files, anything the proxy skips) and proxy.ts (pages, with their per-request policy from
// lib/server/security-headers.ts). No imports: next.config.ts loads this file as it is.

/** Sent on every response, page or API. */
export const baseSecurityHeaders: Readonly<Record<string, string>> = {
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": "strict-origin-when-cross-origin",
  // Nothing in the app uses these features (the project map does not locate the user); fullscreen stays
  // for the map's fullscreen control and PDF previews.
  "permissions-policy": [
    "accelerometer=()",
    "autoplay=()",
    "browsing-topics=()",
    "camera=()",
    "display-capture=()",
    "encrypted-media=()",
    "fullscreen=(self)",
    "geolocation=()",
    "gyroscope=()",
    "hid=()",
    "magnetometer=()",
    "microphone=()",
    "midi=()",
    "payment=()",
    "picture-in-picture=()",
    "publickey-credentials-get=()",
    "screen-wake-lock=()",
    "serial=()",
    "usb=()",
    "xr-spatial-tracking=()",
  ].join(", "),
  "cross-origin-opener-policy": "same-origin",
};

/** Only over https: a browser ignores it on http, and it must never pin a plain-http deployment. */
export const strictTransportSecurity = "max-age=31536000; includeSubDomains";

/** JSON answers load nothing and are never framed. */
export const apiContentSecurityPolicy = "default-src 'none'; frame-ancestors 'none'";

/**
 * Stored files served by the app itself (local storage): an SVG opened directly runs nothing, and a PDF may
 * be previewed in an <iframe> of the app's own pages (frame-ancestors 'self', not 'none').
 */
export const storedFileContentSecurityPolicy =
  "default-src 'none'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'self'";

/**
 * Documents the proxy does not see (a 404 for a path that looks like a static file): no nonce, so no inline
 * script runs, but the page still shows with its styles.
 */
export const fallbackContentSecurityPolicy =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
  "object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";
