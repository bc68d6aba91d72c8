import ExcelJS from "exceljs";
import { zipSync } from "fflate";
import { NextRequest } from "next/server";

type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

/** POSTs a multipart form (file + optional mapping) the way the browser's FormData does. */
export async function upload(
  handler: Handler,
  path: string,
  cookie: string,
  file: { name: string; type: string; data: string | Uint8Array },
  mapping?: unknown,
) {
  const form = new FormData();
  form.set("file", new File([file.data as BlobPart], file.name, { type: file.type }));
  if (mapping !== undefined) form.set("mapping", JSON.stringify(mapping));
  const req = new NextRequest(new URL(path, "http://localhost:3000"), {
    method: "POST",
    headers: { cookie },
    body: form,
  });
  const res = await handler(req, { params: Promise.resolve({}) });
  const text = await res.text();
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON answers
  const json: any = text ? JSON.parse(text) : null;
  return { status: res.status, body: json };
}

export const csvFile = (text: string, name = "projects.csv") => ({ name, type: "text/csv", data: text });

export async function xlsxFile(rows: (string | number | Date | null)[][], name = "projects.xlsx") {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Sheet1");
  for (const row of rows) sheet.addRow(row);
  const data = new Uint8Array(await workbook.xlsx.writeBuffer());
  return { name, type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", data };
}

/** A zip whose one entry is 20 MB of zeros (≈ 1000× compression), named like a workbook. */
export function zipBomb() {
  const data = zipSync({ "xl/worksheets/sheet1.xml": new Uint8Array(20 * 1024 * 1024) }, { level: 9 });
  return {
    name: "bomb.xlsx",
    type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    data,
  };
}
