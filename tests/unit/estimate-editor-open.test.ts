import { describe, expect, it } from "vitest";
import { linesFromCompact, normaliseLine } from "@/lib/client/estimate-editor/types";
import { lineFields } from "@/lib/contract/estimate";

const row = (i: number) => [
  `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
  i * 1024,
  "03 30 00",
  i % 2 ? `Line ${i}` : null,
  i % 3 ? String(i) : "GSF * 0.01",
  i % 2 ? "SF" : null,
  i % 4 ? 1234.5 : null,
  i % 4 ? null : 99_00,
  i % 5 ? null : { labor: 0.5, material: 0.5 },
  i % 5 ? "labor" : null,
  i % 7 === 0,
  i % 11 === 0,
  i % 2 ? ["site"] : [],
  null,
  i % 3 ? "Building A" : null,
  1 + (i % 3),
  "2026-11-24T10:00:00.000Z",
];

/** What the editor made of each row before: a keyed copy, then `normaliseLine`. */
const viaObjects = (fields: readonly string[], rows: unknown[][]) =>
  rows.map((r) => normaliseLine(Object.fromEntries(fields.map((f, i) => [f, r[i]]))));

describe("linesFromCompact", () => {
  const rows = Array.from({ length: 40 }, (_, i) => row(i));

  it("builds the same lines as a keyed copy of each row, normalised", () => {
    const fields = [...lineFields];
    expect(linesFromCompact({ fields, rows })).toEqual(viaObjects(fields, rows));
  });

  it("reads the fields in the order the answer lists them, and a missing one as absent", () => {
    const order = [...lineFields].reverse().filter((f) => f !== "notes" && f !== "version");
    const shuffled = rows.map((r) => order.map((f) => r[lineFields.indexOf(f)]));
    expect(linesFromCompact({ fields: order, rows: shuffled })).toEqual(viaObjects(order, shuffled));
  });
});
