// Any other CSV: the user maps its columns (classification, quantity, unit, optionally sheet and type).
// Without a type column the unit says the type.
import {
  findColumn,
  type GenericColumns,
  type ReadResult,
  RowCells,
  type TakeoffReader,
  takeoffRow,
} from "./reader";
import { readMeasureType } from "./units";

const guesses: Record<keyof GenericColumns, string[]> = {
  classification: ["classification", "item", "description", "name", "group", "label", "subject", "layer"],
  quantity: ["quantity", "qty", "amount", "total", "measurement", "value"],
  unit: ["unit", "units", "uom"],
  sheet: ["sheet", "page", "pagelabel", "drawing", "location"],
  type: ["type", "measurementtype", "kind"],
};

/** A first guess of the column mapping from the header names. */
export function guessGenericColumns(headers: readonly string[]): GenericColumns {
  const pick = (k: keyof GenericColumns) => {
    const at = findColumn(headers, guesses[k]);
    return at >= 0 ? headers[at]! : "";
  };
  return {
    classification: pick("classification"),
    quantity: pick("quantity"),
    unit: pick("unit"),
    sheet: pick("sheet"),
    type: pick("type"),
  };
}

const required: [keyof GenericColumns, string][] = [
  ["classification", "Classification"],
  ["quantity", "Quantity"],
  ["unit", "Unit"],
];

export const genericReader: TakeoffReader = {
  format: "generic",
  label: "Generic CSV (map the columns)",
  detect: () => true,
  read(table, columns): ReadResult {
    const chosen = columns ?? guessGenericColumns(table.headers);
    const result: ReadResult = { rows: [], errors: [] };
    const col = {} as Record<keyof GenericColumns, number>;
    for (const k of Object.keys(guesses) as (keyof GenericColumns)[]) {
      col[k] = chosen[k] ? table.headers.indexOf(chosen[k]) : -1;
    }
    for (const [k, label] of required) {
      if (col[k] < 0) {
        const named = chosen[k] ? `"${chosen[k]}" is not a column of the file` : "no column chosen";
        result.errors.push({ row: 1, column: null, message: `Map a column to ${label} (${named})` });
      }
    }
    if (result.errors.length) return result;
    for (const r of table.rows) {
      if (r.cells.every((v) => v.trim() === "")) continue;
      const c = new RowCells(table, r, result.errors);
      const classification = c.text(col.classification);
      if (classification === "") {
        c.fail(col.classification, "the classification is empty");
        continue;
      }
      let type = null;
      if (col.type >= 0 && c.text(col.type) !== "") {
        type = readMeasureType(c.text(col.type));
        if (!type) {
          c.fail(col.type, `"${c.text(col.type)}" is not a measurement type (area, linear or count)`);
          continue;
        }
      }
      const quantity = c.number(col.quantity);
      const unit = c.unit(col.unit, type);
      if (quantity === null || !unit) {
        if (quantity === null && c.text(col.quantity) === "") c.fail(col.quantity, "the quantity is empty");
        continue;
      }
      result.rows.push(
        takeoffRow(r.row, {
          classification,
          type: unit.type,
          quantity,
          factor: unit.factor,
          sheet: c.text(col.sheet),
        }),
      );
    }
    return result;
  },
};
