// A Google Places result (address components and location) → the project form's address fields. Pure, so the
// mapping is tested without Google: street number + route, locality (else sublocality or town), state code,
// 5-digit ZIP, coordinates rounded to 5 decimals (about a metre).

export type AddressComponent = { long_name: string; short_name: string; types: string[] };
export type PlaceResult = {
  address_components?: AddressComponent[];
  location?: { lat: number; lng: number } | null;
};
export type PlaceAddress = {
  address: string;
  city: string;
  state: string;
  zip: string;
  latitude: string;
  longitude: string;
};

const round = (n: number) => String(Math.round(n * 1e5) / 1e5);

export function addressFromPlace(place: PlaceResult): Partial<PlaceAddress> {
  const parts = place.address_components ?? [];
  const find = (...types: string[]) => {
    for (const type of types) {
      const hit = parts.find((c) => c.types.includes(type));
      if (hit) return hit;
    }
    return undefined;
  };
  const street = [find("street_number")?.long_name, find("route")?.long_name].filter(Boolean).join(" ");
  const city = find("locality", "sublocality", "postal_town", "administrative_area_level_3")?.long_name;
  const state = find("administrative_area_level_1")?.short_name;
  const zip = find("postal_code")?.long_name;
  const out: Partial<PlaceAddress> = {};
  if (street) out.address = street;
  if (city) out.city = city;
  if (state && /^[A-Z]{2}$/.test(state)) out.state = state;
  if (zip && /^\d{5}$/.test(zip)) out.zip = zip;
  if (place.location && Number.isFinite(place.location.lat) && Number.isFinite(place.location.lng)) {
    out.latitude = round(place.location.lat);
    out.longitude = round(place.location.lng);
  }
  return out;
}
