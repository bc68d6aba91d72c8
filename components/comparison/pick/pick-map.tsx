"use client";

import dynamic from "next/dynamic";
import { errorMessage } from "@/lib/client/api";
import { useRecordMap } from "@/lib/client/projects";
import { useMapsStatus } from "@/lib/client/use-maps-status";
import type { RecordFilters } from "@/lib/domain/project/filters";

// The project database's maps (components/project/map), each its own chunk as on /project: here a marker
// adds its record to the comparison (or takes it out) instead of opening it.
const mapPlaceholder = () => <div className="aspect-[975/610] animate-pulse rounded-lg border bg-muted/40" />;

const GoogleProjectMap = dynamic(
  () => import("@/components/project/map/google-project-map").then((m) => m.GoogleProjectMap),
  { ssr: false, loading: mapPlaceholder },
);

const OfflineUsMap = dynamic(
  () => import("@/components/project/map/offline-us-map").then((m) => m.OfflineUsMap),
  { ssr: false, loading: mapPlaceholder },
);

const recordHref = (uid: string) => `/project-record/${uid}`;

type Props = {
  companyUid: string;
  filters: Partial<RecordFilters>;
  googleMapsApiKey: string | null;
  /** A marker (or a record in a cluster's list) was chosen. */
  onPick: (uid: string, name: string) => void;
};

export function PickMap({ companyUid, filters, googleMapsApiKey, onPick }: Props) {
  const status = useMapsStatus();
  const { query, onViewport } = useRecordMap(companyUid, filters);
  const nameOf = (uid: string) => {
    const data = query.data;
    const points = [...(data?.points ?? []), ...Object.values(data?.leaves ?? {}).flat()];
    return points.find((p) => p[0] === uid)?.[4] ?? "Record";
  };
  const onOpen = (uid: string) => onPick(uid, nameOf(uid));
  const failure = query.isError && (
    <p role="alert" className="text-destructive text-sm">
      Could not load the map's records: {errorMessage(query.error)}
    </p>
  );
  const map =
    status === "loaded" && googleMapsApiKey ? (
      <GoogleProjectMap
        apiKey={googleMapsApiKey}
        data={query.data}
        onViewport={onViewport}
        onOpen={onOpen}
        hrefFor={recordHref}
      />
    ) : (
      <OfflineUsMap data={query.data} onViewport={onViewport} onOpen={onOpen} hrefFor={recordHref} />
    );
  return (
    <div className="grid gap-2" data-testid="pick-map">
      <p className="text-muted-foreground text-xs">
        Choose a marker to add its record (again to take it out); a cluster zooms in or lists its records.
      </p>
      {map}
      {failure}
    </div>
  );
}
