import { ClipboardListIcon, DatabaseIcon, FileSpreadsheetIcon, GitCompareIcon } from "lucide-react";
import Link from "next/link";
import { TitledCard } from "@/components/dashboard/card-parts";
import { formatUpdated } from "@/components/estimate/format";
import type { DashboardActivityDto } from "@/lib/contract/dashboard";

const icons = {
  estimate: FileSpreadsheetIcon,
  project: ClipboardListIcon,
  project_record: DatabaseIcon,
  comparison: GitCompareIcon,
} as const;

const kinds = {
  estimate: "Estimate",
  project: "Project",
  project_record: "Record",
  comparison: "Comparison",
};

/** Who changed which estimate, project, record or comparison, newest first; each links to what changed. */
export function ActivityCard({ activity, now }: { activity: readonly DashboardActivityDto[]; now: number }) {
  return (
    <TitledCard
      title="Recent activity"
      description="Changes by anyone in the company"
      className="h-full min-w-0 gap-4"
      testId="recent-activity"
    >
      {activity.length === 0 ? (
        <p className="text-muted-foreground text-sm">Nothing changed yet.</p>
      ) : (
        <ul className="grid gap-3">
          {activity.map((a) => {
            const Icon = icons[a.target_type];
            return (
              <li key={a.uid} className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-2.5 text-sm">
                <Icon aria-hidden="true" className="mt-0.5 size-4 text-muted-foreground" />
                <div className="min-w-0">
                  <p className="break-words">
                    <span className="font-medium">{a.actor_name}</span> {a.verb}{" "}
                    <span className="sr-only">{kinds[a.target_type]} </span>
                    {a.href ? (
                      <Link href={a.href} className="font-medium text-primary hover:underline">
                        {a.target_name}
                      </Link>
                    ) : (
                      <span className="text-muted-foreground">{a.target_name}</span>
                    )}
                  </p>
                  <p className="text-muted-foreground text-xs">
                    {kinds[a.target_type]} ·{" "}
                    <time dateTime={a.at} title={new Date(a.at).toUTCString()}>
                      {formatUpdated(a.at, now)}
                    </time>
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </TitledCard>
  );
}
