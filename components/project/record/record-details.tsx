import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { RecordDetailDto } from "@/lib/client/projects";
import { deliveryMethodLabels, workTypeLabels } from "@/lib/domain/project/types";
import { formatIsoDate, formatNumber } from "../format";
import { metricLabel } from "./normalised-metrics";

const label = (labels: Record<string, string>, value: string | null) =>
  value ? (labels[value] ?? value) : null;

function Facts({ items }: { items: [string, ReactNode][] }) {
  const shown = items.filter(([, v]) => v !== null && v !== undefined && v !== "");
  return (
    <dl className="grid grid-cols-[minmax(7rem,auto)_1fr] gap-x-4 gap-y-2 text-sm">
      {shown.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-muted-foreground">{term}</dt>
          <dd className="min-w-0 break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The record's dates, classification and metrics; the project's place and attributes. */
export function RecordDetails({ record }: { record: RecordDetailDto }) {
  const p = record.project;
  const place = [p.city, [p.state, p.zip].filter(Boolean).join(" ")].filter(Boolean).join(", ");
  const metrics = Object.entries(record.metrics).filter(([, v]) => typeof v === "number");
  return (
    <div className="grid gap-6">
      <DetailsCard title="Record">
        <Facts
          items={[
            ["Cost basis date", formatIsoDate(record.cost_basis_date)],
            ["Bid date", record.bid_date && formatIsoDate(record.bid_date)],
            ["Start", record.start_date && formatIsoDate(record.start_date)],
            ["Completion", record.completion_date && formatIsoDate(record.completion_date)],
            ["Classification", record.classification === "uniformat" ? "UniFormat II" : "MasterFormat 2018"],
            ...metrics.map(([k, v]): [string, ReactNode] => [metricLabel(k), formatNumber(v, 5)]),
          ]}
        />
        <TagBadges tags={record.tags} variant="secondary" />
        {record.notes && <p className="whitespace-pre-line text-sm">{record.notes}</p>}
      </DetailsCard>
      <DetailsCard title="Project">
        <Facts
          items={[
            ["Number", p.number],
            ["Client", p.client],
            ["Architect", p.architect],
            ["Address", p.address],
            ["Place", place],
            ["Metro", p.metro],
            [
              "Coordinates",
              p.latitude !== null && p.longitude !== null ? `${p.latitude}, ${p.longitude}` : null,
            ],
            ["Building type", p.building_type_name],
            ["Construction", p.construction_type && `Type ${p.construction_type}`],
            ["Work", label(workTypeLabels, p.work_type)],
            ["Delivery", label(deliveryMethodLabels, p.delivery_method)],
            ["Stories", p.stories === null ? null : String(p.stories)],
          ]}
        />
        <TagBadges tags={p.tags} variant="outline" />
        {p.notes && <p className="whitespace-pre-line text-muted-foreground text-sm">{p.notes}</p>}
      </DetailsCard>
    </div>
  );
}

function TagBadges({ tags, variant }: { tags: readonly string[]; variant: "secondary" | "outline" }) {
  if (tags.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-1.5">
      {tags.map((t) => (
        <Badge key={t} variant={variant}>
          {t}
        </Badge>
      ))}
    </div>
  );
}

function DetailsCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">{children}</CardContent>
    </Card>
  );
}
