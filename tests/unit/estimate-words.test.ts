// The zod-free copies the client reads (lib/contract/estimate-words.ts) match the contract's schemas.
import { describe, expect, it } from "vitest";
import { estimateListQuery, updateEstimateInput } from "@/lib/contract/estimate";
import { estimateListParams } from "@/lib/contract/estimate-list-params";
import { estimateHeaderKeys } from "@/lib/contract/estimate-words";

describe("estimate words", () => {
  it("names the header fields an update may set", () => {
    expect([...estimateHeaderKeys].sort()).toEqual(Object.keys(updateEstimateInput.shape).sort());
  });

  it("builds list params the list query reads back", () => {
    const params = estimateListParams({
      q: " tower ",
      status: ["draft", "final"],
      tag: ["a"],
      sort: "name",
      limit: 20,
      cursor: "40",
      count: true,
    });
    const raw: Record<string, string | string[]> = {};
    for (const key of new Set(params.keys())) {
      const all = params.getAll(key);
      raw[key] = ["status", "tag", "building_type"].includes(key) ? all : all[0]!;
    }
    const parsed = estimateListQuery.parse(raw);
    expect(parsed).toMatchObject({ q: "tower", status: ["draft", "final"], tag: ["a"], sort: "name" });
  });
});
