import { describe, expect, it } from "vitest";
import { changesOf, formatChange, percentChange } from "@/lib/domain/market/change";
import { checkPointRow, parsePointsCsv, readPeriod } from "@/lib/domain/market/csv";
import { seriesCsv } from "@/lib/domain/market/export";
import {
  inRange,
  type MarketFilters,
  marketFiltersQuery,
  readMarketFilters,
} from "@/lib/domain/market/filters";
import {
  chartedSeries,
  listedSeries,
  metroOptions,
  monthNumber,
  monthTicks,
  type SeriesInfo,
} from "@/lib/domain/market/selection";
import { addMonths, regionOfState, stateOfMetroKey } from "@/lib/domain/market/series";

const monthly = (values: number[], start = "2024-01") =>
  values.map((value, i) => ({ period: `${addMonths(start, i)}-01`, value }));

describe("percentChange", () => {
  it("compares the latest month with the month n months before", () => {
    const points = monthly([100, 102, 104, 110]);
    expect(percentChange(points, 1)).toBe(5.8); // 110 / 104
    expect(percentChange(points, 3)).toBe(10);
    expect(percentChange(points, 12)).toBeNull();
  });

  it("reads points in any order, over a year boundary", () => {
    const points = monthly([200, ...Array(11).fill(210), 250], "2024-12").reverse();
    expect(percentChange(points, 12)).toBe(25);
    expect(changesOf(points)).toEqual({ m1: 19, m3: 19, m12: 25 });
  });

  it("has no figure across a gap, for an empty series or a zero base", () => {
    const gap = [
      { period: "2024-01-01", value: 100 },
      { period: "2024-03-01", value: 120 },
    ];
    expect(percentChange(gap, 1)).toBeNull();
    expect(percentChange(gap, 2)).toBe(20);
    expect(percentChange([], 1)).toBeNull();
    expect(percentChange(monthly([0, 5]), 1)).toBeNull();
  });

  it("rounds to one decimal and formats with a sign", () => {
    expect(percentChange(monthly([3, 2]), 1)).toBe(-33.3);
    expect(formatChange(-33.3)).toBe("−33.3%");
    expect(formatChange(2)).toBe("+2.0%");
    expect(formatChange(0)).toBe("0.0%");
    expect(formatChange(null)).toBe("—");
  });
});

describe("CSV rows of market points", () => {
  it("reads months in three spellings", () => {
    expect(readPeriod("2024-3")).toBe("2024-03-01");
    expect(readPeriod("2024-03-15")).toBe("2024-03-01");
    expect(readPeriod("2024-02-30")).toBeNull();
    expect(readPeriod("03/2024")).toBeNull();
  });

  it("names every bad cell of a row by row and column", () => {
    expect(checkPointRow(7, { period: "", value: "-3" }).errors).toEqual([
      "Row 7, column period: is required",
      "Row 7, column value: must be a positive number",
    ]);
    expect(checkPointRow(2, { period: "2024-01", value: "1,250.50" })).toEqual({
      point: { period: "2024-01-01", value: 1250.5 },
      errors: [],
    });
  });

  it("accepts a clean file, sorted, and refuses a file with bad rows as a whole", () => {
    expect(parsePointsCsv("Month,Price\n2024-02,2\n2024-01,1")).toEqual({
      ok: true,
      points: [
        { period: "2024-01-01", value: 1 },
        { period: "2024-02-01", value: 2 },
      ],
    });
    const bad = parsePointsCsv("period,value\n2024-01,1\n2024-01,2\nsoon,3");
    expect(bad).toEqual({
      ok: false,
      message: "2 errors; nothing was imported. Row 3, column period: repeats the month of row 2",
      errors: [
        "Row 3, column period: repeats the month of row 2",
        'Row 4, column period: "soon" is not a month (use YYYY-MM)',
      ],
    });
    expect(parsePointsCsv("when,value\n2024-01,1")).toMatchObject({
      ok: false,
      message: 'The header row has no "period" column',
    });
  });
});

describe("the page's filters and export", () => {
  it("round-trips through the URL and drops what is malformed", () => {
    const uid = "00000000-0000-4000-a000-000000000001";
    const search = new URLSearchParams(
      `region=south&metro=houston-tx&series=${uid}&series=junk&building_type=Multifamily&from=2025-06&to=2024-01`,
    );
    const filters = readMarketFilters(search);
    expect(filters).toEqual({
      region: "south",
      metro: "houston-tx",
      series: [uid],
      buildingType: "Multifamily",
      from: "2024-01",
      to: "2025-06",
    });
    expect(readMarketFilters(new URLSearchParams(marketFiltersQuery(filters)))).toEqual(filters);
    expect(readMarketFilters(new URLSearchParams("region=mars&from=2024-13")).region).toBeNull();
    expect(inRange("2024-01-01", filters)).toBe(true);
    expect(inRange("2023-12-01", filters)).toBe(false);
  });

  it("writes one CSV row per series and month, quoting and defusing cells", () => {
    const csv = seriesCsv([
      { name: "=Steel, structural", unit: "$/ton", is_sample: true, points: monthly([1, 2]) },
    ]);
    expect(csv).toBe(
      "series,unit,period,value,sample_data\r\n" +
        `"'=Steel, structural",$/ton,2024-01,1,yes\r\n` +
        `"'=Steel, structural",$/ton,2024-02,2,yes\r\n`,
    );
  });

  it("knows the Census region of a metro's state", () => {
    expect(stateOfMetroKey("houston-tx")).toBe("TX");
    expect(regionOfState("TX")).toBe("south");
    expect(regionOfState("ZZ")).toBeNull();
  });
});

describe("which series the page charts", () => {
  const s = (uid: string, extra: Partial<SeriesInfo> = {}): SeriesInfo => ({
    uid,
    name: uid,
    kind: "cost_index",
    region: "national",
    metro: null,
    metro_label: null,
    building_type: null,
    ...extra,
  });
  const all = [
    s("national"),
    s("south", { region: "south" }),
    s("west", { region: "west" }),
    s("houston", { region: "south", metro: "houston-tx", metro_label: "Houston, TX" }),
    s("mf", { building_type: "Multifamily" }),
  ];
  const f = (change: Partial<MarketFilters> = {}) => ({
    ...readMarketFilters(new URLSearchParams()),
    ...change,
  });
  const uids = (list: SeriesInfo[]) => list.map((x) => x.uid);

  it("charts national and regional indexes without filters", () => {
    expect(uids(chartedSeries(all, "cost_index", f()))).toEqual(["national", "south", "west"]);
  });

  it("narrows to the region and metro chosen, and follows the URL's choice", () => {
    const south = f({ region: "south", metro: "houston-tx" });
    expect(uids(listedSeries(all, "cost_index", south))).toEqual(["national", "south", "houston", "mf"]);
    expect(uids(chartedSeries(all, "cost_index", south))).toEqual(["national", "south", "houston"]);
    expect(uids(chartedSeries(all, "cost_index", { ...south, series: ["mf", "west"] }))).toEqual(["mf"]);
    expect(metroOptions(all, "west")).toEqual([]);
    expect(metroOptions(all, null)).toEqual([{ value: "houston-tx", label: "Houston, TX" }]);
  });
});

describe("month ticks", () => {
  it("puts labels on Januaries for a span of years, on quarters for a year", () => {
    const span = (from: string, n: number) => Array.from({ length: n }, (_, i) => monthNumber(from) + i);
    expect(monthTicks(span("2020-01-01", 82), 8).map((m) => m % 12)).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect(monthTicks(span("2024-02-01", 12), 8).map((m) => (m % 12) + 1)).toEqual([4, 7, 10, 1]);
  });
});
