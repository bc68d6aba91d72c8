"use client";

import { type RefObject, useEffect, useRef } from "react";
import { useMapsStatus } from "@/lib/client/use-maps-status";
import { addressFromPlace, type PlaceAddress } from "@/lib/domain/geo/place-address";

/**
 * Google Places Autocomplete on an address input, when a Maps key is configured (the maps gate loads the
 * places library): choosing a suggestion fills street, city, state, ZIP and coordinates. Without a key the
 * input stays a plain text field and the ZIP lookup gives coordinates from the offline table.
 */
export function usePlacesAutocomplete(
  input: RefObject<HTMLInputElement | null>,
  onPlace: (fields: Partial<PlaceAddress>) => void,
  enabled = true,
) {
  const status = useMapsStatus();
  const latest = useRef(onPlace);
  latest.current = onPlace;
  useEffect(() => {
    const element = input.current;
    if (!enabled || status !== "loaded" || !element || typeof google === "undefined" || !google.maps.places)
      return;
    const autocomplete = new google.maps.places.Autocomplete(element, {
      componentRestrictions: { country: "us" },
      fields: ["address_components", "geometry"],
      types: ["address"],
    });
    const listener = autocomplete.addListener("place_changed", () => {
      const place = autocomplete.getPlace();
      const at = place.geometry?.location;
      latest.current(
        addressFromPlace({
          address_components: place.address_components,
          location: at ? { lat: at.lat(), lng: at.lng() } : null,
        }),
      );
    });
    return () => {
      listener.remove();
      google.maps.event.clearInstanceListeners(element);
    };
  }, [input, status, enabled]);
}
