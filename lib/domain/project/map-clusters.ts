// Marker clustering of the project maps, one set of defaults for the server that clusters (map-index.ts) and
// the maps that draw: grid 60, minimum size 2, zoom limit 16, radius 60, the marker icons' sizes. No library
// here, so a map component can read the defaults without bundling the clustering.
export const clusterDefaults = {
  gridSize: 60,
  minimumClusterSize: 2,
  batchSize: 2000,
  iconSizes: [53, 56, 66, 78, 90],
  maxZoom: 16,
  radius: 60,
} as const;

/** One record on the map: [uid, lat, lng, $/GSF cents, project name]. */
export type MapPoint = [
  uid: string,
  lat: number,
  lng: number,
  costPerGsfCents: number | null,
  projectName: string,
];
