import { describe, expect, it } from "vitest";
import { boundingBox, haversineMiles, inBox } from "@/lib/domain/project/geo";
import {
  buildLocationTable,
  normalisedCents,
  normalisedPerMetric,
  recordFactors,
  recordLocation,
  resolveTargetLocation,
} from "@/lib/domain/project/normalise";
import {
  costDivision,
  costDivisionLabel,
  deriveRecord,
  divisionShares,
  perMetricCosts,
} from "@/lib/domain/project/record";
import {
  histogramCents,
  percentileCents,
  percentileSorted,
  quartilesCents,
} from "@/lib/domain/project/stats";
import {
  applyFactors,
  type Factor,
  locationFactor,
  prepareSeries,
  timeFactor,
} from "@/lib/domain/reference/normalisation";
import { sampleIndexPoints } from "@/lib/domain/reference/samples";

// Seeded generator (mulberry32): the same cases on every run.
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const next = rng(5);
const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
const isoMonth = (y: number, m: number) =>
  `${y}-${String(m).padStart(2, "0")}-${String(int(1, 28)).padStart(2, "0")}`;
const randomDate = () => isoMonth(int(2015, 2026), int(1, 9));

const series = prepareSeries({ frequency: "monthly", points: sampleIndexPoints() });
const table = buildLocationTable([
  { kind: "metro", key: "houston-tx", label: "Houston", value: 87.2 },
  { kind: "metro", key: "new-york-ny", label: "New York", value: 131.5 },
  { kind: "state", key: "TX", label: "Texas", value: 85.7 },
  { kind: "state", key: "NY", label: "New York State", value: 118 },
]);

describe("record derivation", () => {
  it("sums the lines to the cent and rounds $/GSF half away from zero", () => {
    const d = deriveRecord(
      [
        { cost_code: "03 30 00", amount_cents: 1_234_567 },
        { cost_code: "03 10 00", amount_cents: 100 },
        { cost_code: "B2010", amount_cents: 333 },
        { cost_code: "GC-1", amount_cents: 0 },
      ],
      { gsf: 2, units: 10 },
    );
    expect(d.total_cents).toBe(1_235_000);
    expect(d.cost_per_gsf_cents).toBe(617_500);
    expect(d.lines.map((l) => l.division)).toEqual(["03", "03", "B20", "GC"]);
    expect(deriveRecord([{ cost_code: "01", amount_cents: 5 }], { gsf: 2 }).cost_per_gsf_cents).toBe(3);
    expect(deriveRecord([{ cost_code: "01", amount_cents: -5 }], { gsf: 2 }).cost_per_gsf_cents).toBe(-3);
    expect(deriveRecord([{ cost_code: "01", amount_cents: 5 }], {}).cost_per_gsf_cents).toBeNull();
  });

  it("labels divisions", () => {
    expect(costDivisionLabel(costDivision("03 30 00"))).toBe("03 Concrete");
    expect(costDivisionLabel("B20")).toMatch(/^B20 /);
    expect(costDivisionLabel("GC")).toBe("GC");
    expect(costDivisionLabel("")).toBe("Unassigned");
  });

  it("division amounts sum to the total exactly (property)", () => {
    const codes = [
      "01 10 00",
      "03 30 00",
      "05 12 00",
      "09 29 00",
      "22 00 00",
      "26 05 00",
      "B2010",
      "D3020",
      "GC",
      "",
    ];
    for (let i = 0; i < 300; i++) {
      const lines = Array.from({ length: int(0, 40) }, () => ({
        cost_code: pick(codes),
        amount_cents: int(-1_000_000, 500_000_000),
      }));
      const gsf = next() < 0.2 ? null : int(1, 500_000) + int(0, 99) / 100;
      const d = deriveRecord(lines, gsf ? { gsf } : {});
      const shares = divisionShares(d.lines, d.gsf);
      expect(shares.reduce((s, x) => s + x.amount_cents, 0)).toBe(d.total_cents);
      if (d.total_cents !== 0) expect(shares.reduce((s, x) => s + x.share, 0)).toBeCloseTo(1, 9);
      expect(new Set(shares.map((s) => s.division)).size).toBe(shares.length);
    }
  });

  it("costs per metric skip missing or zero metrics, standard metrics first", () => {
    expect(perMetricCosts(1_000_000, { stalls: 4, gsf: 1000, custom_rooms: 3, units: 0 })).toEqual([
      { metric: "gsf", label: "GSF", value: 1000, cost_cents: 1000 },
      { metric: "stalls", label: "Stalls", value: 4, cost_cents: 250_000 },
      { metric: "custom_rooms", label: "custom_rooms", value: 3, cost_cents: 333_333 },
    ]);
  });
});

describe("normalisation of a record", () => {
  it("time factors compose and reverse (property)", () => {
    for (let i = 0; i < 500; i++) {
      const [a, b, c] = [randomDate(), randomDate(), randomDate()];
      const ab = timeFactor(series, a, b);
      const bc = timeFactor(series, b, c);
      const ac = timeFactor(series, a, c);
      const ba = timeFactor(series, b, a);
      if (!ab.ok || !bc.ok || !ac.ok || !ba.ok) throw new Error("date outside the sample series");
      expect(ab.factor * bc.factor).toBeCloseTo(ac.factor, 12);
      expect(ab.factor * ba.factor).toBeCloseTo(1, 12);
    }
  });

  it("location factors compose and reverse (property)", () => {
    const places = [...table.metros.values(), ...table.states.values(), { label: "National", value: 100 }];
    for (let i = 0; i < 200; i++) {
      const [a, b, c] = [pick(places), pick(places), pick(places)];
      expect(locationFactor(a, b).factor * locationFactor(b, c).factor).toBeCloseTo(
        locationFactor(a, c).factor,
        12,
      );
      expect(locationFactor(a, b).factor * locationFactor(b, a).factor).toBeCloseTo(1, 12);
    }
  });

  it("moving there and back returns the amount within a cent per rounding (property)", () => {
    for (let i = 0; i < 500; i++) {
      const record = {
        cost_basis_date: randomDate(),
        metro: pick(["houston-tx", "new-york-ny", null]),
        state: pick(["TX", "NY", null]),
      };
      const targetDate = randomDate();
      const target = pick([...table.metros.values(), ...table.states.values()]);
      const there = recordFactors(record, { date: targetDate, location: target }, series, table);
      expect(there.warning).toBeUndefined();
      expect(there.factors.map((f) => f.kind)).toEqual(["time", "location"]);
      const amount = int(0, 10_000_000_000);
      const moved = normalisedCents(amount, there.factors);
      const back: Factor[] = there.factors.map((f) => ({ ...f, factor: 1 / f.factor }));
      const returned = normalisedCents(moved, back);
      // One rounding each way: the error is at most half a cent scaled back, plus half a cent.
      expect(Math.abs(returned - amount)).toBeLessThanOrEqual(Math.ceil(0.5 / there.factor + 0.5));
      // applyFactors rounds once: equal to rounding the exact product.
      expect(moved).toBe(applyFactors(amount, there.factors).cents);
      expect(Math.abs(moved - amount * there.factor)).toBeLessThanOrEqual(0.5 + 1e-6);
    }
  });

  it("shows the factors and picks metro, then state, then national", () => {
    const houston = resolveTargetLocation(table, "houston-tx")!;
    expect(resolveTargetLocation(table, "tx")).toEqual({ label: "Texas", value: 85.7 });
    expect(resolveTargetLocation(table, "national")!.value).toBe(100);
    expect(resolveTargetLocation(table, "nowhere-zz")).toBeNull();
    expect(recordLocation(table, { metro: "houston-tx", state: "TX" }).label).toBe("Houston");
    expect(recordLocation(table, { metro: "austin-tx", state: "TX" }).label).toBe("Texas");
    expect(recordLocation(table, { metro: null, state: "ZZ" }).value).toBe(100);
    const f = recordFactors(
      { cost_basis_date: "2020-01-15", metro: "new-york-ny", state: "NY" },
      { location: houston },
      series,
      table,
    );
    expect(f.label).toBe("× 0.663 location");
    expect(f.factors[0]!.detail).toBe("Houston 87.2 / New York 131.5");
  });

  it("reports a target date outside the series instead of guessing", () => {
    const f = recordFactors(
      { cost_basis_date: "2020-01-15", metro: null, state: null },
      { date: "2040-01-01" },
      series,
      table,
    );
    expect(f.factors).toEqual([]);
    expect(f.factor).toBe(1);
    expect(f.warning).toBe("The index series has no value for 2040-01");
    expect(
      recordFactors(
        { cost_basis_date: "2020-01-15", metro: null, state: null },
        { date: "2024-01-01" },
        null,
        table,
      ).warning,
    ).toBe("No cost index series to move costs in time");
  });

  it("normalised $/GSF comes from the exact total", () => {
    const factors: Factor[] = [{ kind: "location", factor: 1.1, detail: "" }];
    expect(normalisedPerMetric(1_000_001, 3, factors)).toBe(Math.round((1_000_001 / 3) * 1.1));
    expect(normalisedPerMetric(100, null, factors)).toBeNull();
  });
});

describe("percentiles and histogram", () => {
  it("match a sorted reference (property)", () => {
    for (let i = 0; i < 300; i++) {
      const values = Array.from({ length: int(1, 200) }, () => int(1000, 200_000));
      const sorted = [...values].sort((a, b) => a - b);
      const n = sorted.length;
      // Reference: the median of a sorted list, the classic way.
      const median = n % 2 ? sorted[(n - 1) / 2]! : (sorted[n / 2 - 1]! + sorted[n / 2]!) / 2;
      expect(percentileSorted(sorted, 0.5)).toBeCloseTo(median, 9);
      const q = quartilesCents(values);
      expect(q.median).toBe(Math.floor(median + 0.5));
      for (const p of [0.25, 0.75]) {
        const pos = (n - 1) * p;
        const ref =
          sorted[Math.floor(pos)]! +
          (sorted[Math.ceil(pos)]! - sorted[Math.floor(pos)]!) * (pos - Math.floor(pos));
        expect(percentileCents(values, p)).toBe(Math.floor(ref + 0.5 + 1e-9));
      }
      expect(q.p25!).toBeLessThanOrEqual(q.median!);
      expect(q.median!).toBeLessThanOrEqual(q.p75!);
      const buckets = histogramCents(values);
      expect(buckets.reduce((s, b) => s + b.count, 0)).toBe(n);
      expect(buckets.length).toBeLessThanOrEqual(21);
      for (const v of values) {
        const inside = buckets.filter(
          (b) => v >= b.from_cents && (v < b.to_cents || (b === buckets.at(-1) && v <= b.to_cents)),
        );
        expect(inside.length).toBe(1);
      }
    }
  });

  it("handles empty and single-value sets", () => {
    expect(quartilesCents([])).toEqual({ median: null, p25: null, p75: null });
    expect(quartilesCents([12_345])).toEqual({ median: 12_345, p25: 12_345, p75: 12_345 });
    expect(histogramCents([])).toEqual([]);
    expect(histogramCents([500, 500])).toEqual([{ from_cents: 500, to_cents: 501, count: 2 }]);
  });

  it("uses nice bucket widths", () => {
    const buckets = histogramCents([20_000, 35_000, 61_234]);
    expect(buckets[0]!.from_cents).toBe(20_000);
    expect(buckets[0]!.to_cents - buckets[0]!.from_cents).toBe(2500);
  });
});

describe("radius", () => {
  it("measures known distances", () => {
    // Houston → Dallas ≈ 225 miles; New York → Los Angeles ≈ 2,445 miles.
    expect(haversineMiles(29.7604, -95.3698, 32.7767, -96.797)).toBeCloseTo(225, -1);
    expect(haversineMiles(40.7128, -74.006, 34.0522, -118.2437)).toBeGreaterThan(2440);
    expect(haversineMiles(40.7128, -74.006, 34.0522, -118.2437)).toBeLessThan(2452);
    expect(haversineMiles(10, 10, 10, 10)).toBe(0);
  });

  it("the bounding box holds every point within the radius (property)", () => {
    for (let i = 0; i < 2000; i++) {
      const lat = next() * 170 - 85;
      const lng = next() * 360 - 180;
      const radius = 1 + next() * 800;
      const box = boundingBox(lat, lng, radius);
      // A random point near the centre: if it is within the radius, it must be in the box.
      const pLat = Math.max(-90, Math.min(90, lat + (next() - 0.5) * 30));
      let pLng = lng + (next() - 0.5) * 60;
      if (pLng > 180) pLng -= 360;
      if (pLng < -180) pLng += 360;
      if (haversineMiles(lat, lng, pLat, pLng) <= radius) expect(inBox(box, pLat, pLng)).toBe(true);
    }
  });
});
