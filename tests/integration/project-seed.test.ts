import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, schema } from "@/db";
import { metros } from "@/lib/domain/geo/zip-centroids";
import { allocateCents, seedCompanyProjects } from "@/lib/seed/projects";
import { seedReferenceDefaults } from "@/lib/server/reference/defaults";
import { createCompany } from "./helpers";

async function seeded(count = 150, seed = 20_240_615) {
  const company = await createCompany();
  await db().transaction((tx) => seedReferenceDefaults(tx, company.uid));
  const started = performance.now();
  const written = await db().transaction((tx) =>
    seedCompanyProjects(tx, company.uid, { count, seed, prefix: "AB" }),
  );
  return { company, written, ms: performance.now() - started };
}

describe("demo project seed", () => {
  it("writes ~150 plausible projects whose cost lines sum to each record's total", async () => {
    const { company, written, ms } = await seeded();
    console.log(`seeded ${written} projects in ${ms.toFixed(0)} ms`);
    expect(written).toBeGreaterThan(130);
    const records = await db()
      .select()
      .from(schema.projectRecords)
      .where(eq(schema.projectRecords.companyUid, company.uid));
    const perProject = new Map<string, number>();
    for (const r of records) perProject.set(r.projectUid, (perProject.get(r.projectUid) ?? 0) + 1);
    expect(Math.max(...perProject.values())).toBeLessThanOrEqual(3);
    const sums = await db()
      .select({ uid: schema.recordCosts.recordUid, sum: sql<string>`sum(${schema.recordCosts.amountCents})` })
      .from(schema.recordCosts)
      .where(eq(schema.recordCosts.companyUid, company.uid))
      .groupBy(schema.recordCosts.recordUid);
    const sumOf = new Map(sums.map((s) => [s.uid, Number(s.sum)]));
    for (const r of records) {
      expect(sumOf.get(r.uid)).toBe(r.totalCents);
      // $40 – $2,500 per GSF: from a 2016 Texas parking garage to a data center in the dearest metro.
      expect(r.costPerGsfCents! / 100).toBeGreaterThan(40);
      expect(r.costPerGsfCents! / 100).toBeLessThan(2500);
      expect(r.costBasisDate <= "2026-09-30").toBe(true);
    }
    const projects = await db()
      .select()
      .from(schema.projects)
      .where(eq(schema.projects.companyUid, company.uid));
    const keys = new Set(metros.map((m) => m.key));
    expect(
      projects.every((p) => p.metro && keys.has(p.metro) && p.latitude !== null && p.buildingTypeUid),
    ).toBe(true);
    expect(new Set(projects.map((p) => p.metro)).size).toBeGreaterThan(20);
  });

  it("is idempotent and the same every run", async () => {
    const a = await seeded(20, 99);
    const b = await seeded(20, 99);
    const again = await db().transaction((tx) =>
      seedCompanyProjects(tx, a.company.uid, { count: 20, seed: 99, prefix: "AB" }),
    );
    expect(again).toBe(0);
    const totals = async (uid: string) =>
      (
        await db()
          .select({ t: schema.projectRecords.totalCents, n: schema.projectRecords.projectName })
          .from(schema.projectRecords)
          .where(eq(schema.projectRecords.companyUid, uid))
      )
        .map((r) => `${r.n}:${r.t}`)
        .sort();
    expect(await totals(a.company.uid)).toEqual(await totals(b.company.uid));
  });

  it("allocates cents exactly", () => {
    expect(allocateCents(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocateCents(12345678, [3.3, 7.1, 0.2]).reduce((s, x) => s + x, 0)).toBe(12345678);
  });
});
