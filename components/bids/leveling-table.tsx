"use client";

// The leveling grid: scope items down, bidders across (first column, header and totals sticky), each cell the
// bidder's answer with the estimator's plug, credit and note in one line; the totals at the bottom. Rows have one
// fixed height and only the rows and bidder columns in view (plus a margin) are rendered, so 30 bidders × 300
// items open as fast as 6 × 15; the margin follows the first paint as an interruptible update. One click handler
// on the table reads the cell from data attributes (no handler per cell).
import { memo, startTransition, useEffect, useMemo, useRef, useState } from "react";
import type { LevelingDto } from "@/lib/contract/bid-leveling";
import { formatCurrency } from "@/lib/domain/money-format";

type Cell = LevelingDto["rows"][number]["cells"][number];
type Column = LevelingDto["columns"][number];

const ROW_H = 52;
const OVERSCAN = 8;
const COL_W = 176;
const BUDGET_W = 96;
const COL_OVERSCAN = 2;

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
  onCell: (invitationUid: string, scopeItemUid: string | null, anchor: DOMRect) => void;
};

type View = { top: number; height: number; left: number; width: number };

/** What the scroll box shows before it is measured: its height is at most 70vh (its class). */
const guess = (): View =>
  typeof window === "undefined"
    ? { top: 0, height: 720, left: 0, width: 1200 }
    : { top: 0, height: Math.round(window.innerHeight * 0.7), left: 0, width: window.innerWidth };

/** The rows and bidder columns in view; the margins around them once the first paint is in. */
function useWindow(rows: number, cols: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [view, setView] = useState(guess);
  const [margin, setMargin] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let frame = 0;
    const read = () => {
      frame = 0;
      const next = { top: el.scrollTop, height: el.clientHeight, left: el.scrollLeft, width: el.clientWidth };
      setView((v) =>
        v.top === next.top && v.height === next.height && v.left === next.left && v.width === next.width
          ? v
          : next,
      );
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(read);
    };
    read();
    startTransition(() => setMargin(true));
    el.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll);
    return () => {
      el.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);
  const rowMargin = margin ? OVERSCAN : 0;
  const colMargin = margin ? COL_OVERSCAN : 0;
  const first = Math.max(0, Math.floor(view.top / ROW_H) - rowMargin);
  const last = Math.min(rows, Math.ceil((view.top + view.height) / ROW_H) + rowMargin);
  // Bidder columns start after the sticky scope column (9rem at least, which hides what scrolls under it) and
  // the budget's; a column is never narrower than COL_W (wider when a few fill the box), so this is a superset.
  const colFirst = Math.max(0, Math.floor((view.left - BUDGET_W) / COL_W) - colMargin);
  const colLast = Math.min(cols, Math.ceil((view.left + view.width - 144 - BUDGET_W) / COL_W) + colMargin);
  return { ref, first, last, colFirst, colLast };
}

/** Empty cells standing for the bidder columns left out before and after those drawn. */
function spacers(first: number, last: number, count: number, Tag: "td" | "th" = "td") {
  return [
    first > 0 ? <Tag key="before" colSpan={first} aria-hidden="true" /> : null,
    last < count ? <Tag key="after" colSpan={count - last} aria-hidden="true" /> : null,
  ];
}

/** Column indexes by leveled total, low first; bidders without a bid after them, in invitation order. */
function columnOrder(cols: Column[]): number[] {
  const key = (c: Column) => c.leveled_cents ?? Number.POSITIVE_INFINITY;
  return cols.map((_, i) => i).sort((a, b) => key(cols[a]!) - key(cols[b]!) || a - b);
}

function LevelingTableImpl({ sheet, editable, onCell }: Props) {
  const order = useMemo(() => columnOrder(sheet.columns), [sheet.columns]);
  const cols = order.map((i) => sheet.columns[i]!);
  const { ref, first, last, colFirst, colLast } = useWindow(sheet.rows.length + 1, cols.length);
  const shown = cols.slice(colFirst, colLast);
  const [before, after] = spacers(colFirst, colLast, cols.length);
  const canEdit = (c: Column) => editable && c.base_cents !== null;
  const open = (e: React.MouseEvent | React.KeyboardEvent) => {
    const el = (e.target as HTMLElement).closest<HTMLElement>("[data-inv]");
    if (!el) return;
    if ("key" in e && e.key !== "Enter" && e.key !== " ") return;
    e.preventDefault();
    onCell(el.dataset.inv!, el.dataset.item || null, el.getBoundingClientRect());
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
      {before}
      {shown.map((c) => (
        <td
          key={c.invitation_uid}
          className={`truncate px-3 py-1 text-right tabular-nums${c.low ? LOW : ""}`}
        >
          {value(c)}
        </td>
      ))}
      {after}
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
          {before}
          {shown.map((c, at) => {
            const cell = r.cells[order[colFirst + at]!]!;
            return (
              <td
                key={c.invitation_uid}
                {...editCell(c, r.scope_item_uid, cell.unplugged ? " bg-red-50 dark:bg-red-950" : "")}
              >
                {cellBody(cell, c.base_cents !== null)}
              </td>
            );
          })}
          {after}
        </tr>,
      );
    } else {
      bodyRows.push(
        <tr key="whole" className="border-b" style={{ height: ROW_H }}>
          <th scope="row" className={`${STICKY} px-3 py-1.5 text-left font-normal italic`}>
            The bid as a whole
          </th>
          <td />
          {before}
          {shown.map((c) => (
            <td key={c.invitation_uid} {...editCell(c, "")}>
              {c.base_cents !== null ? cellBody(c.bid, false) : null}
            </td>
          ))}
          {after}
        </tr>,
      );
    }
  }
  const total = sheet.rows.length + 1;
  return (
    <div ref={ref} className="max-h-[70vh] overflow-auto rounded-md border" data-testid="leveling-scroll">
      <table
        className="min-w-full table-fixed border-separate border-spacing-0 text-sm [--first:9rem] sm:[--first:16rem] [&_td]:border-b [&_th]:border-b"
        style={{ width: `calc(var(--first) + ${BUDGET_W + cols.length * COL_W}px)` }}
        onClick={open}
        onKeyDown={open}
        aria-rowcount={total + 6}
      >
        <colgroup>
          <col style={{ width: "var(--first)" }} />
          <col style={{ width: BUDGET_W }} />
          {cols.map((c) => (
            <col key={c.invitation_uid} style={{ width: COL_W }} />
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
            {spacers(colFirst, colLast, cols.length, "th")[0]}
            {shown.map((c) => (
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
            {spacers(colFirst, colLast, cols.length, "th")[1]}
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
