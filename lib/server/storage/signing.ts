import { createHmac, timingSafeEqual } from "node:crypto";

// HMAC-signed upload URLs for the local storage adapter: the signature binds the method, the key, the content
// type, the exact size in bytes and the expiry, so a URL cannot be reused for another file, another type, a
// larger or smaller body, or after it expires.
export const uploadUrlLifetimeSeconds = 10 * 60;

export type UploadGrant = { key: string; contentType: string; size: number; expires: number };

/** The signing key: STORAGE_SECRET, or one derived from AUTH_SECRET so the two are never the same bytes. */
export function storageSigningKey(storageSecret: string | undefined, authSecret: string): string {
  return (
    storageSecret ?? createHmac("sha256", authSecret).update("plinth:storage-upload:v1").digest("base64url")
  );
}

export function signGrant(grant: UploadGrant, secret: string): string {
  return createHmac("sha256", secret)
    .update(["PUT", grant.key, grant.contentType, String(grant.size), String(grant.expires)].join("\n"))
    .digest("base64url");
}

export type GrantCheck = "ok" | "invalid" | "expired";

/** Constant-time check of a signature; an expired grant is reported apart so the message can say so. */
export function checkGrant(
  grant: UploadGrant,
  signature: string,
  secret: string,
  nowMs = Date.now(),
): GrantCheck {
  if (!Number.isSafeInteger(grant.expires) || !Number.isSafeInteger(grant.size) || grant.size < 1) {
    return "invalid";
  }
  const expected = Buffer.from(signGrant(grant, secret));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return "invalid";
  return grant.expires * 1000 < nowMs ? "expired" : "ok";
}

// Private files (project record files) are read through signed GET URLs. The expiry is rounded up to the next
// full hour plus one, so the URL of a file stays the same for an hour (the browser's cache keeps working) and
// lives between one and two hours.
const downloadWindowSeconds = 60 * 60;

export function downloadExpiry(nowMs = Date.now()): number {
  return (Math.floor(nowMs / 1000 / downloadWindowSeconds) + 2) * downloadWindowSeconds;
}

export function signDownloadGrant(key: string, expires: number, secret: string): string {
  return createHmac("sha256", secret)
    .update(["GET", key, String(expires)].join("\n"))
    .digest("base64url");
}

export function checkDownloadGrant(
  key: string,
  expires: number,
  signature: string,
  secret: string,
  nowMs = Date.now(),
): GrantCheck {
  if (!Number.isSafeInteger(expires)) return "invalid";
  const expected = Buffer.from(signDownloadGrant(key, expires, secret));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return "invalid";
  return expires * 1000 < nowMs ? "expired" : "ok";
}

/** Keys are `folder/…/name.ext` of safe characters: no `..`, no leading slash, no backslashes. */
const keyPattern = /^[a-z0-9-]+(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)+$/;

export function isSafeKey(key: string): boolean {
  return key.length <= 300 && keyPattern.test(key) && !key.split("/").some((s) => s === "." || s === "..");
}
