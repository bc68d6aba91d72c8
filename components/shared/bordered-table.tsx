import type { ReactNode } from "react";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";

/** A table in a rounded border: one header row of `heads`, then the body rows. */
export function BorderedTable(props: { label?: string; heads: ReactNode; children: ReactNode }) {
  return (
    <div className="rounded-lg border">
      <Table aria-label={props.label}>
        <TableHeader>
          <TableRow>{props.heads}</TableRow>
        </TableHeader>
        <TableBody>{props.children}</TableBody>
      </Table>
    </div>
  );
}

/** The narrow, unlabelled-to-sight header over a column of row buttons. */
export function ActionsHead({ className = "w-12" }: { className?: string }) {
  return (
    <TableHead className={className}>
      <span className="sr-only">Actions</span>
    </TableHead>
  );
}

/** The one row that says why a table has no rows. */
export function EmptyRow(props: { columns: number; children: ReactNode }) {
  return (
    <TableRow>
      <TableCell colSpan={props.columns} className="py-8 text-center text-muted-foreground">
        {props.children}
      </TableCell>
    </TableRow>
  );
}
