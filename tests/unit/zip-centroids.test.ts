import { describe, expect, it } from "vitest";
import { lookupPlace, lookupZip, metroByKey, metros, stateOfPrefix } from "@/lib/domain/geo/zip-centroids";
import { haversineMiles } from "@/lib/domain/project/geo";
import { sampleLocationIndexes } from "@/lib/domain/reference/samples";

describe("lookupZip", () => {
  it("finds a downtown ZIP within a few miles of its city, with state and metro", () => {
    const houston = lookupZip("77002");
    expect(houston).toMatchObject({ state: "TX", place: "Houston", metro: "houston-tx", precision: "zip3" });
    // Downtown Houston is 29.758, -95.367.
    expect(haversineMiles(houston!.lat, houston!.lng, 29.758, -95.367)).toBeLessThan(5);
  });

  it("accepts ZIP+4 and a bare prefix, refuses other text", () => {
    expect(lookupZip("10001-1234")?.place).toBe("New York");
    expect(lookupZip("606")?.metro).toBe("chicago-il");
    expect(lookupZip("abcde")).toBeNull();
    expect(lookupZip("1234")).toBeNull();
    expect(lookupZip("")).toBeNull();
  });

  it("keeps states right across the tricky ranges", () => {
    expect(lookupZip("05501")?.state).toBe("MA"); // Andover's IRS ZIPs
    expect(lookupZip("20001")?.state).toBe("DC");
    expect(lookupZip("20166")?.state).toBe("VA");
    expect(lookupZip("88510")?.state).toBe("TX");
    expect(lookupZip("39901")?.state).toBe("GA");
    expect(lookupZip("96801")?.state).toBe("HI");
    expect(lookupZip("99501")?.state).toBe("AK");
  });

  it("answers null for prefixes no state uses", () => {
    expect(stateOfPrefix(1)).toBeNull();
    expect(lookupZip("00100")).toBeNull();
    expect(lookupZip("21300")).toMatchObject({ state: "MD", precision: "state" });
  });

  it("places every prefix inside the rough bounds of the US and its territories", () => {
    for (let p = 0; p < 1000; p++) {
      const hit = lookupZip(String(p).padStart(3, "0"));
      if (!hit) continue;
      expect(hit.lat, String(p)).toBeGreaterThan(13);
      expect(hit.lat, String(p)).toBeLessThan(72);
    }
  });
});

describe("metros", () => {
  it("covers every sample metro of the location index with the same key", () => {
    const sampleKeys = sampleLocationIndexes.filter((l) => l.kind === "metro").map((l) => l.key);
    expect(metros.map((m) => m.key).sort()).toEqual([...sampleKeys].sort());
  });

  it("maps each metro's own downtown ZIP prefix back to it", () => {
    for (const m of metros) {
      const first = Number(m.prefixes.split(/[\s-]/)[0]);
      expect(lookupZip(String(first).padStart(3, "0"))?.metro).toBe(m.key);
      expect(metroByKey(m.key)?.label).toBe(m.label);
    }
  });
});

describe("lookupPlace", () => {
  it("reads a ZIP, a City, ST and a state code", () => {
    expect(lookupPlace("77002")?.label).toBe("77002 (Houston, TX)");
    expect(lookupPlace("Houston, TX")).toMatchObject({ label: "Houston, TX", lat: 29.76 });
    expect(lookupPlace("boise id")?.label).toBe("Boise, ID");
    expect(lookupPlace("TX")?.label).toBe("Texas");
    expect(lookupPlace("Atlantis, ZZ")).toBeNull();
  });
});
