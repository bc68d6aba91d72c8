import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  allowedTargets,
  convertQuantity,
  measureTypes,
  quantityText,
  readMeasureType,
  readUnit,
  roundQuantity,
} from "@/lib/domain/takeoff/units";

const qty = fc.double({ min: 0, max: 1e9, noNaN: true, noDefaultInfinity: true });
const value = (c: ReturnType<typeof convertQuantity>) => {
  if (!c.ok) throw new Error(c.message);
  return c.value;
};

describe("takeoff units", () => {
  it("reads the spellings takeoff tools write", () => {
    expect(readUnit("Sq Ft")).toEqual({ type: "area", factor: 1 });
    expect(readUnit(" SF ")).toEqual({ type: "area", factor: 1 });
    expect(readUnit("ft²")).toEqual({ type: "area", factor: 1 });
    expect(readUnit("SY")).toEqual({ type: "area", factor: 9 });
    expect(readUnit("ft")).toEqual({ type: "linear", factor: 1 });
    expect(readUnit("EA")).toEqual({ type: "count", factor: 1 });
    expect(readUnit("CF")?.factor).toBeCloseTo(1 / 27);
    expect(readUnit("m²")?.factor).toBeCloseTo(10.7639, 4);
    expect(readUnit("furlongs")).toBeNull();
    expect(readUnit("")).toBeNull();
  });

  it("reads measurement types", () => {
    expect(readMeasureType("Area")).toBe("area");
    expect(readMeasureType("linear")).toBe("linear");
    expect(readMeasureType("Polylength Measurement")).toBe("linear");
    expect(readMeasureType("Count")).toBe("count");
    expect(readMeasureType("banana")).toBeNull();
  });

  it("converts the worked cases", () => {
    expect(value(convertQuantity(900, "area", "SY"))).toBe(100);
    // 1,000 SF at 4" = 1000 × 4/12 / 27 = 12.345… CY
    expect(value(convertQuantity(1000, "area", "CY", { depthIn: 4 }))).toBeCloseTo(12.3457, 4);
    expect(value(convertQuantity(120, "linear", "SF", { heightFt: 9 }))).toBe(1080);
    expect(convertQuantity(1000, "area", "CY").ok).toBe(false);
    expect(convertQuantity(10, "count", "SF").ok).toBe(false);
    expect(convertQuantity(10, "linear", "SF").ok).toBe(false);
  });

  it("property: the base unit is the identity and every allowed target converts", () => {
    fc.assert(
      fc.property(qty, fc.constantFrom(...measureTypes), (q, type) => {
        for (const target of allowedTargets[type]) {
          const c = convertQuantity(q, type, target, { depthIn: 6, heightFt: 10 });
          expect(c.ok).toBe(true);
          if (c.ok) expect(c.value).toBeGreaterThanOrEqual(0);
        }
        expect(value(convertQuantity(q, type, allowedTargets[type][0]!))).toBe(q);
      }),
    );
  });

  it("property: SY × 9 gives back SF, and CY scales linearly with depth", () => {
    fc.assert(
      fc.property(qty, fc.double({ min: 0.25, max: 48, noNaN: true }), (q, depth) => {
        expect(value(convertQuantity(q, "area", "SY")) * 9).toBeCloseTo(q, 6);
        const one = value(convertQuantity(q, "area", "CY", { depthIn: depth }));
        const two = value(convertQuantity(q, "area", "CY", { depthIn: depth * 2 }));
        expect(two).toBeCloseTo(one * 2, 4);
        // 27 CF per CY, 12 inches per foot
        expect(one * 27 * 12).toBeCloseTo(q * depth, 0);
      }),
    );
  });

  it("property: conversion is additive (summing rows then converting = converting each row)", () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 1e6, noNaN: true }), { maxLength: 20 }), (qs) => {
        const sum = qs.reduce((a, b) => a + b, 0);
        const each = qs.reduce((a, q) => a + value(convertQuantity(q, "area", "SY")), 0);
        expect(roundQuantity(value(convertQuantity(sum, "area", "SY")))).toBeCloseTo(roundQuantity(each), 3);
      }),
    );
  });

  it("property: quantity text reads back as the rounded number", () => {
    fc.assert(
      fc.property(qty, (q) => {
        expect(Number(quantityText(q))).toBe(roundQuantity(q));
        expect(quantityText(q)).not.toMatch(/e/);
      }),
    );
  });
});
