import { NextRequest } from "next/server";
import Papa from "papaparse";
import { beforeAll, describe, expect, it } from "vitest";
import * as exportRoute from "@/app/api/v1/audit-log/export/route";
import * as facets from "@/app/api/v1/audit-log/facets/route";
import * as list from "@/app/api/v1/audit-log/route";
import * as self from "@/app/api/v1/self/route";
import { db, schema } from "@/db";
import { call, companyWithRoles, staffUser } from "./helpers";

// The audit log viewer: admins only, one company's entries only, filters, paging, the client recorded by the
// wrapper, and the CSV export.

let acme: Awaited<ReturnType<typeof companyWithRoles>>;
let other: Awaited<ReturnType<typeof companyWithRoles>>;
const path = "/api/v1/audit-log";
const client = { "x-forwarded-for": "203.0.113.7, 10.0.0.1", "user-agent": "AuditTest/1.0" };

async function updateProfile(cookie: string, firstname: string) {
  const me = await call(self.GET, "GET", "/api/v1/self", { cookie });
  const headers = { ...client, "if-match": me.headers.get("etag")! };
  const res = await call(self.PUT, "PUT", "/api/v1/self", {
    cookie,
    headers,
    body: { firstname, lastname: "User" },
  });
  expect(res.status).toBe(200);
}

const entries = (body: { query: string[]; content: Record<string, unknown> }) =>
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON answers
  body.query.map((uid) => body.content[uid] as any);

async function exportCsv(cookie: string, query: Record<string, string> = {}) {
  const url = new URL(`${path}/export`, "http://localhost:3000");
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  const res = await exportRoute.GET(new NextRequest(url, { headers: { cookie } }), {
    params: Promise.resolve({}),
  });
  return { res, text: await res.text() };
}

beforeAll(async () => {
  acme = await companyWithRoles();
  other = await companyWithRoles();
  await updateProfile(acme.cookies.editor, "Edith");
  await updateProfile(other.cookies.admin, "Otto");
  await db()
    .insert(schema.auditLog)
    .values([
      {
        companyUid: acme.company.uid,
        actorUserUid: acme.admin.uid,
        action: "estimate.published",
        targetType: "estimate",
        targetUid: "=1+1",
        data: { note: '=HYPERLINK("x")' },
        createdAt: new Date("2026-01-10T12:00:00Z"),
      },
      {
        companyUid: acme.company.uid,
        action: "user.password_reset",
        targetType: "user",
        createdAt: new Date("2026-02-01T08:00:00Z"),
      },
    ]);
});

describe("GET /api/v1/audit-log", () => {
  it("shows an admin who did what, when and from where", async () => {
    const res = await call(list.GET, "GET", path, { cookie: acme.cookies.admin });
    expect(res.status).toBe(200);
    const rows = entries(res.body);
    expect(res.body.total).toBe(rows.length);
    const profile = rows.find((e) => e.action === "user.profile_updated");
    expect(profile).toMatchObject({
      actor: { uid: acme.editor.uid, email: acme.editor.email },
      target_type: "user",
      ip: "203.0.113.7",
      user_agent: "AuditTest/1.0",
      acting_as: false,
    });
    expect(profile.request_id).toMatch(/^[0-9a-f-]{36}$/);
    // Newest first.
    const times = rows.map((e) => e.created_at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it("never shows another company's entries", async () => {
    const res = await call(list.GET, "GET", path, { cookie: acme.cookies.admin, query: { q: "Otto" } });
    expect(res.body.total).toBe(0);
    const all = entries((await call(list.GET, "GET", path, { cookie: other.cookies.admin })).body);
    expect(all.map((e) => e.actor?.uid)).toEqual([other.admin.uid]);
  });

  it("is for admins: 403 for editors and viewers, 401 without sign-in", async () => {
    for (const cookie of [acme.cookies.editor, acme.cookies.viewer]) {
      for (const handler of [list.GET, facets.GET]) {
        expect((await call(handler, "GET", path, { cookie })).status).toBe(403);
      }
      expect((await exportCsv(cookie)).res.status).toBe(403);
    }
    expect((await call(list.GET, "GET", path)).status).toBe(401);
  });

  it("filters by user, action, action prefix, record type, days and text", async () => {
    const admin = acme.cookies.admin;
    const count = async (query: Record<string, string>) =>
      (await call(list.GET, "GET", path, { cookie: admin, query })).body.total;
    expect(await count({ user_uid: acme.editor.uid })).toBe(1);
    expect(await count({ action: "estimate.published" })).toBe(1);
    expect(await count({ action: "user." })).toBe(2);
    expect(await count({ action: "user" })).toBe(0);
    expect(await count({ target_type: "estimate" })).toBe(1);
    expect(await count({ from: "2026-01-10", to: "2026-01-10" })).toBe(1);
    expect(await count({ from: "2026-01-11", to: "2026-02-01" })).toBe(1);
    expect(await count({ q: "hyperlink" })).toBe(1);
    expect(await count({ q: "AuditTest" })).toBe(1);
    expect(await count({ q: "100%" })).toBe(0);
  });

  it("refuses bad filters with 400 naming the field", async () => {
    const cases: [Record<string, string>, string][] = [
      [{ from: "2026-13-45" }, "from"],
      [{ from: "2026-02-01", to: "2026-01-01" }, "to"],
      [{ user_uid: "nope" }, "user_uid"],
      [{ cursor: "garbage" }, "cursor"],
    ];
    for (const [query, field] of cases) {
      const res = await call(list.GET, "GET", path, { cookie: acme.cookies.admin, query });
      expect(res.status, field).toBe(400);
      expect(Object.keys(res.body.errors)).toEqual([field]);
    }
  });

  it("pages with a cursor, every entry once", async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: Record<string, string> = { limit: "1", ...(cursor ? { cursor } : {}) };
      const res = await call(list.GET, "GET", path, { cookie: acme.cookies.admin, query });
      seen.push(...res.body.query);
      cursor = res.body.next_cursor;
    } while (cursor);
    expect(seen).toHaveLength(3);
    expect(new Set(seen).size).toBe(3);
  });

  it("offers the company's actions, record types and users as facets", async () => {
    const res = await call(facets.GET, "GET", `${path}/facets`, { cookie: acme.cookies.admin });
    expect(res.body.actions).toEqual(["estimate.published", "user.password_reset", "user.profile_updated"]);
    expect(res.body.target_types).toEqual(["estimate", "user"]);
    expect(res.body.users.map((u: { uid: string }) => u.uid).sort()).toEqual(
      [acme.admin.uid, acme.editor.uid].sort(),
    );
  });

  it("records a staff member acting for the company, with the client", async () => {
    const staff = await staffUser();
    const headers = { "company-uid": acme.company.uid, "x-real-ip": "198.51.100.2" };
    await call(list.GET, "GET", path, { cookie: staff.cookie, headers });
    const res = await call(list.GET, "GET", path, {
      cookie: acme.cookies.admin,
      query: { action: "staff.act_as" },
    });
    expect(entries(res.body)).toMatchObject([
      { acting_as: true, ip: "198.51.100.2", actor: { uid: staff.staff.uid } },
    ]);
  });
});

describe("GET /api/v1/audit-log/export", () => {
  it("answers the filtered entries as CSV, formulas defused", async () => {
    const { res, text } = await exportCsv(acme.cookies.admin, { target_type: "estimate", format: "csv" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(res.headers.get("content-disposition")).toMatch(/attachment; filename="audit-log-.*\.csv"/);
    expect(res.headers.get("x-export-rows")).toBe("1");
    const rows = Papa.parse<Record<string, string>>(text.trim(), { header: true }).data;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: "estimate.published", user_email: acme.admin.email });
    expect(rows[0]!.record_uid).toBe("'=1+1");
  });

  it("refuses an unknown format", async () => {
    expect((await exportCsv(acme.cookies.admin, { format: "pdf" })).res.status).toBe(400);
  });
});
