import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as redeliverRoute from "@/app/api/v1/webhook/[uid]/delivery/[deliveryUid]/redeliver/route";
import * as deliveryRoute from "@/app/api/v1/webhook/[uid]/delivery/route";
import * as rotateRoute from "@/app/api/v1/webhook/[uid]/rotate-secret/route";
import * as item from "@/app/api/v1/webhook/[uid]/route";
import * as testRoute from "@/app/api/v1/webhook/[uid]/test/route";
import * as hooks from "@/app/api/v1/webhook/route";
import { db, schema } from "@/db";
import type { WebhookEvent } from "@/lib/domain/webhooks";
import { dispatchDue, webhooksIdle } from "@/lib/server/webhooks/dispatcher";
import { enqueueWebhook } from "@/lib/server/webhooks/events";
import { verifyWebhook } from "@/lib/server/webhooks/signature";
import { api as estimates } from "./estimate-helpers";
import { call, companyWithRoles } from "./helpers";
import { startReceiver, until } from "./webhook-receiver";

let acme: Awaited<ReturnType<typeof companyWithRoles>>;
let other: Awaited<ReturnType<typeof companyWithRoles>>;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  [acme, other] = await Promise.all([companyWithRoles(), companyWithRoles()]);
  receiver = await startReceiver();
});
afterAll(async () => {
  receiver.release();
  await webhooksIdle();
  await receiver.close();
});

const base = "/api/v1/webhook";
const match = (version: number) => ({ "if-match": `"${version}"` });
const create = (cookie: string, body: unknown) => call(hooks.POST, "POST", base, { cookie, body });
const read = (cookie: string, uid: string) =>
  call(item.GET, "GET", `${base}/${uid}`, { cookie, params: { uid } });
const update = (cookie: string, uid: string, body: unknown, version: number) =>
  call(item.PUT, "PUT", `${base}/${uid}`, { cookie, body, params: { uid }, headers: match(version) });
const deliveries = (cookie: string, uid: string, query: Record<string, string> = {}) =>
  call(deliveryRoute.GET, "GET", `${base}/${uid}/delivery`, { cookie, params: { uid }, query });
const redeliver = (cookie: string, uid: string, deliveryUid: string) =>
  call(redeliverRoute.POST, "POST", `${base}/${uid}/delivery/${deliveryUid}/redeliver`, {
    cookie,
    params: { uid, deliveryUid },
  });
const rows = (webhookUid: string) =>
  db().select().from(schema.webhookDeliveries).where(eq(schema.webhookDeliveries.webhookUid, webhookUid));
const minutes = (t: Date, n: number) => new Date(t.getTime() + n * 60_000);
// Time driven by the tests starts ten minutes ahead: other test files' servers (processes sharing this database)
// send what is due by the clock, and never touch a row not due yet.
const ahead = () => new Date(Date.now() + 10 * 60_000);

/** Queues an event due at `at`, committed already due then (never earlier, for any process). */
function queueAt(companyUid: string, event: WebhookEvent, data: Record<string, unknown>, at: Date) {
  return db().transaction(async (tx) => {
    const n = await enqueueWebhook(tx, companyUid, event, data);
    await tx
      .update(schema.webhookDeliveries)
      .set({ nextAttemptAt: at })
      .where(
        and(
          eq(schema.webhookDeliveries.companyUid, companyUid),
          eq(schema.webhookDeliveries.attempts, 0),
          eq(schema.webhookDeliveries.status, "pending"),
        ),
      );
    return n;
  });
}

/** An endpoint of `company` on the receiver (its own path), for `events`. */
async function endpoint(company: typeof acme, events: string[], path = `/${crypto.randomUUID()}`) {
  const res = await create(company.cookies.admin, { url: receiver.url(path), events });
  expect(res.status).toBe(201);
  return { uid: res.body.uid as string, secret: res.body.secret as string, path };
}

describe("webhook endpoints", () => {
  it("registers an endpoint whose secret is answered once and stored encrypted", async () => {
    const res = await create(acme.cookies.admin, {
      url: receiver.url("/a"),
      description: " CRM sync ",
      events: ["estimate.updated", "estimate.created", "estimate.updated"],
    });
    expect(res.status).toBe(201);
    expect(res.headers.get("etag")).toBe('"1"');
    expect(res.body).toMatchObject({
      description: "CRM sync",
      events: ["estimate.created", "estimate.updated"],
      enabled: true,
      failing_since: null,
    });
    expect(res.body.secret).toMatch(/^whsec_[A-Za-z0-9_-]{32}$/);
    const again = await read(acme.cookies.admin, res.body.uid);
    expect(again.status).toBe(200);
    expect(again.body).not.toHaveProperty("secret");
    const list = await call(hooks.GET, "GET", base, { cookie: acme.cookies.admin });
    expect(list.body.content[res.body.uid]).not.toHaveProperty("secret");
    const [stored] = await db()
      .select()
      .from(schema.webhookEndpoints)
      .where(eq(schema.webhookEndpoints.uid, res.body.uid));
    expect(stored!.secretEnc).not.toContain(res.body.secret.slice(6));
    const rotated = await call(rotateRoute.POST, "POST", `${base}/${res.body.uid}/rotate-secret`, {
      cookie: acme.cookies.admin,
      params: { uid: res.body.uid },
      headers: match(1),
    });
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).not.toBe(res.body.secret);
    expect(rotated.body.version).toBe(2);
  });

  it("refuses bad input with per-field messages", async () => {
    const bad = await create(acme.cookies.admin, { url: "ftp://example.test/x", events: [] });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      code: "validation_error",
      errors: { url: "Enter an https:// URL", events: "Choose at least one event" },
    });
    const unknown = await create(acme.cookies.admin, { url: "https://hooks.example.test", events: ["nope"] });
    expect(unknown.body.errors["events.0"]).toMatch(/^Must be one of estimate.created/);
    const internal = await create(acme.cookies.admin, {
      url: "https://10.0.0.8/hook",
      events: ["bid.awarded"],
    });
    expect(internal.status).toBe(400);
    expect(internal.body.errors.url).toBe("Cannot send there: it points to an internal address");
    const missing = await create(acme.cookies.admin, {});
    expect(missing.body.errors).toMatchObject({ url: "Required", events: "Required" });
  });

  it("is for admins (403), keeps companies apart (404) and refuses a stale If-Match (412)", async () => {
    const { uid } = await endpoint(acme, ["bid.awarded"]);
    const body = { url: receiver.url("/b"), events: ["bid.awarded"] };
    expect((await create(acme.cookies.editor, body)).status).toBe(403);
    expect((await create(acme.cookies.viewer, body)).status).toBe(403);
    expect((await read(acme.cookies.editor, uid)).status).toBe(403);
    expect((await read(other.cookies.admin, uid)).status).toBe(404);
    expect((await update(other.cookies.admin, uid, body, 1)).status).toBe(404);
    expect((await deliveries(other.cookies.admin, uid)).status).toBe(404);
    const otherList = await call(hooks.GET, "GET", base, { cookie: other.cookies.admin });
    expect(otherList.body.query).not.toContain(uid);

    const changed = await update(acme.cookies.admin, uid, { ...body, description: "new" }, 1);
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).toBe('"2"');
    expect((await update(acme.cookies.admin, uid, body, 1)).status).toBe(412);
    const removeStale = await call(item.DELETE, "DELETE", `${base}/${uid}`, {
      cookie: acme.cookies.admin,
      params: { uid },
      headers: match(1),
    });
    expect(removeStale.status).toBe(412);
    const removed = await call(item.DELETE, "DELETE", `${base}/${uid}`, {
      cookie: acme.cookies.admin,
      params: { uid },
      headers: match(2),
    });
    expect(removed.status).toBe(204);
    expect((await read(acme.cookies.admin, uid)).status).toBe(404);
  });
});

describe("webhook deliveries", () => {
  it("queues one delivery per subscribed endpoint on an estimate update, answering without waiting", async () => {
    const company = await companyWithRoles();
    const a = await endpoint(company, ["estimate.updated"]);
    const b = await endpoint(company, ["estimate.updated", "estimate.status_changed"]);
    const unsubscribed = await endpoint(company, ["bid.awarded"]);
    const off = await endpoint(company, ["estimate.updated"]);
    await update(
      company.cookies.admin,
      off.uid,
      { url: receiver.url(off.path), events: ["estimate.updated"], enabled: false },
      1,
    );
    const created = await estimates.create(company.cookies.admin, { name: "Tower" });
    expect(created.status).toBe(201);
    await webhooksIdle();
    const before = receiver.received.length;

    receiver.hold();
    const started = performance.now();
    const res = await estimates.update(
      company.cookies.editor,
      created.body.uid,
      { name: "Tower B" },
      created.body.version,
    );
    expect(res.status).toBe(200);
    expect(performance.now() - started).toBeLessThan(5_000);
    // The request has answered while the receiver still holds every delivery.
    expect((await rows(a.uid)).map((r) => r.event)).toEqual(["estimate.updated"]);
    expect((await rows(b.uid)).map((r) => r.event)).toEqual(["estimate.updated"]);
    expect(await rows(unsubscribed.uid)).toEqual([]);
    expect(await rows(off.uid)).toEqual([]);
    receiver.release();
    await webhooksIdle();
    const mine = () => receiver.received.slice(before).filter((r) => [a.path, b.path].includes(r.path));
    await until(() => mine().length === 2);
    await until(async () => (await rows(a.uid))[0]!.status === "succeeded");

    const got = mine();
    expect(got).toHaveLength(2);
    for (const r of got) {
      const secret = r.path === a.path ? a.secret : b.secret;
      expect(verifyWebhook(secret, r.body, String(r.headers["plinth-signature"]))).toBe(true);
      expect(verifyWebhook("whsec_wrong", r.body, String(r.headers["plinth-signature"]))).toBe(false);
      expect(r.headers["plinth-event"]).toBe("estimate.updated");
      expect(JSON.parse(r.body)).toMatchObject({
        event: "estimate.updated",
        company_uid: company.company.uid,
        data: { uid: created.body.uid, name: "Tower B" },
      });
    }
    const [row] = await rows(a.uid);
    expect(got.find((r) => r.path === a.path)!.headers["plinth-delivery"]).toBe(row!.uid);
    expect(row).toMatchObject({ status: "succeeded", attempts: 1, responseStatus: 200 });

    const status = await estimates.update(
      company.cookies.editor,
      created.body.uid,
      { status: "in_review" },
      res.body.version,
    );
    expect(status.status).toBe(200);
    expect((await rows(b.uid)).map((r) => r.event).sort()).toEqual([
      "estimate.status_changed",
      "estimate.updated",
      "estimate.updated",
    ]);
    await webhooksIdle();
  });

  it("retries a 500 with exponential backoff, then succeeds", async () => {
    const company = await companyWithRoles();
    const hook = await endpoint(company, ["record.created"]);
    receiver.answer(500);
    const opts = { companyUid: company.company.uid };
    const t0 = ahead();
    await queueAt(company.company.uid, "record.created", { uid: "r1" }, t0);
    expect(await dispatchDue(t0, opts)).toBe(1);
    let [row] = await rows(hook.uid);
    expect(row).toMatchObject({ status: "pending", attempts: 1, responseStatus: 500, lastError: "HTTP 500" });
    expect(row!.nextAttemptAt).toEqual(minutes(t0, 1));
    const [failing] = await db()
      .select()
      .from(schema.webhookEndpoints)
      .where(eq(schema.webhookEndpoints.uid, hook.uid));
    expect(failing!.failingSince).toEqual(t0);

    expect(await dispatchDue(minutes(t0, 0.5), opts)).toBe(0);
    expect(await dispatchDue(minutes(t0, 1), opts)).toBe(1);
    [row] = await rows(hook.uid);
    expect(row!.attempts).toBe(2);
    expect(row!.nextAttemptAt).toEqual(minutes(t0, 3));
    // One attempt at a time: nothing is due again until the backoff has passed.
    expect(await dispatchDue(minutes(t0, 2), opts)).toBe(0);

    receiver.answer(200);
    expect(await dispatchDue(minutes(t0, 3), opts)).toBe(1);
    [row] = await rows(hook.uid);
    expect(row).toMatchObject({ status: "succeeded", attempts: 3, responseStatus: 200, lastError: null });
    expect(row!.deliveredAt).toEqual(minutes(t0, 3));
    const list = await deliveries(company.cookies.admin, hook.uid);
    expect(list.body.content[row!.uid]).toMatchObject({
      status: "succeeded",
      attempts: 3,
      response_status: 200,
    });
    const [fine] = await db()
      .select()
      .from(schema.webhookEndpoints)
      .where(eq(schema.webhookEndpoints.uid, hook.uid));
    expect(fine!.failingSince).toBeNull();
  });

  it("gives up 24 hours after the first attempt", async () => {
    const company = await companyWithRoles();
    const hook = await endpoint(company, ["bid.awarded"]);
    receiver.answer(503);
    const opts = { companyUid: company.company.uid };
    const t0 = ahead();
    await queueAt(company.company.uid, "bid.awarded", { package_uid: "p" }, t0);
    let t = t0;
    for (let i = 0; i < 60; i++) {
      await dispatchDue(t, opts);
      const [row] = await rows(hook.uid);
      if (row!.status !== "pending") break;
      t = row!.nextAttemptAt;
    }
    const [row] = await rows(hook.uid);
    expect(row!.status).toBe("failed");
    expect(t.getTime() - t0.getTime()).toBeGreaterThanOrEqual(24 * 3_600_000);
    expect(t.getTime() - t0.getTime()).toBeLessThan(25 * 3_600_000);
    expect(row!.attempts).toBeLessThan(35);
    receiver.answer(200);
  });

  it("disables an endpoint failing for 3 days, mails every admin and writes the audit log", async () => {
    const company = await companyWithRoles();
    const hook = await endpoint(company, ["record.updated"]);
    receiver.answer(500);
    const opts = { companyUid: company.company.uid };
    const t0 = ahead();
    await queueAt(company.company.uid, "record.updated", { uid: "r" }, t0);
    await dispatchDue(t0, opts);
    await queueAt(company.company.uid, "record.updated", { uid: "r" }, t0);
    await dispatchDue(minutes(t0, 2 * 24 * 60), opts);
    expect((await read(company.cookies.admin, hook.uid)).body.enabled).toBe(true);
    await queueAt(company.company.uid, "record.updated", { uid: "r" }, t0);
    await dispatchDue(minutes(t0, 3 * 24 * 60 + 1), opts);
    receiver.answer(200);

    const after = await read(company.cookies.admin, hook.uid);
    expect(after.body).toMatchObject({
      enabled: false,
      disabled_reason: "Deliveries failed for 3 days without a success",
      failing_since: t0.toISOString(),
    });
    expect((await rows(hook.uid)).every((r) => r.status === "failed")).toBe(true);
    // Nothing more is queued for a disabled endpoint.
    expect(await enqueueWebhook(db(), company.company.uid, "record.updated", { uid: "r" })).toBe(0);
    const mails = await db()
      .select()
      .from(schema.mailOutbox)
      .where(eq(schema.mailOutbox.companyUid, company.company.uid));
    expect(mails.map((m) => m.to)).toEqual([company.admin.email]);
    expect(mails[0]!.subject).toBe("A webhook endpoint was disabled");
    expect(mails[0]!.text).toContain(receiver.url(hook.path));
    const audit = await db()
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.action, "webhook.disabled"), eq(schema.auditLog.targetUid, hook.uid)));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.companyUid).toBe(company.company.uid);

    // Turned back on by an admin: a fresh start.
    const on = await update(
      company.cookies.admin,
      hook.uid,
      { url: receiver.url(hook.path), events: ["record.updated"], enabled: true },
      after.body.version,
    );
    expect(on.body).toMatchObject({ enabled: true, disabled_reason: null, failing_since: null });
  });

  it("redelivers a delivery as a new one sent now, and sends a test ping", async () => {
    const company = await companyWithRoles();
    const hook = await endpoint(company, ["estimate.published"]);
    await enqueueWebhook(db(), company.company.uid, "estimate.published", { uid: "e" });
    await dispatchDue(new Date(), { companyUid: company.company.uid });
    await until(async () => (await rows(hook.uid))[0]!.status === "succeeded");
    const [first] = await rows(hook.uid);
    expect(first!.status).toBe("succeeded");
    const before = receiver.received.length;

    const again = await redeliver(company.cookies.admin, hook.uid, first!.uid);
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ event: "estimate.published", attempts: 0, status: "pending" });
    await until(() => receiver.received.slice(before).some((r) => r.path === hook.path));
    const sent = receiver.received.slice(before).filter((r) => r.path === hook.path);
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0]!.body)).toEqual(first!.payload);
    expect(sent[0]!.headers["plinth-delivery"]).toBe(again.body.uid);

    const ping = await call(testRoute.POST, "POST", `${base}/${hook.uid}/test`, {
      cookie: company.cookies.admin,
      params: { uid: hook.uid },
    });
    expect(ping.status).toBe(201);
    expect(ping.body.event).toBe("ping");
    await until(async () => (await rows(hook.uid)).every((r) => r.status === "succeeded"));

    const list = await deliveries(company.cookies.admin, hook.uid, { limit: "2" });
    expect(list.body.total).toBe(3);
    expect(list.body.query[0]).toBe(ping.body.uid);
    expect(list.body.content[ping.body.uid]).toMatchObject({ status: "succeeded", response_status: 200 });
    const next = await deliveries(company.cookies.admin, hook.uid, {
      limit: "2",
      cursor: list.body.next_cursor,
    });
    expect(next.body.query).toEqual([first!.uid]);

    expect((await redeliver(other.cookies.admin, hook.uid, first!.uid)).status).toBe(404);
    expect((await redeliver(company.cookies.editor, hook.uid, first!.uid)).status).toBe(403);
    const otherHook = await endpoint(other, ["estimate.published"]);
    expect((await redeliver(other.cookies.admin, otherHook.uid, first!.uid)).status).toBe(404);
  });
});
