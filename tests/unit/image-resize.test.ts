import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  defaultMaxSize,
  fitWithin,
  jpegQuality,
  logoMaxSize,
  outputType,
  planResize,
  renameForType,
} from "@/lib/ui/image-resize";

describe("fitWithin", () => {
  it("defaults to 800×800 and logos use 600×600", () => {
    expect(defaultMaxSize).toEqual({ width: 800, height: 800 });
    expect(logoMaxSize).toEqual({ width: 600, height: 600 });
    expect(fitWithin({ width: 1600, height: 1200 })).toEqual({ width: 800, height: 600 });
    expect(fitWithin({ width: 1600, height: 1200 }, logoMaxSize)).toEqual({ width: 600, height: 450 });
  });

  it("scales by the tighter side", () => {
    expect(fitWithin({ width: 1200, height: 2400 }, logoMaxSize)).toEqual({ width: 300, height: 600 });
    expect(fitWithin({ width: 3000, height: 100 }, logoMaxSize)).toEqual({ width: 600, height: 20 });
  });

  it("never enlarges a small image", () => {
    expect(fitWithin({ width: 120, height: 80 }, logoMaxSize)).toEqual({ width: 120, height: 80 });
    expect(fitWithin({ width: 600, height: 600 }, logoMaxSize)).toEqual({ width: 600, height: 600 });
  });

  it("keeps at least one pixel on a very thin image", () => {
    expect(fitWithin({ width: 10_000, height: 1 }, logoMaxSize)).toEqual({ width: 600, height: 1 });
  });

  it("refuses an empty size", () => {
    expect(() => fitWithin({ width: 0, height: 10 })).toThrow(RangeError);
    expect(() => fitWithin({ width: Number.NaN, height: 10 })).toThrow(RangeError);
  });

  it("always fits, never grows, and keeps the aspect ratio to within rounding (property)", () => {
    const side = fc.integer({ min: 1, max: 20_000 });
    fc.assert(
      fc.property(side, side, side, side, (width, height, maxW, maxH) => {
        const out = fitWithin({ width, height }, { width: maxW, height: maxH });
        expect(out.width).toBeLessThanOrEqual(Math.max(maxW, 1));
        expect(out.height).toBeLessThanOrEqual(Math.max(maxH, 1));
        expect(out.width).toBeLessThanOrEqual(width);
        expect(out.height).toBeLessThanOrEqual(height);
        expect(out.width).toBeGreaterThanOrEqual(1);
        expect(out.height).toBeGreaterThanOrEqual(1);
        // Rounding moves each side by at most half a pixel (clamping to 1 px aside).
        if (out.width > 1 && out.height > 1) {
          expect(Math.abs(out.width * height - out.height * width)).toBeLessThanOrEqual(
            (width + height) / 2 + 1e-9,
          );
        }
        // One side reaches its bound unless the image already fit.
        if (width > maxW || height > maxH) expect(out.width === maxW || out.height === maxH).toBe(true);
      }),
    );
  });
});

describe("output type", () => {
  it("sends SVG unchanged, keeps PNG, turns everything else into JPEG", () => {
    expect(outputType("image/svg+xml")).toBe("unchanged");
    expect(outputType("image/png")).toBe("image/png");
    for (const type of ["image/jpeg", "image/gif", "image/webp", "image/bmp", "image/tiff"]) {
      expect(outputType(type)).toBe("image/jpeg");
    }
  });

  it("plans JPEG at quality 0.8 and PNG without a quality", () => {
    expect(jpegQuality).toBe(0.8);
    expect(planResize("image/webp", { width: 1200, height: 900 }, logoMaxSize)).toEqual({
      kind: "resize",
      type: "image/jpeg",
      quality: 0.8,
      size: { width: 600, height: 450 },
    });
    expect(planResize("image/png", { width: 300, height: 200 }, logoMaxSize)).toEqual({
      kind: "resize",
      type: "image/png",
      size: { width: 300, height: 200 },
    });
    expect(planResize("image/svg+xml", { width: 3000, height: 3000 }, logoMaxSize)).toEqual({
      kind: "unchanged",
      type: "image/svg+xml",
    });
  });

  it("renames converted files to their new extension", () => {
    expect(renameForType("photo.webp", "image/jpeg")).toBe("photo.jpg");
    expect(renameForType("logo.final.PNG", "image/png")).toBe("logo.final.png");
    expect(renameForType("mark.svg", "image/svg+xml")).toBe("mark.svg");
    expect(renameForType(".gif", "image/jpeg")).toBe("image.jpg");
  });
});
