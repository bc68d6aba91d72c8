"use client";

// The children's lines rolled up three ways: by division, by cost code and by child. Base lines only
// (alternates are listed apart in the totals); each table adds back to the direct cost.
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { ConsolidationDto } from "@/lib/contract/estimate-child";
import { divisionOf } from "@/lib/domain/estimate/cost-code";
import { formatCurrency } from "@/lib/domain/money-format";
import { divisionLabel } from "@/lib/domain/reference/cost-codes";

type Row = { key: string; label: string; lines: number; total_cents: number; extra?: string };

function share(cents: number, direct: number) {
  if (direct === 0) return "—";
  return `${((cents / direct) * 100).toFixed(1)}%`;
}

function GroupTable({
  rows,
  direct,
  head,
  testId,
}: {
  rows: Row[];
  direct: number;
  head: string;
  testId: string;
}) {
  if (rows.length === 0) {
    return <p className="p-4 text-center text-muted-foreground text-sm">No lines in the children yet.</p>;
  }
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm" data-testid={testId}>
        <thead className="text-left text-muted-foreground text-xs">
          <tr className="border-b">
            <th scope="col" className="px-2 py-2 font-medium">
              {head}
            </th>
            <th scope="col" className="px-2 py-2 text-right font-medium">
              Lines
            </th>
            <th scope="col" className="px-2 py-2 text-right font-medium">
              Total
            </th>
            <th scope="col" className="hidden px-2 py-2 text-right font-medium sm:table-cell">
              Share
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key} className="border-b last:border-b-0">
              <td className="max-w-0 px-2 py-1.5">
                <span className="block truncate">{r.label}</span>
                {r.extra ? (
                  <span className="block truncate text-muted-foreground text-xs">{r.extra}</span>
                ) : null}
              </td>
              <td className="px-2 py-1.5 text-right tabular-nums">{r.lines}</td>
              <td className="whitespace-nowrap px-2 py-1.5 text-right tabular-nums">
                {formatCurrency(r.total_cents)}
              </td>
              <td className="hidden px-2 py-1.5 text-right text-muted-foreground tabular-nums sm:table-cell">
                {share(r.total_cents, direct)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t font-medium">
            <td className="px-2 py-2">Direct cost</td>
            <td className="px-2 py-2 text-right tabular-nums">{rows.reduce((s, r) => s + r.lines, 0)}</td>
            <td className="whitespace-nowrap px-2 py-2 text-right tabular-nums">{formatCurrency(direct)}</td>
            <td className="hidden sm:table-cell" />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

export function RollupTables({ data }: { data: ConsolidationDto }) {
  const direct = data.direct_cents;
  const divisions = data.divisions.map((d) => ({
    ...d,
    label: divisionLabel(d.key) || "No code",
  }));
  const codes = data.cost_codes.map((c) => ({
    ...c,
    label: c.key || "No code",
    extra: c.key ? divisionLabel(divisionOf(c.key)) : undefined,
  }));
  const children = data.children.map((c) => ({
    key: c.uid,
    label: c.name,
    lines: c.lines,
    total_cents: c.direct_cents,
    extra:
      data.rollup_mode === "children" ? `${formatCurrency(c.grand_total_cents)} with its markups` : undefined,
  }));
  return (
    <section aria-label="Roll-up" className="rounded-md border bg-card p-3" data-testid="rollup-tables">
      <Tabs defaultValue="division" className="gap-3">
        <TabsList>
          <TabsTrigger value="division">By division</TabsTrigger>
          <TabsTrigger value="code">By cost code</TabsTrigger>
          <TabsTrigger value="child">By child</TabsTrigger>
        </TabsList>
        <TabsContent value="division">
          <GroupTable rows={divisions} direct={direct} head="Division" testId="rollup-by-division" />
        </TabsContent>
        <TabsContent value="code">
          <GroupTable rows={codes} direct={direct} head="Cost code" testId="rollup-by-code" />
        </TabsContent>
        <TabsContent value="child">
          <GroupTable rows={children} direct={direct} head="Child estimate" testId="rollup-by-child" />
        </TabsContent>
      </Tabs>
    </section>
  );
}
