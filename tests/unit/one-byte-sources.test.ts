// The production server's load hook (scripts/one-byte-sources.mjs): the sources it rewrites run the same.
import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { oneByteSource } from "../../scripts/one-byte-sources.mjs";

const run = (source: string) => vm.runInNewContext(source) as unknown;

describe("oneByteSource", () => {
  it("escapes every character above U+00FF, and the program answers the same", () => {
    const source =
      'const marks = ["○ compiled", "⨯ failed", "⚠ warn", "✓ ready", "café …", "😀"]; /[–—]/.test("a—b") && marks.join("|") + `→` + "ß".length';
    const escaped = oneByteSource(source);
    expect(escaped).toMatch(/^[\x20-\x7e\u00a0-\u00ff]*$/);
    expect(escaped).toContain("\\u25cb compiled");
    expect(escaped).toContain("café"); // Latin-1 stays as it is
    expect(run(escaped)).toBe(run(source));
    expect(run(oneByteSource('"😀".codePointAt(0)'))).toBe(0x1f600);
  });

  it("leaves alone a source already one byte per character, and one using String.raw on a wide character", () => {
    const plain = 'const a = "café"; a;';
    expect(oneByteSource(plain)).toBe(plain);
    const raw = "String.raw`→`.length";
    expect(oneByteSource(raw)).toBe(raw);
    expect(run(oneByteSource(raw))).toBe(1);
  });
});
