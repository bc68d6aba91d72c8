// The browser's client for /api/v1: JSON in and out, errors carrying the server's message (spec §8).
export class ApiClientError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }
}

const fallbackMessage = "Something went wrong.";

/** Spec §8: the server's message, else the error's own message, else 'Something went wrong.' */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return fallbackMessage;
}

export async function api<T>(
  path: string,
  init: { method?: string; body?: unknown; headers?: HeadersInit } = {},
) {
  const headers = new Headers(init.headers);
  if (init.body !== undefined) headers.set("content-type", "application/json");
  const activeCompany =
    typeof window === "undefined" ? null : window.localStorage.getItem("active-company-uid");
  if (activeCompany) headers.set("company-uid", activeCompany);
  let response: Response;
  try {
    response = await fetch(`/api/v1${path}`, {
      method: init.method ?? "GET",
      headers,
      credentials: "include",
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  } catch (error) {
    throw new ApiClientError(errorMessage(error), 0);
  }
  const data = await response.json().catch(() => null);
  if (!response.ok) {
    throw new ApiClientError(data?.message || fallbackMessage, response.status, data?.code, data?.errors);
  }
  return data as T;
}
