import { randomUUID } from "node:crypto";
import { NextRequest } from "next/server";
import { type Operation, pathParams, requiresIfMatch } from "@/lib/contract/operation";
import { operations } from "@/lib/contract/operations";
import { permissions, type Role } from "@/lib/domain/roles";
import type { companyWithRoles } from "./helpers";
import { discoverRoutes, type Handler } from "./route-discovery";
import { examples, fixtures, type Rows } from "./route-table";

// The declared operations with the handlers bound to them: what the isolation, fuzz and request-safety suites
// walk. A route added later joins them by being declared (lib/contract/operations.ts) and bound.

export type Bound = { op: Operation; key: string; method: string; pattern: string; handler: Handler };
type Tenant = Awaited<ReturnType<typeof companyWithRoles>>;
type Guard = { minRole: Role; staffOnly: boolean };

const discovered = await discoverRoutes();
const byKey = new Map(discovered.map((r) => [r.key, r]));

/** Every declared operation a route file binds (an unbound one is contract.test.ts's to report). */
export const bound: Bound[] = discovered.flatMap((r) => {
  const op = r.handler.meta?.operation;
  return op && operations.includes(op) ? [{ ...r, op }] : [];
});

/** Who may call an operation, from its declaration; undefined when it needs no sign-in. */
export function guardOf(op: Operation): Guard | undefined {
  if (op.public) return undefined;
  return { minRole: op.permission ? permissions[op.permission] : "viewer", staffOnly: op.staffOnly === true };
}

/** The path with its `[name]` / `[...name]` segments filled. */
function urlOf(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/\[(?:\.\.\.)?(\w+)\]/g, (_, name: string) => params[name] ?? randomUUID());
}

type SendOptions = {
  cookie?: string;
  headers?: Record<string, string>;
  body?: unknown;
  rawBody?: string;
  /** Query values, or a raw query string (`a=1&a=2`). */
  query?: Record<string, string> | string;
};

/** Calls the operation's handler as Next would; a JSON answer is parsed, a file or CSV is kept as text. */
export async function send(
  b: Pick<Bound, "handler" | "method" | "pattern">,
  params: Record<string, string>,
  options: SendOptions = {},
) {
  const url = new URL(urlOf(b.pattern, params), "http://localhost:3000");
  if (typeof options.query === "string") url.search = options.query;
  else for (const [k, v] of Object.entries(options.query ?? {})) url.searchParams.set(k, v);
  const headers = new Headers(options.headers);
  if (options.cookie) headers.set("cookie", options.cookie);
  let body = options.rawBody;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    if (!headers.has("content-type")) headers.set("content-type", "application/json");
  }
  const res = await b.handler(new NextRequest(url, { method: b.method, headers, body }), {
    params: Promise.resolve(params),
  });
  const text = await res.text();
  return { status: res.status, body: parsed(text), text, headers: res.headers };
}

// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON answers
function parsed(text: string): any {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** A cookie allowed to call the operation in the tenant: its lowest allowed role, or staff. */
export function allowedCookie(op: Operation, tenant: Tenant, staffCookie: string): string {
  const guard = guardOf(op);
  if (!guard) return tenant.cookies.admin;
  return guard.staffOnly ? staffCookie : tenant.cookies[guard.minRole];
}

/** `/api/v1/estimate/{uid}/line` → `POST /api/v1/estimate/[uid]/line`, the route-table's key. */
const postKey = (collection: string) => `POST ${collection.replace(/\{(\w+)\}/g, "[$1]")}`;

/** The rows of one tenant, made through the API as its admin (staff for staff-only collections). */
export function rowsOf(tenant: Tenant, staffCookie: string, memo = true) {
  const made = new Map<string, Promise<string>>();
  const etags = new Map<string, string>();
  const rows: Rows & { etags: Map<string, string> } = {
    etags,
    async send(key, { params = {}, body }) {
      const route = byKey.get(key);
      if (!route) throw new Error(`no route ${key}`);
      const op = route.handler.meta?.operation as Operation | undefined;
      const cookie = op?.staffOnly ? staffCookie : tenant.cookies.admin;
      const res = await send(route, params, { cookie, body });
      if (res.status >= 300) throw new Error(`${key} answered ${res.status} ${JSON.stringify(res.body)}`);
      const etag = res.headers.get("etag");
      if (etag && typeof res.body?.uid === "string") etags.set(res.body.uid, etag);
      return res;
    },
    async upload(url, text, type) {
      const route = byKey.get("PUT /api/v1/storage/upload/[...key]")!;
      const key = url.pathname.replace("/api/v1/storage/upload/", "").split("/");
      const params = { key } as unknown as Record<string, string>;
      const headers = { "content-type": type, "if-match": '"1"' };
      const res = await send(route, params, { headers, rawBody: text, query: url.search.slice(1) });
      if (res.status !== 200) throw new Error(`upload answered ${res.status} ${JSON.stringify(res.body)}`);
    },
    row(collection, params = {}) {
      const id = `${collection} ${JSON.stringify(params)}`;
      const make = async () => {
        const custom = fixtures[collection];
        if (custom) return custom(rows, params);
        const res = await rows.send(postKey(collection), {
          params,
          body: await exampleBody(postKey(collection), rows),
        });
        if (typeof res.body?.uid !== "string")
          throw new Error(`${postKey(collection)} answers no uid: add a fixture`);
        return res.body.uid as string;
      };
      if (!memo) return make();
      if (!made.has(id)) made.set(id, make());
      return made.get(id)!;
    },
  };
  return rows;
}

export async function exampleBody(key: string, rows: Rows): Promise<unknown> {
  const body = examples[key]?.body;
  return typeof body === "function" ? body(rows) : body;
}

/** The example request of an operation (body, raw body, query) for a company's rows. */
export async function exampleRequest(key: string, rows: Rows) {
  const example = examples[key];
  const raw = example?.raw;
  return {
    body: await exampleBody(key, rows),
    ...(raw ? { rawBody: raw.text, contentType: raw.type } : {}),
    query: example?.query,
  };
}

/**
 * Whether the example body names a row of the company it is sent for (so another company's can be named in
 * its place). A body function asks for its rows before its first await, so a spy sees it at once.
 */
export function namesRows(key: string): boolean {
  const body = examples[key]?.body;
  if (typeof body !== "function") return false;
  let named = false;
  const spy = {
    row: () => {
      named = true;
      return new Promise<string>(() => {});
    },
  };
  void Promise.resolve(body(spy as unknown as Rows)).catch(() => {});
  return named;
}

/** Real rows of the tenant for the operation's uid path params (each made under the collection above it). */
export async function realParams(b: Bound, rows: Rows): Promise<Record<string, string>> {
  const params: Record<string, string> = {};
  for (const { name, uid } of pathParams(b.op.path)) {
    if (!uid) {
      params[name] = examples[b.key]?.params?.[name] ?? randomUUID();
      continue;
    }
    params[name] = await rows.row(b.op.path.slice(0, b.op.path.indexOf(`/{${name}}`)), { ...params });
  }
  return params;
}

/** The same params, every uid a fresh one no company has. */
export function randomParams(b: Bound, like: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    pathParams(b.op.path).map(({ name, uid }) => [name, uid ? randomUUID() : like[name]!]),
  );
}

/** The version to send as If-Match: from a GET of the row (or the nearest resource above it), else its creation. */
export async function versionOf(
  b: Bound,
  params: Record<string, string>,
  rows: ReturnType<typeof rowsOf>,
  cookie: string,
) {
  if (!requiresIfMatch(b.op)) return undefined;
  const last = pathParams(b.op.path).at(-1);
  const created = last && rows.etags.get(params[last.name]!);
  for (let path = b.op.path; ; path = path.slice(0, path.lastIndexOf("/{"))) {
    const get = bound.find((x) => x.method === "GET" && x.op.path === path);
    const etag = get && (await send(get, params, { cookie })).headers.get("etag");
    if (etag) return etag;
    if (path === b.op.path && created) return created;
    if (!path.includes("/{")) break;
  }
  return created || '"1"';
}

/** A response body with the given uids replaced, to compare a foreign row's answer with a random one's. */
export function withoutIds(body: unknown, ids: string[]): string {
  let text = JSON.stringify(body ?? null).replace(/"request_id":"[^"]*"/g, '"request_id":"-"');
  for (const id of ids) text = text.replaceAll(id, "<id>");
  return text;
}
