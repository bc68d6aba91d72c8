"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { type ComponentProps, useState } from "react";
import { ErrorPanel, notFoundMessage } from "@/components/feedback/error-panel";
import { lazyWithRetry } from "@/components/feedback/lazy-with-retry";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiClientError, errorMessage } from "@/lib/client/api";
import { fetchRecord, projectKeys, type RecordDetailDto } from "@/lib/client/projects";
import type { CostBreakdown as CostBreakdownView } from "./cost-breakdown";
import { KeyFigures } from "./key-figures";
import { NormalisedMetrics } from "./normalised-metrics";
import { OtherRecords } from "./other-records";
import { RecordDetails } from "./record-details";
import type { RecordFiles as RecordFilesView } from "./record-files";
import { RecordHeader } from "./record-header";
import type { IndexRange, RecordTargetValues } from "./target-controls";
import { useLocationChoices } from "./use-location-choices";

// The breakdown (table and chart, nothing to interact with) and the files card below it (uploads, previews,
// TIFF decoding) are under the normalised metrics: their code loads after the page's (the server renders them).
const CostBreakdown = lazyWithRetry<ComponentProps<typeof CostBreakdownView>>(() =>
  import("./cost-breakdown").then((m) => ({ default: m.CostBreakdown })),
);
const RecordFiles = lazyWithRetry<ComponentProps<typeof RecordFilesView>>(() =>
  import("./record-files").then((m) => ({ default: m.RecordFiles })),
);

/** Today in the browser's calendar, YYYY-MM-DD (the default target date). */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const validDate = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v);

type Props = {
  uid: string;
  companyUid: string;
  canEdit: boolean;
  /** The server's first paint, normalised to `initialTargets`. */
  initial?: RecordDetailDto;
  initialTargets?: RecordTargetValues;
  /** The dates the cost index covers; a target date outside them cannot be applied. */
  indexRange?: IndexRange | null;
};

/** /project-record/{uid}: details, breakdown and chart, normalised metrics, files, sibling records. */
export function RecordView({ uid, companyUid, canEdit, initial, initialTargets, indexRange }: Props) {
  const [targets, setTargets] = useState<RecordTargetValues>(
    () => initialTargets ?? { target_date: todayIso(), target_location: "national" },
  );
  // A half-typed date is not sent; the last complete one stays in force.
  const [sent, setSent] = useState(targets);
  const locations = useLocationChoices(companyUid);
  const sentTargets = {
    target_date: sent.target_date || null,
    target_location: sent.target_location || null,
  };
  const query = useQuery({
    queryKey: projectKeys.record(companyUid, uid, sentTargets),
    queryFn: () => fetchRecord(uid, sentTargets),
    placeholderData: keepPreviousData,
    initialData: sent === initialTargets ? initial : undefined,
    // A 4xx (unknown record, a target the index cannot reach) will not change on a retry.
    retry: (count, error) => !(error instanceof ApiClientError && error.status < 500) && count < 1,
  });
  // The last record shown stays on screen while a target is refused (a 400 under the controls).
  const [lastGood, setLastGood] = useState(initial);
  if (query.data && !query.isPlaceholderData && query.data !== lastGood) setLastGood(query.data);
  const targetError =
    query.isError && query.error instanceof ApiClientError && query.error.status === 400
      ? (query.error.errors?.target_date ?? query.error.errors?.target_location ?? query.error.message)
      : null;

  function changeTargets(next: RecordTargetValues) {
    setTargets(next);
    if (next.target_date === "" || validDate(next.target_date)) setSent(next);
  }

  const record = query.data ?? (targetError ? lastGood : undefined);
  if (!record && query.isPending) return <RecordSkeleton />;
  if (!record) {
    const status = query.error instanceof ApiClientError ? query.error.status : undefined;
    return (
      <ErrorPanel
        status={status === 404 ? 404 : undefined}
        title={status === 404 ? "Record not found" : undefined}
        message={status === 404 ? notFoundMessage : errorMessage(query.error)}
        actions={
          status === 404 ? (
            <Button asChild variant="outline">
              <Link href="/project">Back to the project database</Link>
            </Button>
          ) : (
            <Button variant="outline" onClick={() => query.refetch()}>
              Try again
            </Button>
          )
        }
      />
    );
  }
  return (
    <div className="grid min-w-0 gap-6" data-testid="record-page">
      <RecordHeader record={record} companyUid={companyUid} canEdit={canEdit} />
      <KeyFigures record={record} />
      <div className="grid min-w-0 gap-6 lg:grid-cols-3">
        <div className="grid min-w-0 content-start gap-6 lg:col-span-2">
          <NormalisedMetrics
            record={record}
            targets={targets}
            locations={locations}
            onTargetsChange={changeTargets}
            updating={query.isPlaceholderData || query.isFetching}
            targetError={targetError}
            indexRange={indexRange ?? null}
          />
          <CostBreakdown record={record} />
          <RecordFiles
            companyUid={companyUid}
            recordUid={record.uid}
            files={record.files}
            canEdit={canEdit}
          />
        </div>
        <div className="grid min-w-0 content-start gap-6">
          <RecordDetails record={record} />
          <OtherRecords records={record.other_records} />
        </div>
      </div>
    </div>
  );
}

function RecordSkeleton() {
  return (
    <div className="grid gap-6" role="status" aria-busy="true" aria-label="Loading the record">
      <Skeleton className="h-8 w-72" />
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-24" />
        ))}
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <Skeleton className="h-96 lg:col-span-2" />
        <Skeleton className="h-96" />
      </div>
    </div>
  );
}
