import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as hooks from "@/app/api/v1/webhook/route";
import { db, schema } from "@/db";
import { webhooksIdle } from "@/lib/server/webhooks/dispatcher";
import { fullBid, invitedToken, makePackage, submission } from "./bid-portal-helpers";
import { bidApi, seedPackage } from "./bids-leveling-helpers";
import { call, companyWithRoles } from "./helpers";
import { startReceiver } from "./webhook-receiver";

// bid.submitted (bid portal) and bid.awarded (award) queue exactly one delivery per subscribed enabled
// endpoint, with the documented payload (docs/API.md "Webhooks"); unsubscribed and disabled endpoints get none.
let acme: Awaited<ReturnType<typeof companyWithRoles>>;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
const hook: Record<"a" | "b" | "other" | "off", string> = { a: "", b: "", other: "", off: "" };

beforeAll(async () => {
  acme = await companyWithRoles();
  receiver = await startReceiver();
  const add = async (events: string[]) =>
    (
      await call(hooks.POST, "POST", "/api/v1/webhook", {
        cookie: acme.cookies.admin,
        body: { url: receiver.url(), events },
      })
    ).body.uid as string;
  hook.a = await add(["bid.submitted", "bid.awarded"]);
  hook.b = await add(["bid.submitted", "bid.awarded", "estimate.created"]);
  hook.other = await add(["estimate.created"]);
  hook.off = await add(["bid.submitted", "bid.awarded"]);
  await db()
    .update(schema.webhookEndpoints)
    .set({ enabled: false })
    .where(eq(schema.webhookEndpoints.uid, hook.off));
});
afterAll(async () => {
  await webhooksIdle();
  await receiver.close();
});

const queued = async (event: string, match: (data: Record<string, unknown>) => boolean) =>
  (
    await db()
      .select({ webhookUid: schema.webhookDeliveries.webhookUid, payload: schema.webhookDeliveries.payload })
      .from(schema.webhookDeliveries)
      .where(
        and(
          eq(schema.webhookDeliveries.companyUid, acme.company.uid),
          eq(schema.webhookDeliveries.event, event),
        ),
      )
  )
    .map((r) => ({ webhookUid: r.webhookUid, payload: r.payload as Record<string, unknown> }))
    .filter((r) => match((r.payload as { data: Record<string, unknown> }).data));

const etag = (res: { headers: Headers }) => Number(res.headers.get("etag")!.replaceAll('"', ""));

describe("bid webhook events", () => {
  it("queues bid.submitted once per subscribed enabled endpoint when a bidder submits", async () => {
    const { pkg, items } = await makePackage(acme);
    const { token, bidder } = await invitedToken(acme, pkg.uid);
    const saved = await submission(token, fullBid(items, "save"));
    expect(saved.status, JSON.stringify(saved.body)).toBeLessThan(300);
    expect(await queued("bid.submitted", (d) => d.package_uid === pkg.uid)).toHaveLength(0);
    const res = await submission(token, fullBid(items));
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
    const mine = await queued("bid.submitted", (d) => d.package_uid === pkg.uid);
    expect(mine.map((r) => r.webhookUid).sort()).toEqual([hook.a, hook.b].sort());
    expect(mine[0]!.payload).toMatchObject({
      id: expect.any(String),
      event: "bid.submitted",
      created_at: expect.any(String),
      company_uid: acme.company.uid,
      data: {
        package_uid: pkg.uid,
        bidder_uid: bidder.uid,
        invitation_uid: expect.any(String),
        submission_uid: expect.any(String),
        revision: expect.any(Number),
        base_bid_cents: 48_250_00,
      },
    });
    // One event, one payload: every endpoint gets the same id.
    expect(new Set(mine.map((r) => r.payload.id)).size).toBe(1);
  });

  it("queues bid.awarded once per subscribed enabled endpoint on award", async () => {
    const s = await seedPackage(acme.company, acme.editor, acme.cookies.editor);
    const c = acme.cookies.editor;
    const awarded = await bidApi.award(
      c,
      s.pkg.uid,
      { submission_uid: s.submissions.b.uid },
      etag(await bidApi.sheet(c, s.pkg.uid)),
    );
    expect(awarded.status, JSON.stringify(awarded.body)).toBe(200);
    const mine = await queued("bid.awarded", (d) => d.package_uid === s.pkg.uid);
    expect(mine.map((r) => r.webhookUid).sort()).toEqual([hook.a, hook.b].sort());
    expect(mine[0]!.payload).toMatchObject({
      event: "bid.awarded",
      company_uid: acme.company.uid,
      data: {
        package_uid: s.pkg.uid,
        estimate_uid: s.estimate.uid,
        award_uid: expect.any(String),
        submission_uid: s.submissions.b.uid,
        invitation_uid: expect.any(String),
        amount_cents: expect.any(Number),
      },
    });
  });
});
