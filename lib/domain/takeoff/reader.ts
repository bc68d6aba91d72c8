// The one interface every takeoff file format sits behind: detect a format from its header row, then read
// its table of text cells into normalised rows (classification, type, quantity in the type's base unit,
// sheet). A live connection to a takeoff service would be one more reader producing the same rows.
import { readNumber } from "@/lib/domain/project-import/cells";
import type { ImportTable } from "@/lib/domain/project-import/table";
import { baseUnit, type MeasureType, readUnit, type TargetUnit } from "./units";

export const takeoffFormats = ["togal", "bluebeam", "generic"] as const;
export type TakeoffFormat = (typeof takeoffFormats)[number];

export type TakeoffRow = {
  /** The row as a spreadsheet numbers it (the header is row 1). */
  row: number;
  classification: string;
  type: MeasureType;
  /** In the type's base unit: SF, LF, EA or CY. */
  quantity: number;
  unit: TargetUnit;
  sheet: string;
  perimeter: number | null;
  height: number | null;
};

export type TakeoffError = { row: number; column: string | null; message: string };
export type ReadResult = { rows: TakeoffRow[]; errors: TakeoffError[] };

/** The generic reader's column choices: header names, "" for none. */
export type GenericColumns = {
  classification: string;
  quantity: string;
  unit: string;
  sheet: string;
  type: string;
};

export interface TakeoffReader {
  format: TakeoffFormat;
  label: string;
  detect(headers: readonly string[]): boolean;
  read(table: ImportTable, columns?: GenericColumns | null): ReadResult;
}

/** A header as compared: lower case, letters and digits only ("Page Label" → "pagelabel"). */
export const headerKey = (h: string) => h.toLowerCase().replace(/[^a-z0-9]/g, "");

/** The index of the first header among `names` (keys), or -1. */
export function findColumn(headers: readonly string[], names: readonly string[]): number {
  const keys = headers.map(headerKey);
  for (const n of names) {
    const at = keys.indexOf(n);
    if (at >= 0) return at;
  }
  return -1;
}

/** Reading one row's cells, collecting problems that name the row and the column's header. */
export class RowCells {
  constructor(
    readonly table: ImportTable,
    readonly row: { row: number; cells: string[] },
    readonly errors: TakeoffError[],
  ) {}
  text(col: number): string {
    return col < 0 ? "" : (this.row.cells[col] ?? "").trim();
  }
  fail(col: number, message: string): null {
    const column = col < 0 ? null : (this.table.headers[col] ?? null);
    const where = column ? `Row ${this.row.row}, column ${column}` : `Row ${this.row.row}`;
    this.errors.push({ row: this.row.row, column, message: `${where}: ${message}` });
    return null;
  }
  /** A number ≥ 0; blank → `blank`; anything else is the row's error. */
  number(col: number, blank: number | null = null): number | null {
    const t = this.text(col).replace(/\s*(sf|lf|ea|ft|sq ft|cy|sy)$/i, "");
    if (t === "") return blank;
    const n = readNumber(t);
    if (n === null) return this.fail(col, `"${this.text(col)}" is not a number`);
    if (n < 0) return this.fail(col, `${t} is negative; quantities must be 0 or more`);
    return n;
  }
  /** The unit cell read for the type; an unknown or mismatched unit is the row's error. */
  unit(col: number, type: MeasureType | null): { type: MeasureType; factor: number } | null {
    const t = this.text(col);
    if (t === "" && type) return { type, factor: 1 };
    const u = readUnit(t);
    if (!u) return this.fail(col, `unknown unit "${t}" (use SF, SY, LF, EA, CY or CF)`);
    if (type && u.type !== type) return this.fail(col, `unit "${t}" does not measure a ${type} quantity`);
    return u;
  }
}

/** One finished row from its parts; the quantity is converted to the type's base unit. */
export function takeoffRow(
  row: number,
  parts: { classification: string; type: MeasureType; quantity: number; factor: number; sheet: string },
  extra: { perimeter?: number | null; height?: number | null } = {},
): TakeoffRow {
  return {
    row,
    classification: parts.classification,
    type: parts.type,
    quantity: parts.quantity * parts.factor,
    unit: baseUnit[parts.type],
    sheet: parts.sheet,
    perimeter: extra.perimeter ?? null,
    height: extra.height ?? null,
  };
}
