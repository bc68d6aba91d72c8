// The production server's API fast path (scripts/api-fast-path.mjs) against a small build of its own: the
// routes and headers manifests Next writes, and route modules shaped as Next's (routeModule.userland.GET).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiFastPath } from "../../scripts/api-fast-path.mjs";

const dist = mkdtempSync(path.join(tmpdir(), "fast-path-"));
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
  writeFileSync(path.join(dist, file), text);
};

// Each route answers what it was given, so a test sees the request and params the handler received.
const routeModule = (body: string) =>
  `module.exports = { routeModule: { ensureUserland: async () => {}, userland: { GET: ${body} } } };`;
write(
  "routes-manifest.json",
  JSON.stringify({
    basePath: "",
    staticRoutes: [
      { page: "/api/v1/self" },
      { page: "/api/v1/big" },
      { page: "/api/v1/stream" },
      { page: "/api/v1/whole" },
    ],
    dynamicRoutes: [
      {
        page: "/api/v1/thing/[uid]",
        namedRegex: "^/api/v1/thing/(?<nxtPuid>[^/]+?)(?:/)?$",
        routeKeys: { nxtPuid: "nxtPuid" },
      },
      {
        page: "/api/v1/[[...path]]",
        namedRegex: "^/api/v1(?:/(?<nxtPpath>.+?))?(?:/)?$",
        routeKeys: { nxtPpath: "nxtPpath" },
      },
    ],
    headers: [
      {
        regex: "^(?:/(.*))?$",
        headers: [
          { key: "x-frame-options", value: "DENY" },
          { key: "content-security-policy", value: "default-src 'self'" },
        ],
      },
      {
        regex: "^(?:/(.*))?$",
        has: [{ type: "header", key: "x-forwarded-proto", value: "https" }],
        headers: [{ key: "strict-transport-security", value: "max-age=31536000" }],
      },
      {
        regex: "^/api(?:/(.*))?$",
        headers: [{ key: "content-security-policy", value: "default-src 'none'" }],
      },
    ],
  }),
);
write(
  "server/app-paths-manifest.json",
  JSON.stringify({
    "/api/v1/self/route": "app/api/v1/self/route.js",
    "/api/v1/big/route": "app/api/v1/big/route.js",
    "/api/v1/stream/route": "app/api/v1/stream/route.js",
    "/api/v1/whole/route": "app/api/v1/whole/route.js",
    "/api/v1/thing/[uid]/route": "app/api/v1/thing/[uid]/route.js",
    "/api/v1/[[...path]]/route": "app/api/v1/[[...path]]/route.js",
  }),
);
write(
  "server/app/api/v1/self/route.js",
  routeModule(`async (req) => {
    const headers = new Headers({ "x-frame-options": "SAMEORIGIN", "x-own": "kept" });
    headers.append("set-cookie", "a=1; Path=/");
    headers.append("set-cookie", "b=2; Path=/");
    return Response.json({ path: req.nextUrl.pathname, q: req.nextUrl.searchParams.get("q"),
      cookie: req.headers.get("cookie") }, { headers });
  }`),
);
write("server/app/api/v1/big/route.js", routeModule(`async () => Response.json({ text: "x".repeat(5000) })`));
write(
  "server/app/api/v1/stream/route.js",
  routeModule(`async () => new Response(new ReadableStream({
    start(c) { for (const part of ["[1,", "2,", "3]"]) c.enqueue(new TextEncoder().encode(part)); c.close(); },
  }), { status: 201, headers: { "content-type": "application/json" } })`),
);
// Made from a whole string, as lib/server/estimate/respond.ts makes the open of a small estimate: the text is
// kept beside the body under a registered symbol, and the fast path sends it as it is.
write(
  "server/app/api/v1/whole/route.js",
  routeModule(`async () => {
    const text = JSON.stringify({ name: "Café ".repeat(400) });
    const res = new Response(text, { headers: { "content-type": "application/json", etag: '"7"' } });
    return Object.defineProperty(res, Symbol.for("plinth.wholeText"), { value: text });
  }`),
);
const echoParams = `async (req, ctx) => Response.json(await ctx.params)`;
write("server/app/api/v1/thing/[uid]/route.js", routeModule(echoParams));
write("server/app/api/v1/[[...path]]/route.js", routeModule(echoParams));

let server: Server;
let base: string;
beforeAll(async () => {
  const fastPath = createApiFastPath(dist, { NextRequest })!;
  await fastPath.warm(); // as the server does on start: every route's handler loaded before its first request
  server = createServer(async (req, res) => {
    if (await fastPath(req, res)) return;
    res.statusCode = 299; // what Next would have answered
    res.end("next");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
  rmSync(dist, { recursive: true, force: true });
});

describe("API fast path", () => {
  it("answers a GET with the route's handler, the request as sent and the config headers first", async () => {
    const res = await fetch(`${base}/api/v1/self?q=tower`, { headers: { cookie: "sid=1" } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ path: "/api/v1/self", q: "tower", cookie: "sid=1" });
    // The later rule wins among config headers; a header the config sets is not replaced by the handler's.
    expect(res.headers.get("content-security-policy")).toBe("default-src 'none'");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("x-own")).toBe("kept");
    expect(res.headers.getSetCookie()).toEqual(["a=1; Path=/", "b=2; Path=/"]);
    expect(res.headers.get("strict-transport-security")).toBeNull();
  });

  it("adds the headers whose condition holds", async () => {
    const res = await fetch(`${base}/api/v1/self`, { headers: { "x-forwarded-proto": "https" } });
    expect(res.headers.get("strict-transport-security")).toBe("max-age=31536000");
  });

  it("passes dynamic params decoded, a catch-all as its segments", async () => {
    expect(await (await fetch(`${base}/api/v1/thing/a%20b`)).json()).toEqual({ uid: "a b" });
    expect(await (await fetch(`${base}/api/v1/no/such`)).json()).toEqual({ path: ["no", "such"] });
  });

  it("gzips a compressible body of 1 KB or more when the client accepts it, and says it varies", async () => {
    const { request } = await import("node:http");
    const raw = await new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve) => {
      request(`${base}/api/v1/big`, { headers: { "accept-encoding": "gzip" } }, (res) => {
        const parts: Buffer[] = [];
        res.on("data", (c) => parts.push(c));
        res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(parts) }));
      }).end();
    });
    expect(raw.headers["content-encoding"]).toBe("gzip");
    expect(raw.headers.vary).toBe("Accept-Encoding");
    expect(JSON.parse(gunzipSync(raw.body).toString()).text).toHaveLength(5000);
    const small = await fetch(`${base}/api/v1/self`, { headers: { "accept-encoding": "gzip" } });
    expect(small.headers.get("content-encoding")).toBeNull();
    expect(small.headers.get("vary")).toBe("Accept-Encoding");
  });

  it("sends a body made from a whole string as that text, with its byte length, gzipped when accepted", async () => {
    const { request } = await import("node:http");
    const get = (headers: Record<string, string>) =>
      new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve) => {
        request(`${base}/api/v1/whole`, { headers }, (res) => {
          const parts: Buffer[] = [];
          res.on("data", (c) => parts.push(c));
          res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(parts) }));
        }).end();
      });
    const expected = { name: "Café ".repeat(400) };
    const plain = await get({});
    expect(JSON.parse(plain.body.toString())).toEqual(expected);
    expect(Number(plain.headers["content-length"])).toBe(plain.body.length);
    expect(plain.headers.etag).toBe('"7"');
    const zipped = await get({ "accept-encoding": "gzip" });
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(zipped.body).toString())).toEqual(expected);
  });

  it("streams a body made in several pieces, with its status", async () => {
    const res = await fetch(`${base}/api/v1/stream`);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual([1, 2, 3]);
  });

  it("leaves to Next what it does not answer: writes, other paths, trailing slashes, empty segments", async () => {
    for (const [method, url] of [
      ["POST", "/api/v1/self"],
      ["HEAD", "/api/v1/self"],
      ["GET", "/api/health"],
      ["GET", "/dashboard"],
      ["GET", "/api/v1/self/"],
      ["GET", "/api/v1//self"],
      ["GET", "/api/v1/thing/%E0%A4%A"],
    ] as const) {
      const res = await fetch(`${base}${url}`, { method });
      expect(res.status, `${method} ${url}`).toBe(299);
    }
  });

  it("is off with PLINTH_API_FAST_PATH=0, and without a build", () => {
    process.env.PLINTH_API_FAST_PATH = "0";
    try {
      expect(createApiFastPath(dist, { NextRequest })).toBeNull();
    } finally {
      delete process.env.PLINTH_API_FAST_PATH;
    }
    expect(createApiFastPath(path.join(dist, "missing"), { NextRequest })).toBeNull();
  });
});
