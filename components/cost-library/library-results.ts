// What the grid's library search offers for a query: assemblies, items (priced at the estimate's date and
// place) and, for a cost code, what past jobs paid — one list the keyboard walks (↑/↓, Enter).

import type { LinePatchFields } from "@/lib/client/estimate-editor/types";
import type { AssemblyDto } from "@/lib/contract/assembly";
import type { CostHistoryDto, CostHistoryGroupDto } from "@/lib/contract/cost-history";
import type { CostItemDto } from "@/lib/contract/cost-item";

export type LibraryResult =
  | { kind: "assembly"; key: string; assembly: AssemblyDto }
  | { kind: "item"; key: string; item: CostItemDto }
  | { kind: "history"; key: string; costCode: string; group: CostHistoryGroupDto; target: string };

export function libraryResults(
  items: CostItemDto[],
  assemblies: AssemblyDto[],
  history: CostHistoryDto | undefined,
): LibraryResult[] {
  const fromHistory: LibraryResult[] = (history?.groups ?? [])
    .filter((g) => g.median_cents !== null)
    .map((group) => ({
      kind: "history",
      key: `history-${group.unit}`,
      costCode: history!.cost_code,
      group,
      target: history!.target,
    }));
  return [
    ...assemblies.map((assembly) => ({
      kind: "assembly" as const,
      key: `assembly-${assembly.uid}`,
      assembly,
    })),
    ...items.map((item) => ({ kind: "item" as const, key: `item-${item.uid}`, item })),
    ...fromHistory,
  ];
}

/** A library item as a new line: its price at the estimate's date and place, the item and its own price kept. */
export function itemLine(item: CostItemDto): LinePatchFields {
  const factor = item.normalised?.factor ?? 1;
  const scale = (v: number | undefined) =>
    v === undefined ? undefined : Math.round(v * factor * 100_000) / 100_000;
  return {
    cost_code: item.cost_code,
    description: item.description,
    unit: item.unit,
    quantity: "0",
    unit_cost_cents: item.normalised?.unit_cost_cents ?? item.unit_cost_cents,
    split: item.split
      ? {
          labor_cents: scale(item.split.labor_cents),
          material_cents: scale(item.split.material_cents),
          equipment_cents: scale(item.split.equipment_cents),
          subcontract_cents: scale(item.split.subcontract_cents),
        }
      : null,
    cost_type: item.cost_type,
    cost_item_uid: item.uid,
    library_cents: item.unit_cost_cents,
    source: `Library: ${item.description}, ${item.price_date}${item.normalised?.label ? ` (${item.normalised.label})` : ""}`,
  };
}

/** What past jobs paid, as a line: the median unit cost, with where it came from. */
export function historyLine(result: Extract<LibraryResult, { kind: "history" }>): LinePatchFields {
  const g = result.group;
  return {
    cost_code: result.costCode,
    description: null,
    unit: g.unit === "—" ? null : g.unit,
    quantity: "0",
    unit_cost_cents: g.median_cents,
    source: `History: median of ${g.normalised_n} (P25–P75 ${(g.p25_cents ?? 0) / 100}–${(g.p75_cents ?? 0) / 100}), ${result.target}`,
  };
}
