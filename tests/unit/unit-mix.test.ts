import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createEngine } from "@/lib/domain/estimate/engine";
import {
  activeMixInputs,
  isResidentialType,
  type UnitMix,
  type UnitMixRow,
  unitMixConflicts,
  unitMixInputs,
  unitMixTotals,
  unitTypes,
} from "@/lib/domain/estimate/unit-mix";
import { checkInputsLimit, proposeCustomName, validateUnitMix } from "@/lib/domain/estimate/unit-mix-check";

const row = (
  type: UnitMixRow["type"],
  count: number,
  avg: number,
  beds = 1,
  baths = 1,
  name: string | null = null,
) => ({ type, name, count, avg_nrsf: avg, beds, baths, market_rent_cents: null }) satisfies UnitMixRow;

const mix: UnitMix = {
  enabled: true,
  rows: [
    row("studio", 20, 520, 1, 1),
    row("1br", 60, 710, 1, 1),
    row("2br", 40, 1040, 2, 2),
    row("2br", 10, 1150, 2, 2.5),
  ],
};

const derivedValue = (name: string, m = mix, gsf: number | null = 150_000) =>
  unitMixInputs(m, gsf).find((d) => d.name === name)?.value;

describe("unit mix totals and derived inputs", () => {
  it("derives the totals a worked example gives", () => {
    // 20·520 + 60·710 + 40·1040 + 10·1150 = 10,400 + 42,600 + 41,600 + 11,500 = 106,100
    expect(derivedValue("UNITS")).toBe(130);
    expect(derivedValue("NRSF")).toBe(106_100);
    expect(derivedValue("BEDS")).toBe(20 + 60 + 80 + 20);
    expect(derivedValue("BATHS")).toBe(20 + 60 + 80 + 25);
    expect(derivedValue("AVG_UNIT_SF")).toBe(816.15385);
    expect(derivedValue("EFFICIENCY")).toBe(0.70733);
    expect(derivedValue("UNITS_STUDIO")).toBe(20);
    expect(derivedValue("UNITS_1BR")).toBe(60);
    expect(derivedValue("UNITS_1BR_DEN")).toBe(0);
    expect(derivedValue("UNITS_2BR")).toBe(50);
    expect(derivedValue("UNITS_3BR")).toBe(0);
    expect(derivedValue("UNITS_TOWNHOME")).toBe(0);
  });

  it("leaves EFFICIENCY out without a GSF above 0", () => {
    expect(derivedValue("EFFICIENCY", mix, null)).toBeUndefined();
    expect(derivedValue("EFFICIENCY", mix, 0)).toBeUndefined();
  });

  it("gives each custom type its own count input", () => {
    const m: UnitMix = {
      enabled: true,
      rows: [row("custom", 4, 1800, 3, 3, "PENTHOUSE"), row("studio", 2, 500)],
    };
    const names = unitMixInputs(m, null).map((d) => d.name);
    expect(names.at(-1)).toBe("UNITS_PENTHOUSE");
    expect(derivedValue("UNITS_PENTHOUSE", m)).toBe(4);
    expect(derivedValue("UNITS", m)).toBe(6);
  });

  it("sums the market rent only over rows that have one", () => {
    const m = { rows: [{ ...row("studio", 10, 500), market_rent_cents: 150_000 }, row("1br", 5, 700)] };
    expect(unitMixTotals(m).market_rent_cents).toBe(1_500_000);
    expect(unitMixTotals({ rows: [row("1br", 5, 700)] }).market_rent_cents).toBeNull();
    expect(unitMixTotals({ rows: [] }).avg_unit_sf).toBeNull();
  });

  it("proposes a custom name from free text", () => {
    expect(proposeCustomName("Penthouse A")).toBe("PENTHOUSE_A");
    expect(proposeCustomName("  4-bed suite! ")).toBe("BED_SUITE");
    expect(proposeCustomName("???")).toBe("CUSTOM");
  });

  it("knows the residential building types", () => {
    expect(isResidentialType("Multifamily › Garden")).toBe(true);
    expect(isResidentialType("Retail and Hospitality › Hotel")).toBe(true);
    expect(isResidentialType("Office › High-rise")).toBe(false);
    expect(isResidentialType(null)).toBe(false);
  });
});

describe("unit mix validation", () => {
  it("names each bad field with an exact message", () => {
    const errors = validateUnitMix({
      enabled: true,
      rows: [
        row("studio", 1.5, 500),
        row("1br", 3, -1),
        { ...row("custom", 2, 900), name: "penthouse" },
        { ...row("custom", 2, 900), name: null },
        { ...row("custom", 2, 900), name: "STUDIO" },
        { ...row("custom", 2, 900), name: "LOFT" },
        { ...row("custom", 2, 900), name: "LOFT" },
        { ...row("2br", 2, 900, 21), name: "X" },
        { ...row("3br", 2, 900), market_rent_cents: 10.5 },
      ],
    });
    expect(errors).toEqual({
      "rows.0.count": "Count must be a whole number from 0 to 100,000",
      "rows.1.avg_nrsf": "Average NRSF must be a number from 0 to 100,000 with at most 5 decimals",
      "rows.2.name":
        "Custom type name 'penthouse' must be upper case, start with a letter and use only A–Z, 0–9 and _ (at most 30)",
      "rows.3.name": "Name the custom unit type (its count becomes UNITS_<NAME>)",
      "rows.4.name": "UNITS_STUDIO is a standard type's count; use the STUDIO row instead",
      "rows.6.name": "Custom type LOFT appears twice (rows 6 and 7)",
      "rows.7.name": "Only a custom type takes a name",
      "rows.7.beds": "Beds per unit must be a number from 0 to 20 with at most 5 decimals",
      "rows.8.market_rent_cents": "Market rent (cents) must be a whole number from 0 to 100,000,000",
    });
  });

  it("accepts a valid mix", () => {
    expect(validateUnitMix(mix)).toEqual({});
  });
});

describe("conflicts and the inputs in force", () => {
  const inputs = [
    { name: "GSF", value: 150_000 },
    { name: "units", value: 99 },
  ];
  it("lists the hand-entered names the mix would derive", () => {
    expect(unitMixConflicts(mix, inputs)).toEqual(["UNITS"]);
  });
  it("lets a kept hand-entered input win and derives nothing while off", () => {
    const active = activeMixInputs(mix, inputs).map((d) => d.name);
    expect(active).not.toContain("UNITS");
    expect(active).toContain("EFFICIENCY");
    expect(activeMixInputs({ ...mix, enabled: false }, inputs)).toEqual([]);
    expect(activeMixInputs(null, inputs)).toEqual([]);
  });
  it("counts both kinds toward the limit", () => {
    expect(checkInputsLimit(188, 12)).toBeNull();
    expect(checkInputsLimit(189, 12)).toBe(
      "The estimate would have 201 inputs (189 entered + 12 from the unit mix); the limit is 200",
    );
  });
});

const rowArb: fc.Arbitrary<UnitMixRow> = fc.record({
  type: fc.constantFrom(...unitTypes.filter((t) => t !== "custom")),
  name: fc.constant(null),
  count: fc.integer({ min: 0, max: 2_000 }),
  avg_nrsf: fc.integer({ min: 0, max: 400_000 }).map((v) => v / 100),
  beds: fc.integer({ min: 0, max: 8 }),
  baths: fc.integer({ min: 0, max: 16 }).map((v) => v / 2),
  market_rent_cents: fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: null }),
});

describe("unit mix properties", () => {
  it("UNITS is the sum of the per-type counts and every derived value is a valid input", () => {
    fc.assert(
      fc.property(
        fc.array(rowArb, { maxLength: 12 }),
        fc.option(fc.integer({ min: 1, max: 2_000_000 })),
        (rows, gsf) => {
          const m: UnitMix = { enabled: true, rows };
          expect(validateUnitMix(m)).toEqual({});
          const derived = unitMixInputs(m, gsf);
          const byName = new Map(derived.map((d) => [d.name, d.value]));
          const perType = derived.filter((d) => d.name.startsWith("UNITS_")).reduce((s, d) => s + d.value, 0);
          expect(byName.get("UNITS")).toBe(perType);
          expect(byName.has("EFFICIENCY")).toBe(gsf !== null);
          // The engine takes every derived input as it is (names and 5-decimal values).
          const engine = createEngine({ inputs: Object.fromEntries(byName), lines: [], markups: [] });
          for (const d of derived) expect(engine.updateInput(d.name, d.value).ok).toBe(true);
        },
      ),
    );
  });

  it("the row order does not change the derived values", () => {
    fc.assert(
      fc.property(fc.array(rowArb, { maxLength: 10 }), (rows) => {
        const a = unitMixInputs({ rows }, 100_000);
        const b = unitMixInputs({ rows: [...rows].reverse() }, 100_000);
        expect(new Map(b.map((d) => [d.name, d.value]))).toEqual(new Map(a.map((d) => [d.name, d.value])));
      }),
    );
  });

  it("a line reading UNITS prices per unit to the cent", () => {
    fc.assert(
      fc.property(
        fc.array(rowArb, { maxLength: 8 }),
        fc.integer({ min: 0, max: 5_000_000 }),
        (rows, unitCents) => {
          const derived = unitMixInputs({ rows }, null);
          const inputs = Object.fromEntries(derived.map((d) => [d.name, d.value]));
          const engine = createEngine({
            inputs,
            markups: [],
            lines: [{ uid: "k", cost_code: "11 31 00", quantity: "UNITS * 1", unit_cost_cents: unitCents }],
          });
          expect(engine.totals().direct_cents).toBe(inputs.UNITS! * unitCents);
        },
      ),
    );
  });
});
