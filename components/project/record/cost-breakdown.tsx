import { Fragment } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import {
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import type { RecordDetailDto } from "@/lib/client/projects";
import { formatCurrency } from "@/lib/domain/money-format";
import { DivisionChart } from "./division-chart";

const share = (part: number, total: number) => (total === 0 ? "—" : `${((part / total) * 100).toFixed(1)}%`);

/** The cost lines grouped by division: amounts to the cent, share of the total, $/GSF and normalised. */
export function CostBreakdown({ record }: { record: RecordDetailDto }) {
  const hasNormalised = record.divisions.some((d) => d.normalised_amount_cents !== undefined);
  const linesByDivision = new Map<string, RecordDetailDto["costs"]>();
  for (const line of record.costs) {
    const list = linesByDivision.get(line.division) ?? [];
    list.push(line);
    linesByDivision.set(line.division, list);
  }
  const columns = hasNormalised ? 6 : 5;
  return (
    <Card className="gap-4" data-testid="cost-breakdown">
      <CardHeader>
        <CardTitle>Cost breakdown</CardTitle>
        <CardDescription>
          {record.costs.length} cost {record.costs.length === 1 ? "line" : "lines"} in{" "}
          {record.divisions.length} {record.divisions.length === 1 ? "division" : "divisions"} ·{" "}
          {record.classification === "uniformat" ? "UniFormat II" : "MasterFormat 2018"}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {record.divisions.length > 0 && <DivisionChart divisions={record.divisions} />}
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Cost code</TableHead>
              <TableHead>Description</TableHead>
              <TableHead numeric>Amount</TableHead>
              <TableHead numeric>Share</TableHead>
              <TableHead numeric>$/GSF</TableHead>
              {hasNormalised && <TableHead numeric>Normalised</TableHead>}
            </TableRow>
          </TableHeader>
          <TableBody>
            {record.divisions.map((d) => (
              <Fragment key={d.division || "unassigned"}>
                <TableRow className="bg-muted/40 font-medium" data-testid={`division-${d.division}`}>
                  <TableCell colSpan={2} className="whitespace-normal">
                    {d.label}
                  </TableCell>
                  <TableCell numeric>{formatCurrency(d.amount_cents)}</TableCell>
                  <TableCell numeric>{`${(d.share * 100).toFixed(1)}%`}</TableCell>
                  <TableCell numeric>
                    {d.per_gsf_cents === null ? "—" : formatCurrency(d.per_gsf_cents)}
                  </TableCell>
                  {hasNormalised && (
                    <TableCell numeric>
                      {d.normalised_amount_cents === undefined
                        ? "—"
                        : formatCurrency(d.normalised_amount_cents)}
                    </TableCell>
                  )}
                </TableRow>
                {(linesByDivision.get(d.division) ?? []).map((line, i) => (
                  <TableRow key={`${line.cost_code}-${i}`}>
                    <TableCell className="pl-5 font-mono text-xs">{line.cost_code}</TableCell>
                    <TableCell className="min-w-40 whitespace-normal text-muted-foreground">
                      {line.description || "—"}
                    </TableCell>
                    <TableCell numeric>{formatCurrency(line.amount_cents)}</TableCell>
                    <TableCell numeric className="text-muted-foreground">
                      {share(line.amount_cents, record.total_cents)}
                    </TableCell>
                    <TableCell />
                    {hasNormalised && <TableCell />}
                  </TableRow>
                ))}
              </Fragment>
            ))}
            {record.divisions.length === 0 && (
              <TableRow>
                <TableCell colSpan={columns} className="py-6 text-center text-muted-foreground">
                  No cost lines in this record.
                </TableCell>
              </TableRow>
            )}
          </TableBody>
          <TableFooter>
            <TableRow>
              <TableCell colSpan={2}>Total</TableCell>
              <TableCell numeric data-testid="breakdown-total">
                {formatCurrency(record.total_cents)}
              </TableCell>
              <TableCell numeric>{record.total_cents === 0 ? "—" : "100.0%"}</TableCell>
              <TableCell numeric>
                {record.cost_per_gsf_cents === null ? "—" : formatCurrency(record.cost_per_gsf_cents)}
              </TableCell>
              {hasNormalised && (
                <TableCell numeric>
                  {record.normalised ? formatCurrency(record.normalised.total_cents) : "—"}
                </TableCell>
              )}
            </TableRow>
          </TableFooter>
        </Table>
        {hasNormalised && (
          <p className="text-muted-foreground text-xs" data-testid="breakdown-rounding">
            Normalised divisions add up to the normalised total: each is its amount × the factors, and the
            cents left by rounding go to the divisions with the largest remainders.
          </p>
        )}
      </CardContent>
    </Card>
  );
}
