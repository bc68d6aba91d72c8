import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, inject, it, vi } from "vitest";
import { pathParams } from "@/lib/contract/operation";
import { type Role, roles } from "@/lib/domain/roles";
import { issueApiKey } from "@/lib/server/auth/api-keys";
import {
  allowedCookie,
  type Bound,
  bound,
  exampleBody,
  exampleRequest,
  guardOf,
  namesRows,
  randomParams,
  realParams,
  rowsOf,
  send,
  versionOf,
  withoutIds,
} from "./declared-operations";
import { companyWithRoles, staffUser } from "./helpers";
import { discoverRoutes } from "./route-discovery";
import { examples, type Rows } from "./route-table";
import { tenantSnapshot } from "./tenant-snapshot";

// Every declared operation × {own row, another company's row, a random id, no auth, lower roles, API keys}:
// the guard comes from the declaration, so an operation added later joins by existing. Another company's row
// must answer exactly as an id nobody has (same status, same body), and write nothing of that company's.
vi.mock("next-auth", () => import("./next-auth-stub"));

const guarded = bound.filter((b) => guardOf(b.op));
// PGlite runs the whole matrix; on PostgreSQL (CI's second run) a fixed sample keeps the run short.
const matrix = inject("databaseUrl") ? guarded.filter((_, i) => i % 4 === 0) : guarded;

let acme: Awaited<ReturnType<typeof companyWithRoles>>;
let other: Awaited<ReturnType<typeof companyWithRoles>>;
let staffCookie: string;
let acmeRows: ReturnType<typeof rowsOf>;
let otherRows: ReturnType<typeof rowsOf>;
/** API keys of each kind, as `authorization` headers: a key's powers are its company and its role, never more. */
let keys: { staffIssued: string; otherAdmin: string } & Record<Role, string>;
/** Every uid the other company owns: none may appear in an answer to Acme. */
const foreignIds = new Set<string>();

async function bearer(companyUid: string, userUid: string, role: Role) {
  const { secret } = await issueApiKey({ companyUid, userUid, name: "isolation", role });
  return `Bearer ${secret}`;
}

const tenantScoped = (b: Bound) => !guardOf(b.op)!.staffOnly;
const hasUidParams = (b: Bound) => pathParams(b.op.path).some((p) => p.uid);

beforeAll(async () => {
  acme = await companyWithRoles({ isAiAssistantEnabled: true });
  other = await companyWithRoles({ isAiAssistantEnabled: true });
  const staff = await staffUser();
  staffCookie = staff.cookie;
  keys = {
    // Issued by staff while acting for Acme: it acts for Acme as an admin, never as staff.
    staffIssued: await bearer(acme.company.uid, staff.staff.uid, "admin"),
    admin: await bearer(acme.company.uid, acme.admin.uid, "admin"),
    editor: await bearer(acme.company.uid, acme.admin.uid, "editor"),
    viewer: await bearer(acme.company.uid, acme.admin.uid, "viewer"),
    otherAdmin: await bearer(other.company.uid, other.admin.uid, "admin"),
  };
  acmeRows = rowsOf(acme, staffCookie);
  otherRows = rowsOf(other, staffCookie);
  for (const id of [other.company.uid, other.admin.uid, other.editor.uid, other.viewer.uid])
    foreignIds.add(id);
  // The other company's rows exist before Acme lists anything, so a list that leaks would show them.
  for (const b of matrix.filter((b) => tenantScoped(b) && hasUidParams(b))) {
    for (const id of Object.values(await realParams(b, otherRows))) foreignIds.add(id);
  }
}, 120_000);

describe("the declared operations and the route table", () => {
  it("walks the declared operations", () => {
    expect(bound.map((b) => b.key)).toContain("GET /api/v1/api-key");
  });

  it("has an example body for every operation that takes one", () => {
    const missing = bound.filter((b) => b.op.body && examples[b.key]?.body === undefined).map((b) => b.key);
    expect(missing, "add a valid body to tests/integration/route-table.ts").toEqual([]);
  });

  it("lists no example for a route that no longer exists", async () => {
    const routes = new Set((await discoverRoutes()).map((r) => r.key));
    expect(Object.keys(examples).filter((key) => !routes.has(key))).toEqual([]);
  });
});

/** The request an allowed caller would send: real params of the given rows, the example, If-Match. */
async function requestFor(b: Bound, rows: ReturnType<typeof rowsOf>, bodyRows: Rows, cookie: string) {
  const params = await realParams(b, rows);
  const version = await versionOf(b, params, rows, cookie);
  const { contentType, ...example } = await exampleRequest(b.key, bodyRows);
  const headers: Record<string, string> = {
    ...(version ? { "if-match": version } : {}),
    ...(contentType ? { "content-type": contentType } : {}),
  };
  return { params, ...example, headers };
}

/** Sends the request with another company's params and with random ones: the answers must be the same. */
async function expectForeignLikeRandom(
  b: Bound,
  caller: { cookie?: string; headers?: Record<string, string> },
  request: Awaited<ReturnType<typeof requestFor>>,
  random = randomParams(b, request.params),
) {
  const headers = { ...request.headers, ...caller.headers };
  const foreign = await send(b, request.params, { ...request, ...caller, headers });
  const nobody = await send(b, random, { ...request, ...caller, headers });
  expect(foreign.status, "another company's row is never served").toBeGreaterThanOrEqual(400);
  expect(foreign.status).toBe(nobody.status);
  expect(withoutIds(foreign.body, Object.values(request.params))).toBe(
    withoutIds(nobody.body, Object.values(random)),
  );
}

describe.each(matrix)("$key", (b) => {
  const guard = guardOf(b.op)!;
  const basic = (cookie?: string, headers?: Record<string, string>) => ({
    cookie,
    headers: { "if-match": '"1"', ...headers },
    body: typeof examples[b.key]?.body === "function" ? {} : examples[b.key]?.body,
  });
  const params = () => randomParams(b, {});

  it("answers 401 without auth", async () => {
    const res = await send(b, params(), basic());
    expect(res.status).toBe(401);
    expect(res.body.code).toBe("unauthorized");
  });

  const lower = guard.staffOnly
    ? roles
    : roles.filter((r) => roles.indexOf(r) > roles.indexOf(guard.minRole));
  for (const role of lower) {
    it(`answers 403 to a ${role}${guard.staffOnly ? " who is not staff" : ""}`, async () => {
      const res = await send(b, params(), basic(acme.cookies[role]));
      expect(res.status).toBe(403);
      expect(res.body.code).toBe("forbidden");
    });
  }

  for (const role of lower.filter((r) => r !== "admin")) {
    it(`answers 403 to an API key with the ${role} role`, async () => {
      const res = await send(b, params(), basic(undefined, { authorization: keys[role] }));
      expect(res.status).toBe(403);
      expect(res.body.code).toBe("forbidden");
    });
  }

  if (guard.staffOnly) {
    it("answers 403 to API keys, even one issued by staff acting for a company", async () => {
      for (const key of [keys.staffIssued, keys.admin]) {
        const res = await send(b, params(), basic(undefined, { authorization: key }));
        expect(res.status).toBe(403);
        expect(res.body.code).toBe("forbidden");
      }
    });
  }

  it("answers 403 to another company's API key or admin sending this company's company-uid", async () => {
    const callers = [
      basic(undefined, { authorization: keys.otherAdmin, "company-uid": acme.company.uid }),
      basic(undefined, { authorization: keys.staffIssued, "company-uid": other.company.uid }),
      basic(other.cookies.admin, { "company-uid": acme.company.uid }),
    ];
    for (const caller of callers) {
      const res = await send(b, params(), caller);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: "forbidden", message: "You cannot act for another company" });
    }
  });

  it("serves an allowed caller on its own fresh row, with nothing of another company's", async () => {
    const cookie = allowedCookie(b.op, acme, staffCookie);
    const fresh = rowsOf(acme, staffCookie, false);
    const request = await requestFor(b, fresh, fresh, cookie);
    const res = await send(b, request.params, { cookie, ...request });
    const own = examples[b.key]?.own;
    if (own) expect(res.status, JSON.stringify(res.body)).toBe(own);
    else expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
    if (tenantScoped(b)) {
      const text = JSON.stringify(res.body ?? null);
      expect([...foreignIds].filter((id) => text.includes(id))).toEqual([]);
    }
  });

  if (tenantScoped(b) && hasUidParams(b)) {
    it("answers another company's row exactly as a random id, and writes nothing of that company's", async () => {
      const request = await requestFor(b, otherRows, acmeRows, other.cookies.admin);
      const before = await tenantSnapshot(other.company.uid);
      await expectForeignLikeRandom(b, { cookie: allowedCookie(b.op, acme, staffCookie) }, request);
      await expectForeignLikeRandom(b, { headers: { authorization: keys.admin } }, request);
      expect(await tenantSnapshot(other.company.uid)).toEqual(before);
    });
  }

  const uids = pathParams(b.op.path).filter((p) => p.uid);
  if (tenantScoped(b) && uids.length > 1) {
    it("answers another company's row under one of this company's exactly as a random id", async () => {
      const foreign = await requestFor(b, otherRows, acmeRows, other.cookies.admin);
      const own = await realParams(b, acmeRows);
      const last = uids.at(-1)!.name;
      const mixed = { ...foreign, params: { ...own, [last]: foreign.params[last]! } };
      const before = await tenantSnapshot(other.company.uid);
      const caller = { cookie: allowedCookie(b.op, acme, staffCookie) };
      await expectForeignLikeRandom(b, caller, mixed, { ...own, [last]: randomUUID() });
      expect(await tenantSnapshot(other.company.uid)).toEqual(before);
    });
  }

  if (tenantScoped(b) && namesRows(b.key)) {
    it("answers a body naming another company's row exactly as one naming a random id", async () => {
      const cookie = allowedCookie(b.op, acme, staffCookie);
      const request = await requestFor(b, rowsOf(acme, staffCookie, false), otherRows, cookie);
      const anyone = { ...otherRows, row: async () => randomUUID() };
      const before = await tenantSnapshot(other.company.uid);
      const randomBody = await exampleBody(b.key, anyone);
      const foreign = await send(b, request.params, { cookie, ...request });
      const nobody = await send(b, request.params, { cookie, ...request, body: randomBody });
      expect(foreign.status).toBeGreaterThanOrEqual(400);
      expect(foreign.status).toBe(nobody.status);
      const ids = (body: unknown) => JSON.stringify(body).match(/[0-9a-f]{8}-[0-9a-f-]{27}/g) ?? [];
      expect(withoutIds(foreign.body, ids(request.body))).toBe(withoutIds(nobody.body, ids(randomBody)));
      expect(await tenantSnapshot(other.company.uid)).toEqual(before);
    });
  }
});
