import { afterEach, describe, expect, it, vi } from "vitest";
import { db } from "@/db";
import { readEstimate } from "@/lib/server/estimate/core";
import { patchLine, writeLines } from "@/lib/server/estimate/lines";
import { openEstimateColumns } from "@/lib/server/estimate/open";
import { cachedOpenLines, prepareOpen, prepareOpenSoon } from "@/lib/server/estimate/open-cache";
import { createEstimate } from "@/lib/server/estimate/service";
import { companyWithRoles, editorScope } from "./helpers";

// A large estimate's open keeps its line table by stored state (lib/server/estimate/open-cache.ts). Pages of
// 3 lines stand in for pages of 5,000: any estimate of more than a page streams, and only those are kept.

const PAGE = 3;

async function largeEstimate() {
  const c = await companyWithRoles();
  const scope = editorScope(c);
  const estimate = await createEstimate(scope, { name: "Kept open" });
  const written = await writeLines(scope, estimate.uid, {
    create: Array.from({ length: 8 }, (_, i) => ({
      cost_code: "03 30 00",
      description: `Line ${i}`,
      quantity: String(i + 1),
      unit: "CY",
      unit_cost_cents: 10_000 + i,
    })),
    update: [],
    delete: [],
  });
  return { scope, estimate, lines: written.created };
}

const descriptions = (open: Awaited<ReturnType<typeof openEstimateColumns>>) => {
  const field = open.lines.fields.indexOf("description");
  return open.lines.blocks.flatMap((block) => block[field] as string[]);
};

afterEach(() => {
  vi.useRealTimers();
});

describe("the open of a large estimate, kept by stored state", () => {
  it("answers the same document from what it kept, and reads again after a line write", async () => {
    const { scope, estimate, lines } = await largeEstimate();
    const first = await openEstimateColumns(scope, estimate.uid, PAGE);
    const row = await readEstimate(db(), scope, estimate.uid);
    expect(cachedOpenLines(estimate.uid, "columns", PAGE, row.updatedAt)).toHaveLength(3);
    expect(await openEstimateColumns(scope, estimate.uid, PAGE)).toEqual(first);

    await patchLine(scope, estimate.uid, lines[2]!.uid, { description: "Changed" }, lines[2]!.version);
    const after = await openEstimateColumns(scope, estimate.uid, PAGE);
    expect(descriptions(after)[2]).toBe("Changed");
    expect(descriptions(after)).toHaveLength(8);
    // The text kept for the earlier state is not served for the new one.
    expect(cachedOpenLines(estimate.uid, "columns", PAGE, row.updatedAt)).toBeUndefined();
  });

  it("is prepared ahead of the next open once writes settle, and never for a state a write replaced", async () => {
    const { scope, estimate } = await largeEstimate();
    await prepareOpen(scope, estimate.uid, PAGE);
    const row = await readEstimate(db(), scope, estimate.uid);
    const kept = cachedOpenLines(estimate.uid, "columns", PAGE, row.updatedAt);
    expect(JSON.parse(`[${kept?.join("")}]`)).toEqual(
      (await openEstimateColumns(scope, estimate.uid, PAGE)).lines.blocks,
    );

    // A small estimate (one page or less at the real page size) is not prepared.
    vi.useFakeTimers();
    prepareOpenSoon(scope, estimate.uid, 8);
    expect(vi.getTimerCount()).toBe(0);
    prepareOpenSoon(scope, estimate.uid, 5_001);
    prepareOpenSoon(scope, estimate.uid, 5_002);
    expect(vi.getTimerCount()).toBe(1); // debounced: one preparation after the last write
    vi.clearAllTimers();
  });
});
