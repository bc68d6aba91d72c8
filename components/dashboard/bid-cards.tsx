import { FigureCard } from "@/components/dashboard/card-parts";
import type { DashboardDto } from "@/lib/contract/dashboard";

// Bids on the dashboard's key figures: packages out to bid (how many invited bidders have submitted) and those
// due in the next seven days, the soonest named with its due time in the package's own zone.

const dueText = (iso: string, zone: string) =>
  new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    weekday: "short",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  }).format(new Date(iso));

export function BidFigureCards({ bids }: { bids: NonNullable<DashboardDto["bids"]> }) {
  return (
    <>
      <FigureCard label="Bids out" value={bids.out} valueTestId="kpi-bids-out" action={null}>
        {bids.out === 0 ? (
          "No packages out to bid"
        ) : (
          <>
            <span className="font-medium text-foreground tabular-nums">{bids.submitted}</span> of{" "}
            <span className="tabular-nums">{bids.invited}</span> invited bidders have submitted
          </>
        )}
      </FigureCard>
      <FigureCard label="Due this week" value={bids.due_this_week} valueTestId="kpi-bids-due" action={null}>
        {bids.next_due.length === 0 ? (
          "No bids due in the next 7 days"
        ) : (
          <ul className="grid gap-1" data-testid="bids-due">
            {bids.next_due.map((p) => (
              <li key={p.uid} className="truncate">
                <a
                  href={`/estimate/${p.estimate_uid}`}
                  className="font-medium text-foreground hover:underline"
                >
                  {p.name}
                </a>{" "}
                · {dueText(p.due_at, p.time_zone)}
                <span className="block truncate text-xs">{p.estimate_name}</span>
              </li>
            ))}
          </ul>
        )}
      </FigureCard>
    </>
  );
}
