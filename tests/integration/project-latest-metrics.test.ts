// GET /api/v1/project/{uid} answers the metrics of the project's latest record (by cost basis date), which a
// new estimate linked to it takes as inputs — the new estimate form shows them before saving. Tenant-scoped:
// another company's project is a 404.
import { beforeAll, describe, expect, it } from "vitest";
import * as projectItem from "@/app/api/v1/project/[uid]/route";
import * as projectList from "@/app/api/v1/project/route";
import { db, schema } from "@/db";
import { call, companyWithRoles } from "./helpers";

let acme: Awaited<ReturnType<typeof companyWithRoles>>;
let birch: Awaited<ReturnType<typeof companyWithRoles>>;

beforeAll(async () => {
  [acme, birch] = await Promise.all([companyWithRoles(), companyWithRoles()]);
});

async function project(withRecord: boolean) {
  const res = await call(projectList.POST, "POST", "/api/v1/project", {
    cookie: acme.cookies.editor,
    body: {
      name: `Metrics ${Math.random()}`,
      city: "Houston",
      state: "TX",
      ...(withRecord
        ? {
            record: {
              stage: "final",
              cost_basis_date: "2021-06-15",
              metrics: { gsf: 10_000 },
              costs: [{ cost_code: "03 30 00", description: "Concrete", amount_cents: 100_000_00 }],
            },
          }
        : {}),
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { uid: string; name: string };
}

const read = (uid: string, cookie: string) =>
  call(projectItem.GET, "GET", `/api/v1/project/${uid}`, { cookie, params: { uid } });

describe("GET /project/{uid} latest_metrics", () => {
  it("is the latest record's metrics, by cost basis date", async () => {
    const p = await project(true);
    expect((await read(p.uid, acme.cookies.viewer)).body.latest_metrics).toEqual({ gsf: 10_000 });
    // A later record (by cost basis date, not by creation) takes over; an earlier one does not.
    await db()
      .insert(schema.projectRecords)
      .values([
        {
          companyUid: acme.company.uid,
          projectUid: p.uid,
          stage: "gmp",
          costBasisDate: "2023-03-01",
          metrics: { gsf: 392_000.5, units: 310 },
          projectName: p.name,
        },
        {
          companyUid: acme.company.uid,
          projectUid: p.uid,
          stage: "estimate",
          costBasisDate: "2019-01-01",
          metrics: { gsf: 1 },
          projectName: p.name,
        },
      ]);
    const res = await read(p.uid, acme.cookies.viewer);
    expect(res.status).toBe(200);
    expect(res.body.latest_metrics).toEqual({ gsf: 392_000.5, units: 310 });
    expect(res.body.record_count).toBe(3);
  });

  it("is empty without a record, and another company's project is not found", async () => {
    const p = await project(false);
    expect((await read(p.uid, acme.cookies.viewer)).body.latest_metrics).toEqual({});
    expect((await read(p.uid, birch.cookies.admin)).status).toBe(404);
  });
});
