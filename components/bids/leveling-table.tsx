"use client";

// The leveling grid: scope items down, bidders across (first column and header sticky), each cell the bidder's
// answer with the estimator's plug, credit and note; the totals below. Plain table rows without per-cell
// components or handlers: one click handler on the table reads the cell from data attributes, so 30 bidders ×
// 300 items (9,000 cells) render in one pass.
import { memo } from "react";
import type { LevelingDto } from "@/lib/contract/bid-leveling";
import { formatCurrency } from "@/lib/domain/money-format";
import { cn } from "@/lib/utils";

type Cell = LevelingDto["rows"][number]["cells"][number];
type Column = LevelingDto["columns"][number];

const money = (cents: number | null) => (cents === null ? "" : formatCurrency(cents));

const answerStyle = {
  included: "text-emerald-700 dark:text-emerald-400",
  excluded: "text-red-700 dark:text-red-400",
  qualified: "text-amber-700 dark:text-amber-400",
} as const;
const answerLabel = { included: "Included", excluded: "Excluded", qualified: "Qualified" } as const;

const lowColumn = "bg-emerald-50 dark:bg-emerald-500/10";
const stickyFirst = "sticky left-0 z-10 bg-background";

function CellView({ cell, col, editable }: { cell: Cell; col: Column; editable: boolean }) {
  const status = cell.status;
  return (
    <>
      <span className={cn("font-medium text-xs", status ? answerStyle[status] : "text-muted-foreground")}>
        {status ? answerLabel[status] : col.base_cents === null ? "" : "Not answered"}
      </span>
      {cell.text && <span className="block truncate text-muted-foreground text-xs">{cell.text}</span>}
      {cell.plug_cents !== null && (
        <span className="block text-xs tabular-nums">Plug {money(cell.plug_cents)}</span>
      )}
      {cell.credit_cents !== null && (
        <span className="block text-xs tabular-nums">Credit −{money(cell.credit_cents)}</span>
      )}
      {cell.unplugged && <span className="block text-red-700 text-xs dark:text-red-400">Needs a plug</span>}
      {cell.note && <span className="block truncate text-muted-foreground text-xs italic">{cell.note}</span>}
      {editable && <span className="sr-only">Edit</span>}
    </>
  );
}

type Props = {
  sheet: LevelingDto;
  editable: boolean;
  onCell: (invitationUid: string, scopeItemUid: string | null) => void;
};

function LevelingTableImpl({ sheet, editable, onCell }: Props) {
  const cols = sheet.columns;
  const canEdit = (c: Column) => editable && c.base_cents !== null;
  const open = (e: React.MouseEvent | React.KeyboardEvent) => {
    const el = (e.target as HTMLElement).closest<HTMLElement>("[data-inv]");
    if (!el) return;
    if ("key" in e && e.key !== "Enter" && e.key !== " ") return;
    e.preventDefault();
    onCell(el.dataset.inv!, el.dataset.item || null);
  };
  const totalRow = (label: string, value: (c: Column) => string, strong = false) => (
    <tr className={cn("border-t", strong && "font-semibold")}>
      <th scope="row" className={cn(stickyFirst, "px-3 py-1.5 text-left font-medium")}>
        {label}
      </th>
      <td className="px-3 py-1.5 text-right tabular-nums">
        {label === "Leveled total" ? money(sheet.budget_cents) : ""}
      </td>
      {cols.map((c) => (
        <td key={c.invitation_uid} className={cn("px-3 py-1.5 text-right tabular-nums", c.low && lowColumn)}>
          {value(c)}
        </td>
      ))}
    </tr>
  );
  return (
    <div className="overflow-auto rounded-md border" style={{ maxHeight: "70vh" }}>
      <table className="w-max min-w-full border-collapse text-sm" onClick={open} onKeyDown={open}>
        <thead className="sticky top-0 z-20 bg-background">
          <tr className="border-b">
            <th scope="col" className={cn(stickyFirst, "z-30 min-w-48 px-3 py-2 text-left font-medium")}>
              Scope item
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Budget
            </th>
            {cols.map((c) => (
              <th
                key={c.invitation_uid}
                scope="col"
                className={cn(
                  "w-44 min-w-44 px-3 py-2 text-left align-bottom font-medium",
                  c.low && lowColumn,
                )}
              >
                <span className="block truncate" title={c.bidder_name}>
                  {c.bidder_name}
                </span>
                <span className="block font-normal text-muted-foreground text-xs" data-testid="bidder-status">
                  {c.low ? "Low bidder" : c.status}
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sheet.rows.map((r) => (
            <tr key={r.scope_item_uid} className="border-b align-top">
              <th scope="row" className={cn(stickyFirst, "max-w-72 px-3 py-1.5 text-left font-normal")}>
                {r.name}
              </th>
              <td className="px-3 py-1.5 text-right tabular-nums">{money(r.budget_cents)}</td>
              {r.cells.map((cell, i) => {
                const c = cols[i]!;
                const edit = canEdit(c);
                return (
                  <td
                    key={c.invitation_uid}
                    data-inv={edit ? c.invitation_uid : undefined}
                    data-item={edit ? r.scope_item_uid : undefined}
                    role={edit ? "button" : undefined}
                    tabIndex={edit ? 0 : undefined}
                    className={cn(
                      "w-44 min-w-44 max-w-44 px-3 py-1.5",
                      c.low && lowColumn,
                      edit &&
                        "cursor-pointer hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring",
                      cell.unplugged && "bg-red-50 dark:bg-red-500/10",
                    )}
                  >
                    <CellView cell={cell} col={c} editable={edit} />
                  </td>
                );
              })}
            </tr>
          ))}
          <tr className="border-b align-top">
            <th scope="row" className={cn(stickyFirst, "px-3 py-1.5 text-left font-normal italic")}>
              The bid as a whole
            </th>
            <td />
            {cols.map((c) => {
              const edit = canEdit(c);
              return (
                <td
                  key={c.invitation_uid}
                  data-inv={edit ? c.invitation_uid : undefined}
                  data-item=""
                  role={edit ? "button" : undefined}
                  tabIndex={edit ? 0 : undefined}
                  className={cn("px-3 py-1.5", c.low && lowColumn, edit && "cursor-pointer hover:bg-accent")}
                >
                  {c.base_cents !== null && <CellView cell={c.bid} col={c} editable={edit} />}
                </td>
              );
            })}
          </tr>
        </tbody>
        <tfoot>
          {totalRow("Base bid", (c) => money(c.base_cents))}
          {totalRow("Plugs", (c) => (c.base_cents === null ? "" : money(c.plugs_cents)))}
          {totalRow("Credits", (c) => (c.base_cents === null ? "" : `−${money(c.credits_cents)}`))}
          {totalRow("Leveled total", (c) => money(c.leveled_cents), true)}
          {totalRow("Variance to budget", (c) =>
            c.variance_cents === null ? "" : `${c.variance_cents > 0 ? "+" : ""}${money(c.variance_cents)}`,
          )}
        </tfoot>
      </table>
    </div>
  );
}

export const LevelingTable = memo(LevelingTableImpl);
