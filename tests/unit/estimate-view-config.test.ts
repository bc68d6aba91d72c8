import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ViewConfig } from "@/lib/client/estimate-editor/types";
import { defaultViewConfig, GROUP_KEYS, normaliseViewConfig } from "@/lib/client/estimate-editor/view";
import { type CreateViewInput, createViewInput, updateViewInput } from "@/lib/contract/estimate";
import { estimateViewConfig, viewFlagFilters } from "@/lib/domain/estimate/view-config";
import { fieldErrors } from "@/lib/domain/validation";

// The saved view config (lib/domain/estimate/view-config.ts) is exactly what the grid keeps: every config the
// editor can produce validates, anything else is refused with its path.

// Compile-time: the grid's config is what the API takes (the views menu sends it as is).
const gridConfigIsInput = (config: ViewConfig): CreateViewInput["config"] => config;

const errorsOf = (config: unknown) => {
  const parsed = createViewInput.safeParse({ name: "V", config });
  return parsed.success ? {} : fieldErrors(parsed.error);
};

/** Configs the editor's toolbar, header clicks and group pickers can build. */
const gridConfig: fc.Arbitrary<ViewConfig> = fc.record({
  group_by: fc.uniqueArray(fc.constantFrom(...GROUP_KEYS.map((k) => k.id)), { maxLength: 4 }),
  filters: fc.record(
    {
      text: fc.string({ maxLength: 200 }),
      cost_code: fc.string({ maxLength: 50 }),
      tag: fc.string({ maxLength: 50 }),
      flags: fc.uniqueArray(fc.constantFrom(...viewFlagFilters)),
    },
    { requiredKeys: [] },
  ),
  columns: fc.constant(defaultViewConfig().columns),
  column_order: fc.shuffledSubarray(defaultViewConfig().column_order),
  sort: fc.array(
    fc.record({
      id: fc.constantFrom("total", "cost_code", "quantity", "unit_cost", "tags"),
      desc: fc.boolean(),
    }),
    { maxLength: 5 },
  ),
});

describe("estimate view config", () => {
  it("accepts every config the grid builds and returns it unchanged (property)", () => {
    fc.assert(
      fc.property(gridConfig, (config) => {
        const parsed = createViewInput.parse({ name: "V", config: gridConfigIsInput(config) });
        expect(parsed.config).toEqual(config);
        expect(normaliseViewConfig(parsed.config as ViewConfig).filters).toEqual(config.filters);
      }),
      { numRuns: 300, seed: 7 },
    );
    expect(errorsOf(defaultViewConfig())).toEqual({});
    // The seeded views' shape, and the API's other sort spellings.
    expect(
      errorsOf({ group_by: ["area", "division"], filters: {}, columns: [], column_order: [], sort: [] }),
    ).toEqual({});
    expect(errorsOf({ sort: ["-total", "cost_code", { field: "quantity", desc: true }] })).toEqual({});
  });

  it("refuses unknown filters, too many or unknown values, and over-long text, naming the path", () => {
    expect(errorsOf({ filters: { text: "x", amount_min: 5 } })).toEqual({
      "config.filters": 'Unrecognized key: "amount_min"',
    });
    expect(errorsOf({ filters: { flags: [...viewFlagFilters, "alternate"] } })).toEqual({
      "config.filters.flags": "At most 4 flags",
    });
    expect(errorsOf({ filters: { flags: ["deleted"] } })).toEqual({
      "config.filters.flags.0": "Must be one of alternate, allowance, error, base",
    });
    expect(errorsOf({ filters: { text: "x".repeat(201), tag: { a: 1 } } })).toEqual({
      "config.filters.text": "Must be at most 200 characters",
      "config.filters.tag": "Invalid input: expected string, received object",
    });
    expect(errorsOf({ sort: [{ id: "total", by: "x" }, { desc: true }, "Total!", 7] })).toEqual({
      "config.sort.0": 'Unrecognized key: "by"',
      "config.sort.1": "Give the column as id",
      "config.sort.2": 'Must be a column id such as total ("-" first for descending)',
      "config.sort.3": 'Must be a column id ("-" first for descending) or { id, desc }',
    });
    expect(errorsOf({ sort: Array(11).fill("total") })).toEqual({
      "config.sort": "Sort by at most 10 columns",
    });
    expect(errorsOf({ filters: [] })).toEqual({
      "config.filters": "Invalid input: expected object, received array",
    });
  });

  it("refuses a 20,000-level value anywhere in the config without recursing into it", () => {
    const deep = JSON.parse(`${'{"a":'.repeat(20_000)}1${"}".repeat(20_000)}`);
    expect(errorsOf({ filters: { x: deep } })).toEqual({ "config.filters": 'Unrecognized key: "x"' });
    expect(errorsOf({ filters: { text: deep } })).toEqual({
      "config.filters.text": "Invalid input: expected string, received object",
    });
    expect(errorsOf({ sort: [deep] })).toEqual({ "config.sort.0": 'Unrecognized key: "a"' });
    expect(updateViewInput.safeParse({ config: { filters: deep } }).success).toBe(false);
    expect(estimateViewConfig.safeParse(deep).success).toBe(false);
  });
});
