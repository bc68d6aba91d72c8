// The export's CSV cells: a line written by the full-budget CSV and parsed back is the same line, whatever
// its text holds (unicode, quotes, commas, line breaks, a leading = + - @ or quote) and whatever its amounts
// (negative ones, unit costs to 5 decimals of a cent).
import fc from "fast-check";
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { estimateCsvColumns } from "@/lib/contract/estimate-export";
import type { EstimateTotals } from "@/lib/domain/estimate/model";
import {
  dollarsText,
  type ExportLine,
  lineFromCsvCells,
  parseDollarsText,
  textCell,
  unitCostText,
} from "@/lib/domain/estimate-export/cells";
import { fullBudgetCsv } from "@/lib/server/estimate/export/csv";

const RUNS = 200;

const nasty = fc.oneof(
  fc.string({ unit: "grapheme", maxLength: 30 }),
  fc.constantFrom(
    "=1+2",
    "+SUM(A1)",
    "-A1",
    "@cmd",
    "'=x",
    "''-y",
    '"q", r',
    "a\nb\r\nc",
    "-12.5",
    "+3",
    "日本語 — ü",
  ),
  fc
    .tuple(fc.constantFrom("=", "+", "-", "@", "'", '"', ","), fc.string({ unit: "grapheme", maxLength: 10 }))
    .map(([a, b]) => a + b),
);
const text = fc.option(
  nasty.filter((s) => s !== ""),
  { nil: null },
);
/** Cents with up to 5 decimals, negative ones too. */
const fineCents = fc.integer({ min: -10_000_000_000_000, max: 10_000_000_000_000 }).map((k) => k / 100_000);
const wholeCents = fc.integer({ min: -1_000_000_000_000, max: 1_000_000_000_000 });

const line: fc.Arbitrary<ExportLine> = fc.record({
  uid: fc.uuid(),
  cost_code: nasty,
  description: text,
  quantity: fc.oneof(nasty, fc.double({ noNaN: true, noDefaultInfinity: true }).map(String)),
  unit: text,
  unit_cost_cents: fc.option(fineCents, { nil: null }),
  lump_sum_cents: fc.option(wholeCents, { nil: null }),
  split: fc.option(
    fc.record(
      {
        labor_cents: fineCents,
        material_cents: fineCents,
        equipment_cents: fineCents,
        subcontract_cents: fineCents,
      },
      { requiredKeys: [] },
    ),
    { nil: null },
  ),
  cost_type: fc.constantFrom(null, "labor", "material", "equipment", "subcontract", "other" as const),
  alternate: fc.boolean(),
  allowance: fc.boolean(),
  // Tags are trimmed and never hold the "; " separator.
  tags: fc.array(
    nasty.map((t) => t.replace(/;/g, ",").trim()).filter((t) => t !== ""),
    { maxLength: 4 },
  ),
  notes: text,
  area: text,
});

const totals = { direct_cents: 0, markups: [], grand_total_cents: 0 } as unknown as EstimateTotals;

describe("estimate export CSV cells", () => {
  it("money text is exact and reads back", () => {
    expect(dollarsText(-123_456)).toBe("-1234.56");
    expect(dollarsText(5)).toBe("0.05");
    expect(unitCostText(412.345)).toBe("4.12345");
    expect(unitCostText(-0.00001)).toBe("-0.0000001");
    expect(unitCostText(18550)).toBe("185.50");
    fc.assert(
      fc.property(fineCents, (c) => parseDollarsText(unitCostText(c)) === c),
      { numRuns: RUNS },
    );
    fc.assert(
      fc.property(wholeCents, (c) => parseDollarsText(dollarsText(c)) === c),
      { numRuns: RUNS },
    );
  });

  it("text cells neutralise a leading = + - @ and leave numbers alone", () => {
    expect(textCell("=1+2")).toBe("'=1+2");
    expect(textCell("@x")).toBe("'@x");
    expect(textCell("-12.5")).toBe("-12.5");
    expect(textCell("+3")).toBe("+3");
    expect(textCell("-A1")).toBe("'-A1");
  });

  it("a line survives the full-budget CSV and the read back", () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 5 }), (lines) => {
        const csv = fullBudgetCsv(lines, new Map(), totals);
        const parsed = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ""), { skipEmptyLines: true }).data;
        expect(parsed[0]).toEqual([...estimateCsvColumns]);
        const back = parsed
          .slice(1)
          .filter((r) => r[0] === "line")
          .map((r) =>
            lineFromCsvCells(Object.fromEntries(estimateCsvColumns.map((c, i) => [c, r[i]!])) as never),
          );
        const expected = lines.map(({ uid: _uid, split, ...l }) => ({
          ...l,
          split: split && Object.keys(split).length ? split : null,
        }));
        expect(back).toEqual(expected);
        // No dangerous first character reaches a spreadsheet unquoted, except in a plain number.
        for (const r of parsed.slice(1)) {
          for (const cell of r) {
            if (/^[=+\-@]/.test(cell)) expect(cell).toMatch(/^[+-]?\d+(\.\d+)?$/);
          }
        }
      }),
      { numRuns: RUNS },
    );
  });
});
