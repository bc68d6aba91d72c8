import { beforeAll, describe, expect, it } from "vitest";
import * as projectList from "@/app/api/v1/project/route";
import { library } from "./cost-library-helpers";
import { api } from "./estimate-helpers";
import { call, companyWithRoles } from "./helpers";

let acme: Awaited<ReturnType<typeof companyWithRoles>>;
let birch: Awaited<ReturnType<typeof companyWithRoles>>;
const code = "09 21 16";

async function pricedEstimate(name: string, unitCosts: number[], unit = "SF") {
  const est = await api.create(acme.cookies.editor, { name });
  await api.lines(acme.cookies.editor, est.body.uid, {
    create: unitCosts.map((c, i) => ({
      client_key: `k${i}`,
      cost_code: code,
      unit,
      quantity: 10,
      unit_cost_cents: c,
    })),
  });
  return est.body.uid as string;
}

beforeAll(async () => {
  [acme, birch] = await Promise.all([companyWithRoles(), companyWithRoles()]);
  await pricedEstimate("Past job A", [200, 300]);
  await pricedEstimate("Past job B", [400, 500, 250]);
  await pricedEstimate("Past job C", [9000], "LF");
  await call(projectList.POST, "POST", "/api/v1/project", {
    cookie: acme.cookies.editor,
    body: {
      name: "Harbor Point",
      record: {
        stage: "final",
        cost_basis_date: "2024-06-01",
        metrics: { gsf: 10_000 },
        costs: [{ cost_code: code, description: "Drywall", amount_cents: 5_000_000 }],
      },
    },
  });
});

describe("cost history", () => {
  it("summarises what past estimates and records paid, per unit, with the sources", async () => {
    const res = await library.history(acme.cookies.viewer, { cost_code: code });
    expect(res.status).toBe(200);
    expect(res.body.target).toBe("as priced");
    const units = res.body.groups.map((g: { unit: string; n: number }) => [g.unit, g.n]);
    expect(units).toEqual([
      ["SF", 5],
      ["GSF", 1],
      ["LF", 1],
    ]);
    const sf = res.body.groups[0];
    // 200, 250, 300, 400, 500: median 300, P25 250, P75 400 (linear between closest ranks)
    expect(sf).toMatchObject({ normalised_n: 5, median_cents: 300, p25_cents: 250, p75_cents: 400 });
    expect(sf.sources[0]).toMatchObject({ kind: "estimate", unit_cost_cents: expect.any(Number) });
    const gsf = res.body.groups[1];
    expect(gsf.sources[0]).toMatchObject({
      kind: "record",
      unit_cost_cents: 500,
      name: "Harbor Point (final)",
    });
  });

  it("normalises to an estimate and leaves that estimate's own lines out", async () => {
    const own = await pricedEstimate("Current job", [100_000]);
    const res = await library.history(acme.cookies.viewer, {
      cost_code: code,
      estimate_uid: own,
      limit: "2",
    });
    expect(res.status).toBe(200);
    const sf = res.body.groups.find((g: { unit: string }) => g.unit === "SF");
    expect(sf.n).toBe(5);
    expect(sf.sources).toHaveLength(2);
  });

  it("keeps companies apart and checks its query", async () => {
    const other = await library.history(birch.cookies.viewer, { cost_code: code });
    expect(other.body.groups).toEqual([]);
    const own = await pricedEstimate("Acme only", [1]);
    expect((await library.history(birch.cookies.viewer, { cost_code: code, estimate_uid: own })).status).toBe(
      404,
    );
    expect((await library.history(acme.cookies.viewer, {})).status).toBe(400);
  });
});
