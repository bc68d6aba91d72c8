import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseDecimal } from "@/lib/domain/estimate/decimal";

describe("parseDecimal on whole numbers", () => {
  it("reads plain digits (its quick path) exactly as the same number written with a decimal point", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999 }), fc.nat({ max: 3 }), (n, zeros) => {
        const text = "0".repeat(zeros) + String(n);
        expect(parseDecimal(text)).toEqual(parseDecimal(`${text}.0`));
        expect(parseDecimal(` ${text}`)).toEqual(parseDecimal(text));
      }),
      { numRuns: 500, seed: 21 },
    );
  });

  it("leaves longer, signed and separated numbers to the full reader", () => {
    expect(parseDecimal("1234567890")).toEqual({
      ok: true,
      value: 1_234_567_890,
      scaled: 123_456_789_000_000,
    });
    expect(parseDecimal("-12")).toEqual({ ok: true, value: -12, scaled: -1_200_000 });
    expect(parseDecimal("1,234")).toEqual({ ok: true, value: 1234, scaled: 123_400_000 });
    expect(parseDecimal("12,34").ok).toBe(false);
    expect(parseDecimal("").ok).toBe(false);
  });
});
