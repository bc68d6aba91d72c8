import { readdirSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { type Role, roles } from "@/lib/domain/roles";
import { issueApiKey } from "@/lib/server/auth/api-keys";
import { call, companyWithRoles, staffUser } from "./helpers";
import { type RouteKind, routeTable } from "./route-table";

// next-auth's entry cannot load under vitest (it imports "next/server" without an extension). Only public
// routes (Auth.js, login, logout) use it and none is called here, so a stub that keeps their exports will do.
vi.mock("next-auth", () => {
  const handler = async () => new Response(null, { status: 501 });
  const instance = {
    handlers: { GET: handler, POST: handler },
    auth: handler,
    signIn: handler,
    signOut: handler,
  };
  return { default: () => instance, CredentialsSignin: class CredentialsSignin extends Error {} };
});

const apiDir = path.join(process.cwd(), "app/api");
const methods = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
type Handler = Parameters<typeof call>[0];

/** `app/api/v1/user/activate/[token]/route.ts` → `/api/v1/user/activate/[token]`; route groups leave no segment. */
function urlPattern(file: string): string {
  const segments = path.relative(apiDir, path.dirname(file)).split(path.sep).filter(Boolean);
  return ["/api", ...segments.filter((s) => !/^\(.*\)$/.test(s))].join("/");
}

async function discoverRoutes() {
  const files = readdirSync(apiDir, { recursive: true, encoding: "utf8" })
    .filter((f) => path.basename(f) === "route.ts")
    .map((f) => path.join(apiDir, f));
  const found: { key: string; method: string; pattern: string; handler: Handler }[] = [];
  for (const file of files.sort()) {
    const mod: Record<string, unknown> = await import(/* @vite-ignore */ file);
    for (const method of methods) {
      if (typeof mod[method] === "function") {
        const pattern = urlPattern(file);
        found.push({ key: `${method} ${pattern}`, method, pattern, handler: mod[method] as Handler });
      }
    }
  }
  return found;
}

const discovered = await discoverRoutes();
const guarded = discovered.flatMap((route) => {
  const kind: RouteKind | undefined = routeTable[route.key];
  return kind && kind !== "public" ? [{ ...route, kind }] : [];
});

let acme: Awaited<ReturnType<typeof companyWithRoles>>;
let other: Awaited<ReturnType<typeof companyWithRoles>>;
/** API keys of each kind, as `authorization` headers: a key's powers are its company and its role, never more. */
let keys: { staffIssued: string; admin: string; viewer: string; otherAdmin: string };

async function bearer(companyUid: string, userUid: string, role: Role) {
  const { secret } = await issueApiKey({ companyUid, userUid, name: "isolation", role });
  return `Bearer ${secret}`;
}

beforeAll(async () => {
  acme = await companyWithRoles();
  other = await companyWithRoles();
  const staff = await staffUser();
  keys = {
    // Issued by staff while acting for Acme: it acts for Acme as an admin, never as staff.
    staffIssued: await bearer(acme.company.uid, staff.staff.uid, "admin"),
    admin: await bearer(acme.company.uid, acme.admin.uid, "admin"),
    viewer: await bearer(acme.company.uid, acme.admin.uid, "viewer"),
    otherAdmin: await bearer(other.company.uid, other.admin.uid, "admin"),
  };
});

function request(
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

describe("the route table", () => {
  it("finds the API's routes", () => {
    expect(discovered.map((r) => r.key)).toContain("GET /api/v1/self");
  });

  it("lists every route and method under app/api", () => {
    const missing = discovered.map((r) => r.key).filter((key) => !(key in routeTable));
    expect(missing, "add these to tests/integration/route-table.ts").toEqual([]);
  });

  it("lists nothing that no longer exists", () => {
    const keys = new Set(discovered.map((r) => r.key));
    expect(Object.keys(routeTable).filter((key) => !keys.has(key))).toEqual([]);
  });
});

describe.each(guarded)("$key", ({ method, pattern, handler, kind }) => {
  it("answers 401 without auth", async () => {
    const { url, options } = request(pattern, kind);
    const res = await call(handler, method, url, options);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe("unauthorized");
  });

  for (const role of roles.filter((r) => roles.indexOf(r) > roles.indexOf(kind.minRole))) {
    it(`answers 403 to a ${role}`, async () => {
      const { url, options } = request(pattern, kind, acme.cookies[role]);
      const res = await call(handler, method, url, options);
      expect(res.status).toBe(403);
      expect(res.body.code).toBe("forbidden");
    });
  }

  if (kind.staffOnly) {
    it("answers 403 to a company admin who is not staff", async () => {
      const { url, options } = request(pattern, kind, acme.cookies.admin);
      expect((await call(handler, method, url, options)).status).toBe(403);
    });
  }

  if (kind.minRole !== "viewer") {
    it("answers 403 to a viewer API key", async () => {
      const { url, options } = request(pattern, kind, undefined, { authorization: keys.viewer });
      const res = await call(handler, method, url, options);
      expect(res.status).toBe(403);
      expect(res.body.code).toBe("forbidden");
    });
  }

  if (kind.staffOnly) {
    it("answers 403 to API keys, even one issued by staff acting for a company", async () => {
      for (const key of [keys.staffIssued, keys.admin]) {
        const { url, options } = request(pattern, kind, undefined, { authorization: key });
        const res = await call(handler, method, url, options);
        expect(res.status).toBe(403);
        expect(res.body.code).toBe("forbidden");
      }
    });
  }

  it("answers 403 to another company's API key sending this company's company-uid", async () => {
    for (const key of [keys.otherAdmin, keys.staffIssued]) {
      const company = key === keys.staffIssued ? other.company.uid : acme.company.uid;
      const { url, options } = request(pattern, kind, undefined, {
        authorization: key,
        "company-uid": company,
      });
      const res = await call(handler, method, url, options);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: "forbidden", message: "You cannot act for another company" });
    }
  });

  it("answers 403 to an admin of another company sending this company's company-uid", async () => {
    const { url, options } = request(pattern, kind, other.cookies.admin, { "company-uid": acme.company.uid });
    const res = await call(handler, method, url, options);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: "forbidden", message: "You cannot act for another company" });
  });
});
