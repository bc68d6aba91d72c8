import { describe, expect, it } from "vitest";
import { barGroupText } from "@/components/charts/bar-chart";
import { boxRowText } from "@/components/charts/box-plot";
import {
  basisFigure,
  basisLabel,
  factorLine,
  formatDeviation,
  standardBases,
} from "@/components/comparison/format";
import { sharedMetrics } from "@/components/comparison/pick/selection";
import { barData, boxData } from "@/components/comparison/view/comparison-charts";
import { type ComparisonDto, type ComparisonRowDto, comparisonBases } from "@/lib/contract/comparison";

// The comparison pages' pure pieces: the words of figures and factors, the bases a selection shares, and
// how the table becomes the charts' rows (what they draw and what a screen reader hears).

const row = (
  division: string,
  label: string,
  values: (number | null)[],
  extra: Partial<ComparisonRowDto> = {},
) =>
  ({
    kind: "division",
    division,
    label,
    values,
    outliers: values.map(() => false),
    count: 2,
    average_cents: 150,
    median_cents: 150,
    p25_cents: 125,
    p75_cents: 175,
    min_cents: 100,
    max_cents: 200,
    reference_cents: values.at(-1) ?? null,
    deviation_cents: null,
    deviation_ratio: null,
    reference_outlier: false,
    ...extra,
  }) as ComparisonRowDto;

const item = (uid: string, name: string, is_reference = false) =>
  ({ uid, name, is_reference, kind: is_reference ? "estimate" : "record" }) as ComparisonDto["items"][number];

const comparison = {
  basis: "gsf",
  items: [item("a", "Alpha"), item("b", "Bravo"), item("r", "Ref", true)],
  table: {
    rows: [
      row("03", "03 Concrete", [100, 200, 400], { outliers: [false, false, true] }),
      row("", "Unassigned", [null, null, null], { median_cents: null, min_cents: null, max_cents: null }),
      { ...row("markups", "Markups", [null, null, 50]), kind: "markups" },
    ],
  },
} as unknown as ComparisonDto;

describe("comparison words", () => {
  it("writes figures on the basis: whole dollars for totals, cents per metric", () => {
    expect(basisFigure("total", 123_456_789)).toBe("$1,234,568");
    expect(basisFigure("gsf", 24_537)).toBe("$245.37");
    expect(basisFigure("gsf", null)).toBe("—");
    expect(basisLabel("unit")).toBe("$/unit");
    expect(basisLabel("acres")).toBe("$/acres");
    // The pages' copy of the bases (kept apart from zod) is the contract's list.
    expect(standardBases).toEqual(comparisonBases);
  });

  it("writes deviations with a sign and a real minus", () => {
    expect(formatDeviation(0.125)).toBe("+12.5%");
    expect(formatDeviation(-0.03)).toBe("−3.0%");
    expect(formatDeviation(0)).toBe("0.0%");
    expect(formatDeviation(null)).toBe("—");
  });

  it("words a factor as the project record page does", () => {
    expect(factorLine({ kind: "time", factor: 1.0843, detail: "236.45 / 218.07" })).toBe(
      "Time × 1.084 — 236.45 / 218.07",
    );
    expect(
      factorLine({ kind: "location", factor: 0.93, detail: "Houston, TX 93 / National average 100" }),
    ).toBe("Location × 0.93 — Houston, TX 93 / National average 100");
  });
});

describe("bases a selection shares", () => {
  it("keeps the metrics every record has, plural metrics as their singular basis", () => {
    const picked = (uid: string, metrics: Record<string, number>) => ({
      kind: "record" as const,
      uid,
      name: uid,
      detail: "",
      metrics,
    });
    expect(
      sharedMetrics([picked("a", { gsf: 1, units: 2, acres: 3 }), picked("b", { gsf: 1, units: 4 })]),
    ).toEqual(["gsf", "unit"]);
    expect(sharedMetrics([])).toEqual([]);
  });
});

describe("charts from the table", () => {
  it("bars per division: the median and the reference, not markups", () => {
    const { series, groups } = barData(comparison);
    expect(series.map((s) => s.key)).toEqual(["median", "reference"]);
    expect(groups.map((g) => g.label)).toEqual(["03 Concrete", "Unassigned"]);
    expect(barGroupText(groups[0]!, series, (v) => `$${v}`)).toBe("03 Concrete: Median $150, Ref $400");
  });

  it("boxes per division with a value: benchmark items as dots, the reference as the marker", () => {
    const rows = boxData(comparison);
    expect(rows).toHaveLength(1);
    const concrete = rows[0]!;
    expect(concrete.points?.map((p) => p.label)).toEqual(["Alpha", "Bravo"]);
    expect(concrete.marker).toEqual({ label: "Ref", value: 400 });
    expect(boxRowText(concrete, (v) => `$${v}`)).toBe(
      "03 Concrete: median $150; P25–P75 $125–$175; min $100, max $200; Ref $400",
    );
  });
});
