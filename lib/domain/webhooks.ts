// Webhooks: the events an endpoint may subscribe to, and the URLs it may have (shared by the form and API).

export const webhookEvents = [
  "estimate.created",
  "estimate.updated",
  "estimate.status_changed",
  "estimate.published",
  "record.created",
  "record.updated",
  "bid.submitted",
  "bid.awarded",
] as const;
export type WebhookEvent = (typeof webhookEvents)[number];

/** What each event means, for the settings form and the API reference. */
export const webhookEventLabels: Record<WebhookEvent, string> = {
  "estimate.created": "Estimate created",
  "estimate.updated": "Estimate updated",
  "estimate.status_changed": "Estimate status changed",
  "estimate.published": "Estimate published",
  "record.created": "Project record created",
  "record.updated": "Project record updated",
  "bid.submitted": "Bid submitted",
  "bid.awarded": "Bid awarded",
};

/**
 * An https:// URL without credentials or fragment; http:// only to the loopback (development and tests — the
 * server refuses it unless OUTBOUND_ALLOW_LOOPBACK=1, lib/server/net/outbound.ts).
 */
export function isWebhookUrl(value: string): boolean {
  try {
    const url = new URL(value);
    if (url.username || url.password || url.hash) return false;
    if (url.protocol === "https:") return true;
    return url.protocol === "http:" && ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
  } catch {
    return false;
  }
}
