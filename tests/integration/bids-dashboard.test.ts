import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as dashboardRoute from "@/app/api/v1/dashboard/route";
import { db, schema } from "@/db";
import { type DashboardDto, dashboardDto } from "@/lib/contract/dashboard";
import { bidApi, seedPackage } from "./bids-leveling-helpers";
import { call, companyWithRoles } from "./helpers";

// The dashboard's "Bids out" and "Due this week": packages out to bid and their submitted share, those due in
// the next 7 days soonest first; a bid write (here an award) moves the data version, so the next read is fresh.

let acme: Awaited<ReturnType<typeof companyWithRoles>>;

const read = async (cookie: string) => {
  const res = await call(dashboardRoute.GET, "GET", "/api/v1/dashboard", { cookie });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  dashboardDto.parse(res.body);
  return res.body as DashboardDto;
};

beforeAll(async () => {
  acme = await companyWithRoles({ isV2Estimate: true });
});

describe("dashboard bid cards", () => {
  it("counts packages out to bid, submitted bids and those due this week; an award refreshes them", async () => {
    const empty = await read(acme.cookies.viewer);
    expect(empty.bids).toEqual({ out: 0, invited: 0, submitted: 0, due_this_week: 0, next_due: [] });

    const day = 24 * 60 * 60_000;
    const soon = await seedPackage(acme.company, acme.editor, acme.cookies.editor);
    const later = await seedPackage(acme.company, acme.editor, acme.cookies.editor);
    const t = schema.bidPackages;
    await db()
      .update(t)
      .set({ dueAt: new Date(Date.now() + 2 * day), timeZone: "America/Chicago", name: "Soon" })
      .where(eq(t.uid, soon.pkg.uid));
    await db()
      .update(t)
      .set({ dueAt: new Date(Date.now() + 10 * day) })
      .where(eq(t.uid, later.pkg.uid));
    // The seeds bypass the services (no audit): an award through the API moves the version.
    const v = Number(
      (await bidApi.sheet(acme.cookies.editor, later.pkg.uid)).headers.get("etag")!.replaceAll('"', ""),
    );
    const awarded = await bidApi.award(
      acme.cookies.editor,
      later.pkg.uid,
      { submission_uid: later.submissions.a.uid },
      v,
    );
    expect(awarded.status).toBe(200);

    const data = await read(acme.cookies.viewer);
    // Out to bid: "Soon" only (the other is awarded); 2 of its 4 invited bidders submitted.
    expect(data.bids).toMatchObject({ out: 1, invited: 4, submitted: 2, due_this_week: 1 });
    expect(data.bids!.next_due).toEqual([
      expect.objectContaining({
        uid: soon.pkg.uid,
        name: "Soon",
        estimate_uid: soon.estimate.uid,
        time_zone: "America/Chicago",
      }),
    ]);
  });

  it("has no bid cards for a company without estimates", async () => {
    const plain = await companyWithRoles({ isV2Estimate: false });
    expect((await read(plain.cookies.viewer)).bids).toBeNull();
  });
});
