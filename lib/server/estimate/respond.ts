// Answers particular to the estimate API: the compact open (gzip when the client accepts it) and the 412
// of a stale line write with the current lines.
import { gzipSync } from "node:zlib";
import { reply } from "../http";
import { StaleLinesError } from "./lines";

/** Below this a gzip header costs more than it saves. */
const GZIP_MIN_BYTES = 1024;

export function acceptsGzip(req: Request): boolean {
  return /(^|,)\s*gzip\s*(;\s*q=(?!0(\.0*)?\s*(,|$))[\d.]+)?\s*(,|$)/i.test(
    req.headers.get("accept-encoding") ?? "",
  );
}

/**
 * JSON, gzip-compressed here when the client accepts it, with Content-Encoding set — so it is compressed the
 * same under `next start`, behind a proxy, and in tests (Next's own compression leaves an encoded body alone).
 */
export function jsonResponse(req: Request, data: unknown, init: { version?: number } = {}): Response {
  return jsonTextResponse(req, JSON.stringify(data), init);
}

/** The same for JSON already serialised. */
export function jsonTextResponse(req: Request, json: string, init: { version?: number } = {}): Response {
  const headers = new Headers({ "content-type": "application/json", vary: "Accept-Encoding" });
  if (init.version !== undefined) headers.set("ETag", `"${init.version}"`);
  if (json.length >= GZIP_MIN_BYTES && acceptsGzip(req)) {
    const body = gzipSync(json, { level: 6 });
    headers.set("content-encoding", "gzip");
    headers.set("content-length", String(body.byteLength));
    return new Response(new Uint8Array(body), { status: 200, headers });
  }
  return new Response(json, { status: 200, headers });
}

/** Runs a line write; a stale one answers 412 `{ message, code: "stale", conflicts, missing }`. */
export async function staleAware<T>(work: () => Promise<T>): Promise<T | Response> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof StaleLinesError) return reply(error.body(), { status: 412 });
    throw error;
  }
}
