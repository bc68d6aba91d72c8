// A markup stack run through the real engine on a sample job (SAMPLE_DIRECT_CENTS direct: 40% material, 10%
// steel), for Settings › Markups. Its own module: the engine is not part of that page's first load.
import { computeEstimate } from "@/lib/domain/estimate/compute";
import type { Markup } from "@/lib/domain/estimate/markups";
import type { MarkupResult } from "@/lib/domain/estimate/model";

export type StackPreview = { markups: MarkupResult[]; grand_total_cents: number };

export function previewStack(stack: readonly Markup[]): StackPreview | null {
  try {
    const { totals } = computeEstimate({
      inputs: {},
      markups: [...stack],
      lines: [
        {
          uid: "sample-concrete",
          cost_code: "03 30 00",
          quantity: 1,
          lump_sum_cents: 400_000_000,
          split: { material_cents: 160_000_000, labor_cents: 240_000_000 },
        },
        {
          uid: "sample-steel",
          cost_code: "05 12 00",
          quantity: 1,
          lump_sum_cents: 100_000_000,
          split: { material_cents: 60_000_000, labor_cents: 40_000_000 },
        },
        {
          uid: "sample-finishes",
          cost_code: "09 00 00",
          quantity: 1,
          lump_sum_cents: 500_000_000,
          split: { material_cents: 180_000_000, labor_cents: 320_000_000 },
        },
      ],
    });
    return { markups: totals.markups, grand_total_cents: totals.grand_total_cents };
  } catch {
    return null;
  }
}
