"use client";

import { ListPlusIcon } from "lucide-react";
import { EstimatePicker } from "@/components/estimate/estimate-picker";
import { formatCpg, formatIsoDate, formatNumber } from "@/components/project/format";
import { RetryErrorPanel } from "@/components/shared/list-states";
import { Button } from "@/components/ui/button";
import { checkboxClassName } from "@/components/ui/checkbox-class";
import { Skeleton } from "@/components/ui/skeleton";
import type { EstimateListItemDto } from "@/lib/client/estimates";
import type { SimilarRecordsDto } from "@/lib/contract/comparison";
import { useSimilarRecords } from "../use-comparisons";
import type { PickedItem, Selection } from "./selection";

type SimilarRecord = SimilarRecordsDto["records"][number];

const picked = (r: SimilarRecord): PickedItem => ({
  kind: "record",
  uid: r.uid,
  name: r.project_name,
  detail: [r.metro ?? r.state, r.building_type_name, formatIsoDate(r.cost_basis_date)]
    .filter(Boolean)
    .join(" · "),
  metrics: r.gsf === null ? {} : { gsf: r.gsf },
});

/** "Same building type · 50,000–200,000 GSF · South (TX, OK …)". */
function criteriaText(s: SimilarRecordsDto): string {
  const c = s.criteria;
  return [
    c.building_type_uid
      ? `Building type ${s.estimate.building_type_name ?? "the same"}`
      : "Any building type",
    c.gsf_from !== null && c.gsf_to !== null
      ? `${formatNumber(c.gsf_from)}–${formatNumber(c.gsf_to)} GSF`
      : "Any size (the estimate has no GSF)",
    c.region ? `${c.region} region` : "Any region",
  ].join(" · ");
}

type Props = {
  companyUid: string;
  selection: Selection;
  estimate: EstimateListItemDto | null;
  /** An estimate was chosen: the page makes it the reference and takes its place as the default target. */
  onEstimate: (estimate: EstimateListItemDto) => void;
};

/** "Similar to this estimate": same building type, size band (½× to 2× GSF) and region. */
export function SimilarRecords({ companyUid, selection, estimate, onEstimate }: Props) {
  const similar = useSimilarRecords(companyUid, estimate?.uid ?? null);
  const records = similar.data?.records ?? [];
  const allIn = records.length > 0 && records.every((r) => selection.has(r.uid));
  return (
    <div className="grid gap-4" data-testid="similar-records">
      <EstimatePicker
        companyUid={companyUid}
        value={estimate?.uid ?? null}
        onChange={onEstimate}
        label="Estimate"
      />
      {!estimate ? (
        <p className="text-muted-foreground text-sm">
          Choose an estimate: the records of its building type, size band and region are listed here.
        </p>
      ) : similar.isError ? (
        <RetryErrorPanel
          title="Could not find similar records"
          error={similar.error}
          onRetry={() => void similar.refetch()}
        />
      ) : similar.isPending ? (
        <Skeleton className="h-32 w-full" />
      ) : (
        <div className="grid gap-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-muted-foreground text-xs" data-testid="similar-criteria">
              {criteriaText(similar.data)} — {records.length} {records.length === 1 ? "record" : "records"}
            </p>
            {records.length > 0 && (
              <Button
                variant="outline"
                size="sm"
                disabled={allIn}
                onClick={() => selection.add(records.map(picked))}
                data-testid="add-similar"
              >
                <ListPlusIcon />
                Add all
              </Button>
            )}
          </div>
          {records.length === 0 ? (
            <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground text-sm">
              No records match these criteria.
            </p>
          ) : (
            <ul className="grid max-h-[28rem] divide-y overflow-y-auto rounded-lg border">
              {records.map((r) => (
                <li key={r.uid}>
                  <label className="flex cursor-pointer items-center gap-3 px-3 py-2 text-sm hover:bg-muted/50">
                    <input
                      type="checkbox"
                      className={checkboxClassName}
                      checked={selection.has(r.uid)}
                      onChange={() => selection.toggle(picked(r))}
                      data-testid="pick-similar"
                    />
                    <span className="grid min-w-0 flex-1">
                      <span className="truncate font-medium">{r.project_name}</span>
                      <span className="truncate text-muted-foreground text-xs">
                        {picked(r).detail} · {formatNumber(r.gsf)} GSF
                      </span>
                    </span>
                    <span className="shrink-0 text-right tabular-nums">
                      {formatCpg(r.cost_per_gsf_cents)}
                      <span className="block text-muted-foreground text-xs">/GSF</span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
