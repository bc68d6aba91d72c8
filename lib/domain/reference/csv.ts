// A small RFC 4180 reader: comma-separated, double-quoted fields with "" escapes, CRLF or LF line ends,
// quoted fields may hold commas and line breaks. Row numbers count records the way a spreadsheet shows
// them (the header is row 1), so error messages point at the row the user sees.

export type CsvRecord = { row: number; fields: string[] };
export type CsvResult = { ok: true; records: CsvRecord[] } | { ok: false; message: string };

export function parseCsv(text: string): CsvResult {
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = "";
  let quoted = false;
  let row = 1;
  let i = 0;
  const endRecord = () => {
    fields.push(field);
    // Blank lines (a lone empty field) are skipped but still counted, as a spreadsheet would show them.
    if (fields.length > 1 || fields[0] !== "") records.push({ row, fields });
    fields = [];
    field = "";
    row++;
  };
  while (i < input.length) {
    const c = input[i]!;
    if (quoted) {
      if (c === '"' && input[i + 1] === '"') {
        field += '"';
        i += 2;
        continue;
      }
      if (c === '"') quoted = false;
      else field += c;
      i++;
      continue;
    }
    if (c === '"' && field === "") quoted = true;
    else if (c === ",") {
      fields.push(field);
      field = "";
    } else if (c === "\r" && input[i + 1] === "\n") {
      endRecord();
      i++;
    } else if (c === "\n" || c === "\r") endRecord();
    else field += c;
    i++;
  }
  if (quoted) return { ok: false, message: `Row ${row}: a quoted field is not closed` };
  if (field !== "" || fields.length > 0) endRecord();
  return { ok: true, records };
}

export type CsvColumn = { name: string; aliases?: string[]; required?: boolean };
export type CsvTableRow = { row: number; values: Record<string, string> };
export type CsvTable = { ok: true; rows: CsvTableRow[] } | { ok: false; message: string };

const normaliseHeader = (h: string) =>
  h
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_");

/** Records keyed by column name; headers are matched case-insensitively and by their aliases. */
export function readCsvTable(text: string, columns: readonly CsvColumn[]): CsvTable {
  const parsed = parseCsv(text);
  if (!parsed.ok) return parsed;
  const [header, ...body] = parsed.records;
  if (!header) return { ok: false, message: "The file is empty" };
  const headers = header.fields.map(normaliseHeader);
  const positions = new Map<string, number>();
  for (const column of columns) {
    const names = [column.name, ...(column.aliases ?? [])].map(normaliseHeader);
    const at = headers.findIndex((h) => names.includes(h));
    if (at >= 0) positions.set(column.name, at);
    else if (column.required) return { ok: false, message: `The header row has no "${column.name}" column` };
  }
  if (body.length === 0) return { ok: false, message: "The file has a header but no rows" };
  const rows = body.map((record) => ({
    row: record.row,
    values: Object.fromEntries(
      [...positions].map(([name, at]) => [name, (record.fields[at] ?? "").trim()] as const),
    ),
  }));
  return { ok: true, rows };
}
