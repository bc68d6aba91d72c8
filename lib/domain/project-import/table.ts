// A file's sheet as the import reads it: the header row and the data rows, every cell as text, each row
// numbered as a spreadsheet shows it (the header is row 1). CSV comes through lib/domain/reference/csv.ts;
// the server turns an XLSX sheet into the same shape.
import { parseCsv } from "@/lib/domain/reference/csv";
import { readNeutralised } from "./cells";

export type ImportRow = { row: number; cells: string[] };
export type ImportTable = { headers: string[]; rows: ImportRow[] };
export type TableResult = { ok: true; table: ImportTable } | { ok: false; message: string };

export const maxImportRows = 100_000;

/** Headers must be present and distinct (after trimming), or the mapping could not name a column. */
export function checkHeaders(headers: string[]): string | null {
  if (headers.length === 0 || headers.every((h) => h.trim() === ""))
    return "The first row has no column names";
  const seen = new Set<string>();
  for (const [i, h] of headers.entries()) {
    const name = h.trim();
    if (name === "") continue;
    if (seen.has(name)) return `Column ${i + 1}: the name "${name}" is used twice in the header row`;
    seen.add(name);
  }
  return null;
}

export function tableFromRows(records: { row: number; fields: string[] }[]): TableResult {
  const [header, ...body] = records;
  if (!header) return { ok: false, message: "The file is empty" };
  const headers = header.fields.map((h) => readNeutralised(h).trim());
  const problem = checkHeaders(headers);
  if (problem) return { ok: false, message: problem };
  if (body.length === 0) return { ok: false, message: "The file has a header row but no data rows" };
  if (body.length > maxImportRows) {
    return {
      ok: false,
      message: `The file has ${body.length.toLocaleString("en-US")} rows; at most ${maxImportRows.toLocaleString("en-US")} can be imported at once`,
    };
  }
  const rows = body.map((r) => ({ row: r.row, cells: r.fields.map(readNeutralised) }));
  return { ok: true, table: { headers, rows } };
}

export function readCsvTable(text: string): TableResult {
  const parsed = parseCsv(text);
  if (!parsed.ok) return parsed;
  return tableFromRows(parsed.records);
}
