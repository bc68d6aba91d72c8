// Webhook signatures: `Plinth-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`.
// The receiver recomputes the HMAC over the timestamp and the raw body it got, compares in constant time, and
// refuses a timestamp far from its clock (replays). docs/API.md "Webhooks" shows the receiver's side.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

const webhookSecretPrefix = "whsec_";

export function newWebhookSecret(): string {
  return `${webhookSecretPrefix}${randomBytes(24).toString("base64url")}`;
}

/** The header value for `body` sent at `timestamp` (unix seconds). */
export function signWebhook(secret: string, body: string, timestamp: number): string {
  const digest = createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
  return `t=${timestamp},v1=${digest}`;
}

/**
 * Whether `header` signs `body` with `secret`, within `toleranceSeconds` of `now` (unix seconds). What a
 * receiver does; Plinth uses it in its tests.
 */
export function verifyWebhook(
  secret: string,
  body: string,
  header: string,
  now = Math.floor(Date.now() / 1000),
  toleranceSeconds = 300,
): boolean {
  const parts = Object.fromEntries(
    header.split(",").map((part) => {
      const at = part.indexOf("=");
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()];
    }),
  );
  const t = Number(parts.t);
  if (!Number.isInteger(t) || Math.abs(now - t) > toleranceSeconds || !parts.v1) return false;
  const expected = Buffer.from(signWebhook(secret, body, t).split("v1=")[1]!, "hex");
  const given = Buffer.from(String(parts.v1), "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}
