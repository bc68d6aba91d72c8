// Radius search: great-circle distance (haversine) and the latitude/longitude box that contains a circle,
// so a query can use the (company, latitude, longitude) index first and check the true distance after.

export const earthRadiusMiles = 3958.7613;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Distance in miles between two points given in degrees. */
export function haversineMiles(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const dLat = rad(lat2 - lat1);
  const dLng = rad(lng2 - lng1);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(dLng / 2) ** 2;
  return 2 * earthRadiusMiles * Math.asin(Math.min(1, Math.sqrt(a)));
}

export type BoundingBox = { minLat: number; maxLat: number; minLng: number; maxLng: number };

/**
 * The smallest latitude/longitude box holding every point within `radiusMiles` of the centre. Near a pole
 * (or for a radius reaching across one) the box spans every longitude. A box that crosses the antimeridian
 * is returned with minLng > maxLng; `inBox` understands that.
 */
export function boundingBox(lat: number, lng: number, radiusMiles: number): BoundingBox {
  const angular = radiusMiles / earthRadiusMiles;
  const latR = rad(lat);
  let minLat = latR - angular;
  let maxLat = latR + angular;
  let minLng: number;
  let maxLng: number;
  if (minLat > -Math.PI / 2 && maxLat < Math.PI / 2) {
    const dLng = Math.asin(Math.min(1, Math.sin(angular) / Math.cos(latR)));
    minLng = rad(lng) - dLng;
    maxLng = rad(lng) + dLng;
    if (minLng < -Math.PI) minLng += 2 * Math.PI;
    if (maxLng > Math.PI) maxLng -= 2 * Math.PI;
  } else {
    minLat = Math.max(minLat, -Math.PI / 2);
    maxLat = Math.min(maxLat, Math.PI / 2);
    minLng = -Math.PI;
    maxLng = Math.PI;
  }
  const deg = (r: number) => (r * 180) / Math.PI;
  return { minLat: deg(minLat), maxLat: deg(maxLat), minLng: deg(minLng), maxLng: deg(maxLng) };
}

export function inBox(box: BoundingBox, lat: number, lng: number): boolean {
  if (lat < box.minLat || lat > box.maxLat) return false;
  return box.minLng <= box.maxLng
    ? lng >= box.minLng && lng <= box.maxLng
    : lng >= box.minLng || lng <= box.maxLng;
}
