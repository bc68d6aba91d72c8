import Link from "next/link";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { OtherRecordDto } from "@/lib/client/projects";
import { formatCurrency } from "@/lib/domain/money-format";
import { formatCpg, formatIsoDate, stageLabel } from "../format";

/** The project's other cost snapshots (estimate → bid → GMP → final), each a link. */
export function OtherRecords({ records }: { records: OtherRecordDto[] }) {
  return (
    <Card className="gap-4" data-testid="other-records">
      <CardHeader>
        <CardTitle>Other records of this project</CardTitle>
        {records.length === 0 && <CardDescription>This is the project's only record.</CardDescription>}
      </CardHeader>
      {records.length > 0 && (
        <CardContent>
          <ul className="grid divide-y">
            {records.map((r) => (
              <li key={r.uid} className="py-2 first:pt-0 last:pb-0">
                <Link
                  href={`/project-record/${r.uid}`}
                  className="grid gap-0.5 rounded-sm text-sm outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <span className="font-medium">
                    {stageLabel(r.stage)} · {formatIsoDate(r.cost_basis_date)}
                  </span>
                  <span className="text-muted-foreground tabular-nums">
                    {formatCurrency(r.total_cents)} · {formatCpg(r.cost_per_gsf_cents)}/GSF
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </CardContent>
      )}
    </Card>
  );
}
