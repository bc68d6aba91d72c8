import { beforeAll, describe, expect, it, vi } from "vitest";
import * as logout from "@/app/api/v1/auth/logout/route";
import * as self from "@/app/api/v1/self/route";
import { requiresIfMatch } from "@/lib/contract/operation";
import { controlCharacterMessage, malformedTextMessage, tooDeepMessage } from "@/lib/domain/input-safety";
import { issueApiKey } from "@/lib/server/auth/api-keys";
import { crossSiteMessage } from "@/lib/server/origin";
import { publicRoute } from "@/lib/server/route";
import {
  allowedCookie,
  type Bound,
  bound,
  exampleBody,
  guardOf,
  randomParams,
  rowsOf,
  send,
} from "./declared-operations";
import { call, companyWithRoles, staffUser } from "./helpers";

// Each class of input the API refuses, tried on every declared operation: an operation added later joins by
// being declared and bound.
vi.mock("next-auth", () => import("./next-auth-stub"));

const guarded = bound.filter((b) => guardOf(b.op));
const writes = guarded.filter((b) => b.method !== "GET");
const withBody = guarded.filter((b) => b.op.body);

let acme: Awaited<ReturnType<typeof companyWithRoles>>;
let staffCookie: string;
let apiKey: string;
let rows: ReturnType<typeof rowsOf>;

beforeAll(async () => {
  acme = await companyWithRoles();
  const staff = await staffUser();
  staffCookie = staff.cookie;
  rows = rowsOf(acme, staffCookie);
  apiKey = (
    await issueApiKey({ companyUid: acme.company.uid, userUid: acme.admin.uid, name: "k", role: "admin" })
  ).secret;
});

/** A caller allowed to call the operation, a current-looking If-Match, random ids and the example body. */
async function allowed(b: Bound, headers: Record<string, string> = versionHeader) {
  const cookie = allowedCookie(b.op, acme, staffCookie);
  return { cookie, headers, body: await exampleBody(b.key, rows) };
}
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

describe.each(guarded)("$key", (b) => {
  const params = () => randomParams(b, {});

  it("refuses a NUL byte in a query value: 400 naming it", async () => {
    const res = await send(b, params(), { ...(await allowed(b)), query: { q: "a\u0000b" } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "validation_error", errors: { q: controlCharacterMessage } });
  });

  if (requiresIfMatch(b.op)) {
    it("refuses the write without If-Match: 428", async () => {
      const res = await send(b, params(), await allowed(b, {}));
      expect(res.status).toBe(428);
      expect(res.body.code).toBe("precondition_required");
      expect(res.body.message).toMatch(/^This change must send If-Match/);
    });
  }
});

describe.each(withBody)("$key body", (b) => {
  const params = () => randomParams(b, {});

  it("refuses a control character in every string field: 400 naming the field", async () => {
    const request = await allowed(b);
    for (const path of stringPaths(request.body)) {
      const res = await send(b, params(), { ...request, body: withValue(request.body, path, "a\u0000b") });
      expect(res.status, path.join(".")).toBe(400);
      expect(res.body.errors).toEqual({ [path.join(".")]: controlCharacterMessage });
    }
  });

  it("refuses half a surrogate pair in every string field: 400 naming the field", async () => {
    const request = await allowed(b);
    for (const path of stringPaths(request.body)) {
      const res = await send(b, params(), { ...request, body: withValue(request.body, path, "a\ud800b") });
      expect(res.status, path.join(".")).toBe(400);
      expect(res.body.errors).toEqual({ [path.join(".")]: malformedTextMessage });
    }
  });

  it("refuses JSON nested 20,000 levels deep: 400, not 500", async () => {
    const rawBody = `${'{"a":'.repeat(20_000)}1${"}".repeat(20_000)}`;
    const headers = { ...versionHeader, "content-type": "application/json" };
    const res = await send(b, params(), { ...(await allowed(b)), body: undefined, headers, rawBody });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(tooDeepMessage);
  });

  it("refuses a body that is not exactly application/json: 415", async () => {
    const json = b.op.formBody ? [] : ["application/x-www-form-urlencoded"];
    for (const type of [
      "text/plain; application/json",
      "text/plain",
      "application/jsonp",
      "multipart/form-data",
      ...json,
    ]) {
      const headers = { ...versionHeader, "content-type": type };
      const res = await send(b, params(), { ...(await allowed(b)), body: undefined, headers, rawBody: "{}" });
      expect(res.status, type).toBe(415);
    }
  });
});

describe.each(writes)("$key from another site", (b) => {
  const params = () => randomParams(b, {});

  it("is refused with the session cookie (Origin or Sec-Fetch-Site), 403", async () => {
    const sites: Record<string, string>[] = [
      { origin: "https://evil.test" },
      { origin: "null" },
      { "sec-fetch-site": "cross-site" },
    ];
    for (const site of sites) {
      const res = await send(b, params(), await allowed(b, { ...versionHeader, ...site }));
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(crossSiteMessage);
    }
  });

  it("is not refused as cross-site with an API key (not sent by browsers on their own)", async () => {
    const headers = { ...versionHeader, origin: "https://evil.test", authorization: `Bearer ${apiKey}` };
    const res = await send(b, params(), { ...(await allowed(b)), cookie: undefined, headers });
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
    const op = {
      method: "GET",
      path: "/api/v1/anything",
      summary: "Fails as an aborted request",
      public: true,
    } as const;
    const aborted = publicRoute(op, () => {
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
