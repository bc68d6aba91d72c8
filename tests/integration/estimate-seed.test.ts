import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, schema } from "@/db";
import { estimateListQuery } from "@/lib/contract/estimate";
import { seedDemo } from "@/lib/seed/demo";
import { typicalMarkupStack } from "@/lib/seed/estimates";
import { demoEstimateUids } from "@/lib/seed/estimates-data";
import { computeStored, loadEscalationRates, scheduleOf } from "@/lib/server/estimate/core";
import { listEstimates } from "@/lib/server/estimate/list";
import { getMarkupDefault } from "@/lib/server/estimate/markup-default";
import { openEstimate } from "@/lib/server/estimate/open";
import type { Scope } from "@/lib/server/scope";
import { rows } from "./estimate-helpers";

async function acmeScope(): Promise<Scope> {
  const [user] = await db().select().from(schema.users).where(eq(schema.users.email, "admin@acme.test"));
  const [company] = await db()
    .select()
    .from(schema.companies)
    .where(eq(schema.companies.uid, user!.companyUid));
  return {
    user: user!,
    company: company!,
    role: "admin",
    actingAs: false,
    sessionUid: null,
    apiKeyUid: null,
    requestId: "seed",
  };
}

describe("demo estimates", () => {
  it("seeds Acme's estimates, default markups and views once, with stored totals equal to the engine's", async () => {
    await seedDemo();
    await seedDemo();
    const scope = await acmeScope();
    const list = await listEstimates(scope, estimateListQuery.parse({ sort: "name" }));
    expect(list.query.map((u) => list.content[u]!.name)).toEqual([
      "Eastside Commons Apartments",
      "Harbor View Clinic Fit-out",
      "Lakeside Parking Structure",
      "Northgate Elementary Addition",
    ]);
    expect((await getMarkupDefault(scope)).markups).toEqual(typicalMarkupStack);

    const open = await openEstimate(scope, demoEstimateUids.apartments);
    const lines = rows(open);
    expect(lines.length).toBeGreaterThanOrEqual(280);
    expect(lines.length).toBeLessThanOrEqual(320);
    expect(open.estimate.inputs.map((i) => i.name)).toEqual([
      "GSF",
      "UNITS",
      "STORIES",
      "SITE_AREA",
      "PERIMETER",
      "ROOF_AREA",
    ]);
    expect(open.estimate.markups.map((m) => m.name)).toEqual([
      "General conditions",
      "Design contingency",
      "Escalation to midpoint",
      "Construction contingency",
      "Insurance (GL and builder's risk)",
      "Performance and payment bond",
      "Fee",
      "Sales tax on material",
    ]);
    for (const uid of Object.values(demoEstimateUids)) {
      const [row] = await db().select().from(schema.estimates).where(eq(schema.estimates.uid, uid));
      const rates = await loadEscalationRates(scope.company.uid);
      const { totals } = await computeStored(db(), row!, rates);
      expect(row!.grandTotalCents).toBe(totals.grand_total_cents);
      expect(row!.directCents).toBe(totals.direct_cents);
      expect(totals.line_error_count).toBe(0);
      expect(totals.markups.every((m) => m.error === null)).toBe(true);
      const escalation = totals.markups.find((m) => m.kind === "escalation")!;
      expect(escalation.factor).toBeGreaterThan(1);
      expect(scheduleOf(row!)).not.toBeNull();
    }
    // A plausible $/GSF for wood-frame multifamily (between $150 and $450).
    expect(open.estimate.cost_per_gsf_cents).toBeGreaterThan(15_000);
    expect(open.estimate.cost_per_gsf_cents).toBeLessThan(45_000);
  });
});
