import { beforeAll, describe, expect, it, vi } from "vitest";
import * as logout from "@/app/api/v1/auth/logout/route";
import * as self from "@/app/api/v1/self/route";
import { controlCharacterMessage, tooDeepMessage } from "@/lib/domain/input-safety";
import { issueApiKey } from "@/lib/server/auth/api-keys";
import { crossSiteMessage } from "@/lib/server/origin";
import { publicRoute, requiresIfMatch } from "@/lib/server/route";
import { call, companyWithRoles, staffUser } from "./helpers";
import { discoverRoutes, guardedRoutes, request } from "./route-discovery";

// Each class of input the API refuses, tried on every operation that exists: a route added later joins by
// existing (route-discovery walks app/api).
vi.mock("next-auth", () => import("./next-auth-stub"));

const guarded = guardedRoutes(await discoverRoutes());
const writes = guarded.filter((r) => r.method !== "GET");
const withBody = guarded.filter((r) => r.kind.body !== undefined);

let acme: Awaited<ReturnType<typeof companyWithRoles>>;
let staffCookie: string;
let apiKey: string;

beforeAll(async () => {
  acme = await companyWithRoles();
  const staff = await staffUser();
  staffCookie = staff.cookie;
  apiKey = (
    await issueApiKey({ companyUid: acme.company.uid, userUid: acme.admin.uid, name: "k", role: "admin" })
  ).secret;
});

/** A cookie allowed to call the route (staff for staff-only routes), and a current-looking If-Match. */
const allowed = (kind: { staffOnly?: boolean }) => (kind.staffOnly ? staffCookie : acme.cookies.admin);
const versionHeader = { "if-match": '"1"' };

/** Every string in a JSON value, by dotted path. */
function stringPaths(value: unknown, path: string[] = []): string[][] {
  if (typeof value === "string") return [path];
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([k, v]) => stringPaths(v, [...path, k]));
}

function withValue(value: unknown, path: string[], replacement: string): unknown {
  if (path.length === 0) return replacement;
  const copy = Array.isArray(value) ? [...value] : { ...(value as object) };
  const [head, ...rest] = path;
  (copy as Record<string, unknown>)[head!] = withValue(
    (value as Record<string, unknown>)[head!],
    rest,
    replacement,
  );
  return copy;
}

describe.each(guarded)("$key", ({ method, pattern, handler, kind }) => {
  it("refuses a NUL byte in a query value: 400 naming it", async () => {
    const { url, options } = request(pattern, kind, allowed(kind), versionHeader);
    const res = await call(handler, method, url, { ...options, query: { q: "a\u0000b" } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "validation_error", errors: { q: controlCharacterMessage } });
  });

  if (requiresIfMatch(handler.meta!, method)) {
    it("refuses the write without If-Match: 428", async () => {
      const { url, options } = request(pattern, kind, allowed(kind));
      const res = await call(handler, method, url, options);
      expect(res.status).toBe(428);
      expect(res.body.code).toBe("precondition_required");
      expect(res.body.message).toMatch(/^This change must send If-Match/);
    });
  }
});

describe.each(withBody)("$key body", ({ method, pattern, handler, kind }) => {
  it("refuses a control character in every string field: 400 naming the field", async () => {
    for (const path of stringPaths(kind.body)) {
      const { url, options } = request(pattern, kind, allowed(kind), versionHeader);
      const body = withValue(kind.body, path, "a\u0000b");
      const res = await call(handler, method, url, { ...options, body });
      expect(res.status, path.join(".")).toBe(400);
      expect(res.body.errors).toEqual({ [path.join(".")]: controlCharacterMessage });
    }
  });

  it("refuses JSON nested 20,000 levels deep: 400, not 500", async () => {
    const { url, options } = request(pattern, kind, allowed(kind), versionHeader);
    const rawBody = `${'{"a":'.repeat(20_000)}1${"}".repeat(20_000)}`;
    const headers = { ...options.headers, "content-type": "application/json" };
    const res = await call(handler, method, url, { ...options, body: undefined, headers, rawBody });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(tooDeepMessage);
  });

  it("refuses a body that is not exactly application/json: 415", async () => {
    const { url, options } = request(pattern, kind, allowed(kind), versionHeader);
    for (const type of [
      "text/plain; application/json",
      "text/plain",
      "application/jsonp",
      "multipart/form-data",
    ]) {
      const headers = { ...options.headers, "content-type": type };
      const res = await call(handler, method, url, { ...options, body: undefined, headers, rawBody: "{}" });
      expect(res.status, type).toBe(415);
    }
  });
});

describe.each(writes)("$key from another site", ({ method, pattern, handler, kind }) => {
  it("is refused with the session cookie (Origin or Sec-Fetch-Site), 403", async () => {
    const sites: Record<string, string>[] = [
      { origin: "https://evil.test" },
      { origin: "null" },
      { "sec-fetch-site": "cross-site" },
    ];
    for (const site of sites) {
      const { url, options } = request(pattern, kind, allowed(kind), { ...versionHeader, ...site });
      const res = await call(handler, method, url, options);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(crossSiteMessage);
    }
  });

  it("is not refused as cross-site with an API key (not sent by browsers on their own)", async () => {
    const headers = { ...versionHeader, origin: "https://evil.test", authorization: `Bearer ${apiKey}` };
    const { url, options } = request(pattern, kind, undefined, headers);
    const res = await call(handler, method, url, options);
    expect(res.body?.message).not.toBe(crossSiteMessage);
  });
});

describe("cross-site requests", () => {
  it("allow the app's own origin and same-origin fetches", async () => {
    const body = { firstname: "Same", lastname: "Site" };
    const me = await call(self.GET, "GET", "/api/v1/self", { cookie: acme.cookies.viewer });
    const sites: Record<string, string>[] = [
      { origin: "http://localhost:3000" },
      { "sec-fetch-site": "same-origin" },
    ];
    for (const site of sites) {
      const headers = { ...site, "if-match": me.headers.get("etag")! };
      const res = await call(self.PUT, "PUT", "/api/v1/self", { cookie: acme.cookies.viewer, headers, body });
      expect(res.status).toBe(200);
      me.headers.set("etag", res.headers.get("etag")!);
    }
  });

  it("cannot end a session from another site", async () => {
    const res = await call(logout.POST, "POST", "/api/v1/auth/logout", {
      cookie: acme.cookies.editor,
      headers: { origin: "https://evil.test" },
    });
    expect(res.status).toBe(403);
    expect((await call(self.GET, "GET", "/api/v1/self", { cookie: acme.cookies.editor })).status).toBe(200);
  });
});

describe("a request the browser abandoned", () => {
  it("is logged at debug level and never as a server error", async () => {
    const aborted = publicRoute({}, () => {
      throw Object.assign(new Error("aborted"), { code: "ECONNRESET" });
    });
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const debug = vi.spyOn(console, "debug").mockImplementation(() => {});
    const res = await call(aborted, "GET", "/api/v1/anything");
    expect(res.status).toBe(499);
    expect(errors).not.toHaveBeenCalled();
    expect(debug).toHaveBeenCalledWith(expect.stringMatching(/request aborted by the client$/));
    errors.mockRestore();
    debug.mockRestore();
  });
});
