import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { basisLabel, basisMetric, basisValue, estimateMetrics } from "@/lib/domain/comparison/basis";
import { itemFactors } from "@/lib/domain/comparison/factors";
import { censusRegion, sizeBand } from "@/lib/domain/comparison/regions";
import { benchmark, comparisonTable, outlierFences, type TableItem } from "@/lib/domain/comparison/table";
import {
  buildLocationTable,
  normalisedCents,
  normalisedPerMetric,
  recordFactors,
  resolveTargetLocation,
} from "@/lib/domain/project/normalise";
import { prepareSeries } from "@/lib/domain/reference/normalisation";
import { sampleIndexPoints, sampleLocationIndexes } from "@/lib/domain/reference/samples";

const item = (over: Partial<TableItem> = {}): TableItem => ({
  classification: "masterformat",
  isReference: false,
  divisions: new Map(),
  totalCents: 0,
  markupsCents: null,
  basisValue: null,
  factors: [],
  ...over,
});

describe("benchmark columns (by hand)", () => {
  it("five values: average, median, quartiles, min, max and Tukey's fences", () => {
    // Sorted 100 200 300 400 1000. Average 2000 / 5 = 400. Median: the 3rd, 300.
    // P25 at rank (5 − 1) × 0.25 = 1 → 200; P75 at rank 3 → 400. IQR 200: fences −100 … 700.
    const b = benchmark([400, 100, 1000, 300, 200]);
    expect(b).toEqual({
      count: 5,
      average_cents: 400,
      median_cents: 300,
      p25_cents: 200,
      p75_cents: 400,
      min_cents: 100,
      max_cents: 1000,
    });
    expect(outlierFences(b)).toEqual({ low: -100, high: 700 });
  });

  it("four values interpolate between ranks and round half away from zero", () => {
    // Sorted 10 20 30 40. Median at rank 1.5 → 25. P25 at rank 0.75 → 10 + 0.75 × 10 = 17.5 → 18.
    // P75 at rank 2.25 → 30 + 0.25 × 10 = 32.5 → 33. Average 100 / 4 = 25.
    expect(benchmark([40, 10, 30, 20])).toMatchObject({
      median_cents: 25,
      p25_cents: 18,
      p75_cents: 33,
      average_cents: 25,
    });
    // Negative amounts (credits) round away from zero too: −10 −20 → average −15, P25 −17.5 → −18.
    expect(benchmark([-10, -20])).toMatchObject({ average_cents: -15, p25_cents: -18, p75_cents: -13 });
  });

  it("no values: nulls; fewer than four: no outliers", () => {
    expect(benchmark([])).toMatchObject({ count: 0, median_cents: null, min_cents: null });
    expect(outlierFences(benchmark([1, 2, 1000]))).toBeNull();
  });
});

describe("the comparison table", () => {
  const records = [100, 200, 300, 400, 1000].map((cents) =>
    item({ divisions: new Map([["03", cents]]), totalCents: cents * 2 }),
  );
  const reference = item({
    isReference: true,
    divisions: new Map([
      ["03", 900],
      ["09", 50],
    ]),
    totalCents: 1000,
    markupsCents: 50,
  });

  it("benchmarks leave the reference out; it gets its deviation from the median and its outlier flag", () => {
    const t = comparisonTable([...records, reference], true);
    const concrete = t.rows.find((r) => r.division === "03")!;
    expect(concrete.label).toBe("03 Concrete");
    expect(concrete.count).toBe(5);
    expect(concrete.median_cents).toBe(300);
    expect(concrete.reference_cents).toBe(900);
    expect(concrete.deviation_cents).toBe(600);
    expect(concrete.deviation_ratio).toBe(2);
    expect(concrete.reference_outlier).toBe(true);
    expect(concrete.outliers).toEqual([false, false, false, false, true, true]);
    // Division 09 only the reference has: no benchmark, no deviation.
    const finishes = t.rows.find((r) => r.division === "09")!;
    expect(finishes).toMatchObject({ count: 0, median_cents: null, deviation_cents: null });
    // Markups (estimates only), then the totals row over every item's total.
    expect(t.rows.at(-1)).toMatchObject({ kind: "markups", values: [null, null, null, null, null, 50] });
    expect(t.totals.values).toEqual([200, 400, 600, 800, 2000, 1000]);
    expect(t.totals.median_cents).toBe(600);
  });

  it("divides by the basis metric; an item without it has no value", () => {
    const t = comparisonTable(
      [item({ totalCents: 1_000_000, basisValue: 3 }), item({ totalCents: 500, basisValue: null })],
      false,
    );
    // 1,000,000 / 3 = 333,333.33… → 333,333 cents.
    expect(t.totals.values).toEqual([333_333, null]);
  });

  it("rows are UniFormat only when every item is; the unassigned division comes last", () => {
    const uni = (d: string) => item({ classification: "uniformat", divisions: new Map([[d, 1]]) });
    expect(comparisonTable([uni("B20"), uni("A10")], true)).toMatchObject({
      classification: "uniformat",
      mixed_classifications: false,
    });
    const mixed = comparisonTable(
      [
        uni("B20"),
        item({
          divisions: new Map([
            ["", 5],
            ["03", 1],
          ]),
        }),
      ],
      true,
    );
    expect(mixed.classification).toBe("masterformat");
    expect(mixed.mixed_classifications).toBe(true);
    expect(mixed.rows.map((r) => r.division)).toEqual(["03", "B20", ""]);
  });
});

describe("bases and similarity", () => {
  it("reads the records' plural metrics and any metric name", () => {
    expect(basisMetric("unit")).toBe("units");
    expect(basisMetric("acres")).toBe("acres");
    expect(basisMetric("total")).toBeNull();
    expect(basisLabel("gsf")).toBe("$/GSF");
    expect(basisLabel("key")).toBe("$/key");
    expect(basisValue({ units: 120 }, "unit")).toBe(120);
    expect(basisValue({ gsf: 0 }, "gsf")).toBeNull();
    expect(estimateMetrics({ GSF: 1000, UNITS: 12 })).toEqual({ gsf: 1000, units: 12 });
  });

  it("regions and the size band", () => {
    expect(censusRegion("tx")?.name).toBe("South");
    expect(censusRegion("PR")).toBeNull();
    expect(sizeBand(100_000)).toEqual({ from: 50_000, to: 200_000 });
    expect(sizeBand(null)).toBeNull();
  });
});

describe("normalisation is the project database's", () => {
  const series = prepareSeries({ frequency: "monthly", points: sampleIndexPoints() });
  const table = buildLocationTable(sampleLocationIndexes);
  const keys = ["national", ...sampleLocationIndexes.map((l) => l.key)];
  const day = fc
    .record({
      y: fc.integer({ min: 2015, max: 2026 }),
      m: fc.integer({ min: 1, max: 9 }),
      d: fc.integer({ min: 1, max: 28 }),
    })
    .map(({ y, m, d }) => `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`);
  const where = fc.record({
    cost_basis_date: day,
    metro: fc.option(
      fc.constantFrom(...sampleLocationIndexes.filter((l) => l.kind === "metro").map((l) => l.key)),
    ),
    state: fc.option(fc.constantFrom("TX", "CA", "NY", "ZZ")),
  });

  it("a record's figures in a comparison equal the record page's for the same date and place", () => {
    fc.assert(
      fc.property(
        where,
        fc.option(day),
        fc.option(fc.constantFrom(...keys)),
        fc.array(fc.integer({ min: -1e9, max: 1e11 }), { minLength: 1, maxLength: 6 }),
        fc.option(fc.double({ min: 1, max: 2e6, noNaN: true })),
        (rec, date, locationKey, amounts, gsf) => {
          const location = locationKey ? resolveTargetLocation(table, locationKey) : null;
          const targets = { series, table, date, location };
          // What the record page computes (lib/server/project/records.ts getRecord, dto.ts normalisedDto).
          const page = recordFactors(rec, { date, location }, series, table);
          const total = amounts.reduce((a, b) => a + b, 0);
          // What the comparison computes.
          const f = itemFactors(rec, targets);
          const divisions = new Map(amounts.map((a, i) => [String(i).padStart(2, "0"), a]));
          const perTotal = comparisonTable(
            [item({ divisions, totalCents: total, factors: f.factors })],
            true,
          );
          const perGsf = comparisonTable(
            [item({ divisions, totalCents: total, basisValue: gsf, factors: f.factors })],
            false,
          );
          if (date || location) expect(f).toEqual(page);
          expect(perTotal.totals.values[0]).toBe(normalisedCents(total, page.factors));
          expect(perGsf.totals.values[0]).toBe(normalisedPerMetric(total, gsf, page.factors));
          amounts.forEach((a, i) => {
            expect(perTotal.rows[i]!.values[0]).toBe(normalisedCents(a, page.factors));
          });
        },
      ),
      { numRuns: 100, seed: 15 },
    );
  });
});
