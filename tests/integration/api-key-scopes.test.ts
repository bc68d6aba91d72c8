import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as keyRoute from "@/app/api/v1/api-key/[uid]/route";
import * as keys from "@/app/api/v1/api-key/route";
import * as oneProject from "@/app/api/v1/project/[uid]/route";
import * as projects from "@/app/api/v1/project/route";
import { db, schema } from "@/db";
import { forgetApiKeys } from "@/lib/server/auth/api-key-cache";
import { call, companyWithRoles } from "./helpers";

// Keys narrowed by scopes, keys that expire or are revoked, and keys used on another company's ids.

let acme: Awaited<ReturnType<typeof companyWithRoles>>;
let other: Awaited<ReturnType<typeof companyWithRoles>>;

beforeAll(async () => {
  acme = await companyWithRoles();
  other = await companyWithRoles();
});

const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });
async function issue(cookie: string, body: Record<string, unknown>) {
  const res = await call(keys.POST, "POST", "/api/v1/api-key", { cookie, body: { name: "Key", ...body } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { uid: string; secret: string; scopes: string[] | null; expires_at: string | null };
}
const listProjects = (secret: string) =>
  call(projects.GET, "GET", "/api/v1/project", { headers: bearer(secret) });
const createProject = (secret: string) =>
  call(projects.POST, "POST", "/api/v1/project", { headers: bearer(secret), body: { name: "By key" } });

describe("API key scopes", () => {
  it("a read scope reads its area, and is refused writes there (403) and other areas entirely", async () => {
    const key = await issue(acme.cookies.admin, {
      role: "editor",
      scopes: ["project:read", "estimate:write"],
    });
    expect(key.scopes).toEqual(["estimate:write", "project:read"]);
    expect((await listProjects(key.secret)).status).toBe(200);
    const refused = await createProject(key.secret);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/project:write/);
    const company = await call((await import("@/app/api/v1/company/route")).GET, "GET", "/api/v1/company", {
      headers: bearer(key.secret),
    });
    expect(company.status).toBe(403);
  });

  it("a write scope reads and writes, but never beyond the key's role", async () => {
    const writer = await issue(acme.cookies.admin, { role: "editor", scopes: ["project:write"] });
    expect((await listProjects(writer.secret)).status).toBe(200);
    expect((await createProject(writer.secret)).status).toBe(201);
    const viewer = await issue(acme.cookies.admin, { role: "viewer", scopes: ["project:write"] });
    expect((await createProject(viewer.secret)).status).toBe(403);
  });

  it("a key without scopes has its role alone", async () => {
    const key = await issue(acme.cookies.admin, { role: "editor" });
    expect(key.scopes).toBeNull();
    expect((await createProject(key.secret)).status).toBe(201);
  });

  it("refuses unknown scopes and a past expiry (400)", async () => {
    for (const body of [
      { scopes: ["project:delete"] },
      { scopes: ["nothing:read"] },
      { expires_at: "2001-01-01T00:00:00Z" },
      { expires_at: "tomorrow" },
    ]) {
      const res = await call(keys.POST, "POST", "/api/v1/api-key", {
        cookie: acme.cookies.admin,
        body: { name: "Bad", ...body },
      });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
  });
});

describe("expired and revoked keys", () => {
  it("an expired key answers 401 saying it expired", async () => {
    const key = await issue(acme.cookies.admin, { expires_at: new Date(Date.now() + 60_000).toISOString() });
    expect(key.expires_at).not.toBeNull();
    expect((await listProjects(key.secret)).status).toBe(200);
    await db()
      .update(schema.apiKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.apiKeys.uid, key.uid));
    forgetApiKeys(); // a change made outside the app; another process would see it within apiKeyCacheMs
    const res = await listProjects(key.secret);
    expect(res.status).toBe(401);
    expect(res.body.message).toMatch(/expired/);
  });

  it("a revoked key answers 401 saying it was revoked; an unknown one says invalid", async () => {
    const key = await issue(acme.cookies.admin, {});
    const gone = await call(keyRoute.DELETE, "DELETE", `/api/v1/api-key/${key.uid}`, {
      cookie: acme.cookies.admin,
      params: { uid: key.uid },
    });
    expect(gone.status).toBe(204);
    const res = await listProjects(key.secret);
    expect(res.status).toBe(401);
    expect(res.body.message).toMatch(/revoked/);
    const unknown = await listProjects("plk_thisisnotakeyatall00000000000000");
    expect(unknown.status).toBe(401);
    expect(unknown.body.message).toBe("Invalid API key");
  });
});

describe("a key acts for its own company only", () => {
  it("another company's ids answer 404, reading and writing", async () => {
    const theirs = await issue(other.cookies.admin, { role: "editor" });
    const made = await createProject(theirs.secret);
    expect(made.status).toBe(201);
    const uid = made.body.uid as string;
    const mine = await issue(acme.cookies.admin, { role: "admin" });
    const read = await call(oneProject.GET, "GET", `/api/v1/project/${uid}`, {
      headers: bearer(mine.secret),
      params: { uid },
    });
    expect(read.status).toBe(404);
    const write = await call(oneProject.PUT, "PUT", `/api/v1/project/${uid}`, {
      headers: { ...bearer(mine.secret), "if-match": '"1"' },
      params: { uid },
      body: { name: "Taken" },
    });
    expect(write.status).toBe(404);
    const actAs = await listProjects(mine.secret);
    expect(actAs.status).toBe(200);
  });
});
