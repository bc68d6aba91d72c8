import { createHmac } from "node:crypto";
import { env } from "@/lib/env";
import { hashToken } from "../user/activation";

/**
 * An invitation's portal token: an HMAC of its uid under a key derived from AUTH_SECRET. The database keeps
 * only its SHA-256 hash (a copy of the table opens no portal), while the estimator can copy the link again at
 * any time without it ever being stored. It reaches its own invitation only: the lookup is by the hash.
 */
export function portalToken(invitationUid: string): string {
  const key = createHmac("sha256", env().AUTH_SECRET).update("plinth:bid-portal:v1").digest();
  return createHmac("sha256", key).update(`bid-invitation:${invitationUid}`).digest("base64url");
}

export const portalTokenHash = (token: string) => hashToken(token);

export const portalUrl = (token: string) => `${env().APP_URL}/bid/${token}`;

/** A token as the portal issues it (43 base64url characters); anything else is refused before a lookup. */
export const isPortalTokenShape = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);
