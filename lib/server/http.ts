import { NextResponse } from "next/server";
import type { ApiError } from "./errors";

/**
 * The one error envelope of /api/v1: every error answer has this shape, so a client reads `message` alone.
 */
export function errorResponse(error: ApiError, requestId: string): NextResponse {
  const body = { message: error.message, code: error.code, request_id: requestId, errors: error.errors };
  return NextResponse.json(body, {
    status: error.status,
    headers: { ...error.headers, "x-request-id": requestId },
  });
}

/** A JSON answer with an explicit status, headers or version (sent as ETag for If-Match). */
export function reply(
  data: unknown,
  init: { status?: number; version?: number; headers?: Record<string, string> } = {},
) {
  const headers = new Headers(init.headers);
  if (init.version !== undefined) headers.set("ETag", `"${init.version}"`);
  return NextResponse.json(data, { status: init.status ?? 200, headers });
}

/** Reads `If-Match: "3"` (or W/"3", or 3). Undefined when absent; NaN when present but not a version. */
export function parseIfMatch(header: string | null): number | undefined {
  if (header === null || header.trim() === "" || header.trim() === "*") return undefined;
  const match = /^(?:W\/)?"?(\d+)"?$/.exec(header.trim());
  return match ? Number(match[1]) : Number.NaN;
}
