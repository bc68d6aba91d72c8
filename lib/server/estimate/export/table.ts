// The budget as an export lays it out: in full (budget order, grouped by division for the XLSX and PDF) or as a
// saved view shows it — the editor's own filters, sort and grouping (lib/client/estimate-editor/view.ts, pure),
// so an export of a view lists exactly the rows and subtotals the grid shows.

import type { Row } from "@/lib/client/estimate-editor/store";
import type { ViewConfig } from "@/lib/client/estimate-editor/types";
import { buildViewRows, normaliseViewConfig } from "@/lib/client/estimate-editor/view";
import type { LineResult } from "@/lib/domain/estimate/model";
import type { ExportLine } from "@/lib/domain/estimate-export/cells";

export type TableRow =
  | { kind: "group"; depth: number; label: string; total_cents: number; count: number; end: number }
  | { kind: "line"; depth: number; line: ExportLine; result: LineResult | null };

export interface ExportTable {
  /** Visible column ids in order (the editor's ids: cost_code, description, quantity, unit_cost, total …). */
  columns: string[];
  rows: TableRow[];
  grouped: boolean;
}

/** Columns of a full export's budget table (the editor's ids). */
export const FULL_COLUMNS = [
  "cost_code",
  "description",
  "quantity",
  "unit",
  "unit_cost",
  "lump_sum",
  "cost_type",
  "area",
  "tags",
  "alternate",
  "allowance",
  "total",
];

/**
 * Rows with group headers; each group row's `end` is the index (exclusive) of the first row after its members,
 * so a spreadsheet can write its subtotal as a formula over them.
 */
export function buildExportTable(
  lines: readonly ExportLine[],
  results: ReadonlyMap<string, LineResult>,
  rawConfig: Partial<ViewConfig> | null,
  defaultGroup: ViewConfig["group_by"] = [],
): ExportTable {
  const config = rawConfig
    ? normaliseViewConfig(rawConfig)
    : {
        ...normaliseViewConfig(null),
        group_by: defaultGroup,
        columns: FULL_COLUMNS,
        column_order: FULL_COLUMNS,
      };
  const byUid = new Map<string, Row>();
  for (const line of lines) {
    byUid.set(line.uid, {
      key: line.uid,
      uid: line.uid,
      version: 0,
      position: 0,
      line,
      base: null,
    } as unknown as Row);
  }
  const viewRows = buildViewRows(
    {
      order: lines.map((l) => l.uid),
      row: (k) => byUid.get(k),
      result: (k) => results.get(k) ?? null,
    },
    config as ViewConfig,
    new Set(),
    false,
  );
  const rows: TableRow[] = [];
  const open: { depth: number; at: number }[] = [];
  const close = (depth: number) => {
    while (open.length && open[open.length - 1]!.depth >= depth) {
      const g = open.pop()!;
      (rows[g.at] as Extract<TableRow, { kind: "group" }>).end = rows.length;
    }
  };
  for (const r of viewRows) {
    if (r.kind === "group") {
      close(r.depth);
      open.push({ depth: r.depth, at: rows.length });
      rows.push({
        kind: "group",
        depth: r.depth,
        label: r.label,
        total_cents: r.total_cents,
        count: r.count,
        end: 0,
      });
    } else if (r.kind === "line") {
      const row = byUid.get(r.key)!;
      rows.push({
        kind: "line",
        depth: r.depth,
        line: row.line as unknown as ExportLine,
        result: results.get(r.key) ?? null,
      });
    }
  }
  close(0);
  const visible = new Set(config.columns);
  const columns = config.column_order.filter((id) => visible.has(id));
  if (!columns.includes("total")) columns.push("total");
  return { columns, rows, grouped: config.group_by.length > 0 };
}
