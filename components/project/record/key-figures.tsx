import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { RecordDetailDto } from "@/lib/client/projects";
import { formatCurrency } from "@/lib/domain/money-format";
import { formatCpg, formatNumber } from "../format";

/** The numbers an estimator looks at first, as recorded and normalised. */
export function KeyFigures({ record }: { record: RecordDetailDto }) {
  const n = record.normalised;
  const figures = [
    { title: "Total", value: formatCurrency(record.total_cents), testId: "record-total" },
    { title: "Cost / GSF", value: formatCpg(record.cost_per_gsf_cents), testId: "record-cpg" },
    {
      title: "GSF",
      value: record.metrics.gsf === undefined ? "—" : formatNumber(record.metrics.gsf, 2),
      testId: "record-gsf",
    },
    {
      title: "Normalised cost / GSF",
      value: n ? formatCpg(n.cost_per_gsf_cents) : "—",
      hint: n?.label,
      testId: "record-normalised-cpg",
    },
  ];
  return (
    <section aria-label="Key figures" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {figures.map((f) => (
        <Card key={f.title} className="gap-2 py-4">
          <CardHeader className="px-4">
            <CardDescription>{f.title}</CardDescription>
            <CardTitle className="break-all text-xl tabular-nums sm:text-2xl" data-testid={f.testId}>
              {f.value}
            </CardTitle>
            {f.hint && <p className="text-muted-foreground text-xs">{f.hint}</p>}
          </CardHeader>
        </Card>
      ))}
    </section>
  );
}
