// Bluebeam Revu's markup summary (CSV): Subject, Label, Page Label, Measurement, Unit, Count, Length, Area.
// The label is the classification (the subject when it is blank); the subject names the tool (Area,
// Length, Polylength, Perimeter, Count), which says which column holds the quantity.
import { findColumn, type ReadResult, RowCells, type TakeoffReader, takeoffRow } from "./reader";
import { type MeasureType, readMeasureType } from "./units";

const names = {
  subject: ["subject"],
  label: ["label"],
  sheet: ["pagelabel", "page", "pageindex"],
  measurement: ["measurement"],
  unit: ["unit"],
  count: ["count"],
  length: ["length"],
  area: ["area"],
};

/** The tool from the subject ("Area Measurement", "Polylength", "Count"), else from the filled column. */
function typeOf(
  subject: string,
  filled: { area: boolean; length: boolean; count: boolean },
): MeasureType | null {
  const s = subject.toLowerCase();
  if (s.includes("area")) return "area";
  if (s.includes("length") || s.includes("perimeter") || s.includes("polyline")) return "linear";
  if (s.includes("count")) return "count";
  if (s.includes("volume")) return "volume";
  const fromSubject = readMeasureType(subject);
  if (fromSubject) return fromSubject;
  if (filled.area) return "area";
  if (filled.length) return "linear";
  if (filled.count) return "count";
  return null;
}

export const bluebeamReader: TakeoffReader = {
  format: "bluebeam",
  label: "Bluebeam Revu markup summary",
  detect: (headers) =>
    findColumn(headers, names.subject) >= 0 &&
    findColumn(headers, names.measurement) >= 0 &&
    findColumn(headers, ["pagelabel"]) >= 0,
  read(table): ReadResult {
    const col = Object.fromEntries(
      Object.entries(names).map(([k, v]) => [k, findColumn(table.headers, v)]),
    ) as Record<keyof typeof names, number>;
    const result: ReadResult = { rows: [], errors: [] };
    for (const r of table.rows) {
      if (r.cells.every((v) => v.trim() === "")) continue;
      const c = new RowCells(table, r, result.errors);
      const subject = c.text(col.subject);
      const classification = c.text(col.label) || subject;
      if (classification === "") {
        c.fail(col.label, "the label and subject are empty");
        continue;
      }
      const filled = {
        area: c.text(col.area) !== "",
        length: c.text(col.length) !== "",
        count: c.text(col.count) !== "",
      };
      const type = typeOf(subject, filled);
      if (!type) {
        c.fail(col.subject, `cannot tell whether "${subject}" is an area, a length or a count`);
        continue;
      }
      const source = type === "area" ? col.area : type === "linear" ? col.length : col.count;
      // The type's own column, else the Measurement column ("1,234.5 sf").
      const at = c.text(source) !== "" ? source : col.measurement;
      const quantity = c.number(at);
      const unit = type === "count" ? { type, factor: 1 } : c.unit(col.unit, type);
      if (quantity === null || !unit) {
        if (quantity === null && c.text(at) === "") c.fail(at, "the quantity is empty");
        continue;
      }
      result.rows.push(
        takeoffRow(r.row, { classification, type, quantity, factor: unit.factor, sheet: c.text(col.sheet) }),
      );
    }
    return result;
  },
};
