import "server-only";
import ExcelJS from "exceljs";
import { readCsvTable, type TableResult, tableFromRows } from "@/lib/domain/project-import/table";
import { checkZip } from "@/lib/domain/project-import/zip-guard";
import { ApiError } from "../errors";

// An uploaded import file → the table of text cells the plan reads. Size first (413), then the type (415),
// then for XLSX the zip-bomb check before exceljs inflates anything (422).

export const maxImportFileBytes = 50 * 1024 * 1024;

export type ImportFile = { name: string; type: string; size: number; bytes: () => Promise<ArrayBuffer> };

export function fileKind(file: { name: string; type: string }): "csv" | "xlsx" | null {
  const name = file.name.toLowerCase();
  if (name.endsWith(".csv") || file.type === "text/csv") return "csv";
  if (name.endsWith(".xlsx") || file.type.includes("spreadsheetml")) return "xlsx";
  return null;
}

export async function readImportFile(file: ImportFile): Promise<TableResult> {
  if (file.size > maxImportFileBytes) {
    throw new ApiError("payload_too_large", "The file is larger than 50 MB; split it into smaller files");
  }
  const kind = fileKind(file);
  if (!kind) throw new ApiError("unsupported_media_type", "Upload a .csv or .xlsx file");
  const bytes = new Uint8Array(await file.bytes());
  if (bytes.length > maxImportFileBytes) {
    throw new ApiError("payload_too_large", "The file is larger than 50 MB; split it into smaller files");
  }
  if (kind === "csv") return readCsvTable(new TextDecoder("utf-8").decode(bytes));
  const check = checkZip(bytes);
  if (!check.ok) throw new ApiError("unprocessable", check.message);
  return readXlsx(bytes);
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number") return String(value);
  if (typeof value === "boolean") return value ? "TRUE" : "FALSE";
  if (value instanceof Date) {
    // exceljs reads a date cell as UTC midnight of the shown day.
    return value.toISOString().slice(0, 10);
  }
  if (typeof value === "object") {
    if ("richText" in value) return value.richText.map((r) => r.text).join("");
    if ("formula" in value || "sharedFormula" in value) {
      const result = (value as { result?: ExcelJS.CellValue }).result;
      return result === undefined ? "" : cellText(result as ExcelJS.CellValue);
    }
    if ("text" in value) return String((value as { text: unknown }).text ?? "");
    if ("error" in value) return "";
  }
  return String(value);
}

async function readXlsx(bytes: Uint8Array): Promise<TableResult> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
    );
  } catch {
    return { ok: false, message: "The file is not a valid .xlsx workbook" };
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return { ok: false, message: "The workbook has no sheets" };
  const records: { row: number; fields: string[] }[] = [];
  const width = sheet.columnCount;
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    const fields: string[] = new Array(width).fill("");
    row.eachCell({ includeEmpty: false }, (cell, col) => {
      if (col <= width) fields[col - 1] = cellText(cell.value);
    });
    records.push({ row: number, fields });
  });
  // Trailing empty header cells (formatting past the data) are not columns.
  const header = records[0];
  if (header) {
    let last = header.fields.length;
    while (last > 0 && header.fields[last - 1]!.trim() === "") last--;
    for (const r of records) r.fields.length = Math.min(r.fields.length, last);
  }
  return tableFromRows(records);
}
