import { readdirSync } from "node:fs";
import path from "node:path";
import { isRefusal, type RouteMeta } from "@/lib/server/route";
import type { call } from "./helpers";

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
