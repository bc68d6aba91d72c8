import { describe, expect, it } from "vitest";
import { findBuildingTypes } from "@/lib/domain/ai/building-types";
import { findDateRange, parsePoint } from "@/lib/domain/ai/dates";
import { followUp, looksLikeFollowUp, parseAmount, parseQuestion } from "@/lib/domain/ai/parse";
import { findPlaces } from "@/lib/domain/ai/places";

const now = new Date("2026-11-26T12:00:00Z");
const types = (text: string) => findBuildingTypes(text.toLowerCase()).found.map((f) => f.key);
const places = (text: string) => findPlaces(text.toLowerCase(), text).found.map((f) => f.key);
const range = (text: string) => {
  const r = findDateRange(text.toLowerCase(), now).range;
  return r ? { from: r.from, to: r.to } : null;
};

describe("building types and synonyms", () => {
  it.each([
    ["mid-rise multifamily", ["multifamily.podium-mid-rise"]],
    ["midrise apartments", ["multifamily.podium-mid-rise"]],
    ["5-over-1", ["multifamily.podium-mid-rise"]],
    ["podium", ["multifamily.podium-mid-rise"]],
    ["high-rise condos", ["multifamily.high-rise"]],
    ["garden-style apartments", ["multifamily.garden"]],
    ["assisted living", ["multifamily.senior-living"]],
    ["mid-rise office", ["office.mid-rise"]],
    ["office tower", ["office.high-rise"]],
    ["tenant improvements", ["office.tenant-improvement"]],
    ["medical office buildings", ["office.medical-office"]],
    ["surgery centers", ["healthcare.ambulatory-surgery"]],
    ["high schools", ["education.k-12-high-school"]],
    ["residence halls", ["education.dormitory"]],
    ["distribution centers", ["industrial.warehouse-distribution"]],
    ["data centres", ["industrial.data-center"]],
    ["parking garages", ["parking.structured"]],
    ["apartments", ["multifamily"]],
    ["offices", ["office"]],
    ["hotels and restaurants", ["retail-and-hospitality.restaurant", "retail-and-hospitality.hotel"]],
    ["warehouse and cold storage", ["industrial.cold-storage", "industrial.warehouse-distribution"]],
  ])("%s", (text, keys) => {
    expect(types(text).sort()).toEqual([...keys].sort());
  });

  it("a specific phrase consumes its words (no category besides)", () => {
    expect(types("mid-rise multifamily in Denver")).toEqual(["multifamily.podium-mid-rise"]);
    expect(types("the weather today")).toEqual([]);
  });
});

describe("places", () => {
  it.each([
    ["in Denver", ["denver-co"]],
    ["Denver, CO", ["denver-co"]],
    ["NYC", ["new-york-ny"]],
    ["Washington DC", ["washington-dc"]],
    ["Washington state", ["WA"]],
    ["Kansas City", ["kansas-city-mo"]],
    ["Kansas", ["KS"]],
    ["Salt Lake City", ["salt-lake-city-ut"]],
    ["Texas and Colorado", ["TX", "CO"]],
    ["in TX", ["TX"]],
    ["Boulder, CO", ["CO"]],
    ["per sf in or near", []],
    ["Dallas and Seattle", ["dallas-tx", "seattle-wa"]],
  ])("%s", (text, keys) => {
    expect(places(text)).toEqual(keys);
  });
});

describe("date phrases", () => {
  it.each([
    ["since 2021", { from: "2021-01-01", to: undefined }],
    ["since March 2021", { from: "2021-03-01", to: undefined }],
    ["after 2020", { from: "2021-01-01", to: undefined }],
    ["before 2019", { from: undefined, to: "2018-12-31" }],
    ["in 2022", { from: "2022-01-01", to: "2022-12-31" }],
    ["between 2019 and 2022", { from: "2019-01-01", to: "2022-12-31" }],
    ["from 2019 to 2022", { from: "2019-01-01", to: "2022-12-31" }],
    ["last 3 years", { from: "2023-11-26", to: "2026-11-26" }],
    ["over the past two years", { from: "2024-11-26", to: "2026-11-26" }],
    ["the last 18 months", { from: "2025-05-26", to: "2026-11-26" }],
    ["last year", { from: "2025-01-01", to: "2025-12-31" }],
    ["this year", { from: "2026-01-01", to: "2026-11-26" }],
  ])("%s", (text, want) => {
    expect(range(text)).toEqual(want);
  });

  it("no date phrase", () => {
    expect(range("office costs in denver")).toBeNull();
  });

  it("points", () => {
    expect(parsePoint("2021", now)).toEqual({ start: "2021-01-01", end: "2021-12-31" });
    expect(parsePoint("feb 2024", now)).toEqual({ start: "2024-02-01", end: "2024-02-29" });
    expect(parsePoint("2023-06", now)).toEqual({ start: "2023-06-01", end: "2023-06-30" });
    expect(parsePoint("today", now)).toEqual({ start: "2026-11-26", end: "2026-11-26" });
    expect(parsePoint("someday", now)).toBeNull();
  });
});

describe("amounts", () => {
  it.each([
    ["$10M", 1_000_000_000],
    ["$2,500,000", 250_000_000],
    ["$1.2 million", 120_000_000],
    ["$750k", 75_000_000],
    ["$99.99", 9_999],
    ["no money", null],
  ])("%s", (text, cents) => {
    expect(parseAmount(text)).toBe(cents);
  });
});

describe("questions", () => {
  it("the issue's example", () => {
    const q = parseQuestion("What did we pay per GSF for mid-rise multifamily in Denver since 2021?", now);
    expect(q).toMatchObject({
      kind: "statistics",
      metric: "gsf",
      types: [{ key: "multifamily.podium-mid-rise" }],
      places: [{ key: "denver-co" }],
      range: { from: "2021-01-01" },
      targets: {},
    });
  });

  it.each([
    ["Cost per unit for apartments", "units"],
    ["$/bed for dorms", "beds"],
    ["per key for hotels", "keys"],
    ["cost per seat for schools", "seats"],
    ["per stall for garages", "stalls"],
    ["psf for offices", "gsf"],
  ])("metric: %s", (text, metric) => {
    expect(parseQuestion(text, now)).toMatchObject({ kind: "statistics", metric });
  });

  it("normalisation targets: today's dollars, a date, a place; the target place is not a filter", () => {
    expect(parseQuestion("office $/GSF in today's dollars", now)).toMatchObject({ targets: { today: true } });
    expect(parseQuestion("office $/GSF in 2024 dollars", now)).toMatchObject({
      targets: { date: "2024-01-01" },
      range: null,
    });
    const q = parseQuestion("office cost per GSF in Seattle normalised to Denver", now);
    expect(q).toMatchObject({ targets: { place: { key: "denver-co" } }, places: [{ key: "seattle-wa" }] });
  });

  it("compare: places, types, records; and what it needs when it cannot", () => {
    expect(parseQuestion("Compare Denver and Phoenix for podium multifamily", now)).toMatchObject({
      kind: "compare-groups",
      by: "place",
    });
    expect(parseQuestion("office vs warehouse in Houston", now)).toMatchObject({
      kind: "compare-groups",
      by: "type",
    });
    expect(parseQuestion("Compare AB-2022-016 and AB-2021-030", now)).toEqual({
      kind: "compare-records",
      refs: ["AB-2022-016", "AB-2021-030"],
    });
    expect(parseQuestion("compare these", now)).toMatchObject({ kind: "unknown" });
  });

  it("escalate: dates, places, both", () => {
    expect(parseQuestion("Escalate $10M from March 2020 to today", now)).toMatchObject({
      kind: "escalate",
      amountCents: 1_000_000_000,
      from: { date: "2020-03-01", place: null },
      to: { date: "2026-11-26", place: null },
    });
    expect(parseQuestion("Escalate $5M from Denver 2019 to Seattle 2024", now)).toMatchObject({
      from: { date: "2019-01-01", place: { key: "denver-co" } },
      to: { date: "2024-01-01", place: { key: "seattle-wa" } },
    });
    expect(parseQuestion("What is $1.2M in Houston worth in Boston?", now)).toMatchObject({
      kind: "escalate",
      from: { place: { key: "houston-tx" } },
      to: { place: { key: "boston-ma" } },
    });
  });

  it("records, estimates, market, search", () => {
    expect(parseQuestion("Division breakdown of AB-2022-016", now)).toMatchObject({
      kind: "divisions",
      ref: "AB-2022-016",
    });
    expect(parseQuestion("Division breakdown of P-000123", now)).toMatchObject({
      kind: "divisions",
      ref: "P-000123",
    });
    expect(parseQuestion("K-12 schools per GSF", now)).toMatchObject({ kind: "statistics" });
    expect(parseQuestion('Breakdown of "Oakmont Commons"', now)).toMatchObject({
      kind: "divisions",
      ref: "Oakmont Commons",
    });
    expect(parseQuestion("What markups are on the Eastside Commons estimate?", now)).toMatchObject({
      kind: "estimate",
      focus: "markups",
      ref: "eastside commons",
    });
    expect(parseQuestion("How have lumber prices moved since 2021?", now)).toMatchObject({
      kind: "market",
      words: ["lumber"],
      range: { from: "2021-01-01" },
    });
    expect(parseQuestion("List hospital projects in Boston", now)).toMatchObject({ kind: "search" });
  });

  it("what it cannot read", () => {
    expect(parseQuestion("", now).kind).toBe("unknown");
    expect(parseQuestion("Tell me a joke", now).kind).toBe("unknown");
    expect(parseQuestion("What's the weather in Denver?", now).kind).toBe("unknown");
  });
});

describe("follow-ups", () => {
  const first = "What did we pay per GSF for mid-rise multifamily in Denver since 2021?";
  it("a place, a date or a type replaces the previous question's; the rest is kept", () => {
    expect(followUp(first, "and in Phoenix?", now)).toMatchObject({
      kind: "statistics",
      types: [{ key: "multifamily.podium-mid-rise" }],
      places: [{ key: "phoenix-az" }],
      range: { from: "2021-01-01" },
    });
    expect(followUp(first, "what about since 2023?", now)).toMatchObject({
      places: [{ key: "denver-co" }],
      range: { from: "2023-01-01" },
    });
    expect(followUp(first, "same for hotels per key", now)).toMatchObject({
      types: [{ key: "retail-and-hospitality.hotel" }],
      metric: "keys",
    });
  });

  it("nothing to carry over", () => {
    expect(followUp(first, "thanks!", now)).toBeNull();
    expect(followUp("Tell me a joke", "and in Phoenix?", now)).toBeNull();
    expect(looksLikeFollowUp("And in Phoenix?")).toBe(true);
    expect(looksLikeFollowUp("Office cost in Phoenix")).toBe(false);
  });
});
