import Papa from "papaparse";
import type { AuditEntry, AuditFilters, ListAuditLogQuery } from "@/lib/contract/audit-log";
import { countsTotal } from "@/lib/contract/list";
import { collection } from "../collection";
import { ApiError } from "../errors";
import type { Scope } from "../scope";
import { countEntries, encodeCursor, selectEntries } from "./query";

export { auditFacets } from "./query";

type ListInput = Omit<ListAuditLogQuery, "count"> & { count?: boolean };

/** A page of the company's audit log, newest first. */
export async function listAuditLog(scope: Scope, query: ListInput) {
  const rows = await selectEntries(scope, query, query.limit + 1, query.cursor);
  const page = rows.slice(0, query.limit);
  const next = rows.length > query.limit ? encodeCursor(page[page.length - 1]!) : null;
  const total = countsTotal(query) ? await countEntries(scope, query) : null;
  return collection(page, total, next);
}

export const maxExportEntries = 100_000;

const header = [
  "time",
  "action",
  "record_type",
  "record_uid",
  "user_email",
  "user_name",
  "api_key_uid",
  "staff",
  "ip",
  "user_agent",
  "request_id",
  "details",
];

const csvRow = (e: AuditEntry) => [
  e.created_at,
  e.action,
  e.target_type ?? "",
  e.target_uid ?? "",
  e.actor?.email ?? "",
  e.actor?.name ?? "",
  e.api_key_uid ?? "",
  e.acting_as ? "yes" : "",
  e.ip ?? "",
  e.user_agent ?? "",
  e.request_id ?? "",
  e.data ? JSON.stringify(e.data) : "",
];

/** Every matching entry as CSV (a spreadsheet must not run a cell as a formula: papaparse escapes them). */
export async function exportAuditLog(scope: Scope, filters: AuditFilters): Promise<Response> {
  const rows = await selectEntries(scope, filters, maxExportEntries + 1);
  if (rows.length > maxExportEntries) {
    throw new ApiError(
      "unprocessable",
      `The filters match more than ${maxExportEntries.toLocaleString("en-US")} entries; narrow them to export`,
    );
  }
  const csv = Papa.unparse({ fields: header, data: rows.map(csvRow) }, { escapeFormulae: true });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(`${csv}\r\n`, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="audit-log-${day}.csv"`,
      "x-export-rows": String(rows.length),
    },
  });
}
