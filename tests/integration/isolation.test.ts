import { beforeAll, describe, expect, it, vi } from "vitest";
import { type Role, roles } from "@/lib/domain/roles";
import { issueApiKey } from "@/lib/server/auth/api-keys";
import { call, companyWithRoles, staffUser } from "./helpers";
import { discoverRoutes, guardedRoutes, request } from "./route-discovery";
import { routeTable } from "./route-table";

vi.mock("next-auth", () => import("./next-auth-stub"));

const discovered = await discoverRoutes();
const guarded = guardedRoutes(discovered);

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
