"use client";

import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useMapsStatus } from "@/lib/client/use-maps-status";
import type { MapPoint } from "./clustering";
import { OfflineUsMap } from "./offline-us-map";

// Google's React bindings only load when a key is configured and the script came up.
const GoogleProjectMap = dynamic(() => import("./google-project-map").then((m) => m.GoogleProjectMap), {
  ssr: false,
  loading: () => <div className="aspect-[975/610] animate-pulse rounded-lg border bg-muted/40" />,
});

type Props = {
  points: readonly MapPoint[];
  /** The browser key, when GOOGLE_MAPS_API_KEY is configured. */
  googleMapsApiKey?: string | null;
  className?: string;
};

export const recordHref = (uid: string) => `/project-record/${uid}`;

/**
 * Project records on a map, clustered with the defaults in clustering.ts: Google Maps when a key is
 * configured and the script loaded, otherwise the offline US map. A marker opens its record.
 */
export function ProjectMap({ points, googleMapsApiKey, className }: Props) {
  const status = useMapsStatus();
  const router = useRouter();
  const onOpen = (uid: string) => router.push(recordHref(uid));
  if (status === "loaded" && googleMapsApiKey) {
    return (
      <GoogleProjectMap
        apiKey={googleMapsApiKey}
        points={points}
        onOpen={onOpen}
        hrefFor={recordHref}
        className={className}
      />
    );
  }
  return <OfflineUsMap points={points} onOpen={onOpen} hrefFor={recordHref} className={className} />;
}
