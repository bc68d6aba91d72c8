import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as newsItem from "@/app/api/v1/news/[uid]/route";
import * as news from "@/app/api/v1/news/route";
import { db, schema } from "@/db";
import { demoNews, seedNews } from "@/lib/seed/news";
import { call, companyWithRoles, staffUser } from "./helpers";

let acme: Awaited<ReturnType<typeof companyWithRoles>>;
let staff: Awaited<ReturnType<typeof staffUser>>;

beforeAll(async () => {
  acme = await companyWithRoles();
  staff = await staffUser();
});

const item = (overrides: Record<string, unknown> = {}) => ({
  date: "2031-01-15",
  title: `Release ${randomUUID().slice(0, 8)}`,
  description: "<p>Something new for estimators.</p>",
  ...overrides,
});

async function create(body: Record<string, unknown> = item()) {
  const res = await call(news.POST, "POST", "/api/v1/news", { cookie: staff.cookie, body });
  expect(res.status).toBe(201);
  return res;
}

const put = (uid: string, body: unknown, headers: Record<string, string> = {}, cookie = staff.cookie) =>
  call(newsItem.PUT, "PUT", `/api/v1/news/${uid}`, { cookie, body, headers, params: { uid } });

const del = (uid: string, headers: Record<string, string> = {}, cookie = staff.cookie) =>
  call(newsItem.DELETE, "DELETE", `/api/v1/news/${uid}`, { cookie, headers, params: { uid } });

describe("POST /api/v1/news", () => {
  it("creates an item for staff, answers 201 with an ETag, and audits it", async () => {
    const body = item();
    const res = await create(body);
    expect(res.body).toEqual({
      uid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      date: body.date,
      title: body.title,
      description: body.description,
      version: 1,
    });
    expect(res.headers.get("etag")).toBe('"1"');
    const [audit] = await db()
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.action, "news.created"), eq(schema.auditLog.targetUid, res.body.uid)));
    expect(audit?.actorUserUid).toBe(staff.staff.uid);
  });

  it("sanitises the description on write", async () => {
    const res = await create(
      item({
        description:
          '<p onclick="alert(1)">Hi <a href="javascript:alert(1)">x</a><script>alert(1)</script><img src=x onerror=alert(1)></p>',
      }),
    );
    expect(res.body.description).toBe("<p>Hi <a>x</a></p>");
    const [row] = await db().select().from(schema.newsItems).where(eq(schema.newsItems.uid, res.body.uid));
    expect(row?.descriptionHtml).toBe("<p>Hi <a>x</a></p>");
  });

  it("answers 400 with the exact field messages", async () => {
    const empty = await call(news.POST, "POST", "/api/v1/news", { cookie: staff.cookie, body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({
      code: "validation_error",
      message: "Validation failed",
      errors: { date: "Required", title: "Required", description: "Required" },
    });
    const bad = await call(news.POST, "POST", "/api/v1/news", {
      cookie: staff.cookie,
      body: { date: "2025-02-30", title: "   ", description: "<script>alert(1)</script>" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      date: "Must be a date (YYYY-MM-DD)",
      title: "Required",
      description: "Must contain text once unsupported HTML is removed",
    });
    const long = await call(news.POST, "POST", "/api/v1/news", {
      cookie: staff.cookie,
      body: item({ title: "x".repeat(201) }),
    });
    expect(long.body.errors).toEqual({ title: "Must be at most 200 characters" });
    const extra = await call(news.POST, "POST", "/api/v1/news", {
      cookie: staff.cookie,
      body: item({ company_uid: acme.company.uid }),
    });
    expect(extra.status).toBe(400);
  });

  it("answers 400 to malformed JSON and 415 to a non-JSON body", async () => {
    const malformed = await call(news.POST, "POST", "/api/v1/news", {
      cookie: staff.cookie,
      rawBody: "{",
      headers: { "content-type": "application/json" },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe("Malformed JSON body");
    const text = await call(news.POST, "POST", "/api/v1/news", {
      cookie: staff.cookie,
      rawBody: "date=2025-01-01",
      headers: { "content-type": "text/plain" },
    });
    expect(text.status).toBe(415);
  });

  it("answers 401 without a session and 403 to a company admin who is not staff", async () => {
    expect((await call(news.POST, "POST", "/api/v1/news", { body: item() })).status).toBe(401);
    const res = await call(news.POST, "POST", "/api/v1/news", { cookie: acme.cookies.admin, body: item() });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: "forbidden", message: "You do not have permission to do this" });
  });

  it("lets staff write while acting for a customer company", async () => {
    const res = await call(news.POST, "POST", "/api/v1/news", {
      cookie: staff.cookie,
      headers: { "company-uid": acme.company.uid },
      body: item(),
    });
    expect(res.status).toBe(201);
  });
});

describe("GET /api/v1/news", () => {
  it("answers every signed-in user the collection shape, newest first by date then creation", async () => {
    const older = await create(item({ date: "2030-03-01" }));
    const first = await create(item({ date: "2030-03-02" }));
    const second = await create(item({ date: "2030-03-02" }));
    const res = await call(news.GET, "GET", "/api/v1/news", {
      cookie: acme.cookies.viewer,
      query: { limit: "100" },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: expect.any(Number), next_cursor: null });
    const order: string[] = res.body.query;
    expect(order.indexOf(second.body.uid)).toBeLessThan(order.indexOf(first.body.uid));
    expect(order.indexOf(first.body.uid)).toBeLessThan(order.indexOf(older.body.uid));
    expect(res.body.content[older.body.uid]).toEqual(older.body);
    const dates = order.map((uid) => res.body.content[uid].date as string);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("pages with limit and next_cursor", async () => {
    await create();
    await create();
    const all = await call(news.GET, "GET", "/api/v1/news", {
      cookie: acme.cookies.viewer,
      query: { limit: "100" },
    });
    const page1 = await call(news.GET, "GET", "/api/v1/news", {
      cookie: acme.cookies.viewer,
      query: { limit: "1" },
    });
    expect(page1.body.query).toEqual(all.body.query.slice(0, 1));
    expect(page1.body.total).toBe(all.body.total);
    expect(page1.body.next_cursor).toBe("1");
    const page2 = await call(news.GET, "GET", "/api/v1/news", {
      cookie: acme.cookies.viewer,
      query: { limit: "1", cursor: page1.body.next_cursor },
    });
    expect(page2.body.query).toEqual(all.body.query.slice(1, 2));
  });

  it("answers 400 to a bad limit or cursor", async () => {
    for (const [limit, message] of [
      ["0", "Must be a whole number from 1 to 100"],
      ["101", "Must be a whole number from 1 to 100"],
      ["ten", "Must be a whole number from 1 to 100"],
      ["1.5", "Must be a whole number from 1 to 100"],
    ]) {
      const res = await call(news.GET, "GET", "/api/v1/news", {
        cookie: acme.cookies.viewer,
        query: { limit },
      });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ limit: message });
    }
    const cursor = await call(news.GET, "GET", "/api/v1/news", {
      cookie: acme.cookies.viewer,
      query: { cursor: "x" },
    });
    expect(cursor.body.errors).toEqual({ cursor: "Must be a next_cursor from an earlier page" });
  });

  it("answers 401 without a session", async () => {
    expect((await call(news.GET, "GET", "/api/v1/news")).status).toBe(401);
  });
});

describe("PUT /api/v1/news/{uid}", () => {
  it("updates with a matching If-Match and bumps the version", async () => {
    const created = await create();
    const res = await put(
      created.body.uid,
      { title: "Renamed", description: "<h2>New</h2>" },
      { "if-match": '"1"' },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      title: "Renamed",
      description: "<h3>New</h3>",
      date: created.body.date,
      version: 2,
    });
    expect(res.headers.get("etag")).toBe('"2"');
  });

  it("answers 412 to a stale If-Match and changes nothing", async () => {
    const created = await create();
    expect((await put(created.body.uid, { title: "First" }, { "if-match": '"1"' })).status).toBe(200);
    const stale = await put(created.body.uid, { title: "Second" }, { "if-match": '"1"' });
    expect(stale.status).toBe(412);
    expect(stale.body).toMatchObject({
      code: "precondition_failed",
      message: "This record was changed by someone else. Reload to see the latest version.",
    });
    const [row] = await db()
      .select()
      .from(schema.newsItems)
      .where(eq(schema.newsItems.uid, created.body.uid));
    expect(row?.title).toBe("First");
    expect((await put(created.body.uid, { title: "x" }, { "if-match": "nope" })).status).toBe(412);
  });

  it("answers 404 to an unknown or malformed uid", async () => {
    const unknown = await put(randomUUID(), { title: "x" }, { "if-match": '"1"' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("News item not found");
    expect((await put("not-a-uid", { title: "x" })).status).toBe(404);
    expect((await put(randomUUID(), { title: "x" }, { "if-match": '"1"' })).status).toBe(404);
  });

  it("answers 400 to an empty or invalid body", async () => {
    const created = await create();
    const ifMatch = { "if-match": created.headers.get("etag")! };
    const empty = await put(created.body.uid, {}, ifMatch);
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({ _: "Send at least one of date, title, description" });
    const bad = await put(created.body.uid, { date: "15/01/2031" }, ifMatch);
    expect(bad.body.errors).toEqual({ date: "Must be a date (YYYY-MM-DD)" });
  });

  it("answers 401 and 403 to non-staff", async () => {
    const created = await create();
    const ifMatch = { "if-match": created.headers.get("etag")! };
    expect((await put(created.body.uid, { title: "x" }, ifMatch, "")).status).toBe(401);
    expect((await put(created.body.uid, { title: "x" }, ifMatch, acme.cookies.admin)).status).toBe(403);
  });
});

describe("DELETE /api/v1/news/{uid}", () => {
  it("deletes with 204; a second delete is 404", async () => {
    const created = await create();
    const res = await del(created.body.uid, { "if-match": '"1"' });
    expect(res.status).toBe(204);
    expect((await del(created.body.uid, { "if-match": '"1"' })).status).toBe(404);
  });

  it("answers 412 to a stale If-Match, 403 to non-staff, 401 without a session", async () => {
    const created = await create();
    const changed = await put(
      created.body.uid,
      { title: "Changed" },
      { "if-match": created.headers.get("etag")! },
    );
    expect((await del(created.body.uid, { "if-match": '"1"' })).status).toBe(412);
    const current = { "if-match": changed.headers.get("etag")! };
    expect((await del(created.body.uid, current, acme.cookies.admin)).status).toBe(403);
    expect((await del(created.body.uid, current, "")).status).toBe(401);
    const [row] = await db()
      .select()
      .from(schema.newsItems)
      .where(eq(schema.newsItems.uid, created.body.uid));
    expect(row).toBeDefined();
  });
});

describe("the demo news seed", () => {
  it("adds one item per release-note topic, and nothing on a re-run", async () => {
    await seedNews(db());
    expect(await seedNews(db())).toBe(0);
    const res = await call(news.GET, "GET", "/api/v1/news", {
      cookie: acme.cookies.viewer,
      query: { limit: "100" },
    });
    for (const n of demoNews) expect(res.body.content[n.uid]).toMatchObject({ date: n.date, title: n.title });
    expect(demoNews.every((n) => n.date >= "2024-10-01" && n.date <= "2025-10-31")).toBe(true);
  });
});
