// The editor's engine with the unit mix's derived inputs (issue 13): lines reading UNITS move when the mix
// changes, EFFICIENCY follows GSF, a new hand-entered input may not take a derived name.
import { describe, expect, it } from "vitest";
import { EditorModel } from "@/lib/client/estimate-editor/model";
import { blankLine, type LineDto } from "@/lib/client/estimate-editor/types";
import type { UnitMix } from "@/lib/domain/estimate/unit-mix";

const line = (uid: string, quantity: string, unit_cost_cents: number, position: number) =>
  ({
    ...blankLine(),
    version: 1,
    uid,
    cost_code: "11 31 00",
    quantity,
    unit_cost_cents,
    position,
  }) as LineDto;

const mix = (studios: number): UnitMix => ({
  enabled: true,
  rows: [
    { type: "studio", name: null, count: studios, avg_nrsf: 500, beds: 1, baths: 1, market_rent_cents: null },
    { type: "2br", name: null, count: 10, avg_nrsf: 1000, beds: 2, baths: 2, market_rent_cents: null },
  ],
});

function model(unitMix: UnitMix | null) {
  return new EditorModel({
    lines: [line("k", "UNITS * 1", 1_234_567, 1), line("e", "EFFICIENCY * 100", 1, 2)],
    inputs: [{ uid: "g", name: "GSF", value: 20_000, label: null, unit: "SF" }],
    markups: [],
    unitMix,
  });
}

describe("the editor's model with a unit mix", () => {
  it("reads the derived inputs and recomputes every dependent line when the mix changes", () => {
    const m = model(mix(20));
    expect(m.result("k")?.total_cents).toBe(30 * 1_234_567);
    // NRSF 20,000 / GSF 20,000 = 1 → 100 × 1 cent.
    expect(m.result("e")?.total_cents).toBe(100);
    m.setUnitMix(mix(35));
    expect(m.result("k")?.total_cents).toBe(45 * 1_234_567);
    expect(m.totals().direct_cents).toBe(45 * 1_234_567 + 138);
    expect([...m.mixNames]).toContain("UNITS_STUDIO");
  });

  it("follows GSF in EFFICIENCY and refuses a new hand-entered input of a derived name", () => {
    const m = model(mix(20));
    expect(m.setInputs([{ uid: "g", name: "GSF", value: 40_000, label: null, unit: "SF" }]).ok).toBe(true);
    expect(m.result("e")?.total_cents).toBe(50);
    const clash = m.setInputs([
      ...m.inputs,
      { uid: "new-1", name: "Beds", value: 3, label: null, unit: null },
    ]);
    expect(clash).toEqual({
      ok: false,
      message: "BEDS comes from the unit mix; choose another name or turn the mix off",
    });
  });

  it("a mix turned off leaves its lines without the inputs (the server refuses that while lines read them)", () => {
    const m = model(null);
    expect(m.result("k")?.total_cents).toBe(0);
    m.setUnitMix(mix(5));
    expect(m.result("k")?.total_cents).toBe(15 * 1_234_567);
  });
});
