// Tab-separated text as Excel and Google Sheets put it on the clipboard: cells holding a tab, a line
// break or a quote are wrapped in double quotes with inner quotes doubled; rows end in CRLF or LF, and
// the last row usually ends with one too (which is not an extra empty row).

/** Parses clipboard TSV into rows of cells. */
export function parseTsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let i = 0;
  const n = text.length;
  let atCellStart = true;
  while (i < n) {
    const ch = text[i];
    if (atCellStart && ch === '"') {
      // A quoted cell: read to the closing quote, "" is one quote.
      let j = i + 1;
      let value = "";
      let closed = false;
      while (j < n) {
        const c = text[j];
        if (c === '"') {
          if (text[j + 1] === '"') {
            value += '"';
            j += 2;
            continue;
          }
          closed = true;
          j++;
          break;
        }
        value += c;
        j++;
      }
      const next = text[j];
      if (closed && (j >= n || next === "\t" || next === "\n" || next === "\r")) {
        cell = value;
        i = j;
        atCellStart = false;
        continue;
      }
      // Not a well-formed quoted cell ("5" inches): take the quote literally.
    }
    atCellStart = false;
    if (ch === "\t") {
      row.push(cell);
      cell = "";
      atCellStart = true;
      i++;
    } else if (ch === "\r" || ch === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      atCellStart = true;
      i += ch === "\r" && text[i + 1] === "\n" ? 2 : 1;
    } else {
      cell += ch;
      i++;
    }
  }
  if (!atCellStart || cell !== "" || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

function quoteCell(value: string): string {
  return /[\t\r\n"]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** Rows of cells → TSV that Excel and Google Sheets paste back cell for cell. */
export function serialiseTsv(rows: readonly (readonly string[])[]): string {
  return rows.map((r) => r.map(quoteCell).join("\t")).join("\r\n");
}
