import { describe, expect, it } from "vitest";
import { parseRecordFilters, readRecordFilters } from "@/lib/contract/record-filters";
import {
  centsToDollarParam,
  emptyRecordFilters,
  filterMessages,
  filtersToSearchParams,
  hasActiveFilters,
  type RecordFilters,
} from "@/lib/domain/project/filters";

const uidA = "3f2504e0-4f89-11d3-9a0c-0305e82c3301";
const uidB = "9b2c7d1e-0000-4000-8000-000000000002";

function ok(query: string): RecordFilters {
  const parsed = parseRecordFilters(new URLSearchParams(query));
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.filters;
}

function errors(query: string) {
  const parsed = parseRecordFilters(new URLSearchParams(query));
  if (parsed.ok) throw new Error("expected errors");
  return parsed.errors;
}

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

describe("record filters", () => {
  it("reads an empty query as the defaults", () => {
    expect(ok("")).toEqual(emptyRecordFilters);
  });

  it("reads repeatable parameters as arrays, dollars as cents, and normalises case", () => {
    const f = ok(
      `q=+Tower+&building_type=${uidA.toUpperCase()}&building_type=${uidB}&state=tx&state=CA&metro=Houston-TX` +
        "&stage=bid&stage=final&tag=hospital&tag=hospital&cpg_min=250.5&cpg_max=400&gsf_min=1000&gsf_max=2500.5" +
        "&from=2020-01-01&to=2024-12-31&near_lat=29.76&near_lng=-95.37&radius_mi=25&sort=-total&limit=100" +
        "&cursor=abc&target_date=2026-06-01&target_location=houston-tx",
    );
    expect(f).toEqual({
      q: "Tower",
      building_type: [uidA, uidB],
      state: ["TX", "CA"],
      metro: ["houston-tx"],
      stage: ["bid", "final"],
      tag: ["hospital"],
      cpg_min_cents: 25050,
      cpg_max_cents: 40000,
      gsf_min: 1000,
      gsf_max: 2500.5,
      from: "2020-01-01",
      to: "2024-12-31",
      near_lat: 29.76,
      near_lng: -95.37,
      radius_mi: 25,
      sort: "-total",
      limit: 100,
      cursor: "abc",
      target_date: "2026-06-01",
      target_location: "houston-tx",
    });
  });

  it("names each bad parameter with a clear message", () => {
    expect(
      errors(
        "stage=bid&stage=draft&sort=price&limit=500&from=2020-13-01&cpg_min=1.234&building_type=nope&state=Texas&near_lat=91",
      ),
    ).toEqual({
      stage: filterMessages.stage,
      sort: filterMessages.sort,
      limit: filterMessages.limit,
      from: filterMessages.date,
      cpg_min: filterMessages.cents,
      building_type: filterMessages.uid,
      state: filterMessages.state,
      near_lat: filterMessages.latitude,
    });
    expect(errors("limit=0")).toEqual({ limit: "Must be a whole number from 1 to 200" });
    expect(errors("gsf_min=-1")).toEqual({ gsf_min: filterMessages.nonNegative });
    expect(errors("radius_mi=0&near_lat=1&near_lng=1")).toEqual({ radius_mi: filterMessages.radius });
  });

  it("checks ranges and the radius triple together", () => {
    expect(errors("from=2024-01-01&to=2023-01-01")).toEqual({ to: filterMessages.to });
    expect(errors("gsf_min=10&gsf_max=5")).toEqual({ gsf_max: filterMessages.gsfMax });
    expect(errors("cpg_min=300&cpg_max=200")).toEqual({ cpg_max: filterMessages.cpgMax });
    expect(errors("near_lat=29&near_lng=-95")).toEqual({ radius_mi: filterMessages.near });
    expect(errors("radius_mi=10")).toEqual({ near_lat: filterMessages.near });
  });

  it("converts cents to dollar parameters exactly", () => {
    expect(centsToDollarParam(25050)).toBe("250.5");
    expect(centsToDollarParam(25000)).toBe("250");
    expect(centsToDollarParam(5)).toBe("0.05");
    expect(centsToDollarParam(12345)).toBe("123.45");
  });

  it("leaves defaults and empty values out of the URL", () => {
    expect(filtersToSearchParams(emptyRecordFilters).toString()).toBe("");
    expect(filtersToSearchParams({ stage: ["bid"], cursor: "x" }, { omitCursor: true }).toString()).toBe(
      "stage=bid",
    );
    expect(filtersToSearchParams(emptyRecordFilters, { omitDefaults: false }).toString()).toBe(
      "sort=-cost_basis_date&limit=50",
    );
  });

  it("round-trips random filters: parse(toParams(f)) = f", () => {
    const next = rng(20261122);
    const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
    const some = <T>(items: readonly T[]) => [...new Set(items.filter(() => next() < 0.3))];
    for (let i = 0; i < 500; i++) {
      const f: RecordFilters = {
        ...emptyRecordFilters,
        building_type: some([uidA, uidB]),
        state: some(["TX", "CA", "NY", "WA"]),
        metro: some(["houston-tx", "austin-tx", "seattle-wa"]),
        stage: some(["conceptual", "bid", "gmp", "final"] as const),
        tag: some(["a b", "hospital", "x&y=z", "ünï"]),
        sort: pick([
          "-cost_basis_date",
          "total",
          "-cost_per_gsf",
          "gsf",
          "project_name",
          "-updated_at",
        ] as const),
        limit: 1 + Math.floor(next() * 200),
      };
      if (next() < 0.5) f.q = pick(["tower", "St. Mary's & Co", "50% done"]);
      if (next() < 0.5) {
        f.near_lat = Math.round((next() * 180 - 90) * 1e4) / 1e4;
        f.near_lng = Math.round((next() * 360 - 180) * 1e4) / 1e4;
        f.radius_mi = 1 + Math.floor(next() * 500);
      }
      if (next() < 0.5) {
        f.from = `20${10 + Math.floor(next() * 10)}-0${1 + Math.floor(next() * 9)}-1${Math.floor(next() * 10)}`;
        f.to = "2030-12-31";
      }
      if (next() < 0.5) {
        f.cpg_min_cents = Math.floor(next() * 50_000);
        f.cpg_max_cents = f.cpg_min_cents + Math.floor(next() * 100_000);
      }
      if (next() < 0.5) {
        f.gsf_min = Math.floor(next() * 100_000);
        f.gsf_max = f.gsf_min + Math.round(next() * 1e7) / 100;
      }
      if (next() < 0.3) f.cursor = "eyJ2IjoxfQ";
      if (next() < 0.3) f.target_date = "2026-01-01";
      if (next() < 0.3) f.target_location = pick(["national", "TX", "houston-tx"]);
      const params = filtersToSearchParams(f);
      expect(ok(params.toString())).toEqual(f);
      // And through the page's lenient reader.
      expect(readRecordFilters(params).filters).toEqual(f);
    }
  });

  it("the lenient reader drops bad parameters and keeps the rest", () => {
    const { filters, errors: e } = readRecordFilters(
      new URLSearchParams("q=a&stage=nope&near_lat=10&limit=9"),
    );
    expect(filters).toEqual({ ...emptyRecordFilters, q: "a", limit: 9 });
    expect(e.stage).toBe(filterMessages.stage);
  });

  it("knows when filters narrow the list", () => {
    expect(hasActiveFilters(emptyRecordFilters)).toBe(false);
    expect(hasActiveFilters({ ...emptyRecordFilters, target_date: "2026-01-01" })).toBe(false);
    expect(hasActiveFilters({ ...emptyRecordFilters, stage: ["bid"] })).toBe(true);
  });
});
