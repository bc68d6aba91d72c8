// The browser's one way to call the API: every request goes through `api()` (or `apiWithVersion()` when the
// caller needs the ETag back). It sends the cookies and the staff `company-uid` header, JSON bodies, If-Match,
// and turns every failure into an ApiClientError carrying the server's message.
import { readActiveCompanyUid } from "./active-company";

export class ApiClientError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    readonly errors?: Record<string, string>,
    /** The whole error body, for the few answers that carry more (a 412's current lines). */
    readonly data?: unknown,
  ) {
    super(message);
  }
}

const fallbackMessage = "Something went wrong.";

/** The server's message, else the error's own message, else 'Something went wrong.' */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return fallbackMessage;
}

/** How the answer is read: JSON (default), or raw for downloads and files. */
export type ApiRead = "json" | "text" | "blob" | "arrayBuffer" | "response";

export type ApiOptions = {
  method?: string;
  /** Sent as JSON; a FormData goes as multipart. */
  body?: unknown;
  headers?: HeadersInit;
  /** The version the caller read: sent as `If-Match: "<version>"` (updates and deletes require it). */
  ifMatch?: number;
  signal?: AbortSignal;
  read?: ApiRead;
  /**
   * The path is a whole URL outside /api/v1 (a stored file, perhaps on another origin): sent as given, with
   * cookies but without the company header, which is the API's alone.
   */
  external?: boolean;
};

/** `W/"12"` or `"12"` → 12; no ETag → null. */
export function versionFromEtag(etag: string | null): number | null {
  const digits = (etag ?? "").replace(/\D/g, "");
  return digits ? Number(digits) : null;
}

function requestHeaders(options: ApiOptions): Headers {
  const headers = new Headers(options.headers);
  const isForm = typeof FormData !== "undefined" && options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers.set("content-type", "application/json");
  if (options.ifMatch !== undefined) headers.set("if-match", `"${options.ifMatch}"`);
  if (!options.external) {
    const company = readActiveCompanyUid();
    if (company) headers.set("company-uid", company);
  }
  return headers;
}

function requestBody(body: unknown): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (typeof FormData !== "undefined" && body instanceof FormData) return body;
  return JSON.stringify(body);
}

async function failure(response: Response): Promise<ApiClientError> {
  const data = await response.json().catch(() => null);
  const message = typeof data?.message === "string" && data.message ? data.message : fallbackMessage;
  return new ApiClientError(message, response.status, data?.code, data?.errors, data);
}

/** Sends the request; an answer that is not 2xx becomes an ApiClientError. An abort stays an AbortError. */
async function send(path: string, options: ApiOptions): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(options.external ? path : `/api/v1${path}`, {
      method: options.method ?? "GET",
      headers: requestHeaders(options),
      credentials: "include",
      body: requestBody(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiClientError(errorMessage(error), 0);
  }
  if (!response.ok) throw await failure(response);
  return response;
}

async function readBody(response: Response, read: ApiRead): Promise<unknown> {
  switch (read) {
    case "response":
      return response;
    case "text":
      return response.text();
    case "blob":
      return response.blob();
    case "arrayBuffer":
      return response.arrayBuffer();
    default:
      // 204 and empty bodies answer null, as the routes' deletes do.
      return response.json().catch(() => null);
  }
}

/** Calls the API and answers the body (JSON unless `read` says otherwise). */
export async function api<T>(path: string, options: ApiOptions = {}): Promise<T> {
  const response = await send(path, options);
  return (await readBody(response, options.read ?? "json")) as T;
}

/** Like `api()`, also answering the version from the `ETag` (null when the answer has none). */
export async function apiWithVersion<T>(
  path: string,
  options: ApiOptions = {},
): Promise<{ data: T; version: number | null }> {
  const response = await send(path, options);
  const version = versionFromEtag(response.headers.get("etag"));
  return { data: (await readBody(response, options.read ?? "json")) as T, version };
}
