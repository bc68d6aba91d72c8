"use client";
// What Ctrl+P prints from the estimate page: only this block (print.css hides the rest of the page — header,
// navigation, panels, buttons), the estimate's name and facts, the budget as the current view shows it (its
// filters, sort, grouping with every group's subtotal, all groups open, the visible columns fitted to the
// page width) and the totals with each markup. The grid on screen is virtualised, so the printed table is a
// plain one, rendered only between the browser's beforeprint and afterprint.
import "./print.css";
import { useEffect, useState } from "react";
import { createPortal, flushSync } from "react-dom";
import { COLUMN_BY_ID } from "@/lib/client/estimate-editor/columns";
import type { EditorStore } from "@/lib/client/estimate-editor/store";
import type { ViewConfig } from "@/lib/client/estimate-editor/types";
import { buildViewRows } from "@/lib/client/estimate-editor/view";
import { formatCurrency } from "@/lib/domain/money-format";

function usePrinting() {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    // Rendered synchronously: the browser lays the page out for print right after beforeprint returns.
    const before = () => flushSync(() => setPrinting(true));
    const after = () => setPrinting(false);
    window.addEventListener("beforeprint", before);
    window.addEventListener("afterprint", after);
    return () => {
      window.removeEventListener("beforeprint", before);
      window.removeEventListener("afterprint", after);
    };
  }, []);
  return printing;
}

export function PrintBudget({
  store,
  config,
  estimate,
}: {
  store: EditorStore;
  config: ViewConfig;
  estimate: {
    name: string;
    client?: string | null;
    location?: string | null;
    building_type_name?: string | null;
    design_stage?: string | null;
  };
}) {
  const printing = usePrinting();
  if (!printing) return null;
  const columns = config.column_order.filter((id) => config.columns.includes(id) && COLUMN_BY_ID.has(id));
  const rows = buildViewRows(store, config, new Set(), false);
  const totals = store.totals();
  const numeric = (id: string) => COLUMN_BY_ID.get(id)?.align === "right";
  return createPortal(
    <div id="estimate-print" data-testid="estimate-print">
      <h1>{estimate.name}</h1>
      <p className="estimate-print-facts">
        {[
          estimate.client,
          estimate.location,
          estimate.building_type_name,
          estimate.design_stage?.toUpperCase(),
        ]
          .filter(Boolean)
          .join(" · ")}
      </p>
      <table>
        <colgroup>
          {columns.map((id) => (
            <col key={id} className={id === "description" || id === "notes" ? "wide" : undefined} />
          ))}
        </colgroup>
        <thead>
          <tr>
            {columns.map((id) => (
              <th key={id} className={numeric(id) ? "num" : undefined}>
                {COLUMN_BY_ID.get(id)!.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => {
            if (r.kind === "group") {
              return (
                <tr key={r.id} className="group">
                  <td
                    colSpan={Math.max(1, columns.length - 1)}
                    style={{ paddingLeft: `${r.depth * 10 + 2}pt` }}
                  >
                    {r.label} ({r.count})
                  </td>
                  <td className="num">{formatCurrency(r.total_cents)}</td>
                </tr>
              );
            }
            if (r.kind !== "line") return null;
            const row = store.row(r.key);
            if (!row) return null;
            const result = store.result(r.key);
            return (
              <tr key={r.key}>
                {columns.map((id) => (
                  <td key={id} className={numeric(id) ? "num" : undefined}>
                    {COLUMN_BY_ID.get(id)!.display(row.line, result)}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
      <table className="estimate-print-totals">
        <tbody>
          <tr>
            <th>Direct cost</th>
            <td className="num">{formatCurrency(totals.direct_cents)}</td>
          </tr>
          {totals.markups.map((m) => (
            <tr key={m.uid}>
              <td>{m.name}</td>
              <td className="num">{formatCurrency(Math.round(m.amount_cents))}</td>
            </tr>
          ))}
          <tr>
            <th>Grand total</th>
            <td className="num">{formatCurrency(totals.grand_total_cents)}</td>
          </tr>
        </tbody>
      </table>
    </div>,
    document.body,
  );
}
