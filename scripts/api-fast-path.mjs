/**
 * GET /api/v1/… answered by its route handler directly, without Next's request pipeline (issue 21: under load
 * Next's router, tracer, header matching and response piping cost several times what a read itself costs).
 *
 * What Next would do for such a request, and what is done here instead:
 *   route matching    the build's routes manifest: a static path first, then the dynamic routes in Next's order
 *                     (a catch-all last); params decoded per segment, as Next passes them
 *   the handler       the route module's own exported GET (`routeModule.userland`), the function Next calls
 *   config headers    the manifest's `headers` rules (next.config.ts), set before the handler's, which are added
 *                     only where not already set (set-cookie and vary appended), as Next's send-response does
 *   compression       gzip when the client accepts it and the body is compressible and ≥ 1 KB, as Next's
 *                     compression does, but off the event loop (zlib's thread pool)
 * Anything else goes to Next unchanged: other methods, paths outside /api/v1, a trailing slash or an empty
 * segment (Next redirects those), a header rule with a condition other than a request header, and any failure
 * here before the answer has started. PLINTH_API_FAST_PATH=0 turns the fast path off.
 */
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { promisify } from "node:util";
import { createGzip, gzip } from "node:zlib";

const require = createRequire(import.meta.url);
const gzipAsync = promisify(gzip);

const compressible = /^(application\/(json|[a-z.+-]*\+json|javascript|xml)|text\/)/i;
const minCompressBytes = 1024;
const forbiddenHeaders = new Set(["content-length", "content-encoding", "transfer-encoding"]);
const multiValueHeaders = new Set(["set-cookie", "www-authenticate", "proxy-authenticate", "vary"]);

/** The dynamic segment names Next uses in `routeKeys` (`nxtPuid` → `uid`). */
const paramName = (key) => key.replace(/^nxtP/, "");

/**
 * The fast path for a built app in `distDir`, or null when it is switched off or the build is not readable.
 * `handle(req, res)` answers and returns true, or returns false (nothing written) for Next to answer.
 */
export function createApiFastPath(distDir, { NextRequest }) {
  if (process.env.PLINTH_API_FAST_PATH === "0") return null;
  const manifestFile = path.join(distDir, "routes-manifest.json");
  const appPathsFile = path.join(distDir, "server", "app-paths-manifest.json");
  if (!existsSync(manifestFile) || !existsSync(appPathsFile)) return null;
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8"));
  const appPaths = JSON.parse(readFileSync(appPathsFile, "utf8"));

  const isApi = (page) => page.startsWith("/api/v1/") || page === "/api/v1/[[...path]]";
  const staticRoutes = new Set(manifest.staticRoutes.map((r) => r.page).filter(isApi));
  const dynamicRoutes = manifest.dynamicRoutes
    .filter((r) => isApi(r.page))
    .map((r) => ({ page: r.page, regex: new RegExp(r.namedRegex), keys: Object.keys(r.routeKeys ?? {}) }));
  // Each `has` condition's value pattern compiled once, not per request.
  const headerRules = manifest.headers.map((rule) => ({
    ...rule,
    regex: new RegExp(rule.regex),
    has: rule.has?.map((c) => ({ ...c, pattern: c.value === undefined ? null : new RegExp(`^${c.value}$`) })),
  }));
  const rulesSupported = headerRules.every(
    (rule) => !rule.missing && (rule.has ?? []).every((c) => c.type === "header"),
  );
  if (!rulesSupported || manifest.basePath) return null;

  // page → its GET handler (null: none), loaded once. Route modules may load asynchronously (top-level await).
  const handlers = new Map();
  async function handlerFor(page) {
    let handler = handlers.get(page);
    if (handler === undefined) {
      const file = appPaths[`${page}/route`];
      const routeModule = file ? require(path.join(distDir, "server", file)).routeModule : null;
      await routeModule?.ensureUserland?.();
      const get = routeModule?.userland?.GET;
      handler = typeof get === "function" ? get : null;
      handlers.set(page, handler);
    }
    return handler;
  }

  function match(pathname) {
    if (staticRoutes.has(pathname)) return { page: pathname, params: {} };
    for (const route of dynamicRoutes) {
      const found = route.regex.exec(pathname);
      if (!found) continue;
      const params = {};
      for (const key of route.keys) {
        const value = found.groups?.[key];
        if (value === undefined) continue;
        const segments = value.split("/").map(decodeURIComponent);
        params[paramName(key)] =
          route.page.includes(`[...${paramName(key)}]`) || route.page.includes(`[[...${paramName(key)}]]`)
            ? segments
            : segments.join("/");
      }
      return { page: route.page, params };
    }
    return null;
  }

  function configHeaders(pathname, req) {
    const out = new Map();
    for (const rule of headerRules) {
      if (!rule.regex.test(pathname)) continue;
      const holds = (rule.has ?? []).every((c) => {
        const value = req.headers[c.key.toLowerCase()];
        if (value === undefined) return false;
        return c.pattern === null || c.pattern.test(String(value));
      });
      if (!holds) continue;
      for (const { key, value } of rule.headers) out.set(key.toLowerCase(), value);
    }
    return out;
  }

  function toRequest(req, pathAndQuery, signal) {
    const headers = new Headers();
    const raw = req.rawHeaders;
    for (let i = 0; i < raw.length; i += 2) headers.append(raw[i], raw[i + 1]);
    const host = req.headers.host ?? "localhost";
    return new NextRequest(`http://${host}${pathAndQuery}`, { method: "GET", headers, signal });
  }

  async function handle(req, res) {
    if (req.method !== "GET") return false;
    const url = req.url ?? "";
    const queryAt = url.indexOf("?");
    const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
    if (!pathname.startsWith("/api/v1/") || pathname.endsWith("/") || pathname.includes("//")) return false;
    let found;
    let get;
    try {
      found = match(pathname);
      get = found && (handlers.get(found.page) ?? (await handlerFor(found.page)));
    } catch {
      return false; // a malformed escape, a module that does not load: Next answers as it would
    }
    if (!get) return false;

    const aborted = new AbortController();
    res.on("close", () => {
      if (!res.writableFinished) aborted.abort();
    });
    const response = await get(toRequest(req, url, aborted.signal), {
      params: Promise.resolve(found.params),
    });

    for (const [key, value] of configHeaders(pathname, req)) res.setHeader(key, value);
    res.statusCode = response.status;
    for (const cookie of response.headers.getSetCookie()) res.appendHeader("set-cookie", cookie);
    response.headers.forEach((value, name) => {
      if (forbiddenHeaders.has(name) || name === "set-cookie") return;
      if (multiValueHeaders.has(name) || res.getHeader(name) === undefined) {
        res.appendHeader(name, value);
      }
    });
    await sendBody(req, res, response);
    return true;
  }

  /** Loads every API route's handler ahead of its first request (a cold route module takes seconds). */
  handle.warm = async () => {
    for (const page of [...staticRoutes, ...dynamicRoutes.map((r) => r.page)]) {
      await handlerFor(page).catch(() => {}); // its first request will say what is wrong
      await new Promise((resolve) => setImmediate(resolve)); // requests that come meanwhile go first
    }
  };
  return handle;
}

/**
 * Whether the body is gzipped, decided as Next's compression middleware decides: a compressible type without
 * `no-transform` gets `Vary: Accept-Encoding` whatever the client sent, and is gzipped when the client accepts it.
 */
function negotiateGzip(req, res, response) {
  const type = response.headers.get("content-type") ?? "";
  const transformable =
    compressible.test(type) &&
    !response.headers.has("content-encoding") &&
    !String(res.getHeader("cache-control") ?? "").includes("no-transform");
  if (!transformable) return false;
  res.appendHeader("vary", "Accept-Encoding");
  return /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""));
}

/** Where lib/server/estimate/respond.ts keeps the text of a response made from a whole string. */
const wholeText = Symbol.for("plinth.wholeText");

/** A body in one piece: gzipped off the event loop when negotiated and worth it, sent with its length. */
async function sendWhole(res, body, gzipIt) {
  if (gzipIt && body.length >= minCompressBytes) {
    body = await gzipAsync(body);
    res.setHeader("content-encoding", "gzip");
  }
  res.setHeader("content-length", body.length);
  res.end(body);
}

/** The body: one buffer when the handler made it in one piece (JSON), else streamed; gzip off the event loop. */
async function sendBody(req, res, response) {
  if (!response.body) {
    res.end();
    return;
  }
  const text = response[wholeText];
  if (typeof text === "string") {
    // Encoded once, here, instead of read back out of the web stream the Response made of it.
    await sendWhole(res, Buffer.from(text), negotiateGzip(req, res, response));
    return;
  }
  const reader = response.body.getReader();
  const first = await reader.read();
  const second = first.done ? first : await reader.read();
  const gzipIt = negotiateGzip(req, res, response);
  if (second.done) {
    // The chunk's own memory, not a copy of it.
    const { value } = first;
    const body = first.done ? Buffer.alloc(0) : Buffer.from(value.buffer, value.byteOffset, value.byteLength);
    await sendWhole(res, body, gzipIt);
    return;
  }
  async function* chunks() {
    yield first.value;
    yield second.value;
    for (;;) {
      const next = await reader.read();
      if (next.done) return;
      yield next.value;
    }
  }
  const source = Readable.from(chunks(), { objectMode: false });
  try {
    if (gzipIt) {
      res.setHeader("content-encoding", "gzip");
      // A streamed body is a large one (the open of a 50,000-line estimate, ~9 MB of JSON): level 1 gzips it
      // about 4× faster than the default 6 for a somewhat larger transfer, so the last byte leaves sooner.
      await pipeline(source, createGzip({ level: 1 }), res);
    } else {
      await pipeline(source, res);
    }
  } catch {
    reader.cancel().catch(() => {});
    res.destroy();
  }
}
