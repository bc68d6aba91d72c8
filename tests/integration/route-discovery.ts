import { readdirSync } from "node:fs";
import path from "node:path";
import { isRefusal, type RouteMeta } from "@/lib/server/route";
import type { call } from "./helpers";
import { type RouteKind, routeTable } from "./route-table";

const apiDir = path.join(process.cwd(), "app/api");
export const methods = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type Handler = Parameters<typeof call>[0] & { meta?: RouteMeta };

/** `app/api/v1/user/activate/[token]/route.ts` → `/api/v1/user/activate/[token]`; route groups leave no segment. */
function urlPattern(file: string): string {
  const segments = path.relative(apiDir, path.dirname(file)).split(path.sep).filter(Boolean);
  return ["/api", ...segments.filter((s) => !/^\(.*\)$/.test(s))].join("/");
}

/** Every route file under app/api, loaded, with its URL pattern. */
export async function routeFiles() {
  const files = readdirSync(apiDir, { recursive: true, encoding: "utf8" })
    .filter((f) => path.basename(f) === "route.ts")
    .map((f) => path.join(apiDir, f))
    .sort();
  return Promise.all(
    files.map(async (file) => ({
      file: path.relative(process.cwd(), file),
      pattern: urlPattern(file),
      mod: (await import(/* @vite-ignore */ file)) as Record<string, unknown>,
    })),
  );
}

/** Every operation under app/api: each method a route file handles (405 and unknown-path refusals left out). */
export async function discoverRoutes() {
  const found: { key: string; method: string; pattern: string; handler: Handler }[] = [];
  for (const { pattern, mod } of await routeFiles()) {
    for (const method of methods) {
      if (typeof mod[method] === "function" && !isRefusal(mod[method])) {
        found.push({ key: `${method} ${pattern}`, method, pattern, handler: mod[method] as Handler });
      }
    }
  }
  return found;
}

/** The routes that need sign-in, with how each is guarded. */
export function guardedRoutes(discovered: Awaited<ReturnType<typeof discoverRoutes>>) {
  return discovered.flatMap((route) => {
    const kind: RouteKind | undefined = routeTable[route.key];
    return kind && kind !== "public" ? [{ ...route, kind }] : [];
  });
}

/** A URL for a route pattern, its `[params]` filled from the table or with fresh uuids. */
export function request(
  pattern: string,
  kind: Exclude<RouteKind, "public">,
  cookie?: string,
  headers?: Record<string, string>,
) {
  const params: Record<string, string> = {};
  const url = pattern.replace(/\[(?:\.\.\.)?(\w+)\]/g, (_, name: string) => {
    params[name] = kind.params?.[name] ?? crypto.randomUUID();
    return params[name];
  });
  return { url, options: { cookie, headers, params, body: kind.body } };
}
