// The takeoff service's CSV/XLSX export: Classification (or Group), Measurement Type, Quantity, Unit,
// Page (or Sheet), optional Perimeter and Height.
import { findColumn, type ReadResult, RowCells, type TakeoffReader, takeoffRow } from "./reader";
import { readMeasureType } from "./units";

const names = {
  classification: ["classification", "classificationname", "group", "groupname"],
  type: ["measurementtype", "type", "measuretype"],
  quantity: ["quantity", "qty", "value"],
  unit: ["unit", "units", "uom"],
  sheet: ["page", "pagename", "sheet", "sheetname", "pagenumber"],
  perimeter: ["perimeter"],
  height: ["height"],
};

export const togalReader: TakeoffReader = {
  format: "togal",
  label: "Takeoff service export",
  detect: (headers) =>
    findColumn(headers, names.classification) >= 0 &&
    findColumn(headers, names.type) >= 0 &&
    findColumn(headers, names.quantity) >= 0,
  read(table): ReadResult {
    const col = Object.fromEntries(
      Object.entries(names).map(([k, v]) => [k, findColumn(table.headers, v)]),
    ) as Record<keyof typeof names, number>;
    const result: ReadResult = { rows: [], errors: [] };
    for (const r of table.rows) {
      const c = new RowCells(table, r, result.errors);
      if (r.cells.every((v) => v.trim() === "")) continue;
      const classification = c.text(col.classification);
      if (classification === "") {
        c.fail(col.classification, "the classification is empty");
        continue;
      }
      const typeText = c.text(col.type);
      const type = readMeasureType(typeText);
      if (!type) {
        c.fail(col.type, `"${typeText}" is not a measurement type (area, linear or count)`);
        continue;
      }
      const quantity = c.number(col.quantity);
      const unit = c.unit(col.unit, type);
      const perimeter = c.number(col.perimeter);
      const height = c.number(col.height);
      if (quantity === null || !unit) {
        if (quantity === null && c.text(col.quantity) === "") c.fail(col.quantity, "the quantity is empty");
        continue;
      }
      result.rows.push(
        takeoffRow(
          r.row,
          { classification, type, quantity, factor: unit.factor, sheet: c.text(col.sheet) },
          { perimeter, height },
        ),
      );
    }
    return result;
  },
};
