// What the library's prices are normalised to: an estimate's pricing date and place, with the project
// database's cost index series and location table (lib/server/project/context.ts).
import { and, eq } from "drizzle-orm";
import { db, schema } from "@/db";
import { normalisePrice, type PricedAt, type PriceTarget } from "@/lib/domain/cost-library/normalised-price";
import { type LocationTable, recordLocation } from "@/lib/domain/project/normalise";
import type { PreparedSeries } from "@/lib/domain/reference/normalisation";
import { NotFoundError } from "../errors";
import { loadLocationTable, loadSeries } from "../project/context";
import type { Scope } from "../scope";

export type PriceTargets = {
  estimateUid: string;
  target: PriceTarget;
  series: PreparedSeries | null;
  table: LocationTable;
  /** "2026-03-01 · Houston, TX" */
  label: string;
};

/** The estimate's date and place (404 when it is not the company's); no place when it has none. */
export async function estimateTargets(scope: Scope, estimateUid: string): Promise<PriceTargets> {
  const { estimates } = schema;
  const [row] = await db()
    .select({ pricingDate: estimates.pricingDate, metro: estimates.metro, state: estimates.state })
    .from(estimates)
    .where(and(eq(estimates.uid, estimateUid), eq(estimates.companyUid, scope.company.uid)));
  if (!row) throw new NotFoundError("Estimate not found");
  const [series, table] = await Promise.all([
    row.pricingDate ? loadSeries(scope) : Promise.resolve(null),
    loadLocationTable(scope),
  ]);
  const location = row.metro || row.state ? recordLocation(table, row) : null;
  return {
    estimateUid,
    target: { date: row.pricingDate, location },
    series: series?.series ?? null,
    table,
    label: [row.pricingDate, location?.label].filter(Boolean).join(" · ") || "as priced",
  };
}

export const priceAt = (item: PricedAt, targets: PriceTargets | null) =>
  targets ? normalisePrice(item, targets.target, targets.series, targets.table) : null;
