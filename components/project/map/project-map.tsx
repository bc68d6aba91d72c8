"use client";

import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { errorMessage } from "@/lib/client/api";
import { useRecordMap } from "@/lib/client/projects";
import { useMapsStatus } from "@/lib/client/use-maps-status";
import type { RecordFilters } from "@/lib/domain/project/filters";

const mapPlaceholder = () => <div className="aspect-[975/610] animate-pulse rounded-lg border bg-muted/40" />;

// Google's React bindings only load when a key is configured and the script came up.
const GoogleProjectMap = dynamic(() => import("./google-project-map").then((m) => m.GoogleProjectMap), {
  ssr: false,
  loading: mapPlaceholder,
});

// The offline map (d3-geo and the US outline) is server-rendered as before, but its code is its own chunk:
// it hydrates when that arrives instead of holding up the rest of the page.
const OfflineUsMap = dynamic(() => import("./offline-us-map").then((m) => m.OfflineUsMap), {
  loading: mapPlaceholder,
});

type Props = {
  companyUid: string;
  /** The records to show (sort, paging and normalisation targets make no difference). */
  filters: Partial<RecordFilters>;
  /** The browser key, when GOOGLE_MAPS_API_KEY is configured. */
  googleMapsApiKey?: string | null;
  className?: string;
};

export const recordHref = (uid: string) => `/project-record/${uid}`;

/**
 * Project records on a map: Google Maps when a key is configured and the script loaded, otherwise the offline
 * US map. The map draws first, then asks the server for the clusters and records of its viewport, and again
 * as it pans and zooms. A marker opens its record.
 */
export function ProjectMap({ companyUid, filters, googleMapsApiKey, className }: Props) {
  const status = useMapsStatus();
  const router = useRouter();
  const { query, onViewport } = useRecordMap(companyUid, filters);
  const onOpen = (uid: string) => router.push(recordHref(uid));
  // A failed viewport keeps the map (a pan or zoom asks again) and says so under it.
  const failure = query.isError && (
    <p role="alert" className="text-destructive text-sm">
      Could not load the map's records: {errorMessage(query.error)}
    </p>
  );
  if (status === "loaded" && googleMapsApiKey) {
    return (
      <>
        <GoogleProjectMap
          apiKey={googleMapsApiKey}
          data={query.data}
          onViewport={onViewport}
          onOpen={onOpen}
          hrefFor={recordHref}
          className={className}
        />
        {failure}
      </>
    );
  }
  return (
    <>
      <OfflineUsMap
        data={query.data}
        onViewport={onViewport}
        onOpen={onOpen}
        hrefFor={recordHref}
        className={className}
      />
      {failure}
    </>
  );
}
