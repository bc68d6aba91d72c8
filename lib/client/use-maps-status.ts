"use client";

import { createContext, useContext } from "react";

/** "loaded": google.maps with places is ready; "none": no key configured; "unavailable": it failed to load. */
export type MapsStatus = "loaded" | "none" | "unavailable";

export const MapsStatusContext = createContext<MapsStatus>("none");

/** Map views use Google Maps when this says "loaded", the offline map otherwise. */
export function useMapsStatus(): MapsStatus {
  return useContext(MapsStatusContext);
}
