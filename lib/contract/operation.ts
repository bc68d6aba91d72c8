// One API operation, declared once: the route wrapper runs it (guard, input schemas, If-Match) and the OpenAPI
// document is generated from it. Route files under app/api only bind a handler to a declaration.
import { z } from "zod";
import type { Permission } from "@/lib/domain/roles";

export const httpMethods = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type HttpMethod = (typeof httpMethods)[number];

export type Operation = {
  method: HttpMethod;
  /** The URL as OpenAPI writes it: `/api/v1/project/{uid}`. A catch-all segment is one `{name}`. */
  path: string;
  /** One line: what the operation does, as the OpenAPI summary. */
  summary: string;
  /** More words for the reference, when one line is not enough. */
  description?: string;
  /** Needs no sign-in (health, login, activation, the bidder portal). */
  public?: boolean;
  /** The lowest permission that may call it; none means any signed-in user. */
  permission?: Permission;
  staffOnly?: boolean;
  body?: z.ZodType;
  /** Also accept an application/x-www-form-urlencoded body (the login form, pusher-js). */
  formBody?: boolean;
  /** The query string; a repeated key arrives as an array (see `queryList`). */
  query?: z.ZodType;
  /** The JSON the operation answers on success; integration tests check every answer against it. */
  response?: z.ZodType;
  /** The success status when not 200 (201 created, 204 no content). */
  status?: 200 | 201 | 204 | 303;
  /** A success that is not JSON: a file, a CSV, a redirect. */
  produces?: string;
  /**
   * Whether a write must carry If-Match (428 without it). Updates and deletes (PUT, PATCH, DELETE) require it
   * unless they say "none" (a resource with no version); a POST that changes a versioned resource says "required".
   */
  ifMatch?: "required" | "none";
};

/** Declares an operation, keeping its literal types so the handler sees its body and query types. */
export function operation<const O extends Operation>(declared: O): O {
  return declared;
}

const versionedMethods = new Set<string>(["PUT", "PATCH", "DELETE"]);

/** Whether an operation refuses a write without If-Match (the wrapper and the OpenAPI document agree on it). */
export function requiresIfMatch(op: Pick<Operation, "public" | "ifMatch" | "method">): boolean {
  if (op.public) return false;
  return (op.ifMatch ?? (versionedMethods.has(op.method) ? "required" : "none")) === "required";
}

/** Path parameters: `{uid}`, `{lineUid}` are uids (anything else answers 404); `{token}`, `{key}` are text. */
export function pathParams(path: string): { name: string; uid: boolean }[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((m) => ({ name: m[1]!, uid: /^uid$|Uid$/.test(m[1]!) }));
}

/**
 * A query value that may be repeated (`?status=a&status=b`): always an array after parsing, whether the key
 * came once or several times.
 */
export function queryList<T extends z.ZodType>(item: T) {
  return z.union([item, z.array(item)]).transform((v) => (Array.isArray(v) ? v : [v]) as z.output<T>[]);
}
