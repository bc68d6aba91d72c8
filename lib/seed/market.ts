import type { DbOrTx } from "@/db";
import { schema } from "@/db";
import type { MarketPoint } from "@/lib/domain/market/change";
import type { MarketKind, MarketRegion } from "@/lib/domain/market/series";

// The shipped sample market series: illustrative numbers, not published data, labelled "sample data" on the
// page until staff import real points (which clears is_sample). Fixed uids keep the seed idempotent: a re-run
// adds a missing series and leaves existing ones (and staff edits to them) alone. Values are made up from a
// trend, a yearly swing and a fixed wobble, so every run writes the same numbers.

const uid = (n: number) => `00000000-0000-4000-a000-${String(n).padStart(12, "0")}`;

type Sample = {
  name: string;
  kind: MarketKind;
  unit: string;
  region?: MarketRegion;
  metro?: string;
  buildingType?: string;
  /** Value in Jan 2020, yearly growth (fraction), yearly swing (fraction), wobble (fraction). */
  start: number;
  growth: number;
  swing?: number;
  wobble?: number;
  /** A one-off spike in 2021–22 (fraction at its peak), as lumber and steel had. */
  spike?: number;
};

const index = (name: string, start: number, growth: number, extra: Partial<Sample> = {}): Sample => ({
  name,
  kind: "cost_index",
  unit: "index",
  start,
  growth,
  wobble: 0.002,
  ...extra,
});
const price = (name: string, unit: string, start: number, growth: number, extra: Partial<Sample> = {}) =>
  ({ name, kind: "material_price", unit, start, growth, swing: 0.01, wobble: 0.01, ...extra }) as Sample;

export const sampleMarketSeries: readonly Sample[] = [
  index("National construction cost index", 100, 0.048),
  index("Northeast construction cost index", 104, 0.046, { region: "northeast" }),
  index("South construction cost index", 96, 0.052, { region: "south" }),
  index("West construction cost index", 103, 0.05, { region: "west" }),
  index("Houston construction cost index", 95, 0.055, { region: "south", metro: "houston-tx" }),
  index("New York construction cost index", 108, 0.045, { region: "northeast", metro: "new-york-ny" }),
  index("Denver construction cost index", 99, 0.051, { region: "west", metro: "denver-co" }),
  index("Seattle construction cost index", 104, 0.049, { region: "west", metro: "seattle-wa" }),
  index("Multifamily construction cost index", 100, 0.05, { buildingType: "Multifamily" }),
  index("Office construction cost index", 100, 0.043, { buildingType: "Office" }),
  price("Ready-mix concrete", "$/CY", 128, 0.06, { swing: 0.015 }),
  price("Rebar", "$/ton", 720, 0.03, { spike: 0.45 }),
  price("Structural steel", "$/ton", 2900, 0.025, { spike: 0.55 }),
  price("Lumber", "$/MBF", 480, 0.0, { spike: 1.1, swing: 0.06, wobble: 0.04 }),
  price("Copper wire", "$/100 ft", 38, 0.05, { wobble: 0.02 }),
  price("Drywall", "$/MSF", 380, 0.055, { spike: 0.2 }),
  price("Diesel", "$/gal", 3.05, 0.03, { spike: 0.6, swing: 0.05, wobble: 0.03 }),
  price("PVC pipe", "$/100 ft", 95, 0.04, { spike: 0.5 }),
];

const firstMonth = { year: 2020, month: 1 };
export const sampleMonths = 82; // Jan 2020 – Oct 2026

/** A fixed wobble in [-1, 1] per series and month (no random numbers: the seed writes the same each run). */
const wobble = (n: number, i: number) =>
  Math.sin(n * 12.9898 + i * 78.233) * 0.5 + Math.sin(i * 1.7 + n) * 0.5;

export function samplePoints(sample: Sample, n: number): MarketPoint[] {
  const out: MarketPoint[] = [];
  for (let i = 0; i < sampleMonths; i++) {
    const years = i / 12;
    const m = (firstMonth.month - 1 + i) % 12;
    const year = firstMonth.year + Math.floor((firstMonth.month - 1 + i) / 12);
    // The spike rises through 2021 and fades by the end of 2022 (months 12–35).
    const spike = sample.spike && i >= 12 && i < 36 ? sample.spike * Math.sin(((i - 12) / 24) * Math.PI) : 0;
    const value =
      sample.start *
      (1 + sample.growth) ** years *
      (1 + (sample.swing ?? 0) * Math.sin((m / 12) * 2 * Math.PI)) *
      (1 + spike) *
      (1 + (sample.wobble ?? 0) * wobble(n, i));
    const digits = value < 10 ? 3 : 2;
    out.push({
      period: `${year}-${String(m + 1).padStart(2, "0")}-01`,
      value: Number(value.toFixed(digits)),
    });
  }
  return out;
}

export async function seedMarket(tx: DbOrTx): Promise<number> {
  let created = 0;
  for (const [i, sample] of sampleMarketSeries.entries()) {
    const [row] = await tx
      .insert(schema.marketSeries)
      .values({
        uid: uid(i + 1),
        name: sample.name,
        kind: sample.kind,
        unit: sample.unit,
        region: sample.region ?? "national",
        metro: sample.metro ?? null,
        buildingType: sample.buildingType ?? null,
        source: "Plinth sample data (illustrative)",
        isSample: true,
      })
      .onConflictDoNothing()
      .returning({ uid: schema.marketSeries.uid });
    if (!row) continue;
    const points = samplePoints(sample, i + 1).map((p) => ({ seriesUid: row.uid, ...p }));
    await tx.insert(schema.marketPoints).values(points);
    created++;
  }
  return created;
}
