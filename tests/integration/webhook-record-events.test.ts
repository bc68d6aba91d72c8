import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as previewRoute from "@/app/api/v1/project/import/preview/route";
import * as importRoute from "@/app/api/v1/project/import/route";
import * as projects from "@/app/api/v1/project/route";
import * as hooks from "@/app/api/v1/webhook/route";
import { db, schema } from "@/db";
import { webhooksIdle } from "@/lib/server/webhooks/dispatcher";
import { call, companyWithRoles } from "./helpers";
import { csvFile, upload } from "./project-import-helpers";
import { startReceiver } from "./webhook-receiver";

// Records made with their project or by the import raise record.created like one created alone
// (webhook-events.test.ts); a disabled endpoint or one not subscribed gets nothing.
let company: Awaited<ReturnType<typeof companyWithRoles>>;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let hookUid: string;
let otherUid: string;

beforeAll(async () => {
  company = await companyWithRoles();
  receiver = await startReceiver();
  const add = (events: string[]) =>
    call(hooks.POST, "POST", "/api/v1/webhook", {
      cookie: company.cookies.admin,
      body: { url: receiver.url(), events },
    });
  hookUid = (await add(["record.created"])).body.uid;
  otherUid = (await add(["estimate.created"])).body.uid;
});
afterAll(async () => {
  await webhooksIdle();
  await receiver.close();
});

const created = async (webhookUid: string) =>
  (
    await db()
      .select({ payload: schema.webhookDeliveries.payload })
      .from(schema.webhookDeliveries)
      .where(
        and(
          eq(schema.webhookDeliveries.webhookUid, webhookUid),
          eq(schema.webhookDeliveries.event, "record.created"),
        ),
      )
  ).map((r) => r.payload as { event: string; company_uid: string; data: Record<string, unknown> });

describe("record.created beyond POST /project-record", () => {
  it("is raised once for the record created with its project, and not for a project alone", async () => {
    const before = (await created(hookUid)).length;
    const alone = await call(projects.POST, "POST", "/api/v1/project", {
      cookie: company.cookies.editor,
      body: { name: "Bare" },
    });
    expect(alone.status).toBe(201);
    expect(await created(hookUid)).toHaveLength(before);
    const res = await call(projects.POST, "POST", "/api/v1/project", {
      cookie: company.cookies.editor,
      body: { name: "Pier", record: { stage: "bid", cost_basis_date: "2024-01-01" } },
    });
    expect(res.status).toBe(201);
    const mine = (await created(hookUid)).filter((p) => p.data.uid === res.body.record_uid);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      event: "record.created",
      company_uid: company.company.uid,
      data: { uid: res.body.record_uid, project_uid: res.body.uid, stage: "bid", version: 1 },
    });
    expect(await created(otherUid)).toHaveLength(0);
  });

  it("is raised once per imported record", async () => {
    const csv = [
      "Project Name,Stage,Cost Basis Date,GSF,Cost Code,Amount",
      "Dock A,Bid,2024-03-15,1000,03 30 00,100",
      "Dock A,Final cost,2025-06-30,1000,03 30 00,120",
      "Dock B,GMP,2023-09-01,500,09 21 16,50",
    ].join("\n");
    const preview = await upload(
      previewRoute.POST,
      "/api/v1/project/import/preview",
      company.cookies.editor,
      csvFile(csv),
    );
    const before = new Set((await created(hookUid)).map((p) => p.data.uid));
    const res = await upload(
      importRoute.POST,
      "/api/v1/project/import",
      company.cookies.editor,
      csvFile(csv),
      preview.body.mapping,
    );
    expect(res.status).toBe(201);
    expect(res.body.records).toBe(3);
    const fresh = (await created(hookUid)).filter((p) => !before.has(p.data.uid));
    const records = await db()
      .select({ uid: schema.projectRecords.uid, projectUid: schema.projectRecords.projectUid })
      .from(schema.projectRecords)
      .where(eq(schema.projectRecords.companyUid, company.company.uid));
    const imported = records.filter((r) => fresh.some((p) => p.data.uid === r.uid));
    expect(fresh).toHaveLength(3);
    expect(imported).toHaveLength(3);
    for (const p of fresh) {
      const row = records.find((r) => r.uid === p.data.uid)!;
      expect(p.data).toMatchObject({ project_uid: row.projectUid, version: 1 });
    }
    expect(fresh.map((p) => p.data.stage).sort()).toEqual(["bid", "final", "gmp"]);
    expect(await created(otherUid)).toHaveLength(0);
  });
});
