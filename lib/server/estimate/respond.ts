// Answers particular to the estimate API: the compact open and the 412
// of a stale line write with the current lines.
import { reply } from "../http";
import { StaleLinesError } from "./lines";

/**
 * Where a response made from a whole string keeps that string, for the production server's API fast path
 * (scripts/api-fast-path.mjs reads it under the same registered symbol): it writes the text as it is instead of
 * reading the body stream back into bytes. The body stays a normal one for every other reader.
 */
const wholeText = Symbol.for("plinth.wholeText");

/**
 * JSON already serialised, whole or as a stream of its text (the open of a large estimate sends its lines a
 * page at a time). Compression is the server's (a zlib stream, which works off the event loop, chunk by chunk
 * as the body arrives; README, "API conventions"): a Content-Encoding set by a route handler is dropped, so
 * gzipping here would send the body gzipped twice.
 */
export function jsonBodyResponse(
  body: string | ReadableStream<Uint8Array>,
  init: { version?: number } = {},
): Response {
  const headers = new Headers({ "content-type": "application/json" });
  if (init.version !== undefined) headers.set("ETag", `"${init.version}"`);
  if (typeof body !== "string") return new Response(body, { status: 200, headers });
  // The text becomes bytes only if someone reads the body (Next's pipeline, a test): the fast path sends the text.
  const bytes = new ReadableStream<Uint8Array>({
    pull(controller) {
      controller.enqueue(new TextEncoder().encode(body));
      controller.close();
    },
  });
  return Object.defineProperty(new Response(bytes, { status: 200, headers }), wholeText, { value: body });
}

/**
 * Runs a line write; a stale one answers 412 `{ message, code: "stale", request_id, conflicts, missing }`:
 * the error envelope every refusal has, with the current lines to merge.
 */
export async function staleAware<T>(requestId: string, work: () => Promise<T>): Promise<T | Response> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof StaleLinesError) {
      return reply({ ...error.body(), request_id: requestId }, { status: 412 });
    }
    throw error;
  }
}
