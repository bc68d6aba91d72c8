// Demo estimates for Acme Builders (the lines are in estimates-data.ts) with a typical markup stack, a shared
// budget view each, and the company's default markup stack. Idempotent: fixed uids, nothing that exists is
// touched.
import { randomUUID } from "node:crypto";
import { asc, eq, inArray } from "drizzle-orm";
import { schema, type Tx } from "@/db";
import type { EstimateInputRow } from "@/db/schema";
import { createEngine } from "@/lib/domain/estimate/engine";
import type { Markup } from "@/lib/domain/estimate/markups";
import type { EstimateLine } from "@/lib/domain/estimate/model";
import { demoEstimates, demoEstimateUids, type Item, type Seeded } from "./estimates-data";

const { estimates, estimateLines, estimateViews, escalationRates, buildingTypes, companies, users } = schema;

const pct = (uid: string, name: string, percent: number, base: "direct" | "running"): Markup => ({
  uid,
  name,
  kind: "percent",
  percent,
  base: { direct: base === "direct", markups: [], running_total: base === "running" },
});

/** General conditions, design contingency, escalation, construction contingency, insurance, bond, fee, tax. */
export const typicalMarkupStack: Markup[] = [
  pct("general-conditions", "General conditions", 6.5, "direct"),
  pct("design-contingency", "Design contingency", 5, "running"),
  {
    uid: "escalation",
    name: "Escalation to midpoint",
    kind: "escalation",
    base: { direct: false, markups: [], running_total: true },
  },
  pct("construction-contingency", "Construction contingency", 3, "running"),
  pct("insurance", "Insurance (GL and builder's risk)", 1.1, "running"),
  pct("bond", "Performance and payment bond", 0.85, "running"),
  pct("fee", "Fee", 4.5, "running"),
  { ...pct("sales-tax", "Sales tax on material", 8.25, "direct"), material_only: true },
];

function toLine(it: Item & { area?: string }, uid: string): EstimateLine {
  const lump = it.unit === "LS";
  return {
    uid,
    cost_code: it.code,
    quantity: String(it.qty),
    unit_cost_cents: lump ? null : it.cost,
    lump_sum_cents: lump ? it.cost * Number(it.qty) : null,
    split: it.split ?? null,
    cost_type: it.type ?? null,
    alternate: it.alternate ?? false,
    allowance: it.allowance ?? false,
  };
}

/** What every demo estimate of the company is written with. */
type Context = {
  companyUid: string;
  authorUid: string | null;
  rates: { year: number; rate_percent: number }[];
  typeUid: Map<string | null, string>;
};

/** Gives the company the typical stack as its default unless it has one. False when there is no company. */
async function ensureDefaultMarkups(tx: Tx, companyUid: string): Promise<boolean> {
  const [company] = await tx
    .select({ settings: companies.settings })
    .from(companies)
    .where(eq(companies.uid, companyUid));
  if (!company) return false;
  if (!company.settings?.markup_default) {
    await tx
      .update(companies)
      .set({ settings: { ...company.settings, markup_default: { markups: typicalMarkupStack, version: 1 } } })
      .where(eq(companies.uid, companyUid));
  }
  return true;
}

async function loadContext(tx: Tx, companyUid: string, authorEmail: string): Promise<Context> {
  const [author] = await tx.select({ uid: users.uid }).from(users).where(eq(users.email, authorEmail));
  const rates = (
    await tx
      .select({ year: escalationRates.year, rate: escalationRates.ratePercent })
      .from(escalationRates)
      .where(eq(escalationRates.companyUid, companyUid))
      .orderBy(asc(escalationRates.year))
  ).map((r) => ({ year: r.year, rate_percent: Number(r.rate) }));
  const types = await tx
    .select({ uid: buildingTypes.uid, key: buildingTypes.defaultKey })
    .from(buildingTypes)
    .where(eq(buildingTypes.companyUid, companyUid));
  return {
    companyUid,
    authorUid: author?.uid ?? null,
    rates,
    typeUid: new Map(types.map((t) => [t.key, t.uid])),
  };
}

async function existingDemoUids(tx: Tx): Promise<Set<string>> {
  const uids = demoEstimates.map((e) => e.uid);
  const rows = await tx.select({ uid: estimates.uid }).from(estimates).where(inArray(estimates.uid, uids));
  return new Set(rows.map((e) => e.uid));
}

/** The estimate row with the totals the engine computes from its lines, inputs and the typical stack. */
async function insertEstimate(tx: Tx, e: Seeded, ctx: Context): Promise<EstimateLine[]> {
  const inputs: EstimateInputRow[] = e.inputs.map(([name, label, unit, value]) => ({
    uid: randomUUID(),
    name,
    label,
    unit,
    value,
  }));
  const engineLines = e.lines.map((it) => toLine(it, randomUUID()));
  const schedule = {
    pricing_date: e.pricingDate,
    construction_start: e.constructionStart,
    duration_months: e.durationMonths,
  };
  const totals = createEngine({
    inputs: Object.fromEntries(inputs.map((x) => [x.name, x.value])),
    lines: engineLines,
    markups: typicalMarkupStack,
    schedule,
    escalation_rates: ctx.rates,
  }).totals();
  await tx.insert(estimates).values({
    uid: e.uid,
    companyUid: ctx.companyUid,
    name: e.name,
    number: e.number,
    client: e.client,
    location: e.location,
    state: e.state,
    metro: e.metro,
    buildingTypeUid: ctx.typeUid.get(e.buildingTypeKey) ?? null,
    designStage: e.designStage,
    status: e.status,
    pricingDate: e.pricingDate,
    constructionStart: e.constructionStart,
    durationMonths: e.durationMonths,
    tags: e.tags,
    notes: e.notes,
    inputs,
    markups: typicalMarkupStack as unknown as Record<string, unknown>[],
    directCents: totals.direct_cents,
    grandTotalCents: totals.grand_total_cents,
    gsf: inputs.find((x) => x.name === "GSF")?.value ?? null,
    lineCount: e.lines.length,
    createdBy: ctx.authorUid,
    updatedBy: ctx.authorUid,
  });
  return engineLines;
}

async function insertLines(tx: Tx, e: Seeded, engineLines: EstimateLine[], ctx: Context) {
  await tx.insert(estimateLines).values(
    e.lines.map((it, k) => {
      const l = engineLines[k]!;
      return {
        uid: l.uid,
        estimateUid: e.uid,
        companyUid: ctx.companyUid,
        position: (k + 1) * 1024,
        costCode: it.code,
        description: it.description,
        quantity: String(it.qty),
        unit: it.unit,
        unitCostCents: l.unit_cost_cents ?? null,
        lumpSumCents: l.lump_sum_cents ?? null,
        split: (it.split as Record<string, number> | undefined) ?? null,
        costType: it.type ?? null,
        alternate: it.alternate ?? false,
        allowance: it.allowance ?? false,
        tags: it.tags ?? [],
        area: it.area ?? null,
        updatedBy: ctx.authorUid,
      };
    }),
  );
}

/** A shared "By division" view on every demo estimate; the apartments also get one by building. */
async function insertViews(tx: Tx, e: Seeded, ctx: Context) {
  const groupings = [{ name: "By division", group_by: ["division"] }];
  if (e.uid === demoEstimateUids.apartments) {
    groupings.push({ name: "By building, then division", group_by: ["area", "division"] });
  }
  for (const g of groupings) {
    await tx.insert(estimateViews).values({
      estimateUid: e.uid,
      companyUid: ctx.companyUid,
      ownerUid: null,
      name: g.name,
      config: { group_by: g.group_by, filters: {}, columns: [], column_order: [], sort: [] },
      createdBy: ctx.authorUid,
    });
  }
}

/** The demo estimates and Acme's default markup stack; returns how many estimates it created. */
export async function seedEstimates(tx: Tx, companyUid: string, authorEmail: string): Promise<number> {
  if (!(await ensureDefaultMarkups(tx, companyUid))) return 0;
  const have = await existingDemoUids(tx);
  const ctx = await loadContext(tx, companyUid, authorEmail);
  let created = 0;
  for (const e of demoEstimates) {
    if (have.has(e.uid)) continue;
    const engineLines = await insertEstimate(tx, e, ctx);
    await insertLines(tx, e, engineLines, ctx);
    await insertViews(tx, e, ctx);
    created++;
  }
  return created;
}
