"use client";

// The leveling grid: scope items down, bidders across (first column, header and totals sticky), each cell the
// bidder's answer with the estimator's plug, credit and note in one line; the totals at the bottom. Rows have one
// fixed height and only those in view (plus a margin) are rendered, so 30 bidders × 300 items open as fast as
// 30 × 20; one click handler on the table reads the cell from data attributes (no handler per cell).
import { memo, useEffect, useMemo, useRef, useState } from "react";
import type { LevelingDto } from "@/lib/contract/bid-leveling";
import { formatCurrency } from "@/lib/domain/money-format";

type Cell = LevelingDto["rows"][number]["cells"][number];
type Column = LevelingDto["columns"][number];

const ROW_H = 52;
const OVERSCAN = 8;

const money = (cents: number | null) => (cents === null ? "" : formatCurrency(cents));

const answerStyle = {
  included: "text-emerald-700 dark:text-emerald-400",
  excluded: "text-red-700 dark:text-red-400",
  qualified: "text-amber-700 dark:text-amber-400",
} as const;
const answerLabel = { included: "Included", excluded: "Excluded", qualified: "Qualified" } as const;

const LOW = " bg-emerald-50 dark:bg-emerald-950";
const STICKY = "sticky left-0 z-10 border-r bg-background";

/** The cell's second line: the qualification, the plug or credit, the note — what there is. */
function detail(cell: Cell): string {
  const parts: string[] = [];
  if (cell.plug_cents !== null) parts.push(`Plug ${money(cell.plug_cents)}`);
  if (cell.credit_cents !== null) parts.push(`Credit −${money(cell.credit_cents)}`);
  if (cell.unplugged) parts.push("Needs a plug");
  if (cell.text) parts.push(cell.text);
  if (cell.note) parts.push(`“${cell.note}”`);
  return parts.join(" · ");
}

function cellBody(cell: Cell, submitted: boolean) {
  const status = cell.status;
  const line = detail(cell);
  return (
    <>
      <span
        className={`block truncate font-medium text-xs ${status ? answerStyle[status] : "text-muted-foreground"}`}
      >
        {status ? answerLabel[status] : submitted ? "Not answered" : ""}
      </span>
      {line && (
        <span className="block truncate text-muted-foreground text-xs" title={line}>
          {line}
        </span>
      )}
    </>
  );
}

type Props = {
  sheet: LevelingDto;
  editable: boolean;
  onCell: (invitationUid: string, scopeItemUid: string | null) => void;
};

function useWindow(count: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [view, setView] = useState({ top: 0, height: 720 });
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let frame = 0;
    const read = () => {
      frame = 0;
      setView({ top: el.scrollTop, height: el.clientHeight });
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(read);
    };
    read();
    el.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      el.removeEventListener("scroll", onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);
  const first = Math.max(0, Math.floor(view.top / ROW_H) - OVERSCAN);
  const last = Math.min(count, Math.ceil((view.top + view.height) / ROW_H) + OVERSCAN);
  return { ref, first, last };
}

/** Column indexes by leveled total, low first; bidders without a bid after them, in invitation order. */
function columnOrder(cols: Column[]): number[] {
  const key = (c: Column) => c.leveled_cents ?? Number.POSITIVE_INFINITY;
  return cols.map((_, i) => i).sort((a, b) => key(cols[a]!) - key(cols[b]!) || a - b);
}

function LevelingTableImpl({ sheet, editable, onCell }: Props) {
  const order = useMemo(() => columnOrder(sheet.columns), [sheet.columns]);
  const cols = order.map((i) => sheet.columns[i]!);
  const { ref, first, last } = useWindow(sheet.rows.length + 1);
  const canEdit = (c: Column) => editable && c.base_cents !== null;
  const open = (e: React.MouseEvent | React.KeyboardEvent) => {
    const el = (e.target as HTMLElement).closest<HTMLElement>("[data-inv]");
    if (!el) return;
    if ("key" in e && e.key !== "Enter" && e.key !== " ") return;
    e.preventDefault();
    onCell(el.dataset.inv!, el.dataset.item || null);
  };
  const editCell = (c: Column, item: string, extra = "") => {
    const edit = canEdit(c);
    return {
      "data-inv": edit ? c.invitation_uid : undefined,
      "data-item": edit ? item : undefined,
      role: edit ? "button" : undefined,
      tabIndex: edit ? 0 : undefined,
      className: `overflow-hidden px-3 py-1.5${c.low ? LOW : ""}${edit ? " cursor-pointer hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring" : ""}${extra}`,
    };
  };
  const totalRow = (label: string, value: (c: Column) => string, strong = false) => (
    <tr className={strong ? "font-semibold" : undefined}>
      <th scope="row" className={`${STICKY} px-3 py-1 text-left font-medium`}>
        {label}
      </th>
      <td className="px-3 py-1 text-right tabular-nums">
        {label === "Leveled total" ? money(sheet.budget_cents) : ""}
      </td>
      {cols.map((c) => (
        <td
          key={c.invitation_uid}
          className={`truncate px-3 py-1 text-right tabular-nums${c.low ? LOW : ""}`}
        >
          {value(c)}
        </td>
      ))}
    </tr>
  );
  // Rows 0…n−1 are the scope items, row n the bid as a whole.
  const bodyRows = [];
  for (let i = first; i < last; i++) {
    const r = sheet.rows[i];
    if (r) {
      bodyRows.push(
        <tr key={r.scope_item_uid} className="border-b" style={{ height: ROW_H }}>
          <th scope="row" className={`${STICKY} truncate px-3 py-1.5 text-left font-normal`} title={r.name}>
            {r.name}
          </th>
          <td className="px-3 py-1.5 text-right tabular-nums">{money(r.budget_cents)}</td>
          {order.map((k, at) => {
            const c = cols[at]!;
            const cell = r.cells[k]!;
            return (
              <td
                key={c.invitation_uid}
                {...editCell(c, r.scope_item_uid, cell.unplugged ? " bg-red-50 dark:bg-red-950" : "")}
              >
                {cellBody(cell, c.base_cents !== null)}
              </td>
            );
          })}
        </tr>,
      );
    } else {
      bodyRows.push(
        <tr key="whole" className="border-b" style={{ height: ROW_H }}>
          <th scope="row" className={`${STICKY} px-3 py-1.5 text-left font-normal italic`}>
            The bid as a whole
          </th>
          <td />
          {cols.map((c) => (
            <td key={c.invitation_uid} {...editCell(c, "")}>
              {c.base_cents !== null ? cellBody(c.bid, false) : null}
            </td>
          ))}
        </tr>,
      );
    }
  }
  const total = sheet.rows.length + 1;
  return (
    <div ref={ref} className="max-h-[70vh] overflow-auto rounded-md border" data-testid="leveling-scroll">
      <table
        className="min-w-full table-fixed border-separate border-spacing-0 text-sm [--first:9rem] sm:[--first:16rem] [&_td]:border-b [&_th]:border-b"
        style={{ width: `calc(var(--first) + ${96 + cols.length * 176}px)` }}
        onClick={open}
        onKeyDown={open}
        aria-rowcount={total + 6}
      >
        <colgroup>
          <col style={{ width: "var(--first)" }} />
          <col style={{ width: 96 }} />
          {cols.map((c) => (
            <col key={c.invitation_uid} style={{ width: 176 }} />
          ))}
        </colgroup>
        <thead className="sticky top-0 z-20 bg-background">
          <tr>
            <th scope="col" className={`${STICKY} z-30 px-3 py-2 text-left font-medium`}>
              Scope item
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Budget
            </th>
            {cols.map((c) => (
              <th
                key={c.invitation_uid}
                scope="col"
                className={`px-3 py-2 text-left align-bottom font-medium${c.low ? LOW : ""}`}
              >
                <span className="block truncate" title={c.bidder_name}>
                  {c.bidder_name}
                </span>
                <span
                  className="block truncate font-normal text-muted-foreground text-xs"
                  data-testid="bidder-status"
                >
                  {c.low ? "Low bidder" : c.status}
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {first > 0 && <tr style={{ height: first * ROW_H }} />}
          {bodyRows}
          {last < total && <tr style={{ height: (total - last) * ROW_H }} />}
        </tbody>
        <tfoot className="sticky bottom-0 z-20 bg-background shadow-[0_-1px_0_var(--border)]">
          {totalRow("Base bid", (c) => money(c.base_cents))}
          {totalRow("Plugs", (c) => (c.base_cents === null ? "" : money(c.plugs_cents)))}
          {totalRow("Credits", (c) =>
            c.base_cents === null ? "" : c.credits_cents ? `−${money(c.credits_cents)}` : money(0),
          )}
          {totalRow("Leveled total", (c) => money(c.leveled_cents), true)}
          {totalRow("Variance", (c) =>
            c.variance_cents === null ? "" : `${c.variance_cents > 0 ? "+" : ""}${money(c.variance_cents)}`,
          )}
        </tfoot>
      </table>
    </div>
  );
}

export const LevelingTable = memo(LevelingTableImpl);
