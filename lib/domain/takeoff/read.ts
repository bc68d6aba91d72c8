// Format detection → rows: the readers in the order they are tried (the generic reader takes any header).
import type { ImportTable } from "@/lib/domain/project-import/table";
import { bluebeamReader } from "./bluebeam";
import { genericReader } from "./generic";
import type { GenericColumns, TakeoffError, TakeoffFormat, TakeoffReader, TakeoffRow } from "./reader";
import { togalReader } from "./togal";

const readers: readonly TakeoffReader[] = [togalReader, bluebeamReader, genericReader];

export function detectReader(headers: readonly string[]): TakeoffReader {
  return readers.find((r) => r.detect(headers)) ?? genericReader;
}

export type TakeoffRead = {
  format: TakeoffFormat;
  format_label: string;
  rows: TakeoffRow[];
  errors: TakeoffError[];
};

/** Reads a table with the detected format (or `format` when the user chose one). */
export function readTakeoff(
  table: ImportTable,
  options: { format?: TakeoffFormat | null; columns?: GenericColumns | null } = {},
): TakeoffRead {
  const reader = options.format
    ? (readers.find((r) => r.format === options.format) ?? genericReader)
    : detectReader(table.headers);
  const { rows, errors } = reader.read(table, options.columns);
  return { format: reader.format, format_label: reader.label, rows, errors };
}
