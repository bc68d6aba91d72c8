// Answers particular to the estimate API: the compact open and the 412
// of a stale line write with the current lines.
import { reply } from "../http";
import { StaleLinesError } from "./lines";

/**
 * JSON already serialised (the compact open builds its text once). Compression is left to the server in
 * front: `next start` gzips JSON itself and does not look at an encoding set here, so gzipping in the
 * route would send the body gzipped twice.
 */
export function jsonTextResponse(json: string, init: { version?: number } = {}): Response {
  const headers = new Headers({ "content-type": "application/json" });
  if (init.version !== undefined) headers.set("ETag", `"${init.version}"`);
  return new Response(json, { status: 200, headers });
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
