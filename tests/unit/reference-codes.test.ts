import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { defaultBuildingTypes } from "@/lib/domain/reference/building-types";
import {
  builtInCostCodes,
  matchesSearch,
  normaliseCostCode,
  readDivision,
} from "@/lib/domain/reference/cost-codes";
import { legacyDivisions, mapLegacyCode } from "@/lib/domain/reference/legacy";
import {
  divisionOfCode,
  isDirectCostDivision,
  masterFormatDivision,
  masterFormatDivisions,
  normaliseMasterFormatCode,
  parseMasterFormatCode,
} from "@/lib/domain/reference/masterformat";
import { parseUniformatCode, uniformatElements } from "@/lib/domain/reference/uniformat";
import { buildingMetrics, findBuildingMetric, findUnit, units } from "@/lib/domain/reference/units";

describe("MasterFormat 2018", () => {
  it("lists divisions 00–49 without the reserved numbers", () => {
    const numbers = masterFormatDivisions.map((d) => d.division);
    expect(numbers).toHaveLength(35);
    for (const reserved of [
      "15",
      "16",
      "17",
      "18",
      "19",
      "20",
      "24",
      "29",
      "30",
      "36",
      "37",
      "38",
      "39",
      "47",
      "49",
    ]) {
      expect(numbers).not.toContain(reserved);
    }
    expect(numbers).toEqual([...numbers].sort());
  });

  it("uses CSI's titles and groups", () => {
    expect(masterFormatDivision("06")?.title).toBe("Wood, Plastics, and Composites");
    expect(masterFormatDivision("23")?.title).toBe("Heating, Ventilating, and Air Conditioning (HVAC)");
    expect(masterFormatDivision("43")?.title).toBe(
      "Process Gas and Liquid Handling, Purification, and Storage Equipment",
    );
    expect(masterFormatDivision("48")).toMatchObject({
      title: "Electrical Power Generation",
      group: "Process Equipment",
    });
    expect(masterFormatDivision("28")?.group).toBe("Facility Services");
    expect(masterFormatDivision("31")?.group).toBe("Site and Infrastructure");
    expect(masterFormatDivision("09")?.group).toBe("Facility Construction");
    expect(isDirectCostDivision("01")).toBe(false);
    expect(isDirectCostDivision("02")).toBe(true);
  });

  it.each([
    ["03 30 00", "03 30 00", 2],
    ["033000", "03 30 00", 2],
    ["03-30-00", "03 30 00", 2],
    ["03.30.00", "03 30 00", 2],
    [" 03 30 ", "03 30 00", 2],
    ["03", "03 00 00", 1],
    ["03 31 00", "03 31 00", 3],
    ["09 21 16", "09 21 16", 4],
    ["09 21 16.23", "09 21 16.23", 5],
    ["092116.23", "09 21 16.23", 5],
  ])("%j → %j (level %i)", (text, code, level) => {
    expect(parseMasterFormatCode(text)).toEqual({ ok: true, code, division: code.slice(0, 2), level });
  });

  it("refuses what is not a 2018 code, naming reserved divisions", () => {
    expect(parseMasterFormatCode("15 00 00")).toEqual({
      ok: false,
      message: "Division 15 is not used in MasterFormat 2018",
    });
    for (const bad of ["3", "0330000", "ab", "", "03 3", "3-3", "033 000"]) {
      expect(parseMasterFormatCode(bad)).toEqual({
        ok: false,
        message: "Must be a MasterFormat code such as 03 30 00",
      });
    }
    expect(divisionOfCode("26-05-19")).toBe("26");
    expect(divisionOfCode("nope")).toBeNull();
  });

  it("normalising is idempotent for any six digits of a used division", () => {
    const used = masterFormatDivisions.map((d) => d.division);
    fc.assert(
      fc.property(
        fc.constantFrom(...used),
        fc.integer({ min: 0, max: 9999 }),
        fc.constantFrom(" ", "-", ""),
        (d, rest, sep) => {
          const digits = `${d}${String(rest).padStart(4, "0")}`;
          const text = [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].join(sep);
          const once = normaliseMasterFormatCode(text);
          expect(once).not.toBeNull();
          expect(normaliseMasterFormatCode(once!)).toBe(once);
          expect(divisionOfCode(once!)).toBe(d);
        },
      ),
    );
  });
});

describe("UniFormat II", () => {
  it("has levels 1 and 2 from A10 to G90", () => {
    const level2 = uniformatElements.filter((e) => e.level === 2).map((e) => e.code);
    expect(level2[0]).toBe("A10");
    expect(level2.at(-1)).toBe("G90");
    expect(level2).toHaveLength(22);
    expect(uniformatElements.filter((e) => e.level === 1).map((e) => e.title)).toEqual([
      "Substructure",
      "Shell",
      "Interiors",
      "Services",
      "Equipment and Furnishings",
      "Special Construction and Demolition",
      "Building Sitework",
    ]);
    expect(uniformatElements.find((e) => e.code === "F20")?.title).toBe("Selective Building Demolition");
  });

  it("parses and normalises codes of levels 1–3", () => {
    expect(parseUniformatCode("b 20")).toEqual({ ok: true, code: "B20", level: 2, group: "B", parent: "B" });
    expect(parseUniformatCode("B-2010")).toEqual({
      ok: true,
      code: "B2010",
      level: 3,
      group: "B",
      parent: "B20",
    });
    expect(parseUniformatCode("d")).toEqual({ ok: true, code: "D", level: 1, group: "D", parent: null });
    expect(parseUniformatCode("B40")).toEqual({ ok: false, message: "B40 is not a UniFormat II element" });
    expect(parseUniformatCode("H10")).toEqual({
      ok: false,
      message: "Must be a UniFormat II code such as B20 or B2010",
    });
  });
});

describe("legacy 16-division codes", () => {
  it("maps every legacy division and splits mechanical and electrical by section", () => {
    expect(legacyDivisions).toHaveLength(16);
    expect(mapLegacyCode("15")).toEqual({ division: "23", legacyDivision: "15", exact: false });
    expect(mapLegacyCode("15300")?.division).toBe("21");
    expect(mapLegacyCode("15 400")?.division).toBe("22");
    expect(mapLegacyCode("15700")?.division).toBe("23");
    expect(mapLegacyCode("16500")?.division).toBe("26");
    expect(mapLegacyCode("16700")?.division).toBe("27");
    expect(mapLegacyCode("16720")?.division).toBe("28");
    expect(mapLegacyCode("02220")?.division).toBe("02");
    expect(mapLegacyCode("02300")?.division).toBe("31");
    expect(mapLegacyCode("02510")?.division).toBe("33");
    expect(mapLegacyCode("02740")?.division).toBe("32");
    expect(mapLegacyCode("09250")).toEqual({ division: "09", legacyDivision: "09", exact: true });
    expect(mapLegacyCode("17")).toBeNull();
    expect(mapLegacyCode("abc")).toBeNull();
  });

  it("always lands on a division MasterFormat 2018 uses", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 16999 }), (n) => {
        const mapped = mapLegacyCode(String(n).padStart(5, "0"));
        if (mapped) expect(masterFormatDivision(mapped.division)).toBeDefined();
      }),
    );
  });
});

describe("cost codes", () => {
  it("builds the built-in list from both classifications", () => {
    expect(builtInCostCodes.filter((c) => c.classification === "masterformat")).toHaveLength(35);
    expect(builtInCostCodes.filter((c) => c.classification === "uniformat")).toHaveLength(29);
    expect(builtInCostCodes[3]).toEqual({
      classification: "masterformat",
      code: "03 00 00",
      title: "Concrete",
      division: "03",
      level: 1,
    });
  });

  it("normalises per classification with field errors", () => {
    expect(normaliseCostCode("masterformat", "033000")).toEqual({
      ok: true,
      code: "03 30 00",
      division: "03",
      level: 2,
    });
    expect(normaliseCostCode("masterformat", "03 30 00", "05")).toEqual({
      ok: false,
      errors: { division: "Must match the code's division (03)" },
    });
    expect(normaliseCostCode("uniformat", "b2010")).toEqual({
      ok: true,
      code: "B2010",
      division: "B",
      level: 3,
    });
    expect(normaliseCostCode("company", "  CONC   100 ", "3")).toEqual({
      ok: true,
      code: "CONC 100",
      division: "03",
      level: 1,
    });
    expect(normaliseCostCode("company", "X", "16")).toEqual({
      ok: false,
      errors: { division: "Must be a MasterFormat division such as 03" },
    });
    expect(readDivision("03 00 00")).toBe("03");
  });

  it("searches by text or by digits", () => {
    const item = { code: "03 30 00", title: "Cast-in-Place Concrete" };
    expect(matchesSearch(item, "0330")).toBe(true);
    expect(matchesSearch(item, "cast-in")).toBe(true);
    expect(matchesSearch(item, "03 3")).toBe(true);
    expect(matchesSearch(item, "0331")).toBe(false);
    expect(matchesSearch(item, "")).toBe(true);
  });
});

describe("units and building metrics", () => {
  it("has the built-in units with names and kinds, and the building metrics", () => {
    const codes = units.map((u) => u.code);
    for (const code of [
      "SF",
      "SY",
      "LF",
      "CY",
      "CF",
      "EA",
      "LS",
      "ALLOW",
      "TON",
      "LB",
      "GAL",
      "HR",
      "DAY",
      "WK",
      "MO",
    ]) {
      expect(codes).toContain(code);
    }
    expect(new Set(codes).size).toBe(codes.length);
    expect(findUnit("sf")).toEqual({ code: "SF", name: "Square foot", kind: "area" });
    expect(buildingMetrics.map((m) => m.code)).toEqual([
      "GSF",
      "NRSF",
      "UNITS",
      "BEDS",
      "KEYS",
      "SEATS",
      "STALLS",
    ]);
    expect(findBuildingMetric("rsf")?.code).toBe("NRSF");
  });
});

describe("default building types", () => {
  it("is a two-level taxonomy of about forty types with unique keys", () => {
    const children = defaultBuildingTypes.flatMap((t) => t.children);
    expect(children.length).toBeGreaterThanOrEqual(35);
    const keys = [...defaultBuildingTypes.map((t) => t.key), ...children.map((c) => c.key)];
    expect(new Set(keys).size).toBe(keys.length);
    const label = (parent: string, child: string) =>
      defaultBuildingTypes.find((t) => t.name === parent)?.children.some((c) => c.name === child);
    expect(label("Multifamily", "Podium mid-rise")).toBe(true);
    expect(label("Office", "Mid-rise")).toBe(true);
    expect(label("Education", "K-12 Elementary")).toBe(true);
    expect(label("Healthcare", "Ambulatory surgery")).toBe(true);
    expect(label("Industrial", "Warehouse / distribution")).toBe(true);
  });
});
