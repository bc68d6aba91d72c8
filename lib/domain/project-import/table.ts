// A file's sheet as the import reads it: the header row and the data rows, every cell as text, each row
// numbered as a spreadsheet shows it (the header is row 1). CSV comes through lib/domain/reference/csv.ts;
// the server turns an XLSX sheet into the same shape.
import { type CsvRecord, type CsvResult, parseCsv } from "@/lib/domain/reference/csv";
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
  const parsed = parseCsvFast(text);
  if (!parsed.ok) return parsed;
  return tableFromRows(parsed.records);
}

/**
 * The same result as lib/domain/reference/csv.ts `parseCsv` (a property test holds them equal), built with
 * slices instead of a character at a time: a 50,000-row import spent most of its parse in string building
 * and garbage collection. Falls back to parseCsv for the error message of an unclosed quote.
 */
export function parseCsvFast(text: string): CsvResult {
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  const n = input.length;
  let i = 0;
  let row = 1;
  let fields: string[] = [];
  const endRecord = () => {
    if (fields.length > 1 || fields[0] !== "") records.push({ row, fields });
    fields = [];
    row++;
  };
  while (i <= n) {
    if (i === n) {
      // parseCsv ends a last record that has content; a trailing line break leaves nothing pending.
      break;
    }
    let field: string;
    if (input.charCodeAt(i) === 34) {
      // Quoted: up to the closing quote, "" is an escaped quote.
      let value = "";
      let j = i + 1;
      for (;;) {
        const q = input.indexOf('"', j);
        if (q < 0) return parseCsv(text);
        value += input.slice(j, q);
        if (input.charCodeAt(q + 1) === 34) {
          value += '"';
          j = q + 2;
        } else {
          j = q + 1;
          break;
        }
      }
      // Text after the closing quote belongs to the same field (parseCsv keeps it).
      let k = j;
      while (k < n) {
        const c = input.charCodeAt(k);
        if (c === 44 || c === 10 || c === 13) break;
        if (c === 34) {
          // A quote inside an unquoted tail: let the reference parser decide.
          return parseCsv(text);
        }
        k++;
      }
      field = value + input.slice(j, k);
      i = k;
    } else {
      let k = i;
      while (k < n) {
        const c = input.charCodeAt(k);
        if (c === 44 || c === 10 || c === 13) break;
        k++;
      }
      field = input.slice(i, k);
      i = k;
    }
    fields.push(field);
    if (i >= n) {
      endRecord();
      break;
    }
    const c = input.charCodeAt(i);
    if (c === 44) {
      i++;
      if (i === n) {
        fields.push("");
        endRecord();
        break;
      }
    } else {
      endRecord();
      i += c === 13 && input.charCodeAt(i + 1) === 10 ? 2 : 1;
    }
  }
  return { ok: true, records };
}
