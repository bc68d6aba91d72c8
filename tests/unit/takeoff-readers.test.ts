import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readCsvTable } from "@/lib/domain/project-import/table";
import { codeFromName, diffTakeoff, groupTakeoff, proposeMapping } from "@/lib/domain/takeoff/plan";
import { detectReader, readTakeoff } from "@/lib/domain/takeoff/read";

const fixture = (name: string) =>
  readFileSync(path.join(import.meta.dirname, "../fixtures/takeoff", name), "utf8");

function table(text: string) {
  const t = readCsvTable(text);
  if (!t.ok) throw new Error(t.message);
  return t.table;
}

const empty = { classifications: {}, sheets: {} };

describe("takeoff format detection", () => {
  it("tells the three formats apart from the header", () => {
    expect(detectReader(["Classification", "Measurement Type", "Quantity", "Unit", "Page"]).format).toBe(
      "togal",
    );
    expect(detectReader(["Group", "Type", "Qty", "UOM", "Sheet"]).format).toBe("togal");
    expect(
      detectReader(["Subject", "Label", "Page Label", "Measurement", "Unit", "Count", "Length", "Area"])
        .format,
    ).toBe("bluebeam");
    expect(detectReader(["Item", "Drawing", "Qty", "UOM"]).format).toBe("generic");
  });
});

describe("takeoff readers on the fixtures", () => {
  it("reads the takeoff service export: every row, no errors", () => {
    const read = readTakeoff(table(fixture("togal-export.csv")));
    expect(read.format).toBe("togal");
    expect(read.errors).toEqual([]);
    expect(read.rows).toHaveLength(600);
    const wall = read.rows.find((r) => r.classification.includes("CMU Wall"))!;
    expect(wall).toMatchObject({ type: "linear", unit: "LF", height: 9 });
    expect(wall.sheet).toMatch(/^A-10\d/);
  });

  it("reads a Bluebeam markup summary", () => {
    const read = readTakeoff(table(fixture("bluebeam-markups.csv")));
    expect(read.format).toBe("bluebeam");
    expect(read.errors).toEqual([]);
    expect(read.rows).toHaveLength(450);
    expect(new Set(read.rows.map((r) => r.type))).toEqual(new Set(["area", "linear", "count"]));
    expect(read.rows.every((r) => /^[AC]-1\d\d$/.test(r.sheet))).toBe(true);
  });

  it("reads a generic CSV with guessed or chosen columns", () => {
    const t = table(fixture("generic-takeoff.csv"));
    const read = readTakeoff(t);
    expect(read.format).toBe("generic");
    expect(read.errors).toEqual([]);
    expect(read.rows).toHaveLength(300);
    const chosen = readTakeoff(t, {
      columns: { classification: "Item", quantity: "Qty", unit: "UOM", sheet: "", type: "" },
    });
    expect(chosen.rows[0]!.sheet).toBe("");
    const missing = readTakeoff(t, {
      columns: { classification: "Item", quantity: "", unit: "UOM", sheet: "", type: "" },
    });
    expect(missing.errors[0]!.message).toMatch(/Map a column to Quantity/);
  });
});

describe("takeoff row errors name the row and the column", () => {
  const head = "Classification,Measurement Type,Quantity,Unit,Page\n";
  it("non-numeric quantity, unknown unit, wrong unit, unknown type, empty classification", () => {
    const read = readTakeoff(
      table(
        `${head}Slab,Area,abc,SF,A-101\nSlab,Area,10,furlongs,A-101\nCurb,Linear,5,SF,C-1\nThing,Blob,1,EA,A\n,Area,1,SF,A\nOk,Count,3,EA,A`,
      ),
    );
    expect(read.rows).toHaveLength(1);
    expect(read.errors.map((e) => [e.row, e.column])).toEqual([
      [2, "Quantity"],
      [3, "Unit"],
      [4, "Unit"],
      [5, "Measurement Type"],
      [6, "Classification"],
    ]);
    expect(read.errors[0]!.message).toBe('Row 2, column Quantity: "abc" is not a number');
    expect(read.errors[1]!.message).toMatch(/unknown unit "furlongs"/);
  });

  it("an empty quantity and a negative one are errors", () => {
    const read = readTakeoff(table(`${head}Slab,Area,,SF,A\nSlab,Area,-4,SF,A`));
    expect(read.errors.map((e) => e.message)).toEqual([
      "Row 2, column Quantity: the quantity is empty",
      "Row 3, column Quantity: -4 is negative; quantities must be 0 or more",
    ]);
  });

  it("reads thousands separators and converts units to the base", () => {
    const read = readTakeoff(table(`${head}Paving,Area,"1,000",SY,C-1\nFooting,Linear,10,m,S-1`));
    expect(read.rows[0]!.quantity).toBe(9000);
    expect(read.rows[1]!.quantity).toBeCloseTo(32.8084, 3);
  });
});

describe("takeoff mapping, groups and diff", () => {
  const rows = readTakeoff(
    table(
      "Classification,Measurement Type,Quantity,Unit,Page\n03 30 00 Slab,Area,100,SF,L1\n03 30 00 Slab,Area,80,SF,L2\nDoor,Count,3,EA,L1\nDoor,Count,2,EA,L2",
    ),
  ).rows;

  it("proposes cost codes from names and remembered choices first", () => {
    const m = proposeMapping(rows, {
      classifications: { Door: { cost_code: "08 14 16", description: "Doors", unit: "EA", depth_in: null } },
      sheets: { L1: "Level 1" },
    });
    expect(m.classifications["03 30 00 Slab"]).toMatchObject({ cost_code: "03 30 00", unit: "SF" });
    expect(m.classifications.Door).toMatchObject({ cost_code: "08 14 16", description: "Doors" });
    expect(m.sheets).toEqual({ L1: "Level 1", L2: "" });
    expect(codeFromName("B2010 Exterior walls")).toBe("B2010");
    expect(codeFromName("Carpet")).toBe("");
  });

  it("sums a classification over its sheets, or splits by location", () => {
    const m = proposeMapping(rows, empty);
    expect(groupTakeoff(rows, m).groups.map((g) => [g.classification, g.quantity])).toEqual([
      ["03 30 00 Slab", 180],
      ["Door", 5],
    ]);
    m.sheets = { L1: "Level 1", L2: "Level 2" };
    m.classifications["03 30 00 Slab"]!.unit = "CY";
    m.classifications["03 30 00 Slab"]!.depth_in = 6;
    const { groups } = groupTakeoff(rows, m);
    expect(groups).toHaveLength(4);
    expect(groups[0]).toMatchObject({ location: "Level 1", unit: "CY", quantity: 1.85185 });
  });

  it("a classification that mixes types is an error", () => {
    const mixed = readTakeoff(table("Group,Type,Quantity,Unit,Sheet\nX,Area,1,SF,A\nX,Count,1,EA,A")).rows;
    expect(groupTakeoff(mixed, proposeMapping(mixed, empty)).errors[0]!.message).toMatch(/Row 3/);
  });

  it("diff: new lines, then unchanged, then old → new with the cost delta", () => {
    const { groups } = groupTakeoff(rows, proposeMapping(rows, empty));
    const first = diffTakeoff(groups, [], new Map());
    expect(first.summary).toMatchObject({ create: 2, update: 0, unchanged: 0 });
    const lines = new Map([
      ["a", { uid: "a", quantity: "180", unit: "SF", unit_cost_cents: 1000, version: 1 }],
      ["b", { uid: "b", quantity: "4", unit: "EA", unit_cost_cents: 50_000, version: 1 }],
    ]);
    const links = [
      { line_uid: "a", classification: "03 30 00 Slab", location: "" },
      { line_uid: "b", classification: "Door", location: "" },
    ];
    const diff = diffTakeoff(groups, links, lines);
    expect(diff.entries.map((e) => [e.action, e.old_quantity, e.new_quantity])).toEqual([
      ["unchanged", 180, 180],
      ["update", 4, 5],
    ]);
    expect(diff.summary.cost_delta_cents).toBe(50_000);
    // A line chosen in the mapping wins over the linked one (and is re-linked by the apply).
    const chosen = groups.map((g) => (g.classification === "Door" ? { ...g, line_uid: "c" } : g));
    lines.set("c", { uid: "c", quantity: "5", unit: "EA", unit_cost_cents: 0, version: 1 });
    const moved = diffTakeoff(chosen, links, lines).entries[1]!;
    expect(moved).toMatchObject({ action: "update", line_uid: "c", linked: false, old_quantity: 5 });
  });
});
