/**
 * HMAC-SHA256 signatures as the `pusher` SDK produces them. The server never trusts a client's claim
 * about a channel or a user: the app's auth endpoint signs the claim with the shared secret, and
 * the signature is checked here.
 */
import { createHash, createHmac, timingSafeEqual } from "node:crypto";

export interface AppCredentials {
  appId: string;
  key: string;
  secret: string;
}

export function hmacHex(secret: string, value: string): string {
  return createHmac("sha256", secret).update(value, "utf8").digest("hex");
}

export function md5Hex(body: Buffer | string): string {
  return createHash("md5").update(body).digest("hex");
}

/** Constant-time comparison so that a forger learns nothing from response timing. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, "utf8");
  const right = Buffer.from(b, "utf8");
  return left.length === right.length && timingSafeEqual(left, right);
}

/** What pusher-js sends as `auth` for private/presence channels: "key:hmac(socket:channel[:data])". */
export function channelStringToSign(socketId: string, channel: string, channelData?: string): string {
  return channelData === undefined ? `${socketId}:${channel}` : `${socketId}:${channel}:${channelData}`;
}

/** What pusher-js sends as `auth` in pusher:signin: "key:hmac(socket::user::user_data)". */
export function userStringToSign(socketId: string, userData: string): string {
  return `${socketId}::user::${userData}`;
}

/** Checks an "app_key:signature" token against the string the app's auth endpoint must have signed. */
export function verifySocketAuth(
  app: AppCredentials,
  auth: string | undefined,
  stringToSign: string,
): boolean {
  if (!auth) return false;
  const colon = auth.indexOf(":");
  if (colon <= 0) return false;
  const key = auth.slice(0, colon);
  const signature = auth.slice(colon + 1);
  if (!safeEqual(key, app.key)) return false;
  return safeEqual(signature, hmacHex(app.secret, stringToSign));
}

/** The window the HTTP API accepts for auth_timestamp, in seconds either side of the server clock. */
export const TIMESTAMP_WINDOW_SECONDS = 600;

export type HttpAuthResult = { ok: true } | { ok: false; message: string };

interface HttpRequestToVerify {
  method: string;
  /** The raw path, exactly as signed: "/apps/{app_id}/events". */
  path: string;
  query: URLSearchParams;
  body: Buffer;
  nowSeconds: number;
}

/**
 * Verifies the REST API query signature: HMAC-SHA256 over "METHOD\nPATH\nsorted_query", where
 * sorted_query is every parameter but auth_signature as key=value pairs (keys lower-cased, sorted,
 * unescaped) joined with "&" — exactly what pusher-http-node's createSignedQueryString builds.
 */
export function verifyHttpRequest(app: AppCredentials, request: HttpRequestToVerify): HttpAuthResult {
  const params = new Map<string, string>();
  for (const [rawKey, value] of request.query) {
    const key = rawKey.toLowerCase();
    // A repeated parameter would make "the" signed value ambiguous, so it is refused outright.
    if (params.has(key)) return { ok: false, message: `Duplicate query parameter ${key}` };
    params.set(key, value);
  }
  const signature = params.get("auth_signature");
  const authKey = params.get("auth_key");
  const timestamp = params.get("auth_timestamp");
  const version = params.get("auth_version");
  if (!signature || !authKey || !timestamp || !version) {
    return {
      ok: false,
      message: "Missing auth_key, auth_timestamp, auth_version or auth_signature query parameter",
    };
  }
  if (!safeEqual(authKey, app.key)) return { ok: false, message: "Unknown auth_key" };
  if (version !== "1.0") return { ok: false, message: "Unsupported auth_version (expected 1.0)" };
  const ts = Number(timestamp);
  if (!/^\d+$/.test(timestamp) || Math.abs(request.nowSeconds - ts) > TIMESTAMP_WINDOW_SECONDS) {
    return {
      ok: false,
      message: `auth_timestamp is more than ${TIMESTAMP_WINDOW_SECONDS} s away from the server clock`,
    };
  }
  if (request.body.length > 0 || params.has("body_md5")) {
    const md5 = params.get("body_md5");
    if (!md5 || !safeEqual(md5, md5Hex(request.body))) {
      return { ok: false, message: "body_md5 does not match the request body" };
    }
  }
  params.delete("auth_signature");
  const sortedQuery = [...params.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join("&");
  const expected = hmacHex(app.secret, [request.method.toUpperCase(), request.path, sortedQuery].join("\n"));
  if (!safeEqual(signature, expected)) return { ok: false, message: "Invalid auth_signature" };
  return { ok: true };
}
