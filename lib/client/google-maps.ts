// The Google Maps script with the places library, loaded before the app shows and retried 3 times with
// backoff: a flaky network should not cost a user the address completion.
import { retryWithBackoff } from "@/lib/domain/retry";
import { loadScript } from "./load-script";

export const MAPS_RETRIES = 3;
export const MAPS_RETRY_BASE_MS = 1_000;

declare global {
  interface Window {
    google?: { maps?: { places?: unknown } };
  }
}

export function mapsScriptUrl(apiKey: string): string {
  return `https://maps.googleapis.com/maps/api/js?key=${encodeURIComponent(apiKey)}&libraries=places`;
}

let loading: Promise<void> | null = null;

/** Loads once per page; a failed load (after every retry) may be tried again later. */
export function loadGoogleMaps(apiKey: string): Promise<void> {
  if (window.google?.maps?.places) return Promise.resolve();
  loading ??= retryWithBackoff(
    async () => {
      await loadScript(mapsScriptUrl(apiKey), "google-maps-script");
      if (!window.google?.maps) throw new Error("The maps script loaded without google.maps");
    },
    { retries: MAPS_RETRIES, baseMs: MAPS_RETRY_BASE_MS },
  ).catch((error) => {
    loading = null;
    throw error;
  });
  return loading;
}
