"use client";

import { MapPin } from "lucide-react";
import { useState } from "react";
import { geocodePlace } from "@/components/project/list/geocode";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useMapsStatus } from "@/lib/client/use-maps-status";
import { cn } from "@/lib/utils";

export type ZipPlace = { lat: number; lng: number; state: string | null; metro: string | null; note: string };

/**
 * ZIP → coordinates: Google's geocoder when the maps script is loaded, else the offline ZIP3 table (the
 * sectional center's coordinates, with its state and sample metro).
 */
export async function findZip(zip: string, useGoogle: boolean): Promise<ZipPlace | null> {
  const five = /^\d{5}/.exec(zip.trim())?.[0];
  if (!five) return null;
  if (useGoogle) {
    const place = await geocodePlace(five, true).catch(() => null);
    if (place) return { lat: place.lat, lng: place.lng, state: null, metro: null, note: place.label };
  }
  const { lookupZip } = await import("@/lib/domain/geo/zip-centroids");
  const hit = lookupZip(five);
  if (!hit) return null;
  const where = hit.precision === "zip3" ? `near ${hit.place}, ${hit.state}` : `centre of ${hit.place}`;
  return { lat: hit.lat, lng: hit.lng, state: hit.state, metro: hit.metro, note: `approximate, ${where}` };
}

type Props = {
  zip: string;
  disabled?: boolean;
  onFound: (place: ZipPlace) => void;
  className?: string;
};

export function ZipLookup({ zip, disabled, onFound, className }: Props) {
  const maps = useMapsStatus();
  const [state, setState] = useState<{ busy: boolean; message: string | null }>({
    busy: false,
    message: null,
  });
  const five = /^\d{5}/.exec(zip.trim())?.[0];

  async function lookUp() {
    if (!five) return;
    setState({ busy: true, message: null });
    const place = await findZip(five, maps === "loaded");
    if (place) {
      onFound(place);
      setState({ busy: false, message: `Coordinates of ZIP ${five} filled in (${place.note}).` });
    } else {
      setState({ busy: false, message: `No coordinates known for ZIP ${five}; enter them by hand.` });
    }
  }

  return (
    <div className={cn("flex flex-wrap items-center gap-3", className)}>
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={disabled || !five || state.busy}
        onClick={lookUp}
      >
        {state.busy ? <Spinner /> : <MapPin />}
        Coordinates from ZIP
      </Button>
      <p className="text-muted-foreground text-xs" aria-live="polite">
        {state.message ?? "Used for the map and the radius search."}
      </p>
    </div>
  );
}
