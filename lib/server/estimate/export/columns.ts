// One budget column's value for an export: text (neutralised where it is written), money in cents (whole or,
// for unit costs and the split, with up to 5 decimals) or a plain number, by the editor's column id.
import { COLUMN_BY_ID } from "@/lib/client/estimate-editor/columns";
import type { LineResult } from "@/lib/domain/estimate/model";
import type { ExportLine } from "@/lib/domain/estimate-export/cells";
import { TAG_SEPARATOR } from "@/lib/domain/estimate-export/cells";

export type ColumnValue =
  | { kind: "text"; value: string }
  | { kind: "money"; cents: number | null }
  | { kind: "unit_money"; cents: number | null }
  | { kind: "number"; value: number | null };

export const columnLabel = (id: string) => COLUMN_BY_ID.get(id)?.label ?? id;

/** Money columns align right in every format. */
export const isNumericColumn = (id: string) =>
  id === "quantity" || id === "unit_cost" || id === "lump_sum" || id === "total" || id.startsWith("split_");

export function columnValue(id: string, line: ExportLine, result: LineResult | null): ColumnValue {
  switch (id) {
    case "quantity":
      // As the engine evaluated it (a formula's value); none for a lump sum.
      return { kind: "number", value: line.lump_sum_cents !== null ? null : (result?.quantity ?? null) };
    case "unit_cost":
      return { kind: "unit_money", cents: line.unit_cost_cents };
    case "lump_sum":
      return { kind: "money", cents: line.lump_sum_cents };
    case "total":
      return { kind: "money", cents: result?.total_cents ?? 0 };
    case "tags":
      return { kind: "text", value: line.tags.join(TAG_SEPARATOR) };
    case "alternate":
      return { kind: "text", value: line.alternate ? "yes" : "" };
    case "allowance":
      return { kind: "text", value: line.allowance ? "yes" : "" };
    case "cost_type":
      return { kind: "text", value: line.cost_type ?? "" };
    default: {
      if (id.startsWith("split_")) {
        const part = `${id.slice(6)}_cents` as keyof NonNullable<ExportLine["split"]>;
        return { kind: "unit_money", cents: line.split?.[part] ?? null };
      }
      const v = (line as unknown as Record<string, unknown>)[id];
      return { kind: "text", value: typeof v === "string" ? v : "" };
    }
  }
}
