import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  checkDecimal,
  DECIMAL_MESSAGES,
  formatScaled,
  MAX_DECIMAL,
  parseDecimal,
  roundToScaled,
  scaleDecimal,
} from "@/lib/domain/estimate/decimal";
import {
  lineTotalCents,
  marginOfCents,
  mulDivRound,
  mulDivRoundBy,
  percentOfCents,
  sumCents,
} from "@/lib/domain/estimate/money";

/** The oracle: round half away from zero of a·b / 10^k in BigInt; null beyond the safe range. */
function reference(a: bigint, b: bigint, k: number): number | null {
  const d = 10n ** BigInt(k);
  const p = a * b;
  const abs = p < 0n ? -p : p;
  let q = abs / d;
  if ((abs % d) * 2n >= d) q += 1n;
  if (q > BigInt(Number.MAX_SAFE_INTEGER)) return null;
  return Number(p < 0n ? -q : q);
}

const MAX_SCALED = BigInt(MAX_DECIMAL) * 100_000n;
const scaledInt = fc.bigInt({ min: -MAX_SCALED, max: MAX_SCALED });
/** Mostly realistic magnitudes, sometimes the extremes. */
const anyScaled = fc.oneof(
  fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }).map(BigInt),
  fc.bigInt({ min: -(10n ** 13n), max: 10n ** 13n }),
  scaledInt,
);

describe("lineTotalCents — quantity × unit cost, rounded half away from zero to the cent", () => {
  it("12,345.678 SF × $4.12345/SF = $50,906.79 (by hand: 50,906.785949… → up)", () => {
    // 12,345.678 × 412.345 ¢ = 5,090,678.59491 ¢ → 5,090,679 ¢
    expect(lineTotalCents(12_345.678, 412.345)).toBe(5_090_679);
  });

  it("1,234.5 CY × $187.25/CY = $231,160.13 (231,160.125 → away from zero)", () => {
    expect(lineTotalCents(1_234.5, 18_725)).toBe(23_116_013);
  });

  it("0.00001 EA × 1¢ is 0, and tiny quantities never round to -0", () => {
    expect(lineTotalCents(0.00001, 1)).toBe(0);
    expect(Object.is(lineTotalCents(-0.00001, 1), 0)).toBe(true);
  });

  it.each([
    [0.5, 1, 1],
    [-0.5, 1, -1],
    [2.5, 1, 3],
    [-2.5, 1, -3],
    [1.5, -1, -2],
    [-1.5, -1, 2],
    [0.49999, 1, 0],
    [-0.49999, 1, 0],
  ])("%d × %d¢ = %d¢ (half away from zero, not to even)", (q, c, cents) => {
    expect(lineTotalCents(q, c)).toBe(cents);
  });

  it("is exact where float multiplication is not", () => {
    // 1.005 SF × 100¢ = 100.5¢ → 101¢; in doubles 1.005 × 100 = 100.49999999999999 (→ 100).
    expect(1.005 * 100).toBeLessThan(100.5);
    expect(lineTotalCents(1.005, 100)).toBe(101);
    expect(lineTotalCents(8.325, 100)).toBe(833);
    expect(lineTotalCents(-0.285, 100)).toBe(-29);
    // 99,999.99999 × 99,999.99999¢ = 9,999,999,998.0000000001¢
    expect(lineTotalCents(99_999.99999, 99_999.99999)).toBe(9_999_999_998);
  });

  it("refuses operands with a sixth decimal and totals beyond 2^53 cents", () => {
    expect(() => lineTotalCents(1.000001, 100)).toThrow(
      "Quantity must be a number with at most 5 decimal places",
    );
    expect(() => lineTotalCents(1, 0.123456)).toThrow(
      "Unit cost must be a number with at most 5 decimal places",
    );
    expect(() => lineTotalCents(MAX_DECIMAL, MAX_DECIMAL)).toThrow("Line total is too large");
  });

  it("mulDivRound agrees with BigInt for every pair of 5-decimal operands (property)", () => {
    fc.assert(
      fc.property(anyScaled, anyScaled, (a, b) => {
        const got = mulDivRound(Number(a), Number(b), 10);
        const want = reference(a, b, 10);
        return want === null ? Number.isNaN(got) : got === want;
      }),
      { numRuns: 5000 },
    );
  });

  it("mulDivRound rounds exact halves away from zero at every magnitude (property)", () => {
    // (5^10 · u) × (2^9 · v) = u·v · 5·10^9: with u·v odd, exactly half a unit of 10^10.
    const odd = (max: number) => fc.integer({ min: 0, max }).map((n) => 2 * n + 1);
    fc.assert(
      fc.property(odd(400_000_000), odd(8_000_000_000_000), fc.boolean(), (u, v, neg) => {
        const a = 9_765_625 * u;
        const b = 512 * v * (neg ? -1 : 1);
        if (!Number.isSafeInteger(a) || !Number.isSafeInteger(b)) return true;
        const got = mulDivRound(a, b, 10);
        const want = reference(BigInt(a), BigInt(b), 10);
        return want === null ? Number.isNaN(got) : got === want;
      }),
      { numRuns: 20_000 },
    );
  });

  it("mulDivRound is exact for every power-of-ten divisor (property)", () => {
    fc.assert(
      fc.property(anyScaled, anyScaled, fc.integer({ min: 0, max: 10 }), (a, b, k) => {
        const got = mulDivRound(Number(a), Number(b), k);
        const want = reference(a, b, k);
        return want === null ? Number.isNaN(got) : got === want;
      }),
      { numRuns: 3000 },
    );
  });
});

describe("percentOfCents and marginOfCents", () => {
  it("7.25 % of $10,000.05 = $725.00 (72,500.3625¢ → down)", () => {
    expect(percentOfCents(1_000_005, 7.25)).toBe(72_500);
  });

  it("rounds half away from zero for credits too", () => {
    expect(percentOfCents(1, 50)).toBe(1);
    expect(percentOfCents(-1, 50)).toBe(-1);
    expect(percentOfCents(3, 50)).toBe(2);
    expect(percentOfCents(-3, 50)).toBe(-2);
  });

  it("keeps 5-decimal rates exact: 3.33333 % of $3.00 = 9.999999¢ → 10¢", () => {
    expect(percentOfCents(300, 3.33333)).toBe(10);
  });

  it("a 10 % margin on $90 of cost is $10 (price $100)", () => {
    expect(marginOfCents(9_000, 10)).toBe(1_000);
    expect(marginOfCents(10_000, 20)).toBe(2_500);
    expect(() => marginOfCents(100, 100)).toThrow("below 100");
  });

  it("mulDivRoundBy rounds half away and is NaN for a zero divisor", () => {
    expect(mulDivRoundBy(5, 1, 2)).toBe(3);
    expect(mulDivRoundBy(-5, 1, 2)).toBe(-3);
    expect(mulDivRoundBy(5, 1, -2)).toBe(-3);
    expect(mulDivRoundBy(1, 1, 0)).toBeNaN();
  });
});

describe("sumCents", () => {
  it("adds whole cents exactly and refuses fractions or overflow", () => {
    expect(sumCents([1, 2, 3, -6])).toBe(0);
    expect(sumCents([0.1 * 3].map(() => 30))).toBe(30);
    expect(() => sumCents([0.5])).toThrow("whole cents");
    expect(() => sumCents([Number.MAX_SAFE_INTEGER, 1])).toThrow("too large");
  });
});

describe("5-decimal values", () => {
  it.each([
    ["1,234.5", 123_450_000],
    ["-0.125", -12_500],
    ["+3", 300_000],
    [".5", 50_000],
    ["4.123450", 412_345],
    [" 1 000.00001 ", 100_000_001],
    ["\u22122", -200_000],
  ])("parseDecimal(%j) = %d / 10^5", (text, scaled) => {
    expect(parseDecimal(text)).toEqual({ ok: true, value: scaled / 100_000, scaled });
  });

  it.each([
    ["1.123456", DECIMAL_MESSAGES.tooManyPlaces],
    ["abc", DECIMAL_MESSAGES.notANumber],
    ["", DECIMAL_MESSAGES.notANumber],
    ["12,34", DECIMAL_MESSAGES.notANumber],
    ["1.2.3", DECIMAL_MESSAGES.notANumber],
    ["100000000000", DECIMAL_MESSAGES.outOfRange],
  ])("parseDecimal(%j) says %j", (text, message) => {
    expect(parseDecimal(text)).toEqual({ ok: false, message });
  });

  it("the message for a sixth decimal is the one users see", () => {
    expect(checkDecimal(0.123456)).toBe("Use at most 5 decimal places");
    expect(checkDecimal(1.1)).toBeNull();
    expect(checkDecimal(Number.NaN)).toBe("Enter a number");
    expect(checkDecimal("1")).toBe("Enter a number");
    expect(checkDecimal(1e11)).toBe(DECIMAL_MESSAGES.outOfRange);
  });

  it("scaleDecimal reads every 5-decimal double exactly and refuses a sixth decimal (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: -9_000_000_000_000, max: 9_000_000_000_000 }), (n) => {
        return scaleDecimal(n / 100_000) === n && parseDecimal(formatScaled(n)).ok;
      }),
      { numRuns: 5000 },
    );
    fc.assert(
      fc.property(
        fc.integer({ min: -900_000_000, max: 900_000_000 }),
        fc.integer({ min: 1, max: 9 }),
        (n, d) => {
          return Number.isNaN(scaleDecimal((n * 10 + d) / 1_000_000));
        },
      ),
    );
  });

  it("formatScaled writes the exact decimal", () => {
    expect(formatScaled(412_345)).toBe("4.12345");
    expect(formatScaled(-1_200_000, 2)).toBe("-12.00");
    expect(formatScaled(50_000)).toBe("0.5");
    expect(formatScaled(0)).toBe("0");
  });

  it("roundToScaled rounds computed doubles half away from zero, reading float noise at a half as the half", () => {
    expect(roundToScaled(1.000005)).toBe(100_001);
    expect(roundToScaled(-1.000005)).toBe(-100_001);
    expect(roundToScaled(4320.9873)).toBe(432_098_730);
    expect(roundToScaled(0.1 + 0.2)).toBe(30_000);
    expect(roundToScaled(1.0000049)).toBe(100_000);
    expect(roundToScaled(Number.POSITIVE_INFINITY)).toBeNaN();
    expect(Object.is(roundToScaled(-0.000001), 0)).toBe(true);
  });
});

describe("no negative zero", () => {
  it("from products or rounding of -0", () => {
    expect(Object.is(mulDivRound(-0, 5, 10), 0)).toBe(true);
    expect(Object.is(mulDivRound(0, -5, 3), 0)).toBe(true);
    expect(Object.is(roundToScaled(-0), 0)).toBe(true);
  });
});
