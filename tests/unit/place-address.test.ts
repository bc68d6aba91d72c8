import { describe, expect, it } from "vitest";
import { addressFromPlace } from "@/lib/domain/geo/place-address";

const c = (long_name: string, short_name: string, ...types: string[]) => ({ long_name, short_name, types });

describe("addressFromPlace (Google Places → project address)", () => {
  it("fills street, city, state code, ZIP and rounded coordinates", () => {
    expect(
      addressFromPlace({
        address_components: [
          c("1600", "1600", "street_number"),
          c("Congress Avenue", "Congress Ave", "route"),
          c("Austin", "Austin", "locality", "political"),
          c("Travis County", "Travis County", "administrative_area_level_2"),
          c("Texas", "TX", "administrative_area_level_1", "political"),
          c("78701", "78701", "postal_code"),
        ],
        location: { lat: 30.2746652, lng: -97.7403505 },
      }),
    ).toEqual({
      address: "1600 Congress Avenue",
      city: "Austin",
      state: "TX",
      zip: "78701",
      latitude: "30.27467",
      longitude: "-97.74035",
    });
  });

  it("uses a sublocality when there is no locality (Brooklyn), and leaves out what it does not have", () => {
    expect(
      addressFromPlace({
        address_components: [
          c("Brooklyn", "Brooklyn", "sublocality_level_1", "sublocality"),
          c("New York", "NY", "administrative_area_level_1"),
          c("112", "112", "postal_code_prefix"),
        ],
        location: null,
      }),
    ).toEqual({ city: "Brooklyn", state: "NY" });
    expect(addressFromPlace({})).toEqual({});
  });
});
