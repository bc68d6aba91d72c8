"use client";

// A place typed by the user (a ZIP code or "City, ST") → coordinates for the radius filter: Google's geocoder
// when the maps script is loaded, else the offline ZIP-code table.

export type Place = { lat: number; lng: number; label: string };

export async function geocodePlace(text: string, useGoogle: boolean): Promise<Place | null> {
  const query = text.trim();
  if (!query) return null;
  if (useGoogle && typeof google !== "undefined" && google.maps?.Geocoder) {
    try {
      const { results } = await new google.maps.Geocoder().geocode({
        address: query,
        componentRestrictions: { country: "US" },
      });
      const first = results[0];
      if (first) {
        const at = first.geometry.location;
        return { lat: round(at.lat()), lng: round(at.lng()), label: first.formatted_address };
      }
    } catch {
      // ZERO_RESULTS or a refused key: fall back to the offline table below.
    }
  }
  return offlineGeocode(query);
}

const round = (n: number) => Math.round(n * 1e5) / 1e5;

/** The offline table (~30 kB) loads only when someone searches near a place. */
async function offlineGeocode(query: string): Promise<Place | null> {
  const { lookupPlace } = await import("@/lib/domain/geo/zip-centroids");
  return lookupPlace(query);
}
