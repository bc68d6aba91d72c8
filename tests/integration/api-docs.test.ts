import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import * as keys from "@/app/api/v1/api-key/route";
import { call, companyWithRoles } from "./helpers";

// docs/API.md's "Getting started" examples, run: each `curl` block is parsed (method, URL, headers, body) and
// sent to the route handler its path resolves to under app/api, with a real key.

type Handler = Parameters<typeof call>[0];
const root = path.resolve(import.meta.dirname, "../..");
const section = readFileSync(path.join(root, "docs/API.md"), "utf8")
  .split("## Getting started")[1]!
  .split("\n## ")[0]!;
const blocks = [...section.matchAll(/```bash\n([\s\S]*?)```/g)].map((m) =>
  m[1]!.replace(/\\\n\s*/g, " ").trim(),
);

function words(command: string): string[] {
  return [...command.matchAll(/'([^']*)'|"([^"]*)"|(\S+)/g)].map((m) => m[1] ?? m[2] ?? m[3]!);
}

function parseCurl(command: string) {
  const w = words(command);
  expect(w[0]).toBe("curl");
  let method = "GET";
  let url = "";
  let body: string | undefined;
  const headers: Record<string, string> = {};
  for (let i = 1; i < w.length; i++) {
    if (w[i] === "-X") method = w[++i]!;
    else if (w[i] === "-H") {
      const [name, ...rest] = w[++i]!.split(":");
      headers[name!.trim().toLowerCase()] = rest.join(":").trim();
    } else if (w[i] === "-d") body = w[++i];
    else if (!w[i]!.startsWith("-")) url = w[i]!;
  }
  return { method, url, headers, body };
}

/** The route module for a path: a literal directory first, else the `[param]` one. */
async function resolveRoute(pathname: string) {
  let dir = path.join(root, "app");
  const params: Record<string, string> = {};
  for (const segment of pathname.split("/").filter(Boolean)) {
    if (existsSync(path.join(dir, segment))) {
      dir = path.join(dir, segment);
      continue;
    }
    const { readdirSync } = await import("node:fs");
    const dynamic = readdirSync(dir).find((d) => /^\[\w+\]$/.test(d));
    if (!dynamic) throw new Error(`No route for ${pathname}`);
    params[dynamic.slice(1, -1)] = segment;
    dir = path.join(dir, dynamic);
  }
  const mod = (await import(/* @vite-ignore */ path.join(dir, "route.ts"))) as Record<string, Handler>;
  return { mod, params };
}

let env: Record<string, string>;
beforeAll(async () => {
  const acme = await companyWithRoles();
  const key = await call(keys.POST, "POST", "/api/v1/api-key", {
    cookie: acme.cookies.admin,
    body: { name: "Docs", role: "editor" },
  });
  env = { PLINTH: "http://localhost:3000", PLINTH_KEY: key.body.secret };
});

describe("docs/API.md Getting started", () => {
  it("has curl examples", () => expect(blocks.length).toBeGreaterThanOrEqual(3));

  it.each(blocks.map((b, i) => [i + 1, b]))("example %i answers success", async (_n, block) => {
    const filled = (block as string).replace(/\$(\w+)/g, (_, name: string) => env[name] ?? `$${name}`);
    const curl = parseCurl(filled);
    const url = new URL(curl.url);
    const { mod, params } = await resolveRoute(url.pathname);
    const handler = mod[curl.method]!;
    const res = await call(handler, curl.method, `${url.pathname}${url.search}`, {
      headers: curl.headers,
      rawBody: curl.body,
      params,
    });
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
    expect(res.headers.get("ratelimit-limit")).not.toBeNull();
  });
});
