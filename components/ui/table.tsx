import type * as React from "react";
import { ScrollX } from "@/components/ui/scroll-x";
import { withSlotStyle } from "@/components/ui/slot";
import { cn } from "@/lib/utils";

// `numeric` right-aligns a column with tabular digits so money and quantities line up by place.
const numericClassName = "text-right tabular-nums";

function Table({ className, ...props }: React.ComponentProps<"table">) {
  return (
    <ScrollX slot="table-container">
      <table data-slot="table" className={cn("w-full caption-bottom text-sm", className)} {...props} />
    </ScrollX>
  );
}

const TableHeader = withSlotStyle("thead", "table-header", "[&_tr]:border-b");

const TableBody = withSlotStyle("tbody", "table-body", "[&_tr:last-child]:border-0");

const TableFooter = withSlotStyle(
  "tfoot",
  "table-footer",
  "border-t bg-muted/50 font-medium [&>tr]:last:border-b-0",
);

const TableRow = withSlotStyle(
  "tr",
  "table-row",
  "border-b transition-colors hover:bg-muted/50 data-[state=selected]:bg-muted",
);

/** A header or body cell; `numeric` adds the right-aligned tabular-digit classes. */
function withNumericCell<T extends "th" | "td">(Tag: T, slot: string, base: string) {
  const Element = Tag as React.ElementType;
  function Cell({ className, numeric = false, ...props }: React.ComponentProps<T> & { numeric?: boolean }) {
    return (
      <Element data-slot={slot} className={cn(base, numeric && numericClassName, className)} {...props} />
    );
  }
  return Cell;
}

const TableHead = withNumericCell(
  "th",
  "table-head",
  "h-10 whitespace-nowrap px-2 text-left align-middle font-medium text-foreground [&:has([role=checkbox])]:pr-0",
);

const TableCell = withNumericCell(
  "td",
  "table-cell",
  "whitespace-nowrap p-2 align-middle [&:has([role=checkbox])]:pr-0",
);

const TableCaption = withSlotStyle("caption", "table-caption", "mt-4 text-muted-foreground text-sm");

export { Table, TableBody, TableCaption, TableCell, TableFooter, TableHead, TableHeader, TableRow };
