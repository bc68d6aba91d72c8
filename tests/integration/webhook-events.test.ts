import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as projects from "@/app/api/v1/project/route";
import * as records from "@/app/api/v1/project-record/route";
import * as hooks from "@/app/api/v1/webhook/route";
import { db, schema } from "@/db";
import { webhookEvents } from "@/lib/domain/webhooks";
import { webhooksIdle } from "@/lib/server/webhooks/dispatcher";
import { api as estimates } from "./estimate-helpers";
import { call, companyWithRoles } from "./helpers";
import { startReceiver } from "./webhook-receiver";

// Which changes raise which events (webhooks.test.ts covers sending, retries and the API).
let company: Awaited<ReturnType<typeof companyWithRoles>>;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let hookUid: string;

beforeAll(async () => {
  company = await companyWithRoles();
  receiver = await startReceiver();
  const res = await call(hooks.POST, "POST", "/api/v1/webhook", {
    cookie: company.cookies.admin,
    body: { url: receiver.url(), events: [...webhookEvents] },
  });
  hookUid = res.body.uid;
});
afterAll(async () => {
  await webhooksIdle();
  await receiver.close();
});

const events = async () =>
  (
    await db()
      .select({ event: schema.webhookDeliveries.event, payload: schema.webhookDeliveries.payload })
      .from(schema.webhookDeliveries)
      .where(eq(schema.webhookDeliveries.webhookUid, hookUid))
  ).map((r) => ({ event: r.event, data: (r.payload as { data: Record<string, unknown> }).data }));

describe("webhook events", () => {
  it("raises estimate.created, estimate.updated and estimate.status_changed with the estimate's fields", async () => {
    const created = await estimates.create(company.cookies.editor, { name: "Depot" });
    const updated = await estimates.update(
      company.cookies.editor,
      created.body.uid,
      { status: "in_review" },
      created.body.version,
    );
    expect(updated.status).toBe(200);
    const mine = (await events()).filter((e) => e.data.uid === created.body.uid);
    expect(mine.map((e) => e.event).sort()).toEqual([
      "estimate.created",
      "estimate.status_changed",
      "estimate.updated",
    ]);
    expect(mine.find((e) => e.event === "estimate.status_changed")!.data).toMatchObject({
      name: "Depot",
      status: "in_review",
      previous_status: "draft",
      version: updated.body.version,
    });
  });

  it("raises record.created for a project record created alone, not a failed one", async () => {
    const project = await call(projects.POST, "POST", "/api/v1/project", {
      cookie: company.cookies.editor,
      body: { name: "Yard" },
    });
    const res = await call(records.POST, "POST", "/api/v1/project-record", {
      cookie: company.cookies.editor,
      body: { project_uid: project.body.uid, stage: "bid", cost_basis_date: "2024-01-01" },
    });
    expect(res.status).toBe(201);
    const bad = await call(records.POST, "POST", "/api/v1/project-record", {
      cookie: company.cookies.editor,
      body: { project_uid: project.body.uid, stage: "bid", cost_basis_date: "nope" },
    });
    expect(bad.status).toBe(400);
    const mine = (await events()).filter((e) => e.event === "record.created");
    expect(mine).toHaveLength(1);
    expect(mine[0]!.data).toMatchObject({ uid: res.body.uid, project_uid: project.body.uid, stage: "bid" });
  });
});
